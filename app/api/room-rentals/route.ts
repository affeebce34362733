// POST /api/room-rentals — rent a free room for practice: the event and the dancers' bookings in one transaction.
import { json, route } from "@/lib/http/route";
import { bookRoomRental } from "@/lib/booking/room-rental";
import { ZRoomRental } from "@/lib/booking/schemas";

export const POST = route({ feature: "room_booking", body: ZRoomRental }, async ({ db, session, body }) =>
  json(await bookRoomRental(db, session, body), 201),
);
