import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { ledgerEntries, paymentItems, students } from "@/lib/db/schema";
import { autopayNote, type CardLabel } from "@/lib/money/card-label";

const DEMO_STUDENT_EMAIL = "student@promenade.test";

/** Sam, the demo student, and the other active students in the order the demo seed reads them (by name). */
export async function demoStudents(db: Db, studioId: string) {
  const people = await db
    .select({ id: students.id, email: students.email })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.active, true)))
    .orderBy(asc(students.createdAt), asc(students.name));
  const sam = people.find((row) => row.email === DEMO_STUDENT_EMAIL);
  return { sam, others: people.filter((row) => row !== sam) };
}

type Entry = typeof ledgerEntries.$inferInsert;
type ItemChange = Partial<typeof paymentItems.$inferInsert>;
export type DueItem = {
  id: string;
  studentId: string;
  amountCents: number;
  description: string;
  studentPackageId: string | null;
};

/**
 * The demo's automatic payments as the charging run would have left them, written in bulk: each
 * settled item's charge on the ledger (and its payment), then the item pointing at them. There is no
 * Stripe account behind the demo, so a "card" payment is only its ledger row and note (no Stripe id:
 * a refund of it is recorded, never sent), and nothing here is ever charged again.
 */
export class DemoMoney {
  private entries: Entry[] = [];
  private changes: { studioId: string; id: string; set: ItemChange }[] = [];

  constructor(private readonly studioId: string) {}

  private charge(item: DueItem, at: Date): string {
    const id = randomUUID();
    this.entries.push({
      id,
      studioId: this.studioId,
      studentId: item.studentId,
      kind: "charge",
      amountCents: item.amountCents,
      description: item.description,
      studentPackageId: item.studentPackageId,
      createdAt: at,
    });
    return id;
  }

  /** A payment at the desk or by card: a millisecond after `at`, so the history reads charge → payment. */
  payment(item: DueItem, at: Date, method: "cash" | "online", note: string | null = null, description?: string): string {
    const id = randomUUID();
    this.entries.push({
      id,
      studioId: this.studioId,
      studentId: item.studentId,
      kind: "payment",
      amountCents: item.amountCents,
      method,
      description: description ?? `Payment for ${item.description}`,
      note,
      studentPackageId: item.studentPackageId,
      createdAt: new Date(at.getTime() + 1),
    });
    return id;
  }

  private settle(item: DueItem, set: ItemChange) {
    this.changes.push({ studioId: this.studioId, id: item.id, set });
  }

  /** Charged off-session on the saved card (the run's recordCardPayment). */
  card(item: DueItem, at: Date, card: CardLabel) {
    const chargeEntryId = this.charge(item, at);
    const paymentEntryId = this.payment(item, at, "online", autopayNote(card));
    this.settle(item, { status: "paid", settledBy: "card", chargeEntryId, paymentEntryId, ...settled(at) });
  }

  /** No card: the charge sits on the account (the run's settleToAccount). */
  account(item: DueItem, at: Date) {
    const chargeEntryId = this.charge(item, at);
    this.settle(item, { status: "paid", settledBy: "account", chargeEntryId, ...settled(at) });
  }

  /** Paid at the desk with the sale (an instalment plan's first payment). */
  cash(item: DueItem, at: Date) {
    const chargeEntryId = this.charge(item, at);
    const paymentEntryId = this.payment(item, at, "cash");
    this.settle(item, { status: "paid", settledBy: "cash", chargeEntryId, paymentEntryId, ...settled(at) });
  }

  /** Refused on every try: charged on the first, no try left after `lastTry` (the run's recordFailure, three times). */
  failed(item: DueItem, firstTry: Date, lastTry: Date, reason: string, tries: number) {
    const chargeEntryId = this.charge(item, firstTry);
    this.settle(item, { status: "failed", tries, lastError: reason, nextAttemptAt: null, chargeEntryId, updatedAt: lastTry });
  }

  /** A later payment at the desk against the account (not linked to any item, as at the desk). */
  desk(studentId: string, amountCents: number, at: Date) {
    const item = { id: "", studentId, amountCents, description: "", studentPackageId: null };
    this.payment(item, at, "cash", null, "Payment (cash)");
  }

  async write(tx: Tx): Promise<void> {
    if (this.entries.length) await tx.insert(ledgerEntries).values(this.entries);
    for (const change of this.changes)
      await tx
        .update(paymentItems)
        .set(change.set)
        .where(and(eq(paymentItems.studioId, change.studioId), eq(paymentItems.id, change.id)));
  }
}

const settled = (at: Date) => ({ nextAttemptAt: null, leaseUntil: null, lastError: null, settledAt: at, updatedAt: at });
