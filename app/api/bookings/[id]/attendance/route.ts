// POST /api/bookings/[id]/attendance — attended, no-show or late cancel (the event's instructor, owners).
import { route } from "@/lib/http/route";
import { recordAttendance } from "@/lib/booking/attendance";
import { ZAttendance } from "@/lib/booking/schemas";
import { ZAttendanceRecordedView } from "@/lib/booking/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Attended, no-show or late cancel (staff).",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    body: ZAttendance,
    response: ZAttendanceRecordedView,
  },
  async ({ db, session, params, body }) => recordAttendance(db, session, params.id, body),
);
