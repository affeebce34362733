// DELETE /api/bookings/[id] — cancel (late inside the studio's window); frees the place for the waitlist.
import { route } from "@/lib/api/route";
import { cancelBooking } from "@/lib/booking/cancel-booking";
import { ZIdParams } from "@/lib/scheduling/schemas";

export const DELETE = route({ params: ZIdParams }, async ({ db, session, params }) => cancelBooking(db, session, params.id));
