// GET /api/competitions/[id]/summary — the printable summary per student and per instructor.
import { ZIdParams } from "@/lib/api/ids";
import { ZSummaryQuery } from "@/lib/competitions/costs-schemas";
import { ZSummaryView } from "@/lib/competitions/costs-views";
import { getSummary } from "@/lib/competitions/summaries";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The printable summary: per student their entries and cost sheet, per instructor the heats they dance; owners everyone, instructors their students and themselves, a student their own.",
    params: ZIdParams,
    query: ZSummaryQuery,
    response: ZSummaryView,
  },
  async ({ db, session, params, query }) => getSummary(db, session, params.id, query),
);
