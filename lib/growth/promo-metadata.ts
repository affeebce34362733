import { isId } from "@/lib/api/ids";

/** The promo code a paid Checkout's metadata names (promoCodeId, promoDiscountCents), or undefined without one. */
export function promoFromMetadata(meta: Record<string, string | undefined>): { promoCodeId: string; discountCents: number } | undefined {
  const discountCents = Number(meta.promoDiscountCents);
  if (!meta.promoCodeId || !isId(meta.promoCodeId) || !Number.isInteger(discountCents) || discountCents <= 0) return undefined;
  return { promoCodeId: meta.promoCodeId, discountCents };
}
