import "server-only";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, students } from "@/lib/db/schema";
import { safeCell } from "@/lib/csv/write-csv";
import { studioMoneySettings } from "./ledger";
import { resolvePeriod } from "./period";
import type { TPeriodQuery } from "./schemas";

export { safeCell };

/** GET /api/payments/export: every ledger entry of the period as CSV (plans with data export: the route says `feature: "data_export"`). */
export async function exportLedgerCsv(
  db: Db,
  session: Session,
  query: TPeriodQuery,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const { currency, timeZone } = await studioMoneySettings(db, session.studioId);
  const period = resolvePeriod(query, timeZone, now);
  const rows = await db
    .select({ entry: ledgerEntries, studentName: students.name })
    .from(ledgerEntries)
    .innerJoin(students, eq(students.id, ledgerEntries.studentId))
    .where(
      and(
        eq(ledgerEntries.studioId, session.studioId),
        gte(ledgerEntries.createdAt, period.start),
        lt(ledgerEntries.createdAt, period.end),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const records = rows.map(({ entry, studentName }) => [
    entry.createdAt.toISOString(),
    entry.kind,
    safeCell(studentName),
    (entry.amountCents / 100).toFixed(2),
    currency,
    entry.method ?? "",
    safeCell(entry.description),
    safeCell(entry.note ?? ""),
    entry.id,
    entry.relatedEntryId ?? "",
  ]);
  const csv = stringify(records, {
    header: true,
    columns: ["Date", "Type", "Student", "Amount", "Currency", "Method", "Description", "Note", "Entry ID", "Related entry ID"],
  });
  return { filename: `payments-${period.from}-to-${period.to}.csv`, csv };
}
