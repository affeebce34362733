// GET, POST /api/competitions/[id]/results — placements per heat and medal exam verdicts.
import { ZIdParams } from "@/lib/api/ids";
import { ZResultsInput } from "@/lib/competitions/heats-schemas";
import { ZResultsView, ZResultsWritten } from "@/lib/competitions/heats-views";
import { getResults, postResults } from "@/lib/competitions/results";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The event's placements per heat and medal exam results: staff all of them, a student their own.",
    roles: ["owner", "instructor", "student"],
    params: ZIdParams,
    response: ZResultsView,
  },
  async ({ db, session, params }) => getResults(db, session, params.id),
);

export const POST = route(
  {
    summary:
      "Record placements per heat and exam verdicts (pass, honours, retry), typed or as CSV; verdicts become the students' medal-test assessments, once (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZResultsInput,
    response: ZResultsWritten,
  },
  async ({ db, session, params, body }) => postResults(db, session, params.id, body),
);
