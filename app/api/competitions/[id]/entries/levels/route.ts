// GET /api/competitions/[id]/entries/levels?studentId= — a student's level per dance, to suggest an entry's level.
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { entryLevels } from "@/lib/competitions/entries-read";
import { ZEntryLevelsQuery } from "@/lib/competitions/entries-schemas";
import { ZEntryLevelsAnswer } from "@/lib/competitions/entries-views";

export const GET = route(
  {
    summary: "A student's level per dance from progress (the highest passed), which suggests an entry's level while it is made.",
    params: ZIdParams,
    query: ZEntryLevelsQuery,
    response: ZEntryLevelsAnswer,
  },
  async ({ db, session, params, query }) => entryLevels(db, session, params.id, query.studentId),
);
