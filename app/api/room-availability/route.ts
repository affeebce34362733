// GET /api/room-availability?roomId=&serviceId=&from=&to= — a room's free practice times, each with its price (Pro "room booking").
import { z } from "zod";
import { route } from "@/lib/http/route";
import { findPricedRoomSlots } from "@/lib/booking/priced-slots";
import { ZRoomAvailabilityQuery } from "@/lib/booking/schemas";
import { ZRoomSlotView } from "@/lib/booking/views";

export const GET = route(
  {
    summary: "A room's free practice times, each with what booking it would cost (Pro).",
    feature: "room_booking",
    query: ZRoomAvailabilityQuery,
    response: z.object({ slots: z.array(ZRoomSlotView) }),
  },
  async ({ db, session, query }) => ({
    slots: await findPricedRoomSlots(db, session, query),
  }),
);
