/**
 * The values some columns accept, in a module without drizzle: the API's zod schemas (which client
 * forms import too) read them from here, so a form never bundles the table definitions.
 */

/** A student's level (DESIGN.md: Newcomer, Bronze, Silver, Gold). */
export const STUDENT_LEVELS = ["Newcomer", "Bronze", "Silver", "Gold"] as const;
export const INVITE_ROLES = ["instructor", "student"] as const;
/** What a late cancel or a no-show costs: the lesson itself (a unit or its price), a fixed fee, or nothing. */
export const MISSED_LESSON_POLICIES = ["lesson", "fee", "none"] as const;
export const SERVICE_KINDS = ["private", "group", "practice", "rental"] as const;
