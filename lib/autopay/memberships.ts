import "server-only";
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { assertCanSeeAccount, isInstructor, isStudent } from "@/lib/access/rules";
import { assertCanSeeStudent } from "@/lib/access/students";
import { AppError } from "@/lib/api/app-error";
import { loggableError } from "@/lib/api/log-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { paymentItems, savedCards, studentMemberships, students } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { findPromoCode } from "@/lib/growth/promo-redeem";
import { recordSale } from "@/lib/growth/sales";
import { currentPaymentsAccount, takesOnlinePayments } from "@/lib/stripe/studio-account";
import { lowerFirstPeriod, redeemOnEnrolment } from "./membership-promo";
import { ensurePeriods, firstPeriodFrom, MEMBERSHIP_TERMS, startsInPause, signUpFeeDescription } from "./membership-periods";
import { periodStart } from "./periods";
import { enrolmentTerms, getMembershipPlan } from "./plans";
import { chargeItemNow } from "./run";
import type { TEnrolInput } from "./schemas";
import type { MEMBERSHIP_STATES } from "./views";

/**
 * The studio's allowance for a start in the past: a membership may start up to this many days
 * before today (the studio's today), so a student who began last week is enrolled from then.
 */
export const START_ALLOWANCE_DAYS = 7;

export const VIEW_COLUMNS = {
  ...MEMBERSHIP_TERMS,
  planId: studentMemberships.planId,
  commitmentEndsOn: studentMemberships.commitmentEndsOn,
  cancelledAt: studentMemberships.cancelledAt,
  noticeDays: studentMemberships.noticeDays,
};
export type MembershipRow = { [Key in keyof typeof VIEW_COLUMNS]: (typeof studentMemberships.$inferSelect)[Key] };

export type MembershipView = {
  id: string;
  studentId: string;
  planId: string;
  name: string;
  priceCents: number;
  period: "week" | "month";
  unlimitedClasses: boolean;
  privateUnits: number;
  classUnits: number;
  state: (typeof MEMBERSHIP_STATES)[number];
  startsOn: string;
  commitmentEndsOn: string | null;
  pausedFrom: string | null;
  pausedUntil: string | null;
  endsOn: string | null;
  nextChargeOn: string | null;
};

export const todayIn = (timeZone: string, now: Date) => instantToLocal(now, timeZone).date;

/**
 * Enrols a student in a plan from `startsOn` (owners; a student themselves in a plan open to online
 * enrolment, with a card saved on the studio's account to charge). The plan's terms are copied, and
 * in one transaction the sign-up fee, the first period's charge and (once it has begun) its units
 * are written; what is due by today is charged right after the commit, as the run would.
 */
export async function enrolMembership(db: Db, session: Session, studentId: string, input: TEnrolInput, now = new Date(), address = "desk") {
  assertCanSeeAccount(session, studentId);
  const student = await requireStudent(db, session.studioId, studentId);
  const plan = await getMembershipPlan(db, session.studioId, input.planId).catch((error: unknown) => {
    if (!(error instanceof AppError) || error.code !== "not_found") throw error;
    throw new AppError("not_found", "Membership plan not found.", { fields: { planId: "Choose one of the studio's membership plans." } });
  });
  const self = isStudent(session);
  if (!plan.active) throw new AppError("conflict", `${plan.name} is no longer offered.`, { fields: { planId: "Choose a plan on offer." } });
  if (self && !plan.onlineEnrol)
    throw new AppError("forbidden", `${plan.name} is enrolled at the studio. Ask them to enrol you.`, {
      fields: { planId: "Choose a plan you can join online." },
    });
  if (!student.active) throw new AppError("rule", `${student.name} is inactive. Reactivate them to enrol them.`);
  const timeZone = session.studioTimeZone;
  const today = todayIn(timeZone, now);
  const earliest = addDays(today, -START_ALLOWANCE_DAYS);
  if (input.startsOn < earliest)
    throw new AppError("validation", `A membership can start at most ${START_ALLOWANCE_DAYS} days back, on ${earliest} or later.`, {
      fields: { startsOn: `Start on ${earliest} or later.` },
    });
  if (self) await assertCardToCharge(db, session.studioId, studentId, plan.period);
  const promo = input.promoCode ? await findPromoCode(db, session.studioId, input.promoCode, address) : null;

  const { id, due } = await db.transaction(async (tx) => {
    // One enrolment at a time per student: a second click waits, then sees the first.
    await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)))
      .for("update");
    const [running] = await tx
      .select({ id: studentMemberships.id })
      .from(studentMemberships)
      .where(
        and(
          eq(studentMemberships.studioId, session.studioId),
          eq(studentMemberships.studentId, studentId),
          eq(studentMemberships.planId, plan.id),
          or(isNull(studentMemberships.endsOn), gt(studentMemberships.endsOn, today)),
        ),
      )
      .limit(1);
    if (running)
      throw new AppError("conflict", `${student.name} is already a member of ${plan.name}.`, {
        fields: { planId: "Already a member of this plan." },
      });
    const [terms] = await tx
      .insert(studentMemberships)
      .values({
        ...enrolmentTerms(plan, { studioId: session.studioId, studentId, startsOn: input.startsOn }),
        createdByUserId: session.userId,
      })
      .returning(MEMBERSHIP_TERMS);
    const enrolment = {
      studioId: session.studioId,
      studentId,
      membershipId: terms.id,
      planId: plan.id,
      planName: plan.name,
      priceCents: plan.priceCents,
      at: now,
    };
    const redemption = promo ? await redeemOnEnrolment(tx, enrolment, promo.id) : null;
    await recordSale(tx, {
      studioId: session.studioId,
      studentId,
      kind: "membership",
      studentMembershipId: terms.id,
      name: plan.name,
      listCents: plan.priceCents,
      discountCents: redemption?.discountCents ?? 0,
      promoCodeId: redemption?.promoCodeId ?? null,
      soldAt: now,
      userId: session.userId,
    });
    const due: string[] = [];
    if (plan.signUpFeeCents > 0) {
      const [fee] = await tx
        .insert(paymentItems)
        .values({
          studioId: session.studioId,
          studentId,
          source: "membership",
          membershipId: terms.id,
          sequence: 0,
          dueOn: today,
          amountCents: plan.signUpFeeCents,
          description: signUpFeeDescription(plan.name),
          nextAttemptAt: now,
        })
        .returning({ id: paymentItems.id });
      due.push(fee.id);
    }
    const written = await ensurePeriods(tx, terms, timeZone, now, { items: 0, grants: 0 });
    if (redemption) await lowerFirstPeriod(tx, session.studioId, terms.id, redemption.discountCents, session.studioCurrency);
    const dueNow = written.items.filter((item) => item.dueOn <= today).map((item) => item.id);
    // Due at the enrolment: tried right after the commit, not at the day's charge time.
    if (dueNow.length)
      await tx
        .update(paymentItems)
        .set({ nextAttemptAt: now })
        .where(and(eq(paymentItems.studioId, session.studioId), inArray(paymentItems.id, dueNow), gt(paymentItems.nextAttemptAt, now)));
    return { id: terms.id, due: [...due, ...dueNow] };
  });
  for (const itemId of due) {
    // A charge that can't be made now (Stripe unreachable) stays due: the run tries it again.
    await chargeItemNow(db, session.studioId, itemId, now).catch((error: unknown) =>
      console.error(`Charging payment item ${itemId} at enrolment failed; the run tries it again.`, loggableError(error)),
    );
  }
  return getMembership(db, session.studioId, id, timeZone, now);
}

/** The student in the caller's studio, or 404 (another studio's id looks the same as nobody's). */
async function requireStudent(db: Db, studioId: string, studentId: string) {
  const [student] = await db
    .select({ id: students.id, name: students.name, active: students.active })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.id, studentId)))
    .limit(1);
  if (!student) throw new AppError("not_found", "Student not found.");
  return student;
}

/** A student enrolling online needs a card on the studio's own Stripe account: each period is charged to it. */
async function assertCardToCharge(db: Db, studioId: string, studentId: string, period: "week" | "month") {
  const account = await currentPaymentsAccount(db, studioId);
  if (!account || !(await takesOnlinePayments(db, studioId)))
    throw new AppError(
      "conflict",
      "This studio doesn't take online payments yet, so it enrols members at the desk. Ask them to enrol you.",
    );
  const [card] = await db
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.studioId, studioId), eq(savedCards.accountId, account.accountId), eq(savedCards.studentId, studentId)))
    .limit(1);
  if (!card)
    throw new AppError(
      "conflict",
      `Add a card in Settings → Payment methods first: your membership is charged to it each ${period}. Then enrol again.`,
    );
}

/** A student's memberships, newest first: the student themselves, owners, and instructors for their students. */
export async function listMemberships(db: Db, session: Session, studentId: string, now = new Date()): Promise<MembershipView[]> {
  if (isInstructor(session)) await assertCanSeeStudent(db, session, studentId);
  else assertCanSeeAccount(session, studentId);
  await requireStudent(db, session.studioId, studentId);
  const rows = await db
    .select(VIEW_COLUMNS)
    .from(studentMemberships)
    .where(and(eq(studentMemberships.studioId, session.studioId), eq(studentMemberships.studentId, studentId)))
    .orderBy(desc(studentMemberships.startsOn), desc(studentMemberships.createdAt));
  return toViews(db, session.studioId, rows, todayIn(session.studioTimeZone, now));
}

export async function getMembership(db: Db, studioId: string, id: string, timeZone: string, now: Date): Promise<MembershipView> {
  const [row] = await db
    .select(VIEW_COLUMNS)
    .from(studentMemberships)
    .where(and(eq(studentMemberships.studioId, studioId), eq(studentMemberships.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Membership not found.");
  return membershipView(db, studioId, row, todayIn(timeZone, now));
}

/** One membership's answer from its row as already read. */
export async function membershipView(db: Db, studioId: string, row: MembershipRow, today: string): Promise<MembershipView> {
  const [view] = await toViews(db, studioId, [row], today);
  return view;
}

async function toViews(db: Db, studioId: string, rows: MembershipRow[], today: string): Promise<MembershipView[]> {
  if (rows.length === 0) return [];
  const next = await db
    .select({ membershipId: paymentItems.membershipId, dueOn: sql<string>`min(${paymentItems.dueOn})` })
    .from(paymentItems)
    .where(
      and(
        eq(paymentItems.studioId, studioId),
        inArray(
          paymentItems.membershipId,
          rows.map((row) => row.id),
        ),
        eq(paymentItems.status, "scheduled"),
      ),
    )
    .groupBy(paymentItems.membershipId);
  const nextOf = new Map(next.map((row) => [row.membershipId, String(row.dueOn)]));
  return rows.map((row) => ({
    id: row.id,
    studentId: row.studentId,
    planId: row.planId,
    name: row.name,
    priceCents: row.priceCents,
    period: row.period,
    unlimitedClasses: row.unlimitedClasses,
    privateUnits: row.privateUnits,
    classUnits: row.classUnits,
    state: stateOf(row, today),
    startsOn: row.startsOn,
    commitmentEndsOn: row.commitmentEndsOn,
    pausedFrom: row.pausedFrom,
    pausedUntil: row.pausedUntil,
    endsOn: row.endsOn,
    nextChargeOn: nextOf.get(row.id) ?? nextPeriodCharge(row, today),
  }));
}

/** Where a membership stands today: ended, past due, not begun, paused, ending after its notice, or running. */
function stateOf(row: MembershipRow, today: string): MembershipView["state"] {
  if (row.endsOn !== null && row.endsOn <= today) return "ended";
  if (row.pastDueSince !== null) return "past_due";
  if (row.startsOn > today) return "upcoming";
  if (row.pausedFrom !== null && row.pausedUntil !== null && row.pausedFrom <= today && today < row.pausedUntil) return "paused";
  if (row.endsOn !== null) return "ending";
  return "active";
}

/** The next period's charge day when its item isn't written yet (beyond the horizon): the next running period's start. */
function nextPeriodCharge(row: MembershipRow, today: string): string | null {
  if (row.priceCents === 0) return null;
  for (let index = firstPeriodFrom(row, addDays(today, 1)); index < 10_000; index += 1) {
    const start = periodStart(row.startsOn, row.period, index);
    if (row.endsOn !== null && start >= row.endsOn) return null;
    if (!startsInPause(row, start)) return start;
  }
  return null;
}
