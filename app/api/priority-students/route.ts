// GET /api/priority-students — the chosen priority list (owners, Premium); PUT — replace it.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZStudentRef } from "@/lib/people/views";
import { ZPriorityStudents } from "@/lib/studio/booking-window-schema";
import { listPriorityStudents, replacePriorityStudents } from "@/lib/studio/booking-window-settings";

const ZPriorityList = z.object({ students: z.array(ZStudentRef) });

export const GET = route(
  { summary: "The chosen priority students (owners, Premium).", roles: ["owner"], feature: "priority_booking", response: ZPriorityList },
  async ({ db, session }) => listPriorityStudents(db, session),
);

export const PUT = route(
  {
    summary: "Replace the chosen priority list (`studentIds`).",
    roles: ["owner"],
    feature: "priority_booking",
    body: ZPriorityStudents,
    response: ZPriorityList,
  },
  async ({ db, session, body }) => replacePriorityStudents(db, session, body.studentIds),
);
