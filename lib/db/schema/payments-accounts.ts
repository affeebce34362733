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
import { students } from "./people";

export const PAYMENTS_ACCOUNT_STATES = ["onboarding", "restricted", "active"] as const;

/**
 * A studio's own Stripe account (Connect, Standard): every student payment is created on it. The
 * Stripe id is the key, so one account can never belong to two studios; a studio has at most one
 * current account (disconnected ones are kept: a late event of theirs still finds its studio).
 * Global, like the public pages' slugs: a Connect event names only the account, and this table says
 * whose it is (on Citus, a small reference table; so no foreign key to a studio's row).
 */
export const paymentsAccounts = pgTable(
  "payments_accounts",
  {
    accountId: text("account_id").primaryKey(),
    studioId: uuid("studio_id").notNull(),
    status: text("status", { enum: PAYMENTS_ACCOUNT_STATES }).notNull().default("onboarding"),
    chargesEnabled: boolean("charges_enabled").notNull().default(false),
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    /** What Stripe still needs before charges or payouts (its `requirements.currently_due` and `past_due`). */
    requirementsDue: jsonb("requirements_due").$type<string[]>().notNull().default([]),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner disconnected here or at Stripe: online payment is off from that instant. */
    disconnectedAt: timestamp("disconnected_at", { withTimezone: true }),
    /** Who disconnected: the owner here (connecting again reuses the account) or Stripe (the studio revoked us there). */
    disconnectedBy: text("disconnected_by", { enum: ["owner", "stripe"] }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("payments_accounts_studio_account_key").on(table.studioId, table.accountId),
    uniqueIndex("payments_accounts_current_key")
      .on(table.studioId)
      .where(sql`${table.disconnectedAt} is null`),
  ],
);

/** The student as a Customer on the studio's account: where their saved cards live. */
export const paymentsCustomers = pgTable(
  "payments_customers",
  {
    studioId: uuid("studio_id").notNull(),
    accountId: text("account_id").notNull(),
    studentId: uuid("student_id").notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "payments_customers_pkey", columns: [table.studioId, table.accountId, table.studentId] }),
    unique("payments_customers_customer_key").on(table.studioId, table.accountId, table.customerId),
    foreignKey({
      columns: [table.studioId, table.accountId],
      foreignColumns: [paymentsAccounts.studioId, paymentsAccounts.accountId],
      name: "payments_customers_account_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "payments_customers_student_fk",
    }).onDelete("cascade"),
  ],
);

/** A card a student saved on the studio's account: only Stripe's id and what the student needs to recognise it. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: text("id").notNull(),
    studioId: uuid("studio_id").notNull(),
    accountId: text("account_id").notNull(),
    studentId: uuid("student_id").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "saved_cards_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.accountId, table.studentId],
      foreignColumns: [paymentsCustomers.studioId, paymentsCustomers.accountId, paymentsCustomers.studentId],
      name: "saved_cards_customer_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "saved_cards_student_fk",
    }).onDelete("cascade"),
    index("saved_cards_student_idx").on(table.studioId, table.studentId),
  ],
);

/**
 * One payment Stripe took on the studio's account (a Checkout session's PaymentIntent): gross, Stripe's
 * fee from its balance transaction (null until Stripe has one) and the platform's cut. The ledger's
 * payments for it carry the Checkout id as their external id (a couple's rental splits one into two).
 */
export const onlineCharges = pgTable(
  "online_charges",
  {
    accountId: text("account_id").notNull(),
    paymentIntentId: text("payment_intent_id").notNull(),
    studioId: uuid("studio_id").notNull(),
    checkoutId: text("checkout_id").notNull(),
    grossCents: integer("gross_cents").notNull(),
    feeCents: integer("fee_cents"),
    /** What the platform took (application_fee_amount): part of the fee, not extra. */
    platformFeeCents: integer("platform_fee_cents").notNull().default(0),
    /** When Stripe took the money: Revenue's day for gross, fee and net. */
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: "online_charges_pkey", columns: [table.studioId, table.accountId, table.paymentIntentId] }),
    unique("online_charges_checkout_key").on(table.studioId, table.checkoutId),
    foreignKey({
      columns: [table.studioId, table.accountId],
      foreignColumns: [paymentsAccounts.studioId, paymentsAccounts.accountId],
      name: "online_charges_account_fk",
    }).onDelete("cascade"),
    check(
      "online_charges_amounts_nonnegative",
      sql`${table.grossCents} >= 0 and coalesce(${table.feeCents}, 0) >= 0 and ${table.platformFeeCents} >= 0`,
    ),
    index("online_charges_studio_idx").on(table.studioId, table.paidAt),
  ],
);
