import "server-only";
import { and, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { ledgerEntries, paymentItems, students } from "@/lib/db/schema";
import { addEntry, addVoid } from "@/lib/payments/ledger";
import { itemView } from "@/lib/payments/payment-items";
import { type PaymentItemRow } from "./claim";
import { ensureCharge } from "./outcomes";
import { chargeItemNow } from "./run";
import { setMembershipStanding } from "./standing";

/** GET /api/autopay/failed: the studio's failed automatic payments, newest failure first (owners). */
export async function listFailed(db: Db, session: Session) {
  const rows = await db
    .select({ item: paymentItems, studentName: students.name })
    .from(paymentItems)
    .innerJoin(students, and(eq(students.studioId, paymentItems.studioId), eq(students.id, paymentItems.studentId)))
    .where(and(eq(paymentItems.studioId, session.studioId), eq(paymentItems.status, "failed")))
    .orderBy(desc(paymentItems.updatedAt));
  return rows.map((row) => ({ ...itemView(row.item), studentId: row.item.studentId, studentName: row.studentName }));
}

/** The owner's failed item, locked; 409 while a run is charging it (its lease is running). */
async function lockFailed(tx: Tx, session: Session, id: string, now: Date): Promise<PaymentItemRow> {
  const [row] = await tx
    .select()
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, session.studioId), eq(paymentItems.id, id)))
    .for("update");
  if (!row) throw new AppError("not_found", "Payment not found.");
  if (row.status !== "failed") throw new AppError("conflict", "Only a failed payment can be retried, paid in cash or waived.");
  if (row.leaseUntil && row.leaseUntil > now)
    throw new AppError("conflict", "This payment is being charged right now: look again in a minute.");
  return row;
}

async function answer(db: Db, studioId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.id, id)));
  return { item: itemView(row) };
}

/** POST /api/autopay/items/{id}/retry: the saved card is tried again now (same exactly-once path as the run). */
export async function retryItem(db: Db, session: Session, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockFailed(tx, session, id, now);
    await tx
      .update(paymentItems)
      .set({ nextAttemptAt: now, leaseUntil: null, updatedAt: now })
      .where(and(eq(paymentItems.studioId, session.studioId), eq(paymentItems.id, id)));
  });
  await chargeItemNow(db, session.studioId, id, now);
  return answer(db, session.studioId, id);
}

/** POST /api/autopay/items/{id}/record-cash: paid at the desk; the payment is recorded and the item settled. */
export async function recordCash(db: Db, session: Session, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const item = await lockFailed(tx, session, id, now);
    await ensureCharge(tx, item, now);
    const payment = await addEntry(tx, {
      studioId: item.studioId,
      studentId: item.studentId,
      kind: "payment",
      amountCents: item.amountCents,
      method: "cash",
      description: `Payment for ${item.description}`,
      studentPackageId: item.studentPackageId,
      createdByUserId: session.userId,
      createdAt: now,
    });
    await settle(tx, item, { status: "paid", settledBy: "cash", paymentEntryId: payment.id }, now);
  });
  return answer(db, session.studioId, id);
}

/** POST /api/autopay/items/{id}/waive: the studio forgives it; its charge is voided so the account no longer owes it. */
export async function waiveItem(db: Db, session: Session, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const item = await lockFailed(tx, session, id, now);
    if (item.chargeEntryId) {
      const [charge] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.studioId, item.studioId), eq(ledgerEntries.id, item.chargeEntryId)));
      await addVoid(tx, charge, now, { createdByUserId: session.userId });
    }
    await settle(tx, item, { status: "waived" }, now);
  });
  return answer(db, session.studioId, id);
}

async function settle(
  tx: Tx,
  item: PaymentItemRow,
  change: Pick<Partial<PaymentItemRow>, "status" | "settledBy" | "paymentEntryId">,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentItems)
    .set({ ...change, nextAttemptAt: null, leaseUntil: null, settledAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentItems.studioId, item.studioId),
        eq(paymentItems.id, item.id),
        inArray(paymentItems.status, ["failed"]),
        or(isNull(paymentItems.leaseUntil), lte(paymentItems.leaseUntil, now)),
      ),
    );
  if (item.membershipId) await setMembershipStanding(tx, item.studioId, item.membershipId, false, now);
}
