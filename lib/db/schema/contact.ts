import { index, pgTable, text, timestamp, uuid, primaryKey } from "drizzle-orm/pg-core";
import { studios } from "./accounts";

/**
 * Messages from the public contact forms: the marketing site's (/contact and the home page block),
 * which are Promenade's own and name no studio, and a studio's public page's, which name it (its
 * "inquiries" in the studio summary).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    ip: text("ip").notNull(),
    /** The studio the message was sent to; null for the marketing site's forms. */
    studioId: uuid("studio_id").references(() => studios.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "contact_messages_pkey", columns: [table.studioId, table.id] }),
    index("contact_messages_ip_idx").on(table.ip, table.createdAt),
    // A studio's inquiries over a period (the studio summary).
    index("contact_messages_studio_idx").on(table.studioId, table.createdAt),
  ],
);
