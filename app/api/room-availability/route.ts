// GET /api/room-availability?roomId=&serviceId=&from=&to= — a room's free practice times, each with its price (Pro "room booking").
import { route } from "@/lib/http/route";
import { findPricedRoomSlots } from "@/lib/booking/priced-slots";
import { ZRoomAvailabilityQuery } from "@/lib/booking/schemas";

export const GET = route(
  { summary: "A room's free practice times (Pro).", feature: "room_booking", query: ZRoomAvailabilityQuery },
  async ({ db, session, query }) => ({
    slots: await findPricedRoomSlots(db, session, query),
  }),
);
