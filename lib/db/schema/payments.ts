import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PLAN_KEYS, BILLING_INTERVALS, studios, users } from "./accounts";
import { students } from "./people";
import { services } from "./scheduling";
import { SALE_CATEGORIES } from "./column-values";

export const ENTRY_KINDS = ["charge", "payment", "refund", "void"] as const;
export const PAYMENT_METHODS = ["cash", "card", "check", "online", "other"] as const;
export const CREDIT_KINDS = ["reserve", "release", "consume"] as const;
/** What a membership's units for one period cover: private lessons, group classes, or group classes without a count. */
export const GRANT_KINDS = ["private", "class", "unlimited"] as const;

/** A lesson package the studio sells, e.g. "10 Private Lessons — $850, 180 days". */
export const packages = pgTable(
  "packages",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    units: integer("units").notNull(),
    priceCents: integer("price_cents").notNull(),
    validDays: integer("valid_days").notNull(),
    active: boolean("active").notNull().default(true),
    /** An intro offer: sold on the public page to new students only ("2 private lessons for $49"). */
    introOffer: boolean("intro_offer").notNull().default(false),
    /** What its sales count as when not derived from the student's history (an event, a sundry, coaching). */
    saleCategory: text("sale_category", { enum: SALE_CATEGORIES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "packages_pkey", columns: [table.studioId, table.id] }),
    check("packages_units_positive", sql`${table.units} > 0`),
    check("packages_price_nonnegative", sql`${table.priceCents} >= 0`),
    check("packages_valid_days_positive", sql`${table.validDays} > 0`),
  ],
);

/** Which services a package's units pay for; composite keys keep both in one studio. */
export const packageServices = pgTable(
  "package_services",
  {
    studioId: uuid("studio_id").notNull(),
    packageId: uuid("package_id").notNull(),
    serviceId: uuid("service_id").notNull(),
  },
  (table) => [
    primaryKey({ name: "package_services_pkey", columns: [table.studioId, table.packageId, table.serviceId] }),
    foreignKey({
      columns: [table.studioId, table.packageId],
      foreignColumns: [packages.studioId, packages.id],
      name: "package_services_package_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.serviceId],
      foreignColumns: [services.studioId, services.id],
      name: "package_services_service_fk",
    }).onDelete("cascade"),
  ],
);

/**
 * A package sold to a student. Units, price, expiry and covered services are copied at sale, so a later change to the
 * package never rewrites what was sold. `units_used` (reserved + consumed) is the counter every
 * reservation updates under the row's lock; the check makes a double-spent unit impossible.
 */
export const studentPackages = pgTable(
  "student_packages",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").notNull(),
    /** The package sold; null for a membership's units (`membership_id`). */
    packageId: uuid("package_id"),
    /** Units a membership grants for one period (its number: `grant_period`); the migration adds the key to memberships. */
    membershipId: uuid("membership_id"),
    grantPeriod: integer("grant_period"),
    /** What the grant covers; "unlimited" group classes: units is a ceiling nobody reaches, shown as "Unlimited". */
    grantKind: text("grant_kind", { enum: GRANT_KINDS }),
    /** A membership's units while it is past due: not usable until it is paid. */
    suspended: boolean("suspended").notNull().default(false),
    /**
     * Its units count, but it isn't a sale: brought by an import from the previous system, or the
     * lessons of a redeemed gift certificate (the certificate was the sale). Revenue's packages sold skip it.
     */
    broughtForward: boolean("brought_forward").notNull().default(false),
    name: text("name").notNull(),
    units: integer("units").notNull(),
    unitsUsed: integer("units_used").notNull().default(0),
    priceCents: integer("price_cents").notNull(),
    /** The services its units pay for, copied at sale like the rest of its terms. */
    serviceIds: uuid("service_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: "student_packages_pkey", columns: [table.studioId, table.id] }),
    // Joins that match on the id alone (e.g. `join student_packages on student_packages.id = x.student_package_id`) find the row by it.
    index("student_packages_id_idx").on(table.id),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "student_packages_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.packageId],
      foreignColumns: [packages.studioId, packages.id],
      name: "student_packages_package_fk",
    }),
    check("student_packages_units_used_range", sql`${table.unitsUsed} >= 0 and ${table.unitsUsed} <= ${table.units}`),
    check("student_packages_source", sql`(${table.packageId} is null) = (${table.membershipId} is not null)`),
    check("student_packages_grant", sql`(${table.membershipId} is null) = (${table.grantKind} is null and ${table.grantPeriod} is null)`),
    uniqueIndex("student_packages_grant_key")
      .on(table.studioId, table.membershipId, table.grantPeriod, table.grantKind)
      .where(sql`${table.membershipId} is not null`),
    index("student_packages_student_idx").on(table.studentId, table.expiresAt),
  ],
);

/**
 * The student's money ledger, append-only: balance = charges − voids − payments + refunds.
 * A refund points at its payment and a void at its charge (`related_entry_id`).
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").notNull(),
    kind: text("kind", { enum: ENTRY_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }),
    description: text("description").notNull(),
    note: text("note"),
    studentPackageId: uuid("student_package_id"),
    bookingId: uuid("booking_id"),
    relatedEntryId: uuid("related_entry_id"),
    /** Stripe Checkout Session id for online payments: one session is recorded once. */
    externalId: text("external_id"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * It moves the balance, but no money changed hands that day, so Revenue's money received skips it:
     * written by an import from the previous system, or by redeeming a gift certificate (its money was
     * counted once, when the certificate was sold).
     */
    broughtForward: boolean("brought_forward").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "ledger_entries_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "ledger_entries_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentPackageId],
      foreignColumns: [studentPackages.studioId, studentPackages.id],
      name: "ledger_entries_package_fk",
    }),
    foreignKey({
      columns: [table.studioId, table.relatedEntryId],
      foreignColumns: [table.studioId, table.id],
      name: "ledger_entries_related_fk",
    }),
    check("ledger_entries_amount_positive", sql`${table.amountCents} > 0`),
    check("ledger_entries_method", sql`(${table.kind} in ('payment', 'refund')) = (${table.method} is not null)`),
    check("ledger_entries_related", sql`(${table.kind} in ('refund', 'void')) = (${table.relatedEntryId} is not null)`),
    uniqueIndex("ledger_entries_external_key").on(table.studioId, table.kind, table.externalId),
    // One void per charge.
    uniqueIndex("ledger_entries_one_void_key")
      .on(table.studioId, table.relatedEntryId)
      .where(sql`${table.kind} = 'void'`),
    index("ledger_entries_student_idx").on(table.studentId, table.createdAt),
    index("ledger_entries_studio_created_idx").on(table.studioId, table.createdAt),
    index("ledger_entries_booking_idx").on(table.bookingId),
  ],
);

/** Every movement of a package unit (reserved by a booking, released by a timely cancel, consumed by attendance). */
export const creditEntries = pgTable(
  "credit_entries",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    studentPackageId: uuid("student_package_id").notNull(),
    bookingId: uuid("booking_id").notNull(),
    kind: text("kind", { enum: CREDIT_KINDS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "credit_entries_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.studentPackageId],
      foreignColumns: [studentPackages.studioId, studentPackages.id],
      name: "credit_entries_package_fk",
    }).onDelete("cascade"),
    index("credit_entries_package_idx").on(table.studentPackageId, table.createdAt),
    index("credit_entries_booking_idx").on(table.bookingId),
  ],
);

/** What the studio itself was billed for its plan (prorated upgrades, renewals). */
export const planInvoices = pgTable(
  "plan_invoices",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["subscription", "proration"] }).notNull(),
    plan: text("plan", { enum: PLAN_KEYS }).notNull(),
    interval: text("interval", { enum: BILLING_INTERVALS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "plan_invoices_pkey", columns: [table.studioId, table.id] }),
    check("plan_invoices_amount_nonnegative", sql`${table.amountCents} >= 0`),
    uniqueIndex("plan_invoices_external_key").on(table.studioId, table.externalId),
    index("plan_invoices_studio_idx").on(table.studioId, table.createdAt),
  ],
);

/** Stripe webhook events already processed: the insert is the idempotency guard. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A money-recording request made with an Idempotency-Key, and the answer it got: written in the same
 * transaction as the money, so a retry finds it exactly when the money was recorded. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "POST /api/payments": a key is the caller's own on one endpoint. */
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    /** sha-256 of the request's parameters and body: the same key for another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "idempotency_keys_pkey", columns: [table.studioId, table.userId, table.endpoint, table.key] }),
    index("idempotency_keys_studio_created_idx").on(table.studioId, table.createdAt),
  ],
);
