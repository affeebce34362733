import "server-only";
import type { Subscription } from "@/lib/billing/resolve-subscription";
import type { PlanChange, PlanRow } from "@/lib/billing/plan-state";
import { resolveSubscription } from "@/lib/billing/resolve-subscription";
import { PLANS } from "@/lib/billing/plans";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { formatMoney } from "@/lib/money/money";
import { enqueueMessages } from "./enqueue";
import { formatDate } from "./format-when";
import { renderEmail } from "./layout";
import { ownerRecipients } from "./recipients";
import { loadStudioContext } from "./studio-context";

const WHAT: Record<PlanChange["change"], string> = {
  upgrade: "is upgraded",
  downgrade: "will change",
  cancel: "will move to Free",
  same: "stays as it is",
};

/** To every owner, in the plan change's transaction: what changed, when, and what it cost. */
export async function notifyPlanChanged(tx: Db, studioId: string, change: PlanChange, subscription: Subscription): Promise<void> {
  const studio = await loadStudioContext(tx, studioId, change.effectiveAt);
  const target = PLANS[change.row.pendingPlan ?? change.row.plan];
  const effective = formatDate(change.effectiveAt, studio);
  const heading = `Your plan ${WHAT[change.change]}: ${target.name}`;
  const rendered = renderEmail(studio, {
    heading,
    paragraphs: [
      change.change === "upgrade"
        ? `${studio.name} is on the ${subscription.name} plan from today.`
        : change.change === "same"
          ? `The change waiting for ${studio.name}'s plan is undone: it stays on ${subscription.name}.`
          : `${studio.name} moves to the ${target.name} plan on ${effective}, at the end of the current period. Until then everything stays as it is.`,
    ],
    details: [
      ["Plan", target.name],
      ["From", effective],
      ...(change.amountCents > 0 ? ([["Charged now", formatMoney(change.amountCents, "USD")]] as [string, string][]) : []),
    ],
    action: { label: "See your plan", url: `${env.SITE_URL}/app/settings#settings-plan` },
  });
  const owners = await ownerRecipients(tx, studioId);
  await enqueueMessages(
    tx,
    owners.map((owner) => ({
      studioId,
      kind: "plan_changed" as const,
      userId: owner.userId,
      recipient: owner.email,
      recipientName: owner.name,
      subject: heading,
      ...rendered,
    })),
  );
}

const RANK = { free: 0, basic: 1, pro: 2, premium: 3 } as const;

/**
 * A plan change that arrived from Stripe (a Checkout completed, a subscription cancelled at the
 * period's end or ended): the owners get the same e-mail an in-app change sends. Called in the
 * webhook's transaction, which runs once per Stripe event id (a redelivery is a duplicate), and only
 * when the stored plan really moved, so an in-app change echoed back by Stripe writes nothing twice.
 */
export async function notifyStripePlanChange(tx: Db, studioId: string, before: PlanRow, after: PlanRow, amountCents: number, at: Date) {
  if (before.plan === after.plan && before.pendingPlan === after.pendingPlan) return;
  let change: PlanChange["change"];
  let effectiveAt = at;
  if (before.plan !== after.plan) {
    change = RANK[after.plan] > RANK[before.plan] ? "upgrade" : after.plan === "free" ? "cancel" : "downgrade";
  } else if (after.pendingPlan) {
    change = after.pendingPlan === "free" ? "cancel" : "downgrade";
    effectiveAt = after.currentPeriodEnd ?? at;
  } else {
    change = "same";
  }
  const planChange: PlanChange = { change, amountCents: change === "upgrade" ? amountCents : 0, effectiveAt, row: after, charge: null };
  await notifyPlanChanged(tx, studioId, planChange, resolveSubscription(after, at));
}
