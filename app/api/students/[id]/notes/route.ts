// POST /api/students/[id]/notes — an instructor's note for the student, with an optional video link (staff).
import { route } from "@/lib/http/route";
import { addNote } from "@/lib/progress/records";
import { ZNoteInput } from "@/lib/progress/schemas";
import { ZNoteAddedView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "An instructor's note for the student, with an optional video link (staff).",
    roles: ["owner", "instructor"],
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZNoteInput,
    status: 201,
    response: ZNoteAddedView,
  },
  async ({ db, session, params, body }) => addNote(db, session, params.id, body),
);
