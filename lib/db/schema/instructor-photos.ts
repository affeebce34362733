import { foreignKey, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { storedImageColumns } from "./accounts";
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
    ...storedImageColumns,
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
