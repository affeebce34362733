import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";
import { studentMemberships } from "./autopay";
import { INQUIRY_INTERESTS, INQUIRY_ORIGINS, INQUIRY_STAGES, SALE_CATEGORIES, SALE_KINDS } from "./column-values";
import { studentPackages } from "./payments";
import { instructors, students } from "./people";
import type { TrialSource } from "./public-page";

export { INQUIRY_INTERESTS, INQUIRY_ORIGINS, INQUIRY_STAGES, SALE_CATEGORIES, SALE_KINDS };

/**
 * A person who asked about lessons, from first contact to enrolment. Made by the public page's
 * first-lesson and contact forms, or by staff (a walk-in, a call). `student_id` links the student
 * record once there is one; the stage then moves by itself from that student's lessons and sales.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    origin: text("origin", { enum: INQUIRY_ORIGINS }).notNull(),
    /** Where they came from (?ref= / UTM), as the public page records it for first lessons. */
    source: jsonb("source").$type<TrialSource>(),
    interest: text("interest", { enum: INQUIRY_INTERESTS }).notNull().default("other"),
    /** The staff member who follows it up. */
    assignedTo: uuid("assigned_to"),
    notes: text("notes"),
    stage: text("stage", { enum: INQUIRY_STAGES }).notNull().default("new"),
    lostReason: text("lost_reason"),
    followUpOn: date("follow_up_on"),
    followUpNote: text("follow_up_note"),
    /** The contact-form message it came from (contact_messages is global: no foreign key). */
    contactMessageId: uuid("contact_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "inquiries_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "inquiries_student_fk",
    }).onDelete("cascade"),
    // Removing an instructor clears their assignments first (deleteInstructor): Citus can't null half a key.
    foreignKey({
      columns: [table.studioId, table.assignedTo],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "inquiries_assigned_fk",
    }),
    // One open inquiry per student: their lessons and sales move exactly one.
    uniqueIndex("inquiries_student_key").on(table.studioId, table.studentId),
    check("inquiries_lost_reason", sql`(${table.stage} = 'lost') = (${table.lostReason} is not null)`),
    index("inquiries_studio_stage_idx").on(table.studioId, table.stage, table.createdAt),
    index("inquiries_follow_up_idx").on(table.studioId, table.followUpOn),
  ],
);

/** An inquiry's history: each stage it reached (by itself or by hand) and when. */
export const inquiryEvents = pgTable(
  "inquiry_events",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    inquiryId: uuid("inquiry_id").notNull(),
    stage: text("stage", { enum: INQUIRY_STAGES }).notNull(),
    /** Who moved it by hand; null when a lesson or a sale moved it. */
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "inquiry_events_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.inquiryId],
      foreignColumns: [inquiries.studioId, inquiries.id],
      name: "inquiry_events_inquiry_fk",
    }).onDelete("cascade"),
    index("inquiry_events_inquiry_idx").on(table.studioId, table.inquiryId, table.at),
    index("inquiry_events_stage_idx").on(table.studioId, table.stage, table.at),
  ],
);

/**
 * Every package and membership sold, with its category (derived from the student's history, or
 * set by hand) and the money: the list price, the discount a promo code gave, what was charged.
 */
export const sales = pgTable(
  "sales",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").notNull(),
    kind: text("kind", { enum: SALE_KINDS }).notNull(),
    studentPackageId: uuid("student_package_id"),
    studentMembershipId: uuid("student_membership_id"),
    name: text("name").notNull(),
    category: text("category", { enum: SALE_CATEGORIES }).notNull(),
    /** Set by hand: a later sale's derivation never changes it. */
    categoryByHand: boolean("category_by_hand").notNull().default(false),
    listCents: integer("list_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    amountCents: integer("amount_cents").notNull(),
    promoCodeId: uuid("promo_code_id"),
    soldAt: timestamp("sold_at", { withTimezone: true }).notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ name: "sales_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "sales_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentPackageId],
      foreignColumns: [studentPackages.studioId, studentPackages.id],
      name: "sales_student_package_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentMembershipId],
      foreignColumns: [studentMemberships.studioId, studentMemberships.id],
      name: "sales_student_membership_fk",
    }).onDelete("cascade"),
    check("sales_one_thing_sold", sql`(${table.studentPackageId} is null) <> (${table.studentMembershipId} is null)`),
    check("sales_kind_matches", sql`(${table.kind} = 'package') = (${table.studentPackageId} is not null)`),
    check(
      "sales_money",
      sql`${table.discountCents} >= 0 and ${table.amountCents} = ${table.listCents} - ${table.discountCents} and ${table.amountCents} >= 0`,
    ),
    uniqueIndex("sales_student_package_key").on(table.studioId, table.studentPackageId),
    uniqueIndex("sales_student_membership_key").on(table.studioId, table.studentMembershipId),
    index("sales_studio_sold_idx").on(table.studioId, table.soldAt),
    index("sales_student_idx").on(table.studioId, table.studentId, table.soldAt),
  ],
);

/** Who is credited with a sale: one instructor at 100, or several whose percents add up to 100. */
export const saleCredits = pgTable(
  "sale_credits",
  {
    studioId: uuid("studio_id").notNull(),
    saleId: uuid("sale_id").notNull(),
    instructorId: uuid("instructor_id").notNull(),
    percent: integer("percent").notNull(),
  },
  (table) => [
    primaryKey({ name: "sale_credits_pkey", columns: [table.studioId, table.saleId, table.instructorId] }),
    foreignKey({
      columns: [table.studioId, table.saleId],
      foreignColumns: [sales.studioId, sales.id],
      name: "sale_credits_sale_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "sale_credits_instructor_fk",
    }).onDelete("cascade"),
    check("sale_credits_percent_range", sql`${table.percent} between 1 and 100`),
    index("sale_credits_instructor_idx").on(table.studioId, table.instructorId),
  ],
);

/**
 * An instructor's commission on one category of sale, from a date (like pay rates): a percent in
 * basis points (1000 = 10%) or a fixed amount per sale. The rate in force on a day is the latest
 * `effective_from` on or before it.
 */
export const commissionRates = pgTable(
  "commission_rates",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    instructorId: uuid("instructor_id").notNull(),
    category: text("category", { enum: SALE_CATEGORIES }).notNull(),
    basisPoints: integer("basis_points"),
    fixedCents: integer("fixed_cents"),
    effectiveFrom: date("effective_from").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "commission_rates_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.instructorId],
      foreignColumns: [instructors.studioId, instructors.id],
      name: "commission_rates_instructor_fk",
    }).onDelete("cascade"),
    uniqueIndex("commission_rates_effective_key").on(table.studioId, table.instructorId, table.category, table.effectiveFrom),
    check(
      "commission_rates_one_amount",
      sql`(${table.basisPoints} is null) <> (${table.fixedCents} is null) and coalesce(${table.basisPoints}, 0) between 0 and 10000 and coalesce(${table.fixedCents}, 0) >= 0`,
    ),
  ],
);
