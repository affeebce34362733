import { z } from "zod";
import { ZCentsOut, ZInstantOut } from "@/lib/api/answer-fields";
import { BILLING_INTERVALS, PLAN_KEYS } from "@/lib/db/schema/accounts";

const ZChangeKind = z.enum(["upgrade", "downgrade", "cancel", "same"]);

/** The studio's plan in effect, its limits, and a downgrade or cancel scheduled for the period's end. Never a Stripe id. */
export const ZSubscriptionView = z.object({
  key: z.enum(PLAN_KEYS),
  name: z.string(),
  /** null on Free and during the trial: nothing is billed. */
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(["trialing", "active"]),
  trialEndsAt: ZInstantOut.nullable(),
  currentPeriodEnd: ZInstantOut.nullable(),
  limits: z.object({ activeStudents: z.number().int().nullable(), partnerConnections: z.number().int().nullable() }),
  pending: z.object({ plan: z.enum(PLAN_KEYS), interval: z.enum(BILLING_INTERVALS).nullable(), effectiveAt: ZInstantOut }).nullable(),
});

/** What a plan change would do before the owner confirms it: its kind, what it bills now, and from when. */
export const ZSubscriptionPreviewView = z.object({
  change: ZChangeKind,
  amountCents: ZCentsOut,
  effectiveAt: ZInstantOut,
  periodEnd: ZInstantOut.nullable(),
});

/** A plan change applied or scheduled, with the plan now in effect; or the Stripe Checkout page that bills it. */
export const ZPlanChangeResultView = z.union([
  z.object({
    plan: ZSubscriptionView,
    change: z.object({ change: ZChangeKind, amountCents: ZCentsOut, effectiveAt: ZInstantOut }),
  }),
  z.object({ checkoutUrl: z.string() }),
]);
