import "server-only";
import { eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { stripeSettings } from "@/lib/stripe/config";
import { createPlanCheckout, syncScheduledChange } from "@/lib/stripe/plan-checkout";
import { applyPlanChange, previewPlanChange } from "./apply-plan-change";
import type { ChangeKind } from "./plan-state";
import type { PlanChoice } from "./proration";
import type { Subscription } from "./subscription";

export type SubscriptionChangeResult =
  | { plan: Subscription; change: { change: ChangeKind; amountCents: number; effectiveAt: string } }
  | { checkoutUrl: string };

/**
 * PUT /api/subscription. Self-hosted (no Stripe), the choice applies directly. With Stripe, a change
 * that bills now goes through Checkout (its webhook sets the plan); a downgrade, cancel or undo is
 * mirrored on the Stripe subscription first, then scheduled here exactly as without Stripe.
 */
export async function changeSubscription(db: Db, session: Session, target: PlanChoice, now: Date): Promise<SubscriptionChangeResult> {
  if (stripeSettings()) {
    const preview = await previewPlanChange(db, session.studioId, target, now, { restartPeriod: true });
    // Whatever bills now (an upgrade, or a new period on a plan that was never billed) is paid in Checkout.
    if (preview.charge) return createPlanCheckout(db, session, target, preview.creditCents ?? 0);
    const [studio] = await db.select({ subscriptionId: studios.stripeSubscriptionId }).from(studios).where(eq(studios.id, session.studioId));
    const undoing = preview.change === "same" && session.studioPlan.pendingPlan;
    if (studio?.subscriptionId && (preview.change !== "same" || undoing)) {
      await syncScheduledChange(studio.subscriptionId, target, preview.change);
    }
  }
  const { change, subscription } = await applyPlanChange(db, session.studioId, target, now);
  return { plan: subscription, change: { change: change.change, amountCents: change.amountCents, effectiveAt: change.effectiveAt.toISOString() } };
}

export type SubscriptionPreview = { change: ChangeKind; amountCents: number; effectiveAt: string; periodEnd: string | null };

/**
 * GET /api/subscription/preview: the change and what it costs now. Billing through Stripe, an upgrade
 * starts a new period (a new Checkout subscription) credited with the unused part of the old one.
 */
export async function previewSubscriptionChange(db: Db, studioId: string, target: PlanChoice, now: Date): Promise<SubscriptionPreview> {
  const preview = await previewPlanChange(db, studioId, target, now, { restartPeriod: stripeSettings() !== null });
  return {
    change: preview.change,
    amountCents: preview.amountCents,
    effectiveAt: preview.effectiveAt.toISOString(),
    periodEnd: preview.charge ? preview.charge.periodEnd.toISOString() : null,
  };
}
