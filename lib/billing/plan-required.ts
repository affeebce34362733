import "server-only";
import { AppError } from "@/lib/api/app-error";
import type { StudioPlan } from "./resolve-subscription";
import { cheapestPlanWith, featureLabel, hasFeature, PLANS, type Feature, type PlanKey } from "./plans";
import { resolveSubscription } from "./resolve-subscription";

/** What a plan refusal is about: a feature of the comparison table, or a limit being reached. */
export type PlanGate = Feature | "active_students" | "partner_connections";

/**
 * The one 403 plan_required shape (`{ code, message, feature, plan, planName }`) every endpoint
 * answers, so the UI reads it in one place (readPlanRequired) and says which plan unlocks it.
 */
export function planRequiredError(feature: PlanGate, plan: PlanKey, message?: string): AppError {
  const name = PLANS[plan].name;
  return new AppError("plan_required", message ?? `This is available on the ${name} plan.`, {
    extra: { feature, plan, planName: name },
  });
}

/** How a refusal names a feature where the comparison table's label reads oddly in a sentence. */
const REFUSAL_WORDING: Partial<Record<Feature, string>> = { room_booking: "Booking practice rooms" };

/**
 * 403 plan_required unless the studio's plan (as the session read it) includes the feature:
 * "Data export is available on the Pro plan." Endpoints gated as a whole say so with
 * `route({ feature })`, which calls this; a handler gating one option calls it itself.
 */
export function assertFeature(studioPlan: StudioPlan, feature: Feature, message?: string, now = new Date()): void {
  if (hasFeature(resolveSubscription(studioPlan, now).key, feature)) return;
  const plan = cheapestPlanWith(feature)?.key ?? "premium";
  const what = REFUSAL_WORDING[feature] ?? featureLabel(feature);
  throw planRequiredError(feature, plan, message ?? `${what} is available on the ${PLANS[plan].name} plan.`);
}
