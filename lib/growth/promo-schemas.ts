import { z } from "zod";
import { ZLocalDate } from "@/lib/api/zod-fields";
import { PROMO_KINDS } from "@/lib/db/schema/promo-codes";

/** A code as a student or the desk types it: letters, digits, dashes; matched without regard to case. */
export const ZPromoCodeText = z
  .string("Type the promo code.")
  .trim()
  .min(3, "A promo code has at least 3 characters.")
  .max(32, "A promo code has at most 32 characters.")
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "Use letters, digits, dashes and underscores only.");

/** `promoCode` on a sale, a Checkout, an enrolment or a booking: empty means none. */
export const ZPromoCodeField = z.union([ZPromoCodeText, z.literal("").transform(() => undefined)]).optional();

const ZIds = (what: string) =>
  z
    .array(z.uuid(`Choose one of your ${what}.`), `Choose ${what}.`)
    .max(200)
    .nullable();

const fields = {
  description: z.string().trim().max(200, "Keep the description under 200 characters.").nullable().optional(),
  kind: z.enum(PROMO_KINDS, "Choose percent or amount off."),
  percent: z.int("Percent off is a whole number.").min(1, "At least 1% off.").max(100, "At most 100% off.").nullable().optional(),
  amountCents: z
    .int("Amount off is in cents.")
    .min(1, "At least 1 cent off.")
    .max(10_000_000, "That is too much off.")
    .nullable()
    .optional(),
  /** null: every package (or plan, or service); []: none of them. */
  packageIds: ZIds("packages").optional(),
  membershipPlanIds: ZIds("membership plans").optional(),
  serviceIds: ZIds("services").optional(),
  startsOn: ZLocalDate.nullable().optional(),
  endsOn: ZLocalDate.nullable().optional(),
  maxUses: z.int("Total uses is a whole number.").min(1, "At least 1 use.").max(1_000_000).nullable().optional(),
  maxUsesPerStudent: z.int("Uses per student is a whole number.").min(1, "At least 1 use.").max(1000).nullable().optional(),
  firstTimeOnly: z.boolean("First-time students only must be true or false.").optional(),
};

type Shape = { kind?: string; percent?: number | null; amountCents?: number | null; startsOn?: string | null; endsOn?: string | null };
function amountAndDates(value: Shape, ctx: z.RefinementCtx) {
  if (value.kind === "percent" && !value.percent) ctx.addIssue({ code: "custom", path: ["percent"], message: "Say how many percent off." });
  if (value.kind === "amount" && !value.amountCents) ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Say how much off." });
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn)
    ctx.addIssue({ code: "custom", path: ["endsOn"], message: "End on or after the start." });
}

export const ZPromoCodeInput = z.object({ code: ZPromoCodeText, ...fields }).superRefine(amountAndDates);
export type TPromoCodeInput = z.infer<typeof ZPromoCodeInput>;

/** A change to a code: any of its terms, or `active: false` to end it now. */
export const ZPromoCodePatch = z
  .object({
    code: ZPromoCodeText.optional(),
    ...fields,
    kind: fields.kind.optional(),
    active: z.boolean("Active must be true or false.").optional(),
  })
  .superRefine(amountAndDates);
export type TPromoCodePatch = z.infer<typeof ZPromoCodePatch>;

/** What the desk is about to sell, and the code typed: exactly one of a package, a membership plan or a service. */
export const ZPromoQuote = z
  .object({
    code: ZPromoCodeText,
    studentId: z.uuid("Choose a student."),
    packageId: z.uuid("Choose a package.").optional(),
    membershipPlanId: z.uuid("Choose a membership plan.").optional(),
    serviceId: z.uuid("Choose a service.").optional(),
  })
  .superRefine((value, ctx) => {
    const named = [value.packageId, value.membershipPlanId, value.serviceId].filter(Boolean).length;
    if (named !== 1)
      ctx.addIssue({ code: "custom", path: ["packageId"], message: "Choose what the code is for: one package, plan or service." });
  });
export type TPromoQuote = z.infer<typeof ZPromoQuote>;
