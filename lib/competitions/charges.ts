import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { competitionCharges, ledgerEntries } from "@/lib/db/schema";
import { addEntry, addVoid } from "@/lib/payments/ledger";
import { beforeDeadline, lockCompetition, type CompetitionRow } from "./competition-rows";
import { readSheetsWithCharges, type SheetWithCharge } from "./costs-read";
import type { TChargeInput } from "./costs-schemas";

type Person = { studentId: string; studentName: string };
export type ChargeResult = {
  /** Charged for the first time. */
  charged: (Person & { amountCents: number })[];
  /** The earlier charge voided and the sheet charged anew. */
  recharged: (Person & { previousCents: number; amountCents: number })[];
  /** No longer going (or nothing left to pay): the earlier charge voided. */
  voided: (Person & { previousCents: number })[];
  /** Changed since they were charged, but the deadline has passed: left as charged until the owner says so. */
  held: (Person & { chargedCents: number; sheetCents: number })[];
  /** Already charged what their sheet says. */
  unchanged: number;
};

const description = (competition: CompetitionRow) => `${competition.name}: entries and costs`;

/** Voids the student's current charge for this event (the ledger's void, and the row marked superseded). */
async function voidCurrent(tx: Tx, competition: CompetitionRow, sheet: SheetWithCharge, now: Date, userId: string | null) {
  const [current] = await tx
    .update(competitionCharges)
    .set({ supersededAt: now })
    .where(
      and(
        eq(competitionCharges.studioId, competition.studioId),
        eq(competitionCharges.competitionId, competition.id),
        eq(competitionCharges.studentId, sheet.studentId),
        isNull(competitionCharges.supersededAt),
      ),
    )
    .returning({ ledgerEntryId: competitionCharges.ledgerEntryId });
  const [ledger] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, competition.studioId), eq(ledgerEntries.id, current.ledgerEntryId)));
  await addVoid(tx, ledger, now, { createdByUserId: userId });
}

/** Charges the student their sheet: the ledger's charge and the event's current charge row (at most one: the unique index). */
async function chargeSheet(tx: Tx, competition: CompetitionRow, sheet: SheetWithCharge, now: Date, userId: string | null) {
  const entry = await addEntry(tx, {
    studioId: competition.studioId,
    studentId: sheet.studentId,
    kind: "charge",
    amountCents: sheet.totalCents,
    description: description(competition),
    createdByUserId: userId,
    createdAt: now,
  });
  await tx.insert(competitionCharges).values({
    studioId: competition.studioId,
    competitionId: competition.id,
    studentId: sheet.studentId,
    ledgerEntryId: entry.id,
    amountCents: sheet.totalCents,
    lines: sheet.lines,
    createdAt: now,
  });
}

/**
 * Brings every student's current charge in line with their sheet: none → charge; a different sheet →
 * void and charge anew (after the deadline only when `recharge` says so, else it is held); the same
 * → nothing; nothing to pay → nothing (an earlier charge is voided). Runs after `lockCompetition`,
 * so two runs never interleave; the unique index on the current row is the guard beneath it.
 */
async function reconcile(
  tx: Tx,
  competition: CompetitionRow,
  options: { recharge: boolean; onlyCharged: boolean; userId: string | null; now: Date },
): Promise<ChargeResult> {
  const result: ChargeResult = { charged: [], recharged: [], voided: [], held: [], unchanged: 0 };
  const { now, userId } = options;
  for (const sheet of await readSheetsWithCharges(tx, competition)) {
    const person = { studentId: sheet.studentId, studentName: sheet.studentName };
    if (sheet.state === "charged") result.unchanged += 1;
    else if (sheet.state === "not_charged") {
      if (options.onlyCharged) continue;
      await chargeSheet(tx, competition, sheet, now, userId);
      result.charged.push({ ...person, amountCents: sheet.totalCents });
    } else if (sheet.state === "changed") {
      const previousCents = sheet.charged!.totalCents;
      if (!options.recharge) {
        result.held.push({ ...person, chargedCents: previousCents, sheetCents: sheet.totalCents });
        continue;
      }
      await voidCurrent(tx, competition, sheet, now, userId);
      if (sheet.totalCents > 0) {
        await chargeSheet(tx, competition, sheet, now, userId);
        result.recharged.push({ ...person, previousCents, amountCents: sheet.totalCents });
      } else result.voided.push({ ...person, previousCents });
    }
  }
  return result;
}

/**
 * POST /api/competitions/{id}/charge (owners): charges every going student their cost sheet once.
 * Running it again charges nothing more; a sheet changed since its charge is re-charged before the
 * deadline, and after it only with `afterDeadline: true`.
 */
export async function chargeCompetition(db: Db, session: Session, competitionId: string, input: TChargeInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, session.studioId, competitionId);
    const open = beforeDeadline(competition, session.studioTimeZone, now);
    return reconcile(tx, competition, { recharge: open || input.afterDeadline === true, onlyCharged: false, userId: session.userId, now });
  });
}

/**
 * After entries (or a student's package and extras, or the fee table) changed: re-charges the
 * students already charged whose sheet no longer matches their charge — the students named, and
 * anyone else charged, since who goes moves everyone's share of the shared costs. Only before the
 * deadline: after it the owner decides, by charging again. Students not charged yet wait for the
 * owner's charge. Called in the change's transaction, after `lockCompetition`.
 */
export async function adjustChargesAfterChange(
  tx: Tx,
  competition: CompetitionRow,
  studentIds: string[],
  timeZone: string,
  now = new Date(),
): Promise<void> {
  void studentIds;
  if (!beforeDeadline(competition, timeZone, now)) return;
  await reconcile(tx, competition, { recharge: true, onlyCharged: true, userId: null, now });
}
