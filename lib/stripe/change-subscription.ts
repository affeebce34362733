import "server-only";
import { notifyPlanChanged } from "@/lib/notifications/plan-notice";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { formatMoney } from "@/lib/money/money";
import { applyPlanChange, previewPlanChange } from "@/lib/billing/apply-plan-change";
import type { ChangeKind, PlanChange } from "@/lib/billing/plan-state";
import type { PlanChoice } from "@/lib/billing/proration";
import type { Subscription } from "@/lib/billing/subscription";
import { stripeSettings } from "./config";
import { createPlanCheckout, syncScheduledChange } from "./plan-checkout";

export type SubscriptionChangeResult =
  { plan: Subscription; change: { change: ChangeKind; amountCents: number; effectiveAt: string } } | { checkoutUrl: string };

/**
 * PUT /api/subscription (here, above lib/billing's plan rules: it chooses between them and Stripe,
 * and lib/billing never imports lib/stripe). Self-hosted (no Stripe), the choice applies directly.
 * With Stripe, a change that bills now goes through Checkout (its webhook sets the plan); a downgrade, cancel or undo is
 * mirrored on the Stripe subscription first, then scheduled here exactly as without Stripe, both
 * under the studio's lock. `expectedAmountCents` is what the owner confirmed: another amount is a 409.
 */
export async function changeSubscription(
  db: Db,
  session: Session,
  target: PlanChoice,
  now: Date,
  expectedAmountCents?: number,
): Promise<SubscriptionChangeResult> {
  const viaStripe = stripeSettings() !== null;
  if (viaStripe) {
    const preview = await previewPlanChange(db, session.studioId, target, now, { restartPeriod: true });
    refuseIntervalDowngrade(preview, target);
    // Whatever bills now (an upgrade, or a new period on a plan that was never billed) is paid in Checkout.
    if (preview.charge) {
      refuseOtherAmount(preview.amountCents, expectedAmountCents);
      return createPlanCheckout(db, session, target, preview.creditCents ?? 0);
    }
  }
  const { change, subscription } = await applyPlanChange(db, session.studioId, target, now, {
    restartPeriod: viaStripe,
    onApplied: (tx, applied, subscription) => notifyPlanChanged(tx, session.studioId, applied, subscription),
    async check(locked, current) {
      if (viaStripe) {
        // The preview above charged nothing, but the plan changed before the lock: never apply an unpaid upgrade.
        if (locked.charge) throw new AppError("conflict", "Your plan changed meanwhile; review the change again.");
        refuseIntervalDowngrade(locked, target);
      }
      refuseOtherAmount(locked.amountCents, expectedAmountCents);
      const undoing = locked.change === "same" && current.pendingPlan;
      if (viaStripe && current.stripeSubscriptionId && (locked.change !== "same" || undoing)) {
        await syncScheduledChange(current.stripeSubscriptionId, target, locked.change);
      }
    },
  });
  return {
    plan: subscription,
    change: { change: change.change, amountCents: change.amountCents, effectiveAt: change.effectiveAt.toISOString() },
  };
}

function refuseOtherAmount(amountCents: number, expectedAmountCents: number | undefined): void {
  if (expectedAmountCents === undefined || expectedAmountCents === amountCents) return;
  throw new AppError(
    "conflict",
    `This change now costs ${formatMoney(amountCents)}, not ${formatMoney(expectedAmountCents)}; review the change again.`,
  );
}

/**
 * Billing through Stripe, a downgrade that also changes the interval cannot wait for the renewal:
 * Stripe bills a price of another interval at once. The owner cancels and picks the plan later.
 */
function refuseIntervalDowngrade(change: PlanChange, target: PlanChoice): void {
  if (change.change !== "downgrade" || change.charge || change.row.billingInterval === target.interval) return;
  throw new AppError(
    "rule",
    target.interval === "month"
      ? "Switching from annual to monthly billing happens at renewal: cancel the plan now and choose monthly when it ends."
      : "Switching to a lower plan billed annually happens at renewal: cancel the plan now and choose annual billing when it ends.",
  );
}

export type SubscriptionPreview = { change: ChangeKind; amountCents: number; effectiveAt: string; periodEnd: string | null };

/**
 * GET /api/subscription/preview: the change and what it costs now. Billing through Stripe, an upgrade
 * starts a new period (a new Checkout subscription) credited with the unused part of the old one,
 * and a downgrade to another interval is refused here already (the dialog shows why).
 */
export async function previewSubscriptionChange(db: Db, studioId: string, target: PlanChoice, now: Date): Promise<SubscriptionPreview> {
  const viaStripe = stripeSettings() !== null;
  const preview = await previewPlanChange(db, studioId, target, now, { restartPeriod: viaStripe });
  if (viaStripe) refuseIntervalDowngrade(preview, target);
  return {
    change: preview.change,
    amountCents: preview.amountCents,
    effectiveAt: preview.effectiveAt.toISOString(),
    periodEnd: preview.charge ? preview.charge.periodEnd.toISOString() : null,
  };
}
