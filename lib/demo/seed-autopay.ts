import "server-only";
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { membershipPlans, paymentItems, studentMemberships } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { ensurePeriods, MEMBERSHIP_TERMS, signUpFeeDescription } from "@/lib/autopay/membership-periods";
import { addMonthsClamped, chargeInstant, RETRY_AFTER_DAYS } from "@/lib/autopay/periods";
import { enrolmentTerms } from "@/lib/autopay/plans";
import { setMembershipStanding } from "@/lib/autopay/standing";
import type { CardLabel } from "@/lib/money/card-label";
import { DemoMoney, demoStudents } from "./seed-autopay-money";

const DECLINED = "Your card was declined.";

type Plan = typeof membershipPlans.$inferSelect;
type Member = {
  student: number;
  plan: Plan;
  startsOn: string;
  /** The card each period was charged to; null: no card, each charge went on the account. */
  card: CardLabel | null;
  pause?: { from: string; until: string };
  /** The day the member cancelled: the membership ends after the notice (and any commitment). */
  cancelledOn?: string;
  /** The last period begun was refused on every try: past due. */
  pastDue?: boolean;
};

/**
 * Membership plans and members for the demo studio (programs on instalments: seed-instalments.ts), so Settings →
 * Memberships, a member's page and schedule, the Failed payments list and the reports' members and
 * automatic payments look alive. Deterministic relative to `now`: members started months back (their
 * periods paid by card or to the account, their units granted), one paused, one ending after its
 * notice, one past due. Everything due by now is settled, so the charging run has nothing to catch
 * up on and charges nothing at the next start; later periods fall to it (no card in the demo: they
 * go on the account). Skipped once the studio has membership plans; one transaction.
 */
export async function seedAutopay(db: Db, studioId: string, timeZone: string, now = new Date()): Promise<void> {
  const existing = await db.select({ id: membershipPlans.id }).from(membershipPlans).where(eq(membershipPlans.studioId, studioId)).limit(1);
  if (existing.length > 0) return;
  const { sam, others } = await demoStudents(db, studioId);
  if (!sam || others.length < 26) return;
  const today = instantToLocal(now, timeZone).date;

  await db.transaction(async (tx) => {
    const [unlimited, gold, weekly] = await tx
      .insert(membershipPlans)
      .values([
        { studioId, name: "Unlimited group classes", priceCents: 12_000, period: "month", unlimitedClasses: true, onlineEnrol: true },
        {
          studioId,
          name: "Gold: 4 private lessons a month",
          priceCents: 34_000,
          period: "month",
          privateUnits: 4,
          unused: "roll_over",
          rollOverCap: 2,
          commitmentMonths: 6,
          noticeDays: 30,
          signUpFeeCents: 5_000,
        },
        { studioId, name: "Two classes a week", priceCents: 3_000, period: "week", classUnits: 2, onlineEnrol: true },
      ])
      .returning();
    const visa = { brand: "visa", last4: "4242" };
    const members: Member[] = [
      // Sam, the demo student: a member since the first of the month three months ago, paid by card.
      { student: -1, plan: unlimited, startsOn: `${addMonthsClamped(today, -3).slice(0, 8)}01`, card: visa },
      { student: 1, plan: gold, startsOn: addDays(addMonthsClamped(today, -4), 3), card: { brand: "mastercard", last4: "4444" } },
      { student: 4, plan: unlimited, startsOn: addDays(addMonthsClamped(today, -2), -6), card: null },
      {
        student: 7,
        plan: weekly,
        startsOn: addDays(today, -57),
        card: visa,
        pause: { from: addDays(today, -4), until: addDays(today, 17) },
      },
      { student: 10, plan: gold, startsOn: addDays(addMonthsClamped(today, -7), 5), card: visa, cancelledOn: addDays(today, -12) },
      { student: 13, plan: unlimited, startsOn: addMonthsClamped(addDays(today, -10), -2), card: visa, pastDue: true },
      { student: 20, plan: unlimited, startsOn: addDays(today, -22), card: { brand: "amex", last4: "0005" } },
      // Charged each week on today's weekday: Revenue's "This week" always shows a card payment.
      { student: 25, plan: weekly, startsOn: addDays(today, -42), card: { brand: "mastercard", last4: "5100" } },
    ];
    const money = new DemoMoney(studioId);
    for (const member of members) {
      const studentId = member.student < 0 ? sam.id : others[member.student].id;
      await enrol(tx, money, { ...member, studentId }, timeZone, today, now);
    }
    await money.write(tx);
  });
}

/**
 * One member as enrolment, the charging run and the owner's pause or cancel would have left them:
 * the terms copied from the plan, the sign-up fee, every period's charge within the horizon and the
 * units of every period begun (ensurePeriods itself), then what fell due by today settled.
 */
async function enrol(tx: Tx, money: DemoMoney, member: Member & { studentId: string }, timeZone: string, today: string, now: Date) {
  const { plan, startsOn } = member;
  const enrolledAt = earlier(localToInstant(startsOn, "11:00", timeZone), now);
  const { commitmentEndsOn: commitmentEnd } = enrolmentTerms(plan, { studioId: plan.studioId, studentId: member.studentId, startsOn });
  // Cancel: the end is after the notice, and after the commitment (as the owner's cancel sets it).
  const ending = member.cancelledOn
    ? [addDays(member.cancelledOn, plan.noticeDays), commitmentEnd ? addDays(commitmentEnd, 1) : member.cancelledOn].sort()[1]
    : null;
  // Refused on the due day and on the three retries, 1, 3 and 7 days after it.
  const lastTry = (dueOn: string) => chargeInstant(addDays(dueOn, RETRY_AFTER_DAYS[RETRY_AFTER_DAYS.length - 1]), timeZone);
  const [terms] = await tx
    .insert(studentMemberships)
    .values({
      ...enrolmentTerms(plan, { studioId: plan.studioId, studentId: member.studentId, startsOn }),
      pausedFrom: member.pause?.from ?? null,
      pausedUntil: member.pause?.until ?? null,
      endsOn: ending,
      cancelledAt: member.cancelledOn ? localToInstant(member.cancelledOn, "15:00", timeZone) : null,
      createdAt: enrolledAt,
    })
    .returning(MEMBERSHIP_TERMS);
  if (plan.signUpFeeCents > 0)
    await tx.insert(paymentItems).values({
      studioId: plan.studioId,
      studentId: member.studentId,
      source: "membership",
      membershipId: terms.id,
      sequence: 0,
      dueOn: startsOn,
      amountCents: plan.signUpFeeCents,
      description: signUpFeeDescription(plan.name),
      nextAttemptAt: enrolledAt,
      createdAt: enrolledAt,
    });
  await ensurePeriods(tx, terms, timeZone, now, { items: 0, grants: 0 });

  const due = await tx
    .select({
      id: paymentItems.id,
      studentId: paymentItems.studentId,
      amountCents: paymentItems.amountCents,
      description: paymentItems.description,
      studentPackageId: paymentItems.studentPackageId,
      dueOn: paymentItems.dueOn,
    })
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, plan.studioId), eq(paymentItems.membershipId, terms.id), lte(paymentItems.dueOn, today)))
    .orderBy(asc(paymentItems.dueOn), asc(paymentItems.sequence));
  due.forEach((item, index) => {
    const dueOn = item.dueOn!;
    // The first period and the fee were charged at the enrolment; the others at the day's charge time.
    const at = dueOn === startsOn ? enrolledAt : earlier(chargeInstant(dueOn, timeZone), now);
    if (member.pastDue && index === due.length - 1) money.failed(item, at, lastTry(dueOn), DECLINED, RETRY_AFTER_DAYS.length + 1);
    else if (member.card) money.card(item, at, member.card);
    else {
      money.account(item, at);
      // Paid at the desk at the next class, all but the latest charge (still on the account).
      const paidAt = new Date(at.getTime() + 2 * 86_400_000 + 9 * 3_600_000);
      if (index < due.length - 1 && paidAt < now) money.desk(item.studentId, item.amountCents, paidAt);
    }
  });
  // Past due since the last try: its units are suspended until it is paid (as the run leaves it).
  if (member.pastDue) await setMembershipStanding(tx, plan.studioId, terms.id, true, lastTry(due.at(-1)!.dueOn!));
}

const earlier = (a: Date, b: Date) => (a.getTime() < b.getTime() ? a : b);
