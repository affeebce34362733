import "server-only";
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, studentPackages, students } from "@/lib/db/schema";
import { signedAmount, studioMoneySettings } from "./ledger";
import { resolvePeriod } from "./period";
import type { TPeriodQuery } from "./schemas";
import type { PaymentsOverview } from "./types";

/** The Payments screen for owners: the period's payments, refunds and sales, and every open balance now. */
export async function paymentsOverview(
  db: Db,
  session: Session,
  query: TPeriodQuery,
  now = new Date(),
): Promise<Omit<PaymentsOverview, "onlinePayments">> {
  const studioId = session.studioId;
  const { currency, timeZone } = await studioMoneySettings(db, studioId);
  const period = resolvePeriod(query, timeZone, now);
  const inPeriod = and(
    eq(ledgerEntries.studioId, studioId),
    gte(ledgerEntries.createdAt, period.start),
    lt(ledgerEntries.createdAt, period.end),
  );

  const payments = await db
    .select({ entry: ledgerEntries, studentName: students.name })
    .from(ledgerEntries)
    .innerJoin(students, eq(students.id, ledgerEntries.studentId))
    .where(and(inPeriod, eq(ledgerEntries.kind, "payment")))
    .orderBy(desc(ledgerEntries.createdAt))
    .limit(500);
  const paymentIds = payments.map((row) => row.entry.id);
  const refundsOf = paymentIds.length
    ? await db
        .select({ paymentId: ledgerEntries.relatedEntryId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, "refund"), inArray(ledgerEntries.relatedEntryId, paymentIds)))
        .groupBy(ledgerEntries.relatedEntryId)
    : [];
  const refunded = new Map(refundsOf.map((row) => [row.paymentId, Number(row.total)]));

  const [sums] = await db
    .select({
      payments: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'payment' then ${ledgerEntries.amountCents} end), 0)`,
      refunds: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'refund' then ${ledgerEntries.amountCents} end), 0)`,
      charges: sql<string>`coalesce(sum(case ${ledgerEntries.kind} when 'charge' then ${ledgerEntries.amountCents} when 'void' then -${ledgerEntries.amountCents} end), 0)`,
    })
    .from(ledgerEntries)
    .where(inPeriod);

  const balances = await db
    .select({ studentId: ledgerEntries.studentId, studentName: students.name, balance: sql<string>`sum(${signedAmount})` })
    .from(ledgerEntries)
    .innerJoin(students, eq(students.id, ledgerEntries.studentId))
    .where(eq(ledgerEntries.studioId, studioId))
    .groupBy(ledgerEntries.studentId, students.name)
    .having(gt(sql`sum(${signedAmount})`, 0))
    .orderBy(desc(sql`sum(${signedAmount})`), asc(students.name));

  const sold = await db
    .select({ row: studentPackages, studentName: students.name })
    .from(studentPackages)
    .innerJoin(students, eq(students.id, studentPackages.studentId))
    .where(
      and(
        eq(studentPackages.studioId, studioId),
        gte(studentPackages.purchasedAt, period.start),
        lt(studentPackages.purchasedAt, period.end),
        // A membership's units for a period are not a sale: its charges are.
        isNull(studentPackages.membershipId),
      ),
    )
    .orderBy(desc(studentPackages.purchasedAt));

  const paymentsCents = Number(sums.payments);
  const refundsCents = Number(sums.refunds);
  return {
    currency,
    from: period.from,
    to: period.to,
    totals: {
      paymentsCents,
      refundsCents,
      netCents: paymentsCents - refundsCents,
      packagesSold: sold.length,
      chargesCents: Number(sums.charges),
    },
    payments: payments.map(({ entry, studentName }) => ({
      id: entry.id,
      studentId: entry.studentId,
      studentName,
      amountCents: entry.amountCents,
      refundedCents: refunded.get(entry.id) ?? 0,
      method: entry.method!,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
    openBalances: balances.map((row) => ({ studentId: row.studentId, studentName: row.studentName, balanceCents: Number(row.balance) })),
    packagesSold: sold.map(({ row, studentName }) => ({
      id: row.id,
      studentId: row.studentId,
      studentName,
      name: row.name,
      priceCents: row.priceCents,
      purchasedAt: row.purchasedAt.toISOString(),
    })),
  };
}
