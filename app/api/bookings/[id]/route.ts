// DELETE /api/bookings/[id][?waive=true] — cancel (late inside the studio's window, unless staff waive
// it); frees the place for the waitlist.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { cancelBooking } from "@/lib/booking/cancel-booking";
import { ZCancelledStaffView, ZCancelledStudentView } from "@/lib/booking/views";
import { ZIdParams } from "@/lib/api/ids";

const ZCancelQuery = z.object({ waive: z.enum(["true", "false"]).optional() });

export const DELETE = route(
  {
    summary: "Cancel a booking (late inside the studio's window, unless staff waive it with ?waive=true).",
    params: ZIdParams,
    query: ZCancelQuery,
    response: { owner: ZCancelledStaffView, instructor: ZCancelledStaffView, student: ZCancelledStudentView },
  },
  async ({ db, session, params, query }) => cancelBooking(db, session, params.id, { waive: query.waive === "true" }),
);
