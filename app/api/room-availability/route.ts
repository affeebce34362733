// GET /api/room-availability?roomId=&serviceId=&from=&to= — a room's free practice times (Pro "room booking").
import { route } from "@/lib/http/route";
import { findFreeRoomSlots } from "@/lib/booking/room-slots";
import { ZRoomAvailabilityQuery } from "@/lib/booking/schemas";

export const GET = route({ feature: "room_booking", query: ZRoomAvailabilityQuery }, async ({ db, session, query }) => ({
  slots: await findFreeRoomSlots(db, session, query),
}));
