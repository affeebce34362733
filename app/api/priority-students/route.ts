// GET /api/priority-students — the chosen priority list (owners, Premium); PUT — replace it.
import { route } from "@/lib/http/route";
import { ZPriorityStudents } from "@/lib/studio/booking-window-schema";
import { listPriorityStudents, replacePriorityStudents } from "@/lib/studio/booking-window-settings";

export const GET = route(
  { summary: "The chosen priority students (owners, Premium).", roles: ["owner"], feature: "priority_booking" },
  async ({ db, session }) => listPriorityStudents(db, session),
);

export const PUT = route(
  { summary: "Replace the chosen priority list (`studentIds`).", roles: ["owner"], feature: "priority_booking", body: ZPriorityStudents },
  async ({ db, session, body }) => replacePriorityStudents(db, session, body.studentIds),
);
