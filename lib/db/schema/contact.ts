import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages from the public contact forms: the marketing site's (/contact and the home page block),
 * which are Promenade's own and name no studio, and a studio's public page's, which name it (its
 * "inquiries" in the studio summary). A global table (lib/db/distribution.ts): most of its rows
 * belong to no studio, so it has no studio key to be distributed by, and — as on Citus a global
 * table may not reference a studio's — `studio_id` names the studio without a foreign key.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    ip: text("ip").notNull(),
    /** The studio the message was sent to; null for the marketing site's forms. */
    studioId: uuid("studio_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_ip_idx").on(table.ip, table.createdAt),
    // A studio's inquiries over a period (the studio summary).
    index("contact_messages_studio_idx").on(table.studioId, table.createdAt),
  ],
);
