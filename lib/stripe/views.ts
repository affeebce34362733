import { z } from "zod";
import { ZCentsOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";

/** The studio's own Stripe account as Settings → Online payments shows it (owners only). */
export const ZPaymentsAccountView = z.object({
  status: z.enum(["not_connected", "onboarding", "restricted", "active"]),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** What Stripe still needs (its requirement names, e.g. "external_account"). */
  requirementsDue: z.array(z.string()),
  payouts: z.array(z.object({ amountCents: ZCentsOut, currency: z.string(), arrivalDate: ZInstantOut, status: z.string() })),
  /** Whether this server can take students' money at all; false: the operator has not set up Stripe Connect. */
  configured: z.boolean(),
});

/** A card a student saved on the studio's account: enough to recognise it, nothing to charge it with. */
export const ZSavedCardView = z.object({
  id: ZIdOut,
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
