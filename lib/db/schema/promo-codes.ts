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
import { studios } from "./accounts";
import { students } from "./people";

export const PROMO_KINDS = ["percent", "amount"] as const;
export const PROMO_USES = ["package", "membership", "lesson"] as const;

/**
 * A discount a student or the desk enters at a sale: a percent or a fixed amount off, on the
 * packages, membership plans and services it names (null: all of that kind; empty: none), between
 * two studio-local dates, with limits on uses in all and per student. A code is never deleted once
 * used (its redemptions name it): it is ended (`active` false, or an `ends_on`).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    /** As the owner typed it; matched without regard to case. */
    code: text("code").notNull(),
    description: text("description"),
    kind: text("kind", { enum: PROMO_KINDS }).notNull(),
    /** 1–100 for a percent code, else null. */
    percent: integer("percent"),
    /** Cents off for an amount code, else null. */
    amountCents: integer("amount_cents"),
    packageIds: uuid("package_ids").array(),
    membershipPlanIds: uuid("membership_plan_ids").array(),
    serviceIds: uuid("service_ids").array(),
    startsOn: date("starts_on"),
    /** The last day it can be used (studio-local, inclusive). */
    endsOn: date("ends_on"),
    maxUses: integer("max_uses"),
    maxUsesPerStudent: integer("max_uses_per_student"),
    firstTimeOnly: boolean("first_time_only").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "promo_codes_pkey", columns: [table.studioId, table.id] }),
    // One code per studio whatever its case: "SPRING" and "spring" are the same code to a student.
    uniqueIndex("promo_codes_code_key").on(table.studioId, sql`lower(${table.code})`),
    check(
      "promo_codes_one_amount",
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100 and ${table.amountCents} is null) or (${table.kind} = 'amount' and ${table.amountCents} > 0 and ${table.percent} is null)`,
    ),
    check("promo_codes_limits", sql`coalesce(${table.maxUses}, 1) >= 1 and coalesce(${table.maxUsesPerStudent}, 1) >= 1`),
    check("promo_codes_dates", sql`${table.startsOn} is null or ${table.endsOn} is null or ${table.startsOn} <= ${table.endsOn}`),
  ],
);

/**
 * One use of a code: the sale or lesson it discounted, what it listed at and what it took off.
 * Written in the sale's own transaction, with the code's row locked, so limits hold under races.
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    promoCodeId: uuid("promo_code_id").notNull(),
    studentId: uuid("student_id").notNull(),
    usedFor: text("used_for", { enum: PROMO_USES }).notNull(),
    /** The package, membership or booking it discounted (no foreign key: the sale's own rows name the code too). */
    recordId: uuid("record_id"),
    name: text("name").notNull(),
    listCents: integer("list_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    /** The Stripe Checkout that paid for it, when bought online: one Checkout redeems once. */
    checkoutId: text("checkout_id"),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "promo_redemptions_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.promoCodeId],
      foreignColumns: [promoCodes.studioId, promoCodes.id],
      name: "promo_redemptions_code_fk",
    }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "promo_redemptions_student_fk",
    }).onDelete("cascade"),
    uniqueIndex("promo_redemptions_checkout_key").on(table.studioId, table.checkoutId),
    index("promo_redemptions_code_idx").on(table.studioId, table.promoCodeId, table.studentId),
    index("promo_redemptions_student_idx").on(table.studioId, table.studentId),
    check("promo_redemptions_money", sql`${table.discountCents} > 0 and ${table.discountCents} <= ${table.listCents}`),
  ],
);
