// POST /api/room-rentals — rent a free room for practice: the event and the dancers' bookings in one transaction.
import { route } from "@/lib/http/route";
import { bookRoomRental } from "@/lib/booking/room-rental";
import { ZRoomRental } from "@/lib/booking/schemas";
import { ZRoomRentalBookedView } from "@/lib/booking/views";

export const POST = route(
  {
    summary: "Rent a free room for practice, alone or as a couple (Pro).",
    feature: "room_booking",
    body: ZRoomRental,
    status: 201,
    response: ZRoomRentalBookedView,
  },
  async ({ db, session, body }) => bookRoomRental(db, session, body),
);
