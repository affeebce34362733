import "server-only";
import { and, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { ledgerEntries, paymentItems, studentMemberships, studentPackages } from "@/lib/db/schema";
import { addVoid } from "@/lib/payments/ledger";
import { addDays, daysBetween } from "@/lib/dates/wall-time";
import { ensurePeriods, firstPeriodFrom, startOfDay, writtenThrough, type MembershipTerms } from "./membership-periods";
import { notifyMembershipChanged } from "@/lib/notifications/autopay-notices";
import { membershipView, todayIn, VIEW_COLUMNS, type MembershipRow } from "./memberships";
import { chargeInstant, periodStart } from "./periods";
import type { TMembershipAction } from "./schemas";
import { setMembershipStanding } from "./standing";

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
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select(VIEW_COLUMNS)
      .from(studentMemberships)
      .where(and(eq(studentMemberships.studioId, session.studioId), eq(studentMemberships.id, id)))
      .for("update");
    if (!row) throw new AppError("not_found", "Membership not found.");
    if (action.action === "pause") await pause(tx, row, action.from, action.until, today, timeZone, now);
    else if (action.action === "resume") await resume(tx, row, today, timeZone, now);
    else await cancel(tx, row, action.waiveNotice === true, today, timeZone, now);
    // The student hears of it with the change itself (same transaction), as it now stands.
    const [changed] = await tx
      .select(VIEW_COLUMNS)
      .from(studentMemberships)
      .where(and(eq(studentMemberships.studioId, session.studioId), eq(studentMemberships.id, id)));
    await notifyMembershipChanged(tx, changed, CHANGE_NOTICE[action.action], now);
    return changed;
  });
  return membershipView(db, session.studioId, updated, today);
}

const CHANGE_NOTICE = { pause: "paused", resume: "resumed", cancel: "ending" } as const;

const ofMembership = (row: Pick<MembershipRow, "studioId" | "id">) =>
  and(eq(paymentItems.studioId, row.studioId), eq(paymentItems.membershipId, row.id));

/**
 * Periods no longer owed (paused, or after the end) are cancelled: still to come, or failed and
 * still being retried — their charge, already on the account, is voided, so a period that gives
 * no units is neither charged to the card nor owed. One being charged right now is left to the run
 * holding it (the ledger stays right).
 */
async function dropPeriods(tx: Tx, row: Pick<MembershipRow, "studioId" | "id">, window: SQL | undefined, now: Date): Promise<void> {
  const dropped = await tx
    .select({ id: paymentItems.id, status: paymentItems.status, chargeEntryId: paymentItems.chargeEntryId })
    .from(paymentItems)
    .where(
      and(
        ofMembership(row),
        gt(paymentItems.sequence, 0),
        inArray(paymentItems.status, ["scheduled", "failed"]),
        or(isNull(paymentItems.leaseUntil), lte(paymentItems.leaseUntil, now)),
        window,
      ),
    )
    .for("update");
  for (const item of dropped) {
    if (item.chargeEntryId) {
      const [charge] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.studioId, row.studioId), eq(ledgerEntries.id, item.chargeEntryId)));
      await addVoid(tx, charge, now);
    }
    // Reopened by a resume, it gets a new charge when it falls due; its tries stay, so each card
    // attempt keeps an idempotency key of its own.
    await tx
      .update(paymentItems)
      .set({ status: "cancelled", nextAttemptAt: null, chargeEntryId: null, lastError: null, leaseUntil: null, updatedAt: now })
      .where(and(ofMembership(row), eq(paymentItems.id, item.id)));
  }
  if (dropped.some((item) => item.status === "failed")) await setMembershipStanding(tx, row.studioId, row.id, false, now);
}

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
  await dropPeriods(tx, row, and(gte(paymentItems.periodStart, from), lt(paymentItems.periodStart, until)), now);
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
        // Cancelled while paused: a period starting once the membership has ended stays cancelled.
        row.endsOn !== null ? lt(paymentItems.periodStart, row.endsOn) : undefined,
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
  await dropPeriods(tx, row, gte(paymentItems.periodStart, endsOn), now);
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
