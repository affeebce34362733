// GET /api/competitions/[id]/costs — the cost sheets the reader may read, each beside what was charged.
import { ZIdParams } from "@/lib/api/ids";
import { listCostSheets } from "@/lib/competitions/costs-read";
import { ZCostSheetsAnswer } from "@/lib/competitions/costs-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Every going student's cost sheet beside their current charge (owners); an instructor their students'; a student their own.",
    params: ZIdParams,
    response: ZCostSheetsAnswer,
  },
  async ({ db, session, params }) => {
    const { entriesOpen, sheets } = await listCostSheets(db, session, params.id);
    return { entriesOpen, sheets };
  },
);
