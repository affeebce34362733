import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { SALE_CATEGORY_KEYS, type SaleCategoryKey } from "./sales-labels";

const ZCategoryOut = z.enum(SALE_CATEGORY_KEYS as [SaleCategoryKey, ...SaleCategoryKey[]]);

/** An instructor credited with a share of a sale. */
const ZSaleCreditView = z.object({ instructorId: ZIdOut, instructor: z.string(), percent: z.number().int() });

/** A package or membership sold: its category (derived, or set by hand), its money and who is credited. */
export const ZSaleView = z.object({
  id: ZIdOut,
  studentId: ZIdOut,
  student: z.string(),
  kind: z.enum(["package", "membership"]),
  name: z.string(),
  category: ZCategoryOut,
  categoryByHand: z.boolean(),
  listCents: ZCentsOut,
  discountCents: ZCentsOut,
  amountCents: ZCentsOut,
  soldAt: ZInstantOut,
  credits: z.array(ZSaleCreditView),
});

/** A commission rate in force from its date: a percent in basis points or a fixed amount per sale. */
export const ZCommissionRateView = z.object({
  id: ZIdOut,
  category: ZCategoryOut,
  basisPoints: z.number().int().nullable(),
  fixedCents: ZCentsOut.nullable(),
  effectiveFrom: ZDayOut,
});
