import { jsonb, pgTable, text, timestamp, unique, uuid, primaryKey } from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";

/** What a custom report counts, and what it is grouped by (lib/reports/custom-schemas.ts checks them). */
export const REPORT_MEASURES = ["lessons", "hours", "revenue", "attendanceRate", "noShows", "newStudents"] as const;
export const REPORT_GROUPS = ["instructor", "service", "room", "level", "dance", "week", "month"] as const;
export const REPORT_CHARTS = ["bar", "line", "pie", "table"] as const;

export type SavedReportFilters = {
  instructorId?: string;
  serviceId?: string;
  roomId?: string;
  level?: string;
  kind?: string;
  /** The lesson's dance (its own, else its service's). */
  danceId?: string;
};

/** A custom report saved by name for the whole studio (Premium), opened from the Reports list. */
export const savedReports = pgTable(
  "saved_reports",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    measure: text("measure", { enum: REPORT_MEASURES }).notNull(),
    groupBy: text("group_by", { enum: REPORT_GROUPS }).notNull(),
    filters: jsonb("filters").$type<SavedReportFilters>().notNull().default({}),
    chart: text("chart", { enum: REPORT_CHARTS }).notNull().default("bar"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "saved_reports_pkey", columns: [table.studioId, table.id] }),
    // One name per studio: the Reports list shows them by name.
    unique("saved_reports_studio_name_key").on(table.studioId, table.name),
  ],
);
