import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { studios, users } from "./accounts";
import { packages, studentPackages } from "./payments";
import { students } from "./people";

/** How a certificate was sold: at the desk (paid in person) or on the public page (Stripe Checkout). */
export const GIFT_SOLD_VIA = ["desk", "online"] as const;
/** How the desk was paid for it (online: through Checkout). */
export const GIFT_PAYMENT_METHODS = ["cash", "card", "check", "other", "online"] as const;

/**
 * A gift certificate: an amount of money or N lessons from one of the studio's packages. Its code is
 * long and random (unique per studio); `balance` is what is left of it, in cents or in units. What was
 * paid for it (`paid_cents`) is the studio's liability until it is redeemed, pro rata to the balance.
 */
export const giftCertificates = pgTable(
  "gift_certificates",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    /** Letters and digits without look-alikes, no separators (shown in groups of four). */
    code: text("code").notNull(),
    amountCents: integer("amount_cents"),
    units: integer("units"),
    /** A lessons certificate: the package whose services and terms its units have. */
    packageId: uuid("package_id"),
    /** What is left: cents for an amount, units for lessons. */
    balance: integer("balance").notNull(),
    paidCents: integer("paid_cents").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email"),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email"),
    message: text("message"),
    /** The studio-local day the recipient's e-mail goes out (null: at once). */
    deliverOn: date("deliver_on"),
    /** The last studio-local day it can be redeemed (null: never expires). */
    expiresOn: date("expires_on"),
    soldVia: text("sold_via", { enum: GIFT_SOLD_VIA }).notNull(),
    paymentMethod: text("payment_method", { enum: GIFT_PAYMENT_METHODS }).notNull(),
    /** The Checkout session that paid for it: one session records one certificate. */
    checkoutId: text("checkout_id"),
    soldByUserId: uuid("sold_by_user_id").references(() => users.id, { onDelete: "set null" }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "gift_certificates_pkey", columns: [table.studioId, table.id] }),
    uniqueIndex("gift_certificates_code_key").on(table.studioId, table.code),
    uniqueIndex("gift_certificates_checkout_key").on(table.studioId, table.checkoutId),
    foreignKey({
      columns: [table.studioId, table.packageId],
      foreignColumns: [packages.studioId, packages.id],
      name: "gift_certificates_package_fk",
    }),
    check("gift_certificates_kind", sql`(${table.amountCents} is null) <> (${table.units} is null)`),
    check("gift_certificates_units_package", sql`(${table.units} is null) = (${table.packageId} is null)`),
    check("gift_certificates_positive", sql`coalesce(${table.amountCents}, ${table.units}) > 0 and ${table.paidCents} >= 0`),
    check("gift_certificates_balance", sql`${table.balance} >= 0 and ${table.balance} <= coalesce(${table.amountCents}, ${table.units})`),
    index("gift_certificates_studio_created_idx").on(table.studioId, table.createdAt),
  ],
);

/** One redemption: part or all of a certificate turned into a student's account credit or package units. */
export const giftRedemptions = pgTable(
  "gift_redemptions",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: uuid("studio_id").notNull(),
    giftCertificateId: uuid("gift_certificate_id").notNull(),
    studentId: uuid("student_id").notNull(),
    /** Cents for an amount certificate, units for lessons. */
    amount: integer("amount").notNull(),
    /** The share of what was paid that it moved out of the liability. */
    valueCents: integer("value_cents").notNull(),
    ledgerEntryId: uuid("ledger_entry_id"),
    studentPackageId: uuid("student_package_id"),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "gift_redemptions_pkey", columns: [table.studioId, table.id] }),
    foreignKey({
      columns: [table.studioId, table.giftCertificateId],
      foreignColumns: [giftCertificates.studioId, giftCertificates.id],
      name: "gift_redemptions_certificate_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentId],
      foreignColumns: [students.studioId, students.id],
      name: "gift_redemptions_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.studentPackageId],
      foreignColumns: [studentPackages.studioId, studentPackages.id],
      name: "gift_redemptions_package_fk",
    }).onDelete("cascade"),
    check("gift_redemptions_positive", sql`${table.amount} > 0 and ${table.valueCents} >= 0`),
    index("gift_redemptions_certificate_idx").on(table.studioId, table.giftCertificateId, table.createdAt),
    index("gift_redemptions_student_idx").on(table.studioId, table.studentId),
  ],
);

/** A studio's gift certificate terms: months until a new certificate expires (null, the default: never). */
export const giftCertificateSettings = pgTable(
  "gift_certificate_settings",
  {
    studioId: uuid("studio_id")
      .primaryKey()
      .references(() => studios.id, { onDelete: "cascade" }),
    expiryMonths: integer("expiry_months"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("gift_certificate_settings_expiry", sql`${table.expiryMonths} is null or ${table.expiryMonths} between 1 and 120`)],
);
