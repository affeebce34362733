// PATCH /api/competitions/[id]/entries/[entryId] — change or confirm an entry; DELETE — remove it.
import { route } from "@/lib/http/route";
import { deleteEntry, updateEntry } from "@/lib/competitions/entries";
import { ZEntryParams, ZEntryPatch } from "@/lib/competitions/entries-schemas";
import { ZEntryAnswer } from "@/lib/competitions/entries-views";

export const PATCH = route(
  {
    summary:
      'Change an entry, or confirm a student\'s proposal with `status: "confirmed"` (staff); a student changes their own proposal before the deadline.',
    params: ZEntryParams,
    body: ZEntryPatch,
    response: ZEntryAnswer,
  },
  async ({ db, session, params, body }) => ({ entry: await updateEntry(db, session, params.id, params.entryId, body) }),
);

export const DELETE = route(
  {
    summary: "Remove an entry (a student: their own proposal before the deadline); the charges follow.",
    params: ZEntryParams,
    response: null,
  },
  async ({ db, session, params }) => {
    await deleteEntry(db, session, params.id, params.entryId);
  },
);
