import "server-only";
import { isBlankRow } from "./csv";
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { importLinks, ledgerEntries } from "@/lib/db/schema";
import { formatMoney } from "@/lib/money/money";
import { writeLinks, type NewLink } from "./links";
import { chunks, type ImportContext, type MappedSheet, type Planned } from "./plan";
import { studentDirectory } from "./refs";
import { readMoney, readText } from "./values";

export const BROUGHT_FORWARD = "Balance brought forward";

/**
 * Account balances: one ledger entry per student, "Balance brought forward" — a charge when they
 * owe the studio, a payment (method "other") when they are in credit. A student's balance is
 * brought forward once: the same amount again is skipped, another amount is refused.
 */
export async function planBalances(context: ImportContext, sheet: MappedSheet): Promise<Planned> {
  const { db, studioId, now } = context;
  sheet.requireMapped(["student", "balance"]);
  const directory = await studentDirectory(db, studioId);
  const earlier = await db
    .select({ key: importLinks.externalId, kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
    .from(importLinks)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.studioId, importLinks.studioId), eq(ledgerEntries.id, importLinks.recordId)))
    .where(and(eq(importLinks.studioId, studioId), eq(importLinks.entity, "ledger_entry"), like(importLinks.externalId, "balance:%")));
  const brought = new Map(earlier.map((row) => [row.key, row.kind === "charge" ? row.amountCents : -row.amountCents]));
  const seen = new Map<string, number>();
  const entries: (typeof ledgerEntries.$inferInsert & { id: string; key: string })[] = [];
  let skipped = 0;
  if (sheet.errors.length) return { errors: [], created: 0, updated: 0, skipped: 0, apply: async () => {} };
  sheet.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const before = sheet.errors.length;
    const studentText = sheet.cell(row, "student");
    const student = studentText ? directory.find(studentText) : { error: "Name the student." };
    if ("error" in student) sheet.error(index, "student", student.error);
    const balance = sheet.read(row, index, "balance", readMoney);
    if (balance === undefined) sheet.error(index, "balance", "Write the balance (0 if none).");
    const note = sheet.read(row, index, "note", (text) => readText(text, 500));
    if (sheet.errors.length > before || "error" in student || typeof balance !== "number") return;
    const key = `balance:${student.value.id}`;
    const first = seen.get(key);
    if (first) return sheet.error(index, "student", `${student.value.name} is also on row ${first}: one balance per student.`);
    seen.set(key, sheet.rowNumber(index));
    const already = brought.get(key);
    if (already !== undefined) {
      if (already === balance) skipped++;
      else
        sheet.error(
          index,
          "balance",
          `${student.value.name}'s balance was already brought forward (${formatMoney(already, context.currency)}) by an earlier import: undo that import to bring another amount.`,
        );
      return;
    }
    if (balance === 0) {
      skipped++;
      return;
    }
    const owes = balance > 0;
    entries.push({
      id: randomUUID(),
      key,
      studioId,
      studentId: student.value.id,
      kind: owes ? "charge" : "payment",
      method: owes ? null : "other",
      amountCents: Math.abs(balance),
      description: BROUGHT_FORWARD,
      note: note || null,
      createdByUserId: context.userId,
      broughtForward: true,
      createdAt: now,
    });
  });
  return {
    errors: [],
    created: entries.length,
    updated: 0,
    skipped,
    apply: async (tx: Tx, batchId: string) => {
      for (const part of chunks(entries)) await tx.insert(ledgerEntries).values(part.map(({ key: _key, ...entry }) => entry));
      const links: NewLink[] = entries.map((entry) => ({ entity: "ledger_entry", key: entry.key, recordId: entry.id, created: true }));
      await writeLinks(tx, studioId, batchId, links);
    },
  };
}
