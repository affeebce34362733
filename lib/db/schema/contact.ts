import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages from the public contact forms (/contact and the home page block). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_ip_idx").on(table.ip, table.createdAt)],
);
