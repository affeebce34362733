import "server-only";
import { getSubscription } from "@/lib/billing/subscription";
import { limitMessage } from "@/lib/people/plan-limits";
import type { ImportContext, MappedSheet } from "./plan";
import type { ExistingStudent, StudentRecord } from "./student-types";

/**
 * The plan's limits hold for an import as for one student typed in: the active students after the
 * file (new ones, and those it activates or deactivates) and the partner connections (couples).
 * The error sits on the row where the count first goes past the limit.
 */
export async function checkStudentLimit(
  context: ImportContext,
  sheet: MappedSheet,
  records: StudentRecord[],
  existing: ExistingStudent[],
  partners: Map<string, string | null>,
): Promise<void> {
  const { key, limits } = await getSubscription(context.db, context.studioId, context.now);
  if (limits.activeStudents !== null) {
    let total = existing.filter((row) => row.active).length;
    let firstOver: number | null = null;
    for (const record of records) {
      const wasActive = record.current?.active ?? false;
      const active = (record.values.active as boolean | undefined) ?? (record.current ? record.current.active : true);
      total += Number(active) - Number(wasActive);
      if (total > limits.activeStudents && firstOver === null) firstOver = record.index;
    }
    if (total > limits.activeStudents && firstOver !== null)
      sheet.error(firstOver, null, `${limitMessage(key, "activeStudents")} This file would make ${total} active students.`);
  }
  if (limits.partnerConnections !== null && partners.size) {
    const active = new Set(existing.filter((row) => row.active).map((row) => row.id));
    for (const record of records)
      if ((record.values.active as boolean | undefined) ?? record.current?.active ?? true) active.add(record.id);
    const count = (links: Map<string, string | null>) =>
      [...links].filter(([id, partnerId]) => partnerId && id < partnerId && active.has(id) && active.has(partnerId)).length;
    const before = new Map(existing.map((row) => [row.id, row.partnerId]));
    const after = new Map([...before, ...partners]);
    const pairs = count(after);
    if (pairs > limits.partnerConnections && pairs > count(before)) {
      const first = records.find((record) => partners.has(record.id));
      sheet.error(first?.index ?? 0, "partner", `${limitMessage(key, "partnerConnections")} This file would make ${pairs} couples.`);
    }
  }
}
