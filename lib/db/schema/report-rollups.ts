import { bigint, date, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { studios } from "./accounts";

/**
 * Report rollups: the sums the reports read, per local day of the studio and per month and year of
 * those days (a five-year report reads ~5 year rows instead of 200,000 lessons). They are never
 * edited by hand: triggers (migration reports_extras) mark a day dirty in the same transaction as any
 * change to what it sums, and every report first recomputes its studio's dirty days from the source
 * tables (lib/reports/rollups/refresh-rollups.ts), so what it reads is exact.
 */
export const ROLLUP_GRAINS = ["day", "month", "year"] as const;

const bucket = {
  studioId: uuid("studio_id")
    .notNull()
    .references(() => studios.id, { onDelete: "cascade" }),
  grain: text("grain", { enum: ROLLUP_GRAINS }).notNull(),
  /** The local date the bucket starts on (a day, the 1st of a month, January 1st). */
  periodStart: date("period_start").notNull(),
};
const count = (name: string) => integer(name).notNull().default(0);
const cents = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** Days whose rollups must be recomputed before a report reads them. */
export const reportDirtyDays = pgTable(
  "report_dirty_days",
  {
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.studioId, table.day] })],
);

/** Lessons by instructor, service and room: what was scheduled, taught, attended, earned and paid. */
export const reportLessonFacts = pgTable(
  "report_lesson_facts",
  {
    ...bucket,
    instructorId: uuid("instructor_id"),
    serviceId: uuid("service_id").notNull(),
    roomId: uuid("room_id"),
    /** The lesson's dance (the event's, else its service's); null when none is recorded. */
    danceId: uuid("dance_id"),
    scheduledEvents: count("scheduled_events"),
    scheduledMinutes: count("scheduled_minutes"),
    /** Places still "booked" (attendance not posted) and the lessons holding one. */
    placesBooked: count("places_booked"),
    eventsBooked: count("events_booked"),
    lessonsTaught: count("lessons_taught"),
    taughtMinutes: count("taught_minutes"),
    attended: count("attended"),
    noShows: count("no_shows"),
    lateCancels: count("late_cancels"),
    unitsUsed: count("units_used"),
    revenue: numeric("revenue", { precision: 18, scale: 4 }).notNull().default("0"),
    sessions: count("sessions"),
    placesTaken: count("places_taken"),
    places: count("places"),
    payPrivate: count("pay_private"),
    payClasses: count("pay_classes"),
    payPrivateMinutes: count("pay_private_minutes"),
    payClassMinutes: count("pay_class_minutes"),
    payMissed: count("pay_missed"),
    payTaughtCents: cents("pay_taught_cents"),
    payMissedCents: cents("pay_missed_cents"),
    withoutRate: count("without_rate"),
  },
  (table) => [
    unique("report_lesson_facts_key")
      .on(table.studioId, table.grain, table.periodStart, table.instructorId, table.serviceId, table.roomId, table.danceId)
      .nullsNotDistinct(),
  ],
);

/** The same by student level: attendance, revenue and lessons taught to students of each level. */
export const reportLevelFacts = pgTable(
  "report_level_facts",
  {
    ...bucket,
    instructorId: uuid("instructor_id"),
    serviceId: uuid("service_id").notNull(),
    roomId: uuid("room_id"),
    level: text("level").notNull(),
    danceId: uuid("dance_id"),
    attended: count("attended"),
    noShows: count("no_shows"),
    lateCancels: count("late_cancels"),
    revenue: numeric("revenue", { precision: 18, scale: 4 }).notNull().default("0"),
    lessonsTaught: count("lessons_taught"),
    taughtMinutes: count("taught_minutes"),
  },
  (table) => [
    unique("report_level_facts_key")
      .on(table.studioId, table.grain, table.periodStart, table.instructorId, table.serviceId, table.roomId, table.level, table.danceId)
      .nullsNotDistinct(),
  ],
);

/** Per student: lessons attended and missed, first and last visit (and the first one's lesson), and the balance's change. */
export const reportStudentFacts = pgTable(
  "report_student_facts",
  {
    ...bucket,
    studentId: uuid("student_id").notNull(),
    attended: count("attended"),
    noShows: count("no_shows"),
    lateCancels: count("late_cancels"),
    firstVisitAt: timestamp("first_visit_at", { withTimezone: true }),
    firstEventId: uuid("first_event_id"),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
    balanceCents: cents("balance_cents"),
  },
  (table) => [unique("report_student_facts_key").on(table.studioId, table.grain, table.periodStart, table.studentId)],
);

/** The ledger by kind and method. */
export const reportMoneyFacts = pgTable(
  "report_money_facts",
  {
    ...bucket,
    kind: text("kind").notNull(),
    method: text("method"),
    amountCents: cents("amount_cents"),
    entries: count("entries"),
  },
  (table) => [
    unique("report_money_facts_key").on(table.studioId, table.grain, table.periodStart, table.kind, table.method).nullsNotDistinct(),
  ],
);

/** Packages by name: sold (by purchase day) and units used (by lesson day). */
export const reportPackageFacts = pgTable(
  "report_package_facts",
  {
    ...bucket,
    name: text("name").notNull(),
    sold: count("sold"),
    unitsSold: count("units_sold"),
    salesCents: cents("sales_cents"),
    unitsUsed: count("units_used"),
  },
  (table) => [unique("report_package_facts_key").on(table.studioId, table.grain, table.periodStart, table.name)],
);

/** Scheduled lessons by local weekday and starting hour (the heat map). */
export const reportHourFacts = pgTable(
  "report_hour_facts",
  {
    ...bucket,
    weekday: smallint("weekday").notNull(),
    hour: smallint("hour").notNull(),
    lessons: count("lessons"),
  },
  (table) => [unique("report_hour_facts_key").on(table.studioId, table.grain, table.periodStart, table.weekday, table.hour)],
);

/** Group classes and practice parties by places taken and capacity (classes under any fill rate, exactly). */
export const reportFillFacts = pgTable(
  "report_fill_facts",
  {
    ...bucket,
    instructorId: uuid("instructor_id"),
    taken: integer("taken").notNull(),
    capacity: integer("capacity").notNull(),
    sessions: count("sessions"),
  },
  (table) => [
    unique("report_fill_facts_key")
      .on(table.studioId, table.grain, table.periodStart, table.instructorId, table.taken, table.capacity)
      .nullsNotDistinct(),
  ],
);
