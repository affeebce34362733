// GET /api/availability?instructorId=&serviceId=&from=&to= — an instructor's free private-lesson slots, each with its price.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { findPricedFreeSlots } from "@/lib/booking/priced-slots";
import { ZAvailabilityQuery } from "@/lib/booking/schemas";
import { ZFreeSlotView } from "@/lib/booking/views";

export const GET = route(
  {
    summary: "An instructor's free private-lesson slots, each with what booking it would cost.",
    query: ZAvailabilityQuery,
    response: z.object({ slots: z.array(ZFreeSlotView) }),
  },
  async ({ db, session, query }) => ({
    slots: await findPricedFreeSlots(db, session, query),
  }),
);
