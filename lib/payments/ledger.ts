import "server-only";
import { notifyLedgerEntry } from "@/lib/notifications/money-notices";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { ledgerEntries, studios, students } from "@/lib/db/schema";
import type { PaymentMethod } from "./types";

type NewEntry = typeof ledgerEntries.$inferInsert;

/** Appends one entry; the ledger is never edited in place, so the history always explains the balance. */
export async function addEntry(db: Db, entry: NewEntry) {
  const [row] = await db.insert(ledgerEntries).values(entry).returning();
  // A payment's receipt or a refund's notice goes out with the entry (same transaction).
  await notifyLedgerEntry(db, row);
  return row;
}

/** Cancels a charge: a void of the same amount pointing at it (the charge itself is never edited). */
export async function addVoid(
  tx: Tx,
  charge: typeof ledgerEntries.$inferSelect,
  at: Date,
  extra: Pick<NewEntry, "studentPackageId" | "createdByUserId"> = {},
) {
  return addEntry(tx, {
    studioId: charge.studioId,
    studentId: charge.studentId,
    kind: "void",
    amountCents: charge.amountCents,
    description: `Void: ${charge.description}`,
    relatedEntryId: charge.id,
    bookingId: charge.bookingId,
    createdAt: at,
    ...extra,
  });
}

/** SQL for a student's balance: charges − voids − payments + refunds (> 0: the student owes). */
export const signedAmount = sql<number>`case ${ledgerEntries.kind} when 'charge' then ${ledgerEntries.amountCents} when 'refund' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end`;

export async function studentBalance(db: Db, studioId: string, studentId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${signedAmount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.studentId, studentId)));
  return Number(row?.balance ?? 0);
}

/** The student's name, checked to be in the studio (another studio's id answers 404). */
export async function requireStudent(db: Db, studioId: string, studentId: string) {
  const [row] = await db
    .select({ id: students.id, name: students.name, email: students.email, userId: students.userId })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.id, studentId)))
    .limit(1);
  if (!row)
    throw new AppError("not_found", "That student isn't in your studio.", { fields: { studentId: "Choose one of your students." } });
  return row;
}

export async function studioMoneySettings(db: Db, studioId: string) {
  const [row] = await db
    .select({
      name: studios.name,
      currency: studios.currency,
      timeZone: studios.timeZone,
      windowHours: studios.cancellationWindowHours,
      lateCancelPolicy: studios.lateCancelPolicy,
      lateCancelFeeCents: studios.lateCancelFeeCents,
      noShowPolicy: studios.noShowPolicy,
      noShowFeeCents: studios.noShowFeeCents,
    })
    .from(studios)
    .where(eq(studios.id, studioId));
  return row;
}

export type PaymentRecord = {
  id: string;
  studentId: string;
  amountCents: number;
  method: PaymentMethod;
  note: string | null;
  createdAt: string;
};

export function toPaymentRecord(row: typeof ledgerEntries.$inferSelect): PaymentRecord {
  return {
    id: row.id,
    studentId: row.studentId,
    amountCents: row.amountCents,
    method: row.method!,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "$850.00" in the studio's currency, for descriptions and messages: the screens' one formatter. */
export { formatMoney } from "@/lib/money/money";
