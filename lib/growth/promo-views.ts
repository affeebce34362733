import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { PROMO_KINDS, PROMO_USES } from "@/lib/db/schema/promo-codes";

/** One use of a code, as the owner reads it under the code. */
export const ZPromoUseItem = z.object({
  id: ZIdOut,
  studentId: ZIdOut,
  studentName: z.string(),
  usedFor: z.enum(PROMO_USES),
  name: z.string(),
  listCents: ZCentsOut,
  discountCents: ZCentsOut,
  redeemedAt: ZInstantOut,
});

/** A promo code with its terms and how much it has been used (owners). */
export const ZPromoCodeView = z.object({
  id: ZIdOut,
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(PROMO_KINDS),
  percent: z.number().int().nullable(),
  amountCents: ZCentsOut.nullable(),
  packageIds: z.array(ZIdOut).nullable(),
  membershipPlanIds: z.array(ZIdOut).nullable(),
  serviceIds: z.array(ZIdOut).nullable(),
  startsOn: ZDayOut.nullable(),
  endsOn: ZDayOut.nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerStudent: z.number().int().nullable(),
  firstTimeOnly: z.boolean(),
  active: z.boolean(),
  uses: z.number().int(),
  discountCents: ZCentsOut,
  createdAt: ZInstantOut,
});
export type PromoCodeView = z.input<typeof ZPromoCodeView>;

/** What a code would take off one item for one student, before the sale (the desk shows it and starts the payment at it). */
export const ZPromoQuoteView = z.object({
  name: z.string(),
  listCents: ZCentsOut,
  discountCents: ZCentsOut,
  priceCents: ZCentsOut,
});
