import { bigint, pgTable, uuid } from "drizzle-orm/pg-core";
import { studios } from "./accounts";

/**
 * Two counters per studio that say whether what a process keeps in memory is still
 * current: `access_version` moves with anything the session lookup reads (sessions, memberships, the
 * members' users, the studio's name, zone and plan, who is an instructor or student), and
 * `schedule_version` with anything the week's schedule shows (events, bookings, services,
 * instructors, rooms, students' names). Deferred triggers bump them as a change commits
 * (drizzle/0034_studio_versions_extras.sql), so a reader comparing the number it kept with the
 * number it reads now never trusts a copy older than a committed change — in any process.
 */
export const studioVersions = pgTable("studio_versions", {
  studioId: uuid("studio_id")
    .primaryKey()
    .references(() => studios.id, { onDelete: "cascade" }),
  accessVersion: bigint("access_version", { mode: "number" }).notNull().default(0),
  scheduleVersion: bigint("schedule_version", { mode: "number" }).notNull().default(0),
});
