import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Plan keys; names and limits live in lib/billing/plans.ts. */
export const PLAN_KEYS = ["free", "basic", "pro", "premium"] as const;
export const BILLING_INTERVALS = ["month", "year"] as const;
export const ROLES = ["owner", "instructor", "student"] as const;
/** What a late cancel or a no-show costs: the lesson itself (a unit or its price), a fixed fee, or nothing. */
export const MISSED_LESSON_POLICIES = ["lesson", "fee", "none"] as const;

export type BusinessHours = Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", { open: string; close: string } | null>;

export const studios = pgTable("studios", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  timeZone: text("time_zone").notNull().default("America/New_York"),
  currency: text("currency").notNull().default("USD"),
  /** 0 = Sunday (SPEC §5: weeks start on Sunday). */
  weekStart: integer("week_start").notNull().default(0),
  businessHours: jsonb("business_hours").$type<BusinessHours>(),
  cancellationWindowHours: integer("cancellation_window_hours").notNull().default(24),
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid("id").primaryKey().defaultRandom(),
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
    uniqueIndex("memberships_user_studio_key").on(table.userId, table.studioId),
    index("memberships_studio_idx").on(table.studioId),
  ],
);

/** Every sign-in attempt, for throttling (5 failures per e-mail / 20 per address in 15 minutes). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_email_idx").on(table.email, table.createdAt),
    index("login_attempts_ip_idx").on(table.ip, table.createdAt),
  ],
);
