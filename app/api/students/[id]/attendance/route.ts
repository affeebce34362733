// GET /api/students/[id]/attendance — attended ÷ booked over 90 days (every plan, unlike progress tracking).
import { z } from "zod";
import { ZIdOut } from "@/lib/api/answer-fields";
import { route } from "@/lib/http/route";
import { getStudentAttendance } from "@/lib/progress/students-overview";
import { ZAttendanceView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    summary: "Attended ÷ booked over the last 90 days, no-shows and late cancels (every plan).",
    params: ZIdParams,
    response: z.object({ studentId: ZIdOut, attendance: ZAttendanceView }),
  },
  async ({ db, session, params }) => getStudentAttendance(db, session, params.id),
);
