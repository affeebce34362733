import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { studios } from "./accounts";
import { ANNOUNCEMENT_AUDIENCES } from "./community-values";

/**
 * An announcement the studio e-mailed (Pro, marketing tools): what went, to whom (as the owner chose
 * it, named when sent so renaming a class later doesn't rewrite history) and how many it reached.
 * The messages themselves are in the outbox, dedupe key `announcement:{id}:{userId}`.
 */
export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    audience: text("audience", { enum: ANNOUNCEMENT_AUDIENCES }).notNull(),
    /** "All students", "Silver students", "Booked into Waltz Basics" (findAnnouncementRecipients names it). */
    audienceLabel: text("audience_label").notNull(),
    recipients: integer("recipients").notNull(),
    /** Of those, how many had turned announcements off (not e-mailed). */
    suppressed: integer("suppressed").notNull().default(0),
    sentByName: text("sent_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.id] }),
    index("announcements_studio_created_idx").on(table.studioId, table.createdAt),
  ],
);
