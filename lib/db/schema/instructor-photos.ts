import { foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./accounts";
import { instructors } from "./people";

/**
 * An instructor's photo (public page, people screens): checked like the studio logo, from its bytes.
 * One per instructor; the sha-256 is in the URL so the image can be cached for a year.
 */
export const instructorPhotos = pgTable(
  "instructor_photos",
  {
    studioId: uuid("studio_id").notNull(),
    instructorId: uuid("instructor_id").notNull(),
    hash: text("hash").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.instructorId] }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "instructor_photos_instructor_fk",
    }).onDelete("cascade"),
  ],
);
