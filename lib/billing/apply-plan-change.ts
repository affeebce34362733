import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { planInvoices, studios } from "@/lib/db/schema";
import { planChange, settlePlan, type PlanChange, type PlanCharge, type PlanRow } from "./plan-state";
import type { PlanChoice } from "./proration";
import { resolveSubscription, STUDIO_PLAN_COLUMNS, type Subscription } from "./subscription";

export type LockedStudioPlan = PlanRow & { stripeCustomerId: string | null; stripeSubscriptionId: string | null };

/**
 * Locks the studio row (`select … for update`) and persists what reads already show lazily: periods
 * that ended are renewed or take their pending change. Self-hosted renewals are recorded as
 * invoices here; with a Stripe subscription, Stripe's `invoice.paid` records them instead.
 */
export async function lockSettledPlan(tx: Tx, studioId: string, now: Date): Promise<LockedStudioPlan> {
  const [row] = await tx
    .select({ ...STUDIO_PLAN_COLUMNS, stripeCustomerId: studios.stripeCustomerId, stripeSubscriptionId: studios.stripeSubscriptionId })
    .from(studios)
    .where(eq(studios.id, studioId))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("not_found", "Studio not found.");
  const settled = settlePlan(row, now);
  if (
    settled.renewals.length === 0 &&
    settled.row.plan === row.plan &&
    settled.row.currentPeriodEnd?.getTime() === row.currentPeriodEnd?.getTime()
  ) {
    return row;
  }
  await savePlan(tx, studioId, settled.row);
  if (!row.stripeSubscriptionId) {
    for (const renewal of settled.renewals) await recordPlanCharge(tx, studioId, renewal, null);
  }
  return { ...row, ...settled.row };
}

export async function savePlan(tx: Tx, studioId: string, row: PlanRow, extra: Partial<typeof studios.$inferInsert> = {}): Promise<void> {
  await tx
    .update(studios)
    .set({
      plan: row.plan,
      billingInterval: row.billingInterval,
      trialEndsAt: row.trialEndsAt,
      currentPeriodEnd: row.currentPeriodEnd,
      pendingPlan: row.pendingPlan ?? null,
      pendingInterval: row.pendingInterval ?? null,
      ...extra,
    })
    .where(eq(studios.id, studioId));
}

/** A row of plan_invoices: what the studio was billed. `externalId` (a Stripe id) makes it recorded once. */
export async function recordPlanCharge(tx: Tx, studioId: string, charge: PlanCharge, externalId: string | null): Promise<void> {
  await tx
    .insert(planInvoices)
    .values({ studioId, ...charge, externalId })
    .onConflictDoNothing();
}

/** The change `target` would make now, without writing (GET /api/subscription/preview). */
export async function previewPlanChange(
  db: Db,
  studioId: string,
  target: PlanChoice,
  now: Date,
  options: { restartPeriod?: boolean } = {},
): Promise<PlanChange> {
  const [row] = await db.select(STUDIO_PLAN_COLUMNS).from(studios).where(eq(studios.id, studioId)).limit(1);
  if (!row) throw new AppError("not_found", "Studio not found.");
  return planChange(settlePlan(row, now).row, target, now, options);
}

export type ApplyOptions = {
  /** Billing through Stripe: an upgrade would start a new period (see prorateUpgrade). */
  restartPeriod?: boolean;
  /** Runs under the studio lock before anything is saved; throwing refuses the change (nothing written). */
  check?: (change: PlanChange, current: LockedStudioPlan) => Promise<void> | void;
  /** Runs in the same transaction once saved (the owners' "plan changed" e-mail is queued there). */
  onApplied?: (tx: Tx, change: PlanChange, subscription: Subscription) => Promise<void>;
};

/** Self-hosted: the owner's choice applies directly, and what it costs is recorded as an invoice. */
export async function applyPlanChange(
  db: Db,
  studioId: string,
  target: PlanChoice,
  now: Date,
  options: ApplyOptions = {},
): Promise<{ change: PlanChange; subscription: Subscription }> {
  return db.transaction(async (tx) => {
    const current = await lockSettledPlan(tx, studioId, now);
    const change = planChange(current, target, now, { restartPeriod: options.restartPeriod });
    await options.check?.(change, current);
    await savePlan(tx, studioId, change.row);
    if (change.charge) await recordPlanCharge(tx, studioId, change.charge, null);
    const subscription = resolveSubscription(change.row, now);
    await options.onApplied?.(tx, change, subscription);
    return { change, subscription };
  });
}
