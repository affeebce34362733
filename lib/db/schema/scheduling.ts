import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  primaryKey,
} from "drizzle-orm/pg-core";
import { studios } from "./accounts";
import { SERVICE_KINDS } from "./column-values";
import { instructors } from "./people";

export { SERVICE_KINDS };
export const EVENT_STATUSES = ["scheduled", "cancelled"] as const;

export const rooms = pgTable(
  "rooms",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    capacity: integer("capacity").notNull().default(20),
    color: text("color").notNull().default("#8a6212"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "rooms_pkey", columns: [table.studioId, table.id] }),
    // Joins that match on the id alone (e.g. `join rooms on rooms.id = x.room_id`) find the row by it.
    index("rooms_id_idx").on(table.id),
    check("rooms_capacity_positive", sql`${table.capacity} > 0`),
  ],
);

export const services = pgTable(
  "services",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: SERVICE_KINDS }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    defaultCapacity: integer("default_capacity").notNull().default(1),
    color: text("color").notNull().default("#7a1f4b"),
    /** false: staff book it for students; students never see it in their booking lists. */
    bookableOnline: boolean("bookable_online").notNull().default(true),
    /**
     * The dance this service teaches (a "Waltz Bronze" class), if it is one dance: its lessons count
     * under it in reports unless an event names its own. References dances (studio_id, id) through a
     * foreign key written in migration dance_on_lessons_extras: the dances table's module imports this one.
     */
    danceId: uuid("dance_id"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "services_pkey", columns: [table.studioId, table.id] }),
    // Joins that match on the id alone (e.g. `join services on services.id = x.service_id`) find the row by it.
    index("services_id_idx").on(table.id),
    check("services_duration_range", sql`${table.durationMinutes} > 0 and ${table.durationMinutes} <= 720`),
    check("services_price_nonnegative", sql`${table.priceCents} >= 0`),
    check("services_capacity_positive", sql`${table.defaultCapacity} > 0`),
  ],
);

/** A weekly recurring class; its occurrences are materialised as events. */
export const series = pgTable(
  "series",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").notNull(),
    instructorId: uuid("instructor_id"),
    roomId: uuid("room_id"),
    /** Sunday = 0 … Saturday = 6, local to the studio's time zone. */
    weekdays: smallint("weekdays").array().notNull(),
    /** Local wall-clock "HH:MM": the class stays at this local time across DST changes. */
    startTime: text("start_time").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    startDate: date("start_date").notNull(),
    untilDate: date("until_date"),
    count: integer("count"),
    capacity: integer("capacity").notNull(),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "series_pkey", columns: [table.studioId, table.id] }),
    foreignKey({ columns: [table.studioId, table.serviceId], foreignColumns: [services.studioId, services.id], name: "series_service_fk" }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "series_instructor_fk",
    }),
    foreignKey({ columns: [table.studioId, table.roomId], foreignColumns: [rooms.studioId, rooms.id], name: "series_room_fk" }),
  ],
);

/**
 * One scheduled occurrence. Composite foreign keys make a reference to another studio's service,
 * instructor, room or series impossible; EXCLUDE constraints (migration 0002) make overlapping
 * scheduled events of one instructor or one room impossible, even under concurrent requests.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").notNull(),
    instructorId: uuid("instructor_id"),
    roomId: uuid("room_id"),
    seriesId: uuid("series_id"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    /** Optional places for leads and follows in a partnered class (within `capacity`). */
    leadCap: integer("lead_cap"),
    followCap: integer("follow_cap"),
    status: text("status", { enum: EVENT_STATUSES }).notNull().default("scheduled"),
    /** The dance this lesson taught, when it isn't its service's (null: the service's dance, if any). Foreign key as on services. */
    danceId: uuid("dance_id"),
    /** iCalendar SEQUENCE: bumped by a trigger (calendar_extras) on every change of time, room, instructor, service or status. */
    sequence: integer("sequence").notNull().default(0),
    notes: text("notes"),
    /** A remote lesson's meeting link (Zoom, Meet, Jitsi; https only): shown to the lesson's people only. */
    meetingUrl: text("meeting_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "events_pkey", columns: [table.studioId, table.id] }),
    // Joins that match on the id alone (e.g. `join events on events.id = x.event_id`) find the row by it.
    index("events_id_idx").on(table.id),
    foreignKey({ columns: [table.studioId, table.serviceId], foreignColumns: [services.studioId, services.id], name: "events_service_fk" }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "events_instructor_fk",
    }),
    foreignKey({ columns: [table.studioId, table.roomId], foreignColumns: [rooms.studioId, rooms.id], name: "events_room_fk" }),
    foreignKey({ columns: [table.studioId, table.seriesId], foreignColumns: [series.studioId, series.id], name: "events_series_fk" }),
    check("events_ends_after_starts", sql`${table.endsAt} > ${table.startsAt}`),
    check("events_at_most_12_hours", sql`${table.endsAt} - ${table.startsAt} <= interval '12 hours'`),
    check("events_capacity_positive", sql`${table.capacity} > 0`),
    check("events_meeting_url_https", sql`${table.meetingUrl} is null or ${table.meetingUrl} like 'https://%'`),
    // The week query: studio, then a bounded range of start times (see lib/scheduling/list-events.ts).
    index("events_studio_starts_idx").on(table.studioId, table.startsAt),
    index("events_series_idx").on(table.seriesId, table.startsAt),
    // An instructor's calendar feed: 14 months of one instructor's lessons (lib/calendar/feed-events.ts).
    index("events_instructor_starts_idx").on(table.instructorId, table.startsAt),
  ],
);
