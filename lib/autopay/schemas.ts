import { z } from "zod";
import { ZLocalDate } from "@/lib/api/zod-fields";
import { ZPromoCodeField } from "@/lib/growth/promo-schemas";
import { MEMBERSHIP_PERIODS, UNUSED_UNITS } from "@/lib/db/schema/column-values";

const count = (label: string, max: number) =>
  z
    .number(`Enter ${label} as a whole number.`)
    .int(`${label[0].toUpperCase()}${label.slice(1)} must be a whole number.`)
    .min(0, `${label[0].toUpperCase()}${label.slice(1)} can't be negative.`)
    .max(max, `At most ${max}.`);

const ZCentsAtLeastZero = (label: string) =>
  z
    .number(`Enter the ${label} in cents.`)
    .int(`The ${label} must be whole cents.`)
    .min(0, `The ${label} can't be negative.`)
    .max(100_000_000, `The ${label} is too large.`);

const ZPlanName = z
  .string("Give the plan a name, e.g. Unlimited group classes.")
  .trim()
  .min(1, "Give the plan a name, e.g. Unlimited group classes.")
  .max(80, "Keep the name under 80 characters.");

/** A membership plan as the owner defines it: price per week or month, what it gives each period, its terms. */
export const ZMembershipPlanInput = z
  .object({
    name: ZPlanName,
    priceCents: ZCentsAtLeastZero("price"),
    period: z.enum(MEMBERSHIP_PERIODS, "Choose week or month."),
    unlimitedClasses: z.boolean("Unlimited group classes must be true or false.").default(false),
    privateUnits: count("private lessons per period", 100).default(0),
    classUnits: count("group classes per period", 100).default(0),
    unused: z.enum(UNUSED_UNITS, "Choose whether unused lessons expire or roll over.").default("expire"),
    rollOverCap: count("the roll-over cap", 100).default(0),
    commitmentMonths: count("the commitment in months", 36).default(0),
    noticeDays: count("the notice period in days", 180).default(0),
    signUpFeeCents: ZCentsAtLeastZero("sign-up fee").default(0),
    onlineEnrol: z.boolean("Online enrolment must be true or false.").default(false),
  })
  .refine((plan) => plan.unlimitedClasses || plan.privateUnits > 0 || plan.classUnits > 0, {
    message: "Give the plan a benefit: unlimited group classes, or private lessons or classes each period.",
    path: ["privateUnits"],
  });
export type TMembershipPlanInput = z.infer<typeof ZMembershipPlanInput>;

/** Changes to a plan apply to new enrolments only: members keep the terms they signed up for. */
export const ZMembershipPlanPatch = z.object({
  name: ZPlanName.optional(),
  priceCents: ZCentsAtLeastZero("price").optional(),
  onlineEnrol: z.boolean("Online enrolment must be true or false.").optional(),
  active: z.boolean("Active must be true or false.").optional(),
});
export type TMembershipPlanPatch = z.infer<typeof ZMembershipPlanPatch>;

export const ZEnrolInput = z.object({
  planId: z.uuid("Choose a membership plan."),
  startsOn: ZLocalDate,
  /** A promo code: its discount comes off the first period. */
  promoCode: ZPromoCodeField,
});
export type TEnrolInput = z.infer<typeof ZEnrolInput>;

export const ZMembershipAction = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("pause"), from: ZLocalDate, until: ZLocalDate }),
    z.object({ action: z.literal("resume") }),
    z.object({ action: z.literal("cancel"), waiveNotice: z.boolean("Waive notice must be true or false.").optional() }),
  ],
  "Choose pause, resume or cancel.",
);
export type TMembershipAction = z.infer<typeof ZMembershipAction>;

// How a package sale is paid (ZPaymentPlan) is the sale's own shape: lib/payments/schemas.ts.

/** The owner's change to an instalment still to come. */
export const ZPaymentItemPatch = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("move"), dueOn: ZLocalDate }),
    /** Adds this instalment's amount to the next one still scheduled; this one is cancelled. */
    z.object({ action: z.literal("merge") }),
    z.object({ action: z.literal("cancel") }),
  ],
  "Choose move, merge or cancel.",
);
export type TPaymentItemPatch = z.infer<typeof ZPaymentItemPatch>;
