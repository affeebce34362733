import { z } from "zod";
import { ZHexColor } from "@/lib/api/zod-fields";
import { contrastWithWhite, formatContrast, MIN_CONTRAST_WITH_WHITE } from "./contrast";

/**
 * Settings → Branding's colour and Settings → Payment at booking, as their forms check them before
 * PATCH /api/studio (which checks the same again: the API is the one that decides).
 */
export function contrastMessage(ratio: number): string {
  return `This colour has a contrast of ${formatContrast(ratio)} with white text; choose a darker one (at least ${MIN_CONTRAST_WITH_WHITE}:1).`;
}

export const ZBrandColorForm = z.object({
  color: ZHexColor.superRefine((color, ctx) => {
    const ratio = contrastWithWhite(color);
    if (ratio < MIN_CONTRAST_WITH_WHITE) ctx.addIssue({ code: "custom", message: contrastMessage(ratio) });
  }),
});

export const PAYMENT_AT_BOOKING_CHOICES = ["account", "checkout"] as const;

export const ZPaymentAtBookingForm = z.object({
  paymentAtBooking: z.enum(PAYMENT_AT_BOOKING_CHOICES, "Choose how students pay for what they book."),
});
