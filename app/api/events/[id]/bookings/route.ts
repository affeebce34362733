// GET /api/events/[id]/bookings — who booked (the event's instructor, owners); POST — book a place or the waitlist.
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { listEventBookings } from "@/lib/booking/attendance";
import { bookEvent } from "@/lib/booking/book-event";
import { ZBookEvent } from "@/lib/booking/schemas";
import { ZBookingResultView, ZEventBookingsView } from "@/lib/booking/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    summary: "Who booked, with the waitlist, and whether cancelling each place now would be late (staff).",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    response: ZEventBookingsView,
  },
  async ({ db, session, params }) => listEventBookings(db, session, params.id),
);

export const POST = route(
  {
    summary: "Book a place, or a waitlist place when full.",
    params: ZIdParams,
    body: ZBookEvent,
    status: 201,
    response: ZBookingResultView,
  },
  async ({ db, session, params, body, request }) =>
    bookEvent(db, session, params.id, body, new Date(), { address: clientAddress(request) }),
);
