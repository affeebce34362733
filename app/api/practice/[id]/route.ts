// DELETE /api/practice/[id] — remove a practice entry (the student's own, or staff for a student they teach).
import { route } from "@/lib/http/route";
import { deletePractice } from "@/lib/progress/practice";
import { ZDeletedView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const DELETE = route(
  { summary: "Remove a practice entry.", feature: "progress_tracking", params: ZIdParams, response: ZDeletedView },
  async ({ db, session, params }) => deletePractice(db, session, params.id),
);
