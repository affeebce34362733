import { z } from "zod";
import { BILLING_INTERVALS, PLAN_KEYS } from "@/lib/db/schema/accounts";

/** `PUT /api/subscription` and its preview: which plan, billed how often. */
export const ZPlanChoice = z.object({
  plan: z.enum(PLAN_KEYS, "Choose Free, Basic, Pro or Premium."),
  interval: z.enum(BILLING_INTERVALS, "Choose monthly or annual billing.").default("month"),
});
export type TPlanChoice = z.infer<typeof ZPlanChoice>;
