import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { assertCanSeeAccount } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { creditEntries, ledgerEntries, studentPackages } from "@/lib/db/schema";
import { requireStudent, studioMoneySettings } from "./ledger";
import { scheduledOf } from "./payment-items";
import { voidBlocker } from "./payments";
import type { AccountEntry, StudentAccount, StudentPackageView } from "./types";

const SIGN = { charge: 1, refund: 1, void: -1, payment: -1 } as const;
const CREDIT_LABEL = { reserve: "Lesson unit reserved", release: "Lesson unit released", consume: "Lesson unit used" } as const;

/** GET /api/students/{id}/account: the ledger oldest first with its running balance, the packages, and what is still scheduled. */
export async function getStudentAccount(db: Db, session: Session, studentId: string, now = new Date()): Promise<StudentAccount> {
  assertCanSeeAccount(session, studentId);
  const student = await requireStudent(db, session.studioId, studentId);
  const { currency } = await studioMoneySettings(db, session.studioId);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, session.studioId), eq(ledgerEntries.studentId, studentId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const owned = await db
    .select()
    .from(studentPackages)
    .where(and(eq(studentPackages.studioId, session.studioId), eq(studentPackages.studentId, studentId)))
    .orderBy(asc(studentPackages.expiresAt));
  const packageIds = owned.map((row) => row.id);
  const credits = packageIds.length
    ? await db.select().from(creditEntries).where(inArray(creditEntries.studentPackageId, packageIds)).orderBy(asc(creditEntries.createdAt))
    : [];

  const refunded = new Map<string, number>();
  const voided = new Set<string>();
  for (const row of rows) {
    if (row.kind === "refund") refunded.set(row.relatedEntryId!, (refunded.get(row.relatedEntryId!) ?? 0) + row.amountCents);
    if (row.kind === "void") voided.add(row.relatedEntryId!);
  }
  const balanceCents = rows.reduce((sum, row) => sum + SIGN[row.kind] * row.amountCents, 0);
  const packageById = new Map(owned.map((row) => [row.id, row]));
  const packageNames = new Map(owned.map((row) => [row.id, row.name]));

  type Line = Omit<AccountEntry, "balanceAfterCents"> & { sign: number; at: number };
  const lines: Line[] = rows.map((row) => {
    const line: Line = {
      id: row.id,
      kind: row.kind,
      amountCents: row.amountCents,
      method: row.method,
      description: row.description,
      note: row.note,
      relatedEntryId: row.relatedEntryId,
      bookingId: row.bookingId,
      studentPackageId: row.studentPackageId,
      createdAt: row.createdAt.toISOString(),
      sign: SIGN[row.kind],
      at: row.createdAt.getTime(),
    };
    if (row.kind === "payment") line.refundableCents = row.amountCents - (refunded.get(row.id) ?? 0);
    if (row.kind === "charge") {
      const pkg = row.studentPackageId ? packageById.get(row.studentPackageId) : undefined;
      line.voidable =
        voidBlocker({ amountCents: row.amountCents, voided: voided.has(row.id), unitsUsed: pkg ? pkg.unitsUsed : null }, balanceCents) ===
        null;
    }
    return line;
  });
  for (const credit of credits) {
    lines.push({
      id: credit.id,
      kind: "credit",
      creditKind: credit.kind,
      amountCents: 0,
      method: null,
      description: `${CREDIT_LABEL[credit.kind]} (${packageNames.get(credit.studentPackageId) ?? "package"})`,
      note: null,
      relatedEntryId: null,
      bookingId: credit.bookingId,
      studentPackageId: credit.studentPackageId,
      createdAt: credit.createdAt.toISOString(),
      sign: 0,
      at: credit.createdAt.getTime(),
    });
  }
  lines.sort((a, b) => a.at - b.at);
  let running = 0;
  const entries: AccountEntry[] = lines.map(({ sign, at: _at, ...line }) => {
    running += sign * line.amountCents;
    return { ...line, balanceAfterCents: running };
  });

  const packages: StudentPackageView[] = owned.map((row) => ({
    id: row.id,
    name: row.name,
    units: row.units,
    unitsLeft: row.units - row.unitsUsed,
    priceCents: row.priceCents,
    purchasedAt: row.purchasedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    serviceIds: row.serviceIds,
    membershipId: row.membershipId,
    unlimited: row.grantKind === "unlimited",
    suspended: row.suspended,
  }));
  return {
    studentId,
    studentName: student.name,
    currency,
    balanceCents,
    entries,
    packages,
    ...(await scheduledOf(db, session.studioId, studentId)),
  };
}
