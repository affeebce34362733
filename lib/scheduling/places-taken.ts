import "server-only";
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import { bookings } from "@/lib/db/schema";

/** Statuses that hold a place in the class (a late cancel gives it back, though it is charged). */
export const PLACE_STATUSES = ["booked", "attended", "no_show"] as const;

/**
 * SQL: the booking takes a place — one of PLACE_STATUSES, or a hold still running while the student
 * pays. A hold past its end counts for nothing even before the sweep releases it.
 */
export const takesPlace = or(
  inArray(bookings.status, [...PLACE_STATUSES]),
  and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, sql`now()`)),
)!;
