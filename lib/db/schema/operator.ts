import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { OPERATOR_VIEWS, SITE_OUTBOX_STATUSES } from "./column-values";

/**
 * E-mails the site sends in its own name, to its own people (a contact message to CONTACT_TO): they
 * belong to no studio, so they can't wait in outbox_messages, whose key starts with the studio. The
 * same worker drains both (lib/notifications/site-outbox.ts) with the same claim: FOR UPDATE SKIP
 * LOCKED and a lease. A global table (lib/db/distribution.ts): a few rows a day.
 */
export const siteOutbox = pgTable(
  "site_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    /** Where a reply goes (the visitor who wrote), so the operator answers from their mail program. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: SITE_OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** `contact:<message id>`: one e-mail per thing it tells about, however often it is queued. */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("site_outbox_dedupe_key").on(table.dedupeKey),
    // The worker's claim: only rows still to send, by when they are due.
    index("site_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/**
 * Every view of the operator's screen (/operator): who looked, at which view, when. A global table:
 * the operator is the site's, not a studio's. The e-mail is kept as it was, so the row still says who
 * looked after the account is gone.
 */
export const operatorViews = pgTable(
  "operator_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    view: text("view", { enum: OPERATOR_VIEWS }).notNull(),
    /** The page and order asked for (`page=2&sort=activity`), nothing a visitor typed. */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("operator_views_created_idx").on(table.createdAt)],
);
