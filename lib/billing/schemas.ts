import { z } from "zod";
import { BILLING_INTERVALS, PLAN_KEYS } from "@/lib/db/schema/accounts";

/** `PUT /api/subscription` and its preview: which plan, billed how often. */
export const ZPlanChoice = z.object({
  plan: z.enum(PLAN_KEYS, "Choose Free, Basic, Pro or Premium."),
  interval: z.enum(BILLING_INTERVALS, "Choose monthly or annual billing.").default("month"),
});

/** `PUT /api/subscription`: the choice, and optionally the amount the owner confirmed (a different amount is a 409). */
export const ZPlanChangeBody = ZPlanChoice.extend({
  expectedAmountCents: z
    .number("Send the confirmed amount in cents.")
    .int("Send the confirmed amount in cents.")
    .min(0, "Send the confirmed amount in cents.")
    .optional(),
});
