// GET /api/availability?instructorId=&serviceId=&from=&to= — an instructor's free private-lesson slots.
import { route } from "@/lib/http/route";
import { findFreeSlots } from "@/lib/booking/free-slots";
import { ZAvailabilityQuery } from "@/lib/booking/schemas";

export const GET = route({ query: ZAvailabilityQuery }, async ({ db, session, query }) => ({
  slots: await findFreeSlots(db, session, query),
}));
