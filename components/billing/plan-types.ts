import type { ChangeKind } from "@/lib/billing/plan-state";
import type { BillingInterval, PlanKey } from "@/lib/billing/plans";

export type PlanTarget = { plan: PlanKey; interval: BillingInterval };

/** GET /api/subscription/preview's answer. */
export type PlanPreview = { change: ChangeKind; amountCents: number; effectiveAt: string; periodEnd: string | null };
