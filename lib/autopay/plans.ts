import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { membershipPlans } from "@/lib/db/schema";
import { addDays } from "@/lib/dates/wall-time";
import { addMonthsClamped } from "./periods";
import type { TMembershipPlanInput, TMembershipPlanPatch } from "./schemas";

/** What a plan's answer is read from (ZMembershipPlanView). */
export const PLAN_COLUMNS = {
  id: membershipPlans.id,
  name: membershipPlans.name,
  priceCents: membershipPlans.priceCents,
  period: membershipPlans.period,
  unlimitedClasses: membershipPlans.unlimitedClasses,
  privateUnits: membershipPlans.privateUnits,
  classUnits: membershipPlans.classUnits,
  unused: membershipPlans.unused,
  rollOverCap: membershipPlans.rollOverCap,
  commitmentMonths: membershipPlans.commitmentMonths,
  noticeDays: membershipPlans.noticeDays,
  signUpFeeCents: membershipPlans.signUpFeeCents,
  onlineEnrol: membershipPlans.onlineEnrol,
  active: membershipPlans.active,
};
export type MembershipPlan = { [Key in keyof typeof PLAN_COLUMNS]: (typeof membershipPlans.$inferSelect)[Key] };

/**
 * The studio's membership plans, cheapest first. Staff read them all; a student only those on offer
 * that they may enrol in online (active, online enrolment on): the others are sold at the desk.
 */
export async function listMembershipPlans(db: Db, session: Session): Promise<MembershipPlan[]> {
  const where = and(
    eq(membershipPlans.studioId, session.studioId),
    isStudent(session) ? and(eq(membershipPlans.active, true), eq(membershipPlans.onlineEnrol, true)) : undefined,
  );
  return db.select(PLAN_COLUMNS).from(membershipPlans).where(where).orderBy(asc(membershipPlans.priceCents), asc(membershipPlans.name));
}

/** One of the studio's plans (any state), or 404. */
export async function getMembershipPlan(db: Db, studioId: string, id: string): Promise<MembershipPlan> {
  const [row] = await db
    .select(PLAN_COLUMNS)
    .from(membershipPlans)
    .where(and(eq(membershipPlans.studioId, studioId), eq(membershipPlans.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Membership plan not found.");
  return row;
}

export async function createMembershipPlan(db: Db, session: Session, input: TMembershipPlanInput): Promise<MembershipPlan> {
  const [row] = await db
    .insert(membershipPlans)
    .values({ studioId: session.studioId, ...input })
    .returning(PLAN_COLUMNS);
  return row;
}

/**
 * Renames, reprices, opens or closes online enrolment, or takes a plan off offer. Members keep the
 * terms copied at their enrolment (student_memberships): a new price applies to new members only.
 */
export async function updateMembershipPlan(db: Db, session: Session, id: string, patch: TMembershipPlanPatch): Promise<MembershipPlan> {
  if (Object.keys(patch).length === 0) return getMembershipPlan(db, session.studioId, id);
  const [row] = await db
    .update(membershipPlans)
    .set(patch)
    .where(and(eq(membershipPlans.studioId, session.studioId), eq(membershipPlans.id, id)))
    .returning(PLAN_COLUMNS);
  if (!row) throw new AppError("not_found", "Membership plan not found.");
  return row;
}

type PlanTerms = Pick<
  typeof membershipPlans.$inferSelect,
  | "id"
  | "name"
  | "priceCents"
  | "period"
  | "unlimitedClasses"
  | "privateUnits"
  | "classUnits"
  | "unused"
  | "rollOverCap"
  | "noticeDays"
  | "commitmentMonths"
>;

/**
 * A new membership's row: the plan's terms copied (a later change to the plan never rewrites them)
 * and its commitment's last day, counted in months from the start.
 */
export function enrolmentTerms(plan: PlanTerms, member: { studioId: string; studentId: string; startsOn: string }) {
  const { studioId, studentId, startsOn } = member;
  return {
    studioId,
    studentId,
    planId: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    period: plan.period,
    unlimitedClasses: plan.unlimitedClasses,
    privateUnits: plan.privateUnits,
    classUnits: plan.classUnits,
    unused: plan.unused,
    rollOverCap: plan.rollOverCap,
    noticeDays: plan.noticeDays,
    startsOn,
    commitmentEndsOn: plan.commitmentMonths > 0 ? addDays(addMonthsClamped(startsOn, plan.commitmentMonths), -1) : null,
  };
}
