// GET /api/students/[id]/attendance — attended ÷ booked over 90 days (every plan, unlike progress tracking).
import { route } from "@/lib/http/route";
import { getStudentAttendance } from "@/lib/progress/students-overview";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  { summary: "Attended ÷ booked over the last 90 days, no-shows and late cancels (every plan).", params: ZIdParams },
  async ({ db, session, params }) => getStudentAttendance(db, session, params.id),
);
