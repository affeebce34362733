// POST /api/students/[id]/notes — an instructor's note for the student, with an optional video link (staff).
import { json, route } from "@/lib/http/route";
import { addNote } from "@/lib/progress/records";
import { ZNoteInput } from "@/lib/progress/schemas";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "An instructor's note for the student, with an optional video link (staff).",
    roles: ["owner", "instructor"],
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZNoteInput,
  },
  async ({ db, session, params, body }) => json(await addNote(db, session, params.id, body), 201),
);
