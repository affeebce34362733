import { boolean, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";

/** A studio's instructors; `userId` links the record to an instructor's account once invited. */
export const instructors = pgTable(
  "instructors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    bio: text("bio"),
    styles: text("styles").array().notNull().default([]),
    color: text("color").notNull().default("#7a1f4b"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Target of the composite foreign keys that keep events inside one studio.
    unique("instructors_studio_id_key").on(table.studioId, table.id),
    index("instructors_studio_name_idx").on(table.studioId, table.name),
    unique("instructors_user_key").on(table.studioId, table.userId),
  ],
);
