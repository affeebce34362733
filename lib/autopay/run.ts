import "server-only";
import { loggableError } from "@/lib/api/log-error";
import type { Db } from "@/lib/db/client";
import { studentBalance } from "@/lib/payments/ledger";
import { cardOnFile, chargeCard, type CardOnFile } from "./charge-card";
import { claimDue, type PaymentItemRow } from "./claim";
import { settleCoveredFailures } from "./covered";
import { ensureLessonInstalments } from "./lesson-instalments";
import { ensureMembershipItems } from "./membership-periods";
import { ensureCharge, lockClaimed, recordCardPayment, recordFailure, settleToAccount, studioMoney, type StudioMoney } from "./outcomes";

/**
 * What falls due before the charging: membership periods reaching the horizon, "by the lesson"
 * instalments whose lessons were posted. Each is idempotent (unique keys), so every process may run it.
 */
const PREPARE: ((db: Db, now: Date) => Promise<number>)[] = [ensureMembershipItems, ensureLessonInstalments, settleCoveredFailures];

export type RunResult = { card: number; account: number; failed: number; errors: number };

/** How many items one process charges at once: Stripe's answers overlap, the database writes stay short. */
const PARALLEL = 4;

/**
 * The charging run, in every app process (start-autopay.ts) and in tests on an injected clock:
 * everything due by `now` is claimed (SKIP LOCKED, with a lease) and settled exactly once — on the
 * student's saved card on the studio's own Stripe account, or as a charge on their account.
 */
export async function runAutopay(db: Db, options: { now?: Date; batchSize?: number } = {}): Promise<RunResult> {
  const now = options.now ?? new Date();
  for (const prepare of PREPARE) await prepare(db, now);
  const result: RunResult = { card: 0, account: 0, failed: 0, errors: 0 };
  const money = studiosMoney(db);
  for (;;) {
    const items = await claimDue(db, now, options.batchSize ?? 50);
    if (items.length === 0) return result;
    for (let start = 0; start < items.length; start += PARALLEL)
      await Promise.all(items.slice(start, start + PARALLEL).map((item) => settleSafely(db, item, now, money, result)));
  }
}

/** Each studio's time zone and currency, read once per run however many of its items are due. */
function studiosMoney(db: Db): (studioId: string) => Promise<StudioMoney> {
  const read = new Map<string, Promise<StudioMoney>>();
  return (studioId) => {
    if (!read.has(studioId)) read.set(studioId, studioMoney(db, studioId));
    return read.get(studioId)!;
  };
}

/**
 * Charges one item now if it is due (the first instalment at a sale, a membership's first period,
 * an owner's Retry), through the same claim as the run: a run racing it can't charge it too.
 */
export async function chargeItemNow(db: Db, studioId: string, itemId: string, now = new Date()): Promise<void> {
  const [item] = await claimDue(db, now, 1, { studioId, itemId });
  if (item) await settleSafely(db, item, now, studiosMoney(db), { card: 0, account: 0, failed: 0, errors: 0 });
}

async function settleSafely(
  db: Db,
  item: PaymentItemRow,
  now: Date,
  moneyOf: (studioId: string) => Promise<StudioMoney>,
  result: RunResult,
): Promise<void> {
  try {
    result[await settle(db, item, now, await moneyOf(item.studioId))] += 1;
  } catch (error) {
    // Stripe unreachable or the database busy: the lease runs out and a later run tries again, with the same key.
    result.errors += 1;
    console.error(`Charging payment item ${item.id} failed; it is tried again later.`, loggableError(error));
  }
}

type Settled = "card" | "account" | "failed" | "errors";

async function settle(db: Db, claimed: PaymentItemRow, now: Date, money: StudioMoney): Promise<Settled> {
  // Settled without Stripe (its outcome), or the card to charge outside the transaction.
  const prepared = await db.transaction(async (tx): Promise<Settled | { item: PaymentItemRow; card: CardOnFile }> => {
    const item = await lockClaimed(tx, claimed);
    // Its lease ran out and another process took it over.
    if (!item) return "errors";
    await ensureCharge(tx, item, now);
    // Credit on the account (or the amount paid another way since a failure) covers it: no card is charged.
    if ((await studentBalance(tx, item.studioId, item.studentId)) <= 0) {
      await settleToAccount(tx, item, now);
      return "account";
    }
    const card = await cardOnFile(tx, item.studioId, item.studentId, item.dueOn ?? "");
    if (card) return { item, card };
    // No card on the first try: the charge stays on the account. Later tries without one are failures.
    if (item.tries === 0) {
      await settleToAccount(tx, item, now);
      return "account";
    }
    await recordFailure(tx, item, "There's no saved card to charge: add one on your Payments page.", money, now);
    return "failed";
  });
  if (typeof prepared === "string") return prepared;
  const { item, card } = prepared;
  const outcome = await chargeCard(card, item, money.currency);
  return db.transaction(async (tx) => {
    // The lease is checked again: a run that outlived it leaves the item to the process that took over.
    const current = await lockClaimed(tx, claimed);
    if (!current) return "errors";
    if (outcome.ok) {
      await recordCardPayment(tx, current, card, outcome.charge, now);
      return "card";
    }
    await recordFailure(tx, current, outcome.reason, money, now);
    return "failed";
  });
}
