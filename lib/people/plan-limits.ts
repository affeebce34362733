import "server-only";
import { and, count, eq, isNotNull, lt, ne } from "drizzle-orm";
import type { AppError } from "@/lib/api/app-error";
import { planRequiredError } from "@/lib/billing/plan-required";
import { PAID_PLANS, PLANS, type PlanKey } from "@/lib/billing/plans";
import { getSubscription } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import { students } from "@/lib/db/schema";
import { plural } from "@/lib/text/plural";

type LimitKey = "activeStudents" | "partnerConnections";

const WORDS: Record<LimitKey, [singular: string, plural: string]> = {
  activeStudents: ["active student", "active students"],
  partnerConnections: ["partner connection", "partner connections"],
};

/** The limit as the one plan_required shape names it (`feature`), beside the plan's own key. */
const GATE = { activeStudents: "active_students", partnerConnections: "partner_connections" } as const;

/** The cheapest paid plan that allows more than `plan` does. */
function nextPlanFor(plan: PlanKey, key: LimitKey) {
  const limit = PLANS[plan].limits[key] ?? Infinity;
  return PAID_PLANS.find((candidate) => (candidate.limits[key] ?? Infinity) > limit);
}

/** "Your Basic plan allows 100 active students. Upgrade to Pro for up to 500." */
export function limitMessage(plan: PlanKey, key: LimitKey): string {
  const limit = PLANS[plan].limits[key] ?? Infinity;
  const [one, many] = WORDS[key];
  const next = nextPlanFor(plan, key);
  const allows = `Your ${PLANS[plan].name} plan allows ${plural(limit, one, many)}.`;
  if (!next) return allows;
  const nextLimit = next.limits[key];
  return `${allows} Upgrade to ${next.name} for ${nextLimit === null ? `unlimited ${many}` : `up to ${nextLimit}`}.`;
}

/** 403 plan_required when `adding` more active students would pass the plan's limit. */
export async function assertStudentLimit(db: Db, studioId: string, adding = 1): Promise<void> {
  const { key, limits } = await getSubscription(db, studioId);
  if (limits.activeStudents === null) return;
  const [row] = await db
    .select({ value: count() })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.active, true)));
  if (Number(row.value) + adding > limits.activeStudents) throw planRequired(key, "activeStudents");
}

/**
 * Partners are linked both ways (A→B and B→A), so a connection is one pair: counted once by the
 * smaller id. `ignoring` leaves out the pairs a change is about to replace.
 */
export async function assertPartnerLimit(db: Db, studioId: string, ignoring: string[]): Promise<void> {
  const { key, limits } = await getSubscription(db, studioId);
  if (limits.partnerConnections === null) return;
  const rows = await db
    .select({ id: students.id, partnerId: students.partnerId })
    .from(students)
    .where(
      and(eq(students.studioId, studioId), isNotNull(students.partnerId), lt(students.id, students.partnerId), ne(students.active, false)),
    );
  const pairs = rows.filter((row) => !ignoring.includes(row.id) && !ignoring.includes(row.partnerId!)).length;
  if (pairs + 1 > limits.partnerConnections) throw planRequired(key, "partnerConnections");
}

/** 403 plan_required naming the limit and the plan that allows more (the studio's own when none does). */
function planRequired(plan: PlanKey, key: LimitKey): AppError {
  return planRequiredError(GATE[key], nextPlanFor(plan, key)?.key ?? plan, limitMessage(plan, key));
}
