import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { takesPlace } from "@/lib/scheduling/places-taken";

export type Places = { total: number; lead: number; follow: number };
export type Caps = { capacity: number; leadCap: number | null; followCap: number | null };

/** Places taken in an event, overall and per dance role. */
export async function countPlaces(tx: Tx, eventId: string): Promise<Places> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)`,
      lead: sql<number>`count(*) filter (where ${bookings.role} = 'lead')`,
      follow: sql<number>`count(*) filter (where ${bookings.role} = 'follow')`,
    })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), takesPlace));
  // count(*) is a string from pg and a number from PGlite.
  return { total: Number(row.total), lead: Number(row.lead), follow: Number(row.follow) };
}

/** Whether one more dancer of `role` fits: the total capacity and, when set, that role's cap. */
export function hasRoomFor(caps: Caps, places: Places, role: "lead" | "follow" | null): boolean {
  if (places.total >= caps.capacity) return false;
  if (role === "lead" && caps.leadCap !== null && places.lead >= caps.leadCap) return false;
  if (role === "follow" && caps.followCap !== null && places.follow >= caps.followCap) return false;
  return true;
}
