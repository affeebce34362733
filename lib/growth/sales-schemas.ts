import { z } from "zod";
import { ZId } from "@/lib/api/ids";
import { ZLocalDate, ZPeriodDate } from "@/lib/api/zod-fields";
import { SALE_CATEGORY_KEYS, type SaleCategoryKey } from "./sales-labels";

const CATEGORY = z.enum(SALE_CATEGORY_KEYS as [SaleCategoryKey, ...SaleCategoryKey[]], "Choose one of the sale categories.");

/** GET /api/sales: one student's sales, or the studio's in a period of local dates. */
export const ZSalesQuery = z.object({
  studentId: ZId.optional(),
  from: ZPeriodDate.optional(),
  to: ZPeriodDate.optional(),
});
export type TSalesQuery = z.infer<typeof ZSalesQuery>;

/** One instructor's share of a sale, in whole percent. */
const ZSaleCredit = z.object({
  instructorId: ZId,
  percent: z.number("Enter a percent.").int("Use a whole percent.").min(1, "A share is at least 1%.").max(100, "A share is at most 100%."),
});

/**
 * PATCH /api/sales/{id}: the category (set by hand from then on) and who is credited, one at 100% or
 * several whose shares add up to 100 (an empty list: nobody).
 */
export const ZSalePatch = z
  .object({
    category: CATEGORY.optional(),
    credits: z
      .array(ZSaleCredit)
      .max(10, "Credit at most ten people on one sale.")
      .refine((list) => new Set(list.map((credit) => credit.instructorId)).size === list.length, "Name each instructor once.")
      .refine(
        (list) => list.length === 0 || list.reduce((sum, credit) => sum + credit.percent, 0) === 100,
        "The shares must add up to 100%.",
      )
      .optional(),
  })
  .refine((patch) => patch.category !== undefined || patch.credits !== undefined, "Change the category or the credit.");
export type TSalePatch = z.infer<typeof ZSalePatch>;

/**
 * POST /api/instructors/{id}/commission-rates: a commission on one category of sale from a date on,
 * a percent in basis points (1000 = 10%) or a fixed amount per sale in cents; one of the two.
 */
export const ZCommissionRateInput = z
  .object({
    category: CATEGORY,
    basisPoints: z
      .number("Enter a percent.")
      .int("Use at most two decimals.")
      .min(0, "A rate can't be negative.")
      .max(10_000, "A rate is at most 100%.")
      .optional(),
    fixedCents: z
      .number("Enter an amount.")
      .int("Amounts are whole cents.")
      .min(0, "An amount can't be negative.")
      .max(10_000_000, "That amount is too large.")
      .optional(),
    effectiveFrom: ZLocalDate,
  })
  .refine((input) => (input.basisPoints === undefined) !== (input.fixedCents === undefined), {
    message: "Give a percent or a fixed amount, not both.",
    path: ["basisPoints"],
  });
export type TCommissionRateInput = z.infer<typeof ZCommissionRateInput>;
