// POST /api/attendance/batch — attendance taken offline, sent when the device is back online.
import { route } from "@/lib/http/route";
import { recordAttendanceBatch } from "@/lib/booking/offline-attendance";
import { ZAttendanceBatch } from "@/lib/booking/schemas";
import { ZAttendanceBatchView } from "@/lib/booking/views";

export const POST = route(
  {
    summary: "Attendance taken offline, each tap once: applied, duplicate (sent before) or conflict (lesson or place cancelled) (staff).",
    roles: ["owner", "instructor"],
    body: ZAttendanceBatch,
    response: ZAttendanceBatchView,
  },
  async ({ db, session, body }) => recordAttendanceBatch(db, session, body),
);
