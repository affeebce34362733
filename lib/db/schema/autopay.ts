import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";
import { ledgerEntries, studentPackages } from "./payments";
import { students } from "./people";
import { MEMBERSHIP_PERIODS, PAYMENT_ITEM_SETTLEMENTS, PAYMENT_ITEM_SOURCES, PAYMENT_ITEM_STATUSES, UNUSED_UNITS } from "./column-values";

/** A membership the studio sells: "Unlimited group classes, $120 a month". Its terms are copied to each enrolment. */
export const membershipPlans = pgTable(
  "membership_plans",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    period: text("period", { enum: MEMBERSHIP_PERIODS }).notNull(),
    unlimitedClasses: boolean("unlimited_classes").notNull().default(false),
    privateUnits: integer("private_units").notNull().default(0),
    classUnits: integer("class_units").notNull().default(0),
    unused: text("unused", { enum: UNUSED_UNITS }).notNull().default("expire"),
    /** With `roll_over`: at most this many unused units carry into the next period. */
    rollOverCap: integer("roll_over_cap").notNull().default(0),
    commitmentMonths: integer("commitment_months").notNull().default(0),
    noticeDays: integer("notice_days").notNull().default(0),
    signUpFeeCents: integer("sign_up_fee_cents").notNull().default(0),
    /** Students may enrol themselves online (with a saved card). */
    onlineEnrol: boolean("online_enrol").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "membership_plans_pkey", columns: [table.studioId, table.id] }),
    check("membership_plans_price_nonnegative", sql`${table.priceCents} >= 0 and ${table.signUpFeeCents} >= 0`),
    check(
      "membership_plans_units_range",
      sql`${table.privateUnits} >= 0 and ${table.classUnits} >= 0 and ${table.rollOverCap} >= 0 and ${table.commitmentMonths} >= 0 and ${table.noticeDays} >= 0`,
    ),
    check("membership_plans_some_benefit", sql`${table.unlimitedClasses} or ${table.privateUnits} > 0 or ${table.classUnits} > 0`),
  ],
);

/**
 * A student's membership: the plan's terms copied at enrolment (a later change to the plan never
 * rewrites it). Period k starts k months (or weeks) after `starts_on`, counted from `starts_on` so
 * Jan 31 → Feb 28 → Mar 31. `ends_on` is the first day it no longer runs (set by a cancel).
 */
export const studentMemberships = pgTable(
  "student_memberships",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").notNull(),
    planId: uuid("plan_id").notNull(),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    period: text("period", { enum: MEMBERSHIP_PERIODS }).notNull(),
    unlimitedClasses: boolean("unlimited_classes").notNull(),
    privateUnits: integer("private_units").notNull(),
    classUnits: integer("class_units").notNull(),
    unused: text("unused", { enum: UNUSED_UNITS }).notNull(),
    rollOverCap: integer("roll_over_cap").notNull(),
    noticeDays: integer("notice_days").notNull(),
    startsOn: date("starts_on").notNull(),
    /** The last day of the commitment (extended by pauses); null without one. */
    commitmentEndsOn: date("commitment_ends_on"),
    pausedFrom: date("paused_from"),
    /** The first day it runs again after the pause. */
    pausedUntil: date("paused_until"),
    endsOn: date("ends_on"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set when a period's card charge failed for the last time: its benefits stop until it is paid. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "student_memberships_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "student_memberships_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.planId],
      foreignColumns: [membershipPlans.studioId, membershipPlans.id],
      name: "student_memberships_plan_fk",
    }),
    check("student_memberships_pause_order", sql`${table.pausedFrom} is null or ${table.pausedUntil} > ${table.pausedFrom}`),
    check("student_memberships_ends_after_start", sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`),
    index("student_memberships_student_idx").on(table.studioId, table.studentId),
  ],
);

/**
 * One amount due on a date: a membership's period (or its sign-up fee, sequence 0) or a package's
 * instalment. The unique keys make each due item exist once however many processes create it; the
 * charging run claims it with FOR UPDATE SKIP LOCKED and a lease, and charges it with an idempotency
 * key made of its id and `tries`, so a crash mid-charge retries with the same key.
 */
export const paymentItems = pgTable(
  "payment_items",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").notNull(),
    source: text("source", { enum: PAYMENT_ITEM_SOURCES }).notNull(),
    membershipId: uuid("membership_id"),
    studentPackageId: uuid("student_package_id"),
    /** Membership: the period's number from 1 (0: the sign-up fee). Instalment: its number from 1. */
    sequence: integer("sequence").notNull(),
    /** Instalments: how many there are ("3 of 6"). */
    ofCount: integer("of_count"),
    /** Membership periods: the first and the last day the charge pays for. */
    periodStart: date("period_start"),
    periodEnd: date("period_end"),
    /** The studio's local day it is due; null for a "by the lesson" instalment not reached yet. */
    dueOn: date("due_on"),
    /** "By the lesson": due once this many of the package's lessons are posted. */
    afterLessons: integer("after_lessons"),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: PAYMENT_ITEM_STATUSES }).notNull().default("scheduled"),
    /** Card attempts that failed so far: the next attempt's idempotency key names it. */
    tries: integer("tries").notNull().default(0),
    /** When the run should try it next (null: nothing to do). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** A run working on it until then; after that another process may take it over (same key). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    settledBy: text("settled_by", { enum: PAYMENT_ITEM_SETTLEMENTS }),
    chargeEntryId: uuid("charge_entry_id"),
    paymentEntryId: uuid("payment_entry_id"),
    paymentIntentId: text("payment_intent_id"),
    /** When the upcoming-charge notice went out (once). */
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "payment_items_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "payment_items_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.membershipId],
      foreignColumns: [studentMemberships.studioId, studentMemberships.id],
      name: "payment_items_membership_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentPackageId],
      foreignColumns: [studentPackages.studioId, studentPackages.id],
      name: "payment_items_package_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.chargeEntryId],
      foreignColumns: [ledgerEntries.studioId, ledgerEntries.id],
      name: "payment_items_charge_fk",
    }),
    foreignKey({
      columns: [table.studioId, table.paymentEntryId],
      foreignColumns: [ledgerEntries.studioId, ledgerEntries.id],
      name: "payment_items_payment_fk",
    }),
    check("payment_items_amount_positive", sql`${table.amountCents} > 0`),
    check(
      "payment_items_source",
      sql`(${table.source} = 'membership') = (${table.membershipId} is not null) and (${table.source} = 'instalment') = (${table.studentPackageId} is not null)`,
    ),
    check("payment_items_settled", sql`(${table.status} = 'paid') = (${table.settledBy} is not null)`),
    uniqueIndex("payment_items_membership_key")
      .on(table.studioId, table.membershipId, table.sequence)
      .where(sql`${table.membershipId} is not null`),
    uniqueIndex("payment_items_instalment_key")
      .on(table.studioId, table.studentPackageId, table.sequence)
      .where(sql`${table.studentPackageId} is not null`),
    // The run's claim reads due items across studios in this order.
    index("payment_items_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('scheduled', 'failed') and ${table.nextAttemptAt} is not null`),
    index("payment_items_student_idx").on(table.studioId, table.studentId, table.dueOn),
    // A receipt finds the item its payment settled.
    index("payment_items_payment_entry_idx")
      .on(table.studioId, table.paymentEntryId)
      .where(sql`${table.paymentEntryId} is not null`),
    // "By the lesson" instalments not reached yet: the every-minute check of their posted lessons reads only these.
    index("payment_items_by_lessons_idx")
      .on(table.studioId, table.studentPackageId)
      .where(sql`${table.dueOn} is null and ${table.status} = 'scheduled'`),
  ],
);
