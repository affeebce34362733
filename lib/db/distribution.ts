/**
 * How each table would be laid out on Citus (docs/SCALING.md), named in one place: the checker
 * (`npm run check:distributed`) holds the catalog to it, and the Citus commands in docs/SCALING.md follow it.
 *
 * - Reference tables are global (not one studio's) and small or rarely written: Citus copies them
 *   to every node, so any studio's rows can join them locally.
 * - Every other table is distributed by its studio: `studios` by `id`, every table with a
 *   `studio_id` column by `studio_id`, all in one colocation group (a studio's rows live on one node).
 * A table that is neither is an error: a new global table is added here on purpose.
 */
export const REFERENCE_TABLES: readonly string[] = [
  "users", // people sign in to several studios
  "password_reset_tokens", // a user's, not a studio's
  "throttle_buckets", // login/sign-up/reset counters by e-mail and address
  "stripe_events", // webhook dedupe, keyed by Stripe's event id
  "studio_public_pages", // a visitor's URL names a slug, unique site-wide, not a studio id
  "contact_messages", // the marketing site's messages name no studio; a studio's inquiries name it without a key
  "payments_accounts", // a Connect event names only the Stripe account: this says whose it is
  "vapid_keys", // the site's one Web Push key pair, the same for every studio
  "site_outbox", // e-mails in the site's own name (a contact message to CONTACT_TO): no studio's
  "operator_views", // who looked at the operator's screen: the site's audit, not a studio's
];

/** Distributed tables whose distribution column is not `studio_id`. */
export const DISTRIBUTION_COLUMN_EXCEPTIONS: Readonly<Record<string, string>> = { studios: "id" };

export const DISTRIBUTION_COLUMN = "studio_id";

export type Placement = { kind: "reference" } | { kind: "distributed"; column: string } | { kind: "unplaced" };

/** Where a table goes on Citus, from its name and whether it has a `studio_id` column. */
export function placementOf(table: string, columns: readonly string[]): Placement {
  if (REFERENCE_TABLES.includes(table)) return { kind: "reference" };
  const exception = DISTRIBUTION_COLUMN_EXCEPTIONS[table];
  if (exception) return { kind: "distributed", column: exception };
  if (columns.includes(DISTRIBUTION_COLUMN)) return { kind: "distributed", column: DISTRIBUTION_COLUMN };
  return { kind: "unplaced" };
}
