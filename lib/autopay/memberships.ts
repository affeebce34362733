import "server-only";
import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { assertCanSeeAccount, isInstructor, isStudent } from "@/lib/access/rules";
import { assertCanSeeStudent } from "@/lib/access/students";
import { AppError } from "@/lib/api/app-error";
import { loggableError } from "@/lib/api/log-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { paymentItems, savedCards, studentMemberships, studentPackages, students } from "@/lib/db/schema";
import { addDays, daysBetween, instantToLocal } from "@/lib/dates/wall-time";
import { currentPaymentsAccount, takesOnlinePayments } from "@/lib/stripe/studio-account";
import {
  ensurePeriods,
  firstPeriodFrom,
  MEMBERSHIP_TERMS,
  startOfDay,
  startsInPause,
  signUpFeeDescription,
  writtenThrough,
  type MembershipTerms,
} from "./membership-periods";
import { addMonthsClamped, chargeInstant, periodStart } from "./periods";
import { getMembershipPlan } from "./plans";
import { chargeItemNow } from "./run";
import type { TEnrolInput, TMembershipAction } from "./schemas";
import type { MEMBERSHIP_STATES } from "./views";

/**
 * The studio's allowance for a start in the past: a membership may start up to this many days
 * before today (the studio's today), so a student who began last week is enrolled from then.
 */
export const START_ALLOWANCE_DAYS = 7;

const VIEW_COLUMNS = {
  ...MEMBERSHIP_TERMS,
  planId: studentMemberships.planId,
  commitmentEndsOn: studentMemberships.commitmentEndsOn,
  cancelledAt: studentMemberships.cancelledAt,
  noticeDays: studentMemberships.noticeDays,
};
type MembershipRow = { [Key in keyof typeof VIEW_COLUMNS]: (typeof studentMemberships.$inferSelect)[Key] };

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

const todayIn = (timeZone: string, now: Date) => instantToLocal(now, timeZone).date;

/**
 * Enrols a student in a plan from `startsOn` (owners; a student themselves in a plan open to online
 * enrolment, with a card saved on the studio's account to charge). The plan's terms are copied, and
 * in one transaction the sign-up fee, the first period's charge and (once it has begun) its units
 * are written; what is due by today is charged right after the commit, as the run would.
 */
export async function enrolMembership(db: Db, session: Session, studentId: string, input: TEnrolInput, now = new Date()) {
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
        studioId: session.studioId,
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
        startsOn: input.startsOn,
        commitmentEndsOn: plan.commitmentMonths > 0 ? addDays(addMonthsClamped(input.startsOn, plan.commitmentMonths), -1) : null,
        createdByUserId: session.userId,
      })
      .returning(MEMBERSHIP_TERMS);
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

async function getMembership(db: Db, studioId: string, id: string, timeZone: string, now: Date): Promise<MembershipView> {
  const [row] = await db
    .select(VIEW_COLUMNS)
    .from(studentMemberships)
    .where(and(eq(studentMemberships.studioId, studioId), eq(studentMemberships.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Membership not found.");
  const [view] = await toViews(db, studioId, [row], todayIn(timeZone, now));
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

/**
 * Pause, resume or cancel (owners). Pause: periods starting in [from, until) are not charged and
 * give no units, units running at `from` end then, the commitment moves later by the pause's
 * length. Resume: the pause ends today and its periods still to come are charged again. Cancel: the
 * membership ends after the notice period and the commitment (`waiveNotice`: today); periods
 * starting on or after its end are never charged.
 */
export async function changeMembership(db: Db, session: Session, id: string, action: TMembershipAction, now = new Date()) {
  const timeZone = session.studioTimeZone;
  const today = todayIn(timeZone, now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select(VIEW_COLUMNS)
      .from(studentMemberships)
      .where(and(eq(studentMemberships.studioId, session.studioId), eq(studentMemberships.id, id)))
      .for("update");
    if (!row) throw new AppError("not_found", "Membership not found.");
    if (action.action === "pause") await pause(tx, row, action.from, action.until, today, timeZone, now);
    else if (action.action === "resume") await resume(tx, row, today, timeZone, now);
    else await cancel(tx, row, action.waiveNotice === true, today, timeZone, now);
  });
  return getMembership(db, session.studioId, id, timeZone, now);
}

const ofMembership = (row: Pick<MembershipRow, "studioId" | "id">) =>
  and(eq(paymentItems.studioId, row.studioId), eq(paymentItems.membershipId, row.id));

/** Scheduled charges not being charged right now (a run holding one finishes it; the ledger stays right). */
const notInFlight = (now: Date) =>
  and(eq(paymentItems.status, "scheduled"), or(isNull(paymentItems.leaseUntil), lte(paymentItems.leaseUntil, now)));

async function pause(tx: Tx, row: MembershipRow, from: string, until: string, today: string, timeZone: string, now: Date) {
  if (row.cancelledAt !== null || (row.endsOn !== null && row.endsOn <= today))
    throw new AppError(
      "conflict",
      `This membership is ${row.endsOn !== null && row.endsOn <= today ? "over" : "cancelled"}, so it can't be paused.`,
      {
        fields: { action: "A cancelled membership can't be paused." },
      },
    );
  if (until <= from)
    throw new AppError("validation", "End the pause after it begins.", { fields: { until: "Choose a day after the pause begins." } });
  if (from < today)
    throw new AppError("validation", "A pause begins today or later.", { fields: { from: "Choose today or a later day." } });
  if (row.pausedUntil !== null && row.pausedUntil > today)
    throw new AppError("conflict", `This membership is already paused from ${row.pausedFrom} until ${row.pausedUntil}. Resume it first.`, {
      fields: { from: "Already paused: resume it first." },
    });
  const length = daysBetween(from, until);
  await tx
    .update(studentMemberships)
    .set({
      pausedFrom: from,
      pausedUntil: until,
      commitmentEndsOn: row.commitmentEndsOn === null ? null : addDays(row.commitmentEndsOn, length),
    })
    .where(and(eq(studentMemberships.studioId, row.studioId), eq(studentMemberships.id, row.id)));
  await tx
    .update(paymentItems)
    .set({ status: "cancelled", nextAttemptAt: null, updatedAt: now })
    .where(
      and(
        ofMembership(row),
        gt(paymentItems.sequence, 0),
        notInFlight(now),
        gte(paymentItems.periodStart, from),
        lt(paymentItems.periodStart, until),
      ),
    );
  // The units running when the pause begins end then.
  const pauseBegins = startOfDay(from, timeZone);
  await tx
    .update(studentPackages)
    .set({ expiresAt: pauseBegins })
    .where(
      and(eq(studentPackages.studioId, row.studioId), eq(studentPackages.membershipId, row.id), gt(studentPackages.expiresAt, pauseBegins)),
    );
}

async function resume(tx: Tx, row: MembershipRow, today: string, timeZone: string, now: Date) {
  if (row.pausedFrom === null || row.pausedUntil === null || row.pausedUntil <= today)
    throw new AppError("conflict", "This membership isn't paused.", { fields: { action: "Not paused: nothing to resume." } });
  const oldFrom = row.pausedFrom;
  const oldUntil = row.pausedUntil;
  // Not begun yet, or begun today: the pause is dropped; else it ends today.
  const dropped = oldFrom >= today;
  const reopenFrom = dropped ? oldFrom : today;
  const terms = {
    pausedFrom: dropped ? null : oldFrom,
    pausedUntil: dropped ? null : today,
    commitmentEndsOn: row.commitmentEndsOn === null ? null : addDays(row.commitmentEndsOn, -daysBetween(reopenFrom, oldUntil)),
  };
  await tx
    .update(studentMemberships)
    .set(terms)
    .where(and(eq(studentMemberships.studioId, row.studioId), eq(studentMemberships.id, row.id)));
  // The pause's charges still to come are due again, on their days.
  const reopened = await tx
    .select({ id: paymentItems.id, dueOn: paymentItems.dueOn })
    .from(paymentItems)
    .where(
      and(
        ofMembership(row),
        gt(paymentItems.sequence, 0),
        eq(paymentItems.status, "cancelled"),
        gte(paymentItems.periodStart, reopenFrom),
        lt(paymentItems.periodStart, oldUntil),
      ),
    );
  for (const item of reopened)
    await tx
      .update(paymentItems)
      .set({ status: "scheduled", nextAttemptAt: chargeInstant(item.dueOn!, timeZone), updatedAt: now })
      .where(and(ofMembership(row), eq(paymentItems.id, item.id)));
  // Units cut short when the pause began run to their period's end again.
  const pauseBegan = startOfDay(oldFrom, timeZone);
  const cut = await tx
    .select({ id: studentPackages.id, period: studentPackages.grantPeriod })
    .from(studentPackages)
    .where(
      and(eq(studentPackages.studioId, row.studioId), eq(studentPackages.membershipId, row.id), eq(studentPackages.expiresAt, pauseBegan)),
    );
  for (const grant of cut) {
    const naturalEnd = startOfDay(periodStart(row.startsOn, row.period, grant.period!), timeZone);
    if (naturalEnd.getTime() > now.getTime())
      await tx
        .update(studentPackages)
        .set({ expiresAt: naturalEnd })
        .where(and(eq(studentPackages.studioId, row.studioId), eq(studentPackages.id, grant.id)));
  }
  // Periods of the pause never written (beyond the horizon when it began) are written now, from the first one still to come.
  const resumed: MembershipTerms = { ...row, pausedFrom: terms.pausedFrom, pausedUntil: terms.pausedUntil };
  const first = firstPeriodFrom(row, reopenFrom);
  const done = await writtenThrough(tx, row);
  await ensurePeriods(tx, resumed, timeZone, now, { items: first, grants: Math.min(first, done.grants) });
}

async function cancel(tx: Tx, row: MembershipRow, waiveNotice: boolean, today: string, timeZone: string, now: Date) {
  if (row.cancelledAt !== null || (row.endsOn !== null && row.endsOn <= today))
    throw new AppError("conflict", `This membership is already cancelled: it ends on ${row.endsOn}.`, {
      fields: { action: "Already cancelled." },
    });
  const afterNotice = addDays(today, row.noticeDays);
  const afterCommitment = row.commitmentEndsOn === null ? today : addDays(row.commitmentEndsOn, 1);
  const wanted = waiveNotice ? today : afterNotice > afterCommitment ? afterNotice : afterCommitment;
  const endsOn = wanted < row.startsOn ? row.startsOn : wanted;
  await tx
    .update(studentMemberships)
    .set({ endsOn, cancelledAt: now })
    .where(and(eq(studentMemberships.studioId, row.studioId), eq(studentMemberships.id, row.id)));
  await tx
    .update(paymentItems)
    .set({ status: "cancelled", nextAttemptAt: null, updatedAt: now })
    .where(and(ofMembership(row), gt(paymentItems.sequence, 0), notInFlight(now), gte(paymentItems.periodStart, endsOn)));
  // Units of a period starting on or after the end (begun today, with the notice waived) end with it.
  const ends = startOfDay(endsOn, timeZone);
  const cutFrom = firstPeriodFrom(row, endsOn) + 1;
  await tx
    .update(studentPackages)
    .set({ expiresAt: ends })
    .where(
      and(
        eq(studentPackages.studioId, row.studioId),
        eq(studentPackages.membershipId, row.id),
        gte(studentPackages.grantPeriod, cutFrom),
        gt(studentPackages.expiresAt, ends),
      ),
    );
}
