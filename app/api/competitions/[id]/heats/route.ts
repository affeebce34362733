// GET /api/competitions/[id]/heats — the heat sheet, an instructor's merged list, or a student's own heats, with conflicts.
import { ZIdParams } from "@/lib/api/ids";
import { getHeatSheet } from "@/lib/competitions/heats-read";
import { ZHeatsQuery } from "@/lib/competitions/heats-schemas";
import { ZHeatSheetView } from "@/lib/competitions/heats-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The heat sheet with times and conflicts (someone on the floor twice): owners all of it or one person's, instructors their merged list, students their own heats.",
    roles: ["owner", "instructor", "student"],
    params: ZIdParams,
    query: ZHeatsQuery,
    response: ZHeatSheetView,
  },
  async ({ db, session, params, query }) => getHeatSheet(db, session, params.id, query),
);
