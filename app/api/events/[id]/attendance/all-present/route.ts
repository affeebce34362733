// POST /api/events/[id]/attendance/all-present — mark every booked place attended (the event's instructor, owners).
import { route } from "@/lib/http/route";
import { markAllPresent } from "@/lib/booking/attendance";
import { ZMarkedPresentView } from "@/lib/booking/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  { summary: "Mark every booked place attended (staff).", roles: ["owner", "instructor"], params: ZIdParams, response: ZMarkedPresentView },
  async ({ db, session, params }) => markAllPresent(db, session, params.id),
);
