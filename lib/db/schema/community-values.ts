/**
 * The values the community tables accept, in a module without drizzle so client forms can import
 * them (like lib/db/schema/column-values.ts).
 */

/** Who books early: students holding a package with units left, or a list the owner chooses. */
export const PRIORITY_RULES = ["packages", "list"] as const;
export type PriorityRule = (typeof PRIORITY_RULES)[number];

export const PARTNER_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;

/** Sunday = 0 … Saturday = 6, as the studio's business hours count them. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Who an announcement goes to: every student, one level, or those booked into a class. */
export const ANNOUNCEMENT_AUDIENCES = ["all", "level", "class"] as const;
