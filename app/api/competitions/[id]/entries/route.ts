// GET /api/competitions/[id]/entries — the event's entries the caller may see; POST — enter (staff) or propose (a student) one.
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { createEntry } from "@/lib/competitions/entries";
import { listEntries } from "@/lib/competitions/entries-read";
import { ZEntryInput } from "@/lib/competitions/entries-schemas";
import { ZEntriesAnswer, ZEntryAnswer } from "@/lib/competitions/entries-views";

export const GET = route(
  {
    summary:
      "An event's entries with the level progress suggests: owners all, an instructor theirs and their students', a student their own; staff also read each instructor's heat count.",
    params: ZIdParams,
    response: ZEntriesAnswer,
  },
  async ({ db, session, params }) => listEntries(db, session, params.id),
);

export const POST = route(
  {
    summary:
      "Enter a student (staff, confirmed) or propose one's own entry before the deadline (a student); 400 naming a dance, partner or instructor that doesn't fit, 409 after the deadline.",
    params: ZIdParams,
    body: ZEntryInput,
    status: 201,
    response: ZEntryAnswer,
  },
  async ({ db, session, params, body }) => ({ entry: await createEntry(db, session, params.id, body) }),
);
