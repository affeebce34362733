import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
} from "drizzle-orm/pg-core";
import { COMMISSION_BASES, DEFAULT_CANCELLATION_WINDOW_HOURS, MISSED_LESSON_POLICIES, STUDIO_LOCALES } from "./column-values";

/** Plan keys; names and limits live in lib/billing/plans.ts. */
export const PLAN_KEYS = ["free", "basic", "pro", "premium"] as const;
export const BILLING_INTERVALS = ["month", "year"] as const;
export const ROLES = ["owner", "instructor", "student"] as const;
export { MISSED_LESSON_POLICIES };
/** How a student's booking is paid: billed to their account (settled later), or through Stripe Checkout at once. */
export const PAYMENT_AT_BOOKING = ["account", "checkout"] as const;

export type BusinessHours = Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", { open: string; close: string } | null>;

export const studios = pgTable(
  "studios",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    timeZone: text("time_zone").notNull().default("America/New_York"),
    currency: text("currency").notNull().default("USD"),
    /** How dates, times and numbers are written (lib/studio/locales.ts): date order, 12- or 24-hour clock. */
    locale: text("locale", { enum: STUDIO_LOCALES }).notNull().default("en-US"),
    /** The first day of the studio's week: 0 = Sunday (the default) … 6 = Saturday. */
    weekStart: integer("week_start").notNull().default(0),
    businessHours: jsonb("business_hours").$type<BusinessHours>(),
    cancellationWindowHours: integer("cancellation_window_hours").notNull().default(DEFAULT_CANCELLATION_WINDOW_HOURS),
    lateCancelPolicy: text("late_cancel_policy", { enum: MISSED_LESSON_POLICIES }).notNull().default("lesson"),
    lateCancelFeeCents: integer("late_cancel_fee_cents").notNull().default(0),
    noShowPolicy: text("no_show_policy", { enum: MISSED_LESSON_POLICIES }).notNull().default("lesson"),
    noShowFeeCents: integer("no_show_fee_cents").notNull().default(0),
    plan: text("plan", { enum: PLAN_KEYS }).notNull().default("free"),
    billingInterval: text("billing_interval", { enum: BILLING_INTERVALS }).notNull().default("month"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    pendingPlan: text("pending_plan", { enum: PLAN_KEYS }),
    pendingInterval: text("pending_interval", { enum: BILLING_INTERVALS }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** Contact details printed on receipts and e-mails. */
    contactAddress: text("contact_address"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    contactWebsite: text("contact_website"),
    paymentAtBooking: text("payment_at_booking", { enum: PAYMENT_AT_BOOKING }).notNull().default("account"),
    /** Days before an autopay charge that the student is told it is coming (0: not told). */
    autopayNoticeDays: integer("autopay_notice_days").notNull().default(3),
    /** Branding (Premium): a colour checked for contrast, and the logo's content hash (its bytes in studio_logos). */
    brandColor: text("brand_color"),
    logoHash: text("logo_hash"),
    /** When the owner put the first-week checklist away (null: shown while the studio is not set up). */
    checklistDismissedAt: timestamp("checklist_dismissed_at", { withTimezone: true }),
    /** Instructor pay (Reports → Payroll): whether a no-show or a late cancel is paid like a lesson taught. */
    payMissedLessons: boolean("pay_missed_lessons").notNull().default(false),
    /** Sales commission (Reports → Payroll): earned on the sale, or on the money collected for it. */
    commissionBasis: text("commission_basis", { enum: COMMISSION_BASES }).notNull().default("sale"),
    /** The demo studio (lib/demo): made-up people at made-up addresses, so none of its e-mail or texts is ever sent. */
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("studios_locale_known", sql`${table.locale} in (${sql.raw(STUDIO_LOCALES.map((locale) => `'${locale}'`).join(", "))})`),
  ],
);

/** Raw bytes (logos, instructor photos). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** An uploaded image checked from its bytes (the studio logo, instructor photos): lib/studio/image-checks.ts makes the row. */
export const storedImageColumns = {
  /** sha-256 of the bytes, hex: the image's URL carries it, so the answer can be cached for a year. */
  hash: text("hash").notNull(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The studio's logo: bytes checked from their content (never trusted from a file name), one per studio. */
export const studioLogos = pgTable("studio_logos", {
  studioId: uuid("studio_id")
    .primaryKey()
    .references(() => studios.id, { onDelete: "cascade" }),
  ...storedImageColumns,
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Session tokens issued before this instant are refused (set when the password changes). */
    sessionsValidFrom: timestamp("sessions_valid_from", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").notNull().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "memberships_pkey", columns: [table.studioId, table.id] }),
    uniqueIndex("memberships_user_studio_key").on(table.userId, table.studioId),
    index("memberships_studio_idx").on(table.studioId),
  ],
);

/**
 * One row per signed-in session: the token carries its id (`sid`), and the session lookup joins it,
 * so logout, a password change or a removal ends a token at once (distributed by studio_id like the
 * membership it belongs to: lib/db/distribution.ts).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").notNull().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studioId: uuid("studio_id")
      .notNull()
      .references(() => studios.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set by logout, a password change or the end of the membership; the token is refused from then on. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: "sessions_pkey", columns: [table.studioId, table.id] }),
    index("sessions_user_idx").on(table.userId, table.studioId),
    // A studio's latest sign-in (the operator's "last activity"): one backward index step.
    index("sessions_studio_created_idx").on(table.studioId, table.createdAt),
  ],
);

/**
 * Throttle buckets (lib/auth/throttle.ts): one row per key ("login:email:…", "signup:ip:…"), counted
 * and read in one atomic statement, so parallel attempts can't all pass the same check (global table).
 */
export const throttleBuckets = pgTable("throttle_buckets", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
