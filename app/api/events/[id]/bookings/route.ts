// GET /api/events/[id]/bookings — who booked (the event's instructor, owners); POST — book a place or the waitlist.
import { json, route } from "@/lib/http/route";
import { listEventBookings } from "@/lib/booking/attendance";
import { bookEvent } from "@/lib/booking/book-event";
import { ZBookEvent } from "@/lib/booking/schemas";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  { summary: "Who booked, with the waitlist (staff).", roles: ["owner", "instructor"], params: ZIdParams },
  async ({ db, session, params }) => listEventBookings(db, session, params.id),
);

export const POST = route(
  { summary: "Book a place, or a waitlist place when full.", params: ZIdParams, body: ZBookEvent },
  async ({ db, session, params, body }) => json(await bookEvent(db, session, params.id, body), 201),
);
