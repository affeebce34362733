import { sql } from "drizzle-orm";
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, primaryKey } from "drizzle-orm/pg-core";
import { studios } from "./accounts";
import { students } from "./people";
import { studentPackages } from "./payments";
import { events } from "./scheduling";

/** `held`: a place kept for 15 minutes while the student pays at Stripe Checkout ("Pay when booking"). */
export const BOOKING_STATUSES = ["booked", "waitlisted", "held", "cancelled", "late_cancel", "attended", "no_show"] as const;
export const DANCE_ROLES = ["lead", "follow"] as const;

/**
 * A student's place in an event. Composite foreign keys keep the event and the student in the
 * booking's studio; the partial unique index lets a student hold one active booking per event.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    studentId: uuid("student_id").notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    role: text("role", { enum: DANCE_ROLES }),
    /** Arrival order on the waitlist (1 = next to be promoted); null once booked. */
    position: integer("position"),
    /**
     * Added to the event's SEQUENCE in this student's calendar (calendar_extras' triggers): bumped on
     * each status change, and a new booking starts above the student's earlier ones for the event.
     */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When a waitlisted place became a booked one, so the student is told in the app. */
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    /** When the student dismissed the "a place opened up" notice: kept on the server, so it stays dismissed on every device. */
    promotionSeenAt: timestamp("promotion_seen_at", { withTimezone: true }),
    /** The package unit this booking holds (reserved while booked, consumed once posted). */
    studentPackageId: uuid("student_package_id"),
    /** A held place is released after this instant unless paid (by the webhook or the sweep). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** The Checkout session paying for a held place. */
    checkoutSessionId: text("checkout_session_id"),
    /** The studio's Stripe account that Checkout session lives on (closing it needs the same account). */
    checkoutAccountId: text("checkout_account_id"),
    /**
     * A copy of the event's start, kept by triggers (migration booking_starts_at_extras), so a
     * student's recent bookings are one index range: a student's progress read no longer joins
     * years of bookings to events to find the last 13 weeks. Never written by the app.
     */
    startsAt: timestamp("starts_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: "bookings_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.eventId],
      foreignColumns: [events.studioId, events.id],
      name: "bookings_event_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "bookings_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentPackageId],
      foreignColumns: [studentPackages.studioId, studentPackages.id],
      name: "bookings_student_package_fk",
    }),
    uniqueIndex("bookings_one_active_key")
      .on(table.studioId, table.eventId, table.studentId)
      .where(sql`${table.status} in ('booked', 'waitlisted', 'held')`),
    // Counting an event's places and reading its waitlist in order.
    index("bookings_event_status_idx").on(table.eventId, table.status, table.position),
    index("bookings_student_idx").on(table.studentId, table.createdAt),
    // A student's bookings by time (progress: attendance over 90 days, lesson hours per week).
    index("bookings_student_starts_idx").on(table.studioId, table.studentId, table.startsAt),
    // Reports: the units each package has given (what a studio still owes in lessons).
    index("bookings_student_package_idx")
      .on(table.studentPackageId)
      .where(sql`${table.studentPackageId} is not null`),
    // The sweep that releases unpaid holds.
    index("bookings_hold_expiry_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'held'`),
  ],
);
