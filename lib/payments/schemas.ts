import { z } from "zod";
import { ZPeriodDate } from "@/lib/api/zod-fields";
import { EVERY } from "@/lib/dates/due-days";
import { ZPromoCodeField } from "@/lib/growth/promo-schemas";
import { MISSED_LESSON_POLICIES, SALE_CATEGORIES } from "@/lib/db/schema/column-values";

/** Whole cents, above zero: negative or fractional amounts are refused before anything is written. */
export function cents(label: string) {
  return z
    .number(`Enter the ${label} as a number of cents.`)
    .int(`The ${label} must be whole cents (no fractions of a cent).`)
    .positive(`The ${label} must be more than zero.`)
    .max(100_000_000, `The ${label} is too large.`);
}

/** Methods staff record by hand; "online" is only ever written by the Stripe webhook. */
export const MANUAL_METHODS = ["cash", "card", "check", "other"] as const;
const ZMethod = z.enum(MANUAL_METHODS, "Choose cash, card, check or other.");

export const ZPackageInput = z.object({
  name: z
    .string("Give the package a name, e.g. 10 Private Lessons.")
    .trim()
    .min(1, "Give the package a name, e.g. 10 Private Lessons.")
    .max(80, "Keep the name under 80 characters."),
  units: z
    .number("Enter the number of lessons.")
    .int("Lessons must be a whole number.")
    .min(1, "A package holds at least 1 lesson.")
    .max(500, "At most 500 lessons."),
  priceCents: z
    .number("Enter the price in cents.")
    .int("The price must be whole cents.")
    .min(0, "The price can't be negative.")
    .max(100_000_000, "The price is too large."),
  validDays: z
    .number("Enter how many days it stays valid.")
    .int("Days must be a whole number.")
    .min(1, "Valid for at least 1 day.")
    .max(3650, "At most 10 years (3650 days)."),
  serviceIds: z
    .array(z.uuid("Choose one of your services."), "Choose the services it covers.")
    .min(1, "Choose at least one service the package pays for.")
    .max(50),
  /** Sold on the public page to new students only, bought and booked in one flow; its sales count as first-lesson offers. */
  introOffer: z.boolean("Intro offer must be true or false.").optional(),
  /** What its sales count as; null: derived from the student's history (first package, extension, renewal). */
  saleCategory: z.enum(SALE_CATEGORIES, "Choose a sale category.").nullable().optional(),
});
export type TPackageInput = z.infer<typeof ZPackageInput>;

export const ZPackagePatch = ZPackageInput.partial().extend({ active: z.boolean("Active must be true or false.").optional() });
export type TPackagePatch = z.infer<typeof ZPackagePatch>;

/** How a package sale is paid: in full, in instalments on a schedule, or an instalment each time M lessons are posted. */
export const ZPaymentPlan = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("full") }),
    z.object({
      kind: z.literal("instalments"),
      count: z
        .number("Enter how many instalments.")
        .int("Instalments must be a whole number.")
        .min(2, "At least 2 instalments.")
        .max(24, "At most 24 instalments."),
      every: z.enum(EVERY, "Choose every week, every 2 weeks or every month."),
    }),
    z.object({
      kind: z.literal("per_lessons"),
      lessons: z
        .number("Enter after how many lessons.")
        .int("Lessons must be a whole number.")
        .min(1, "At least 1 lesson.")
        .max(100, "At most 100 lessons."),
    }),
  ],
  "Choose pay in full, instalments or by the lesson.",
);
export type TPaymentPlan = z.infer<typeof ZPaymentPlan>;

/** A student may buy a package in instalments online when it costs at least this much ($100): smaller ones are paid in full. */
export const ONLINE_PLAN_MIN_CENTS = 10_000;

export const ZSellPackage = z.object({
  packageId: z.uuid("Choose a package."),
  /** With a payment plan other than in full, the payment (at the desk) pays the first instalment and must equal it. */
  payment: z.object({ method: ZMethod, amountCents: cents("payment") }).optional(),
  /** Without one (or in full) the price is charged at the sale; otherwise its instalments are scheduled. */
  paymentPlan: ZPaymentPlan.optional(),
  /** Pay the student's unpaid lessons the package covers with its units, oldest first (what they owe, at most). */
  applyToUnpaid: z.boolean("Apply to unpaid lessons must be true or false.").optional(),
  /** A promo code: its discount comes off the price (400 naming why when it can't be used). */
  promoCode: ZPromoCodeField,
});
export type TSellPackage = z.infer<typeof ZSellPackage>;

export const ZPaymentInput = z.object({
  studentId: z.uuid("Choose a student."),
  amountCents: cents("amount"),
  method: ZMethod,
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
});
export type TPaymentInput = z.infer<typeof ZPaymentInput>;

/**
 * `recordOnly`: the money went back outside Promenade (in the Stripe dashboard of an account the
 * studio has since disconnected): recorded as a card refund, nothing sent to Stripe.
 */
export const ZRefundInput = z.object({ amountCents: cents("refund"), recordOnly: z.boolean().optional() });
export type TRefundInput = z.infer<typeof ZRefundInput>;

const ZDay = z.union(
  [ZPeriodDate, z.iso.datetime({ offset: true }).refine((value) => ZPeriodDate.safeParse(value.slice(0, 10)).success)],
  "Use a date like 2026-11-01, between 2000 and two years from today.",
);
export const ZPeriodQuery = z.object({ from: ZDay.optional(), to: ZDay.optional() });
export type TPeriodQuery = z.infer<typeof ZPeriodQuery>;

const ZFee = z
  .number("Enter the fee in cents.")
  .int("The fee must be whole cents.")
  .min(0, "The fee can't be negative.")
  .max(10_000_000, "The fee is too large.");
const ZPolicy = z.enum(MISSED_LESSON_POLICIES, "Choose lesson, fee or none.");

export const ZPolicies = z
  .object({
    cancellationWindowHours: z
      .number("Enter a whole number of hours, e.g. 24.")
      .int("Hours must be a whole number.")
      .min(0, "Hours can't be negative.")
      .max(336, "At most 336 hours (two weeks)."),
    lateCancelPolicy: ZPolicy,
    lateCancelFeeCents: ZFee,
    noShowPolicy: ZPolicy,
    noShowFeeCents: ZFee,
    /** Days before an automatic payment that the student is told it is coming (0: not told). */
    autopayNoticeDays: z
      .number("Enter a whole number of days, from 0 to 14.")
      .int("Days must be a whole number.")
      .min(0, "Days can't be negative.")
      .max(14, "At most 14 days."),
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.lateCancelPolicy === "fee" && value.lateCancelFeeCents === 0)
      ctx.addIssue({ code: "custom", path: ["lateCancelFeeCents"], message: "Enter the late-cancel fee (more than zero)." });
    if (value.noShowPolicy === "fee" && value.noShowFeeCents === 0)
      ctx.addIssue({ code: "custom", path: ["noShowFeeCents"], message: "Enter the no-show fee (more than zero)." });
  });
export type TPolicies = z.infer<typeof ZPolicies>;
