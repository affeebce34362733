// POST /api/room-rentals — rent a free room for practice: the event and the dancers' bookings in one transaction.
import { json, route } from "@/lib/http/route";
import { bookRoomRental } from "@/lib/booking/room-rental";
import { ZRoomRental } from "@/lib/booking/schemas";

export const POST = route(
  { summary: "Rent a free room for practice, alone or as a couple (Pro).", feature: "room_booking", body: ZRoomRental },
  async ({ db, session, body }) => json(await bookRoomRental(db, session, body), 201),
);
