import "server-only";
import type { MappedSheet } from "./plan";
import type { ExistingStudent, StudentRecord } from "./student-types";
import { nameKey } from "./values";

/**
 * The partner column, read once every row is known (a partner may come later in the file): each
 * name, e-mail or id is looked up among the file's rows first, then among the studio's students.
 * Partners are linked both ways; a student already partnered with someone the file doesn't mention
 * is refused rather than silently split from them. Returns each student's new partner.
 */
export function planPartners(
  sheet: MappedSheet,
  records: StudentRecord[],
  existing: ExistingStudent[],
  byId: Map<string, ExistingStudent>,
): Map<string, string | null> {
  const assigned = new Map<string, string>();
  const namedOn = new Map<string, number>();
  if (!sheet.mapped("partner")) return assigned;
  const fileIndex = new Map<string, StudentRecord | "ambiguous">();
  const put = (key: string, record: StudentRecord) => {
    const seen = fileIndex.get(key);
    fileIndex.set(key, seen && seen !== record ? "ambiguous" : record);
  };
  for (const record of records) {
    if (record.externalId) put(`id:${record.externalId}`, record);
    if (record.email) put(`email:${record.email}`, record);
    put(`name:${nameKey(nameOf(record))}`, record);
  }
  const studioIndex = new Map<string, ExistingStudent | "ambiguous">();
  for (const student of existing) {
    if (student.email) studioIndex.set(`email:${student.email.toLowerCase()}`, student);
    const key = `name:${nameKey(student.name)}`;
    studioIndex.set(key, studioIndex.has(key) ? "ambiguous" : student);
  }
  const names = new Map<string, string>([
    ...existing.map((row) => [row.id, row.name] as const),
    ...records.map((r) => [r.id, nameOf(r)] as const),
  ]);

  for (const record of records) {
    const text = record.partnerRef.trim();
    if (!text || record.invalid) continue;
    const keys = [`id:${text}`, `email:${text.toLowerCase()}`, `name:${nameKey(text)}`];
    const inFile = keys.map((key) => fileIndex.get(key)).find(Boolean);
    const atStudio = keys.map((key) => studioIndex.get(key)).find(Boolean);
    const found = inFile ?? atStudio;
    if (!found) {
      sheet.error(record.index, "partner", `There's no student called ${text} in the file or at the studio.`);
      continue;
    }
    if (found === "ambiguous") {
      sheet.error(record.index, "partner", `More than one student is called ${text}: write the partner's e-mail or id instead.`);
      continue;
    }
    if ("invalid" in found && found.invalid) continue;
    const partnerId = found.id;
    if (partnerId === record.id) {
      sheet.error(record.index, "partner", "A student can't be their own partner.");
      continue;
    }
    for (const [a, b] of [
      [record.id, partnerId],
      [partnerId, record.id],
    ]) {
      const previous = assigned.get(a);
      if (previous && previous !== b) {
        sheet.error(record.index, "partner", `${names.get(a)} is already ${names.get(previous)}'s partner in this file.`);
        break;
      }
      assigned.set(a, b);
      if (!namedOn.has(a)) namedOn.set(a, record.index);
    }
  }
  // Someone partnered at the studio with a person the file doesn't re-partner would be left half a couple.
  for (const [id, partnerId] of assigned) {
    const old = byId.get(id)?.partnerId;
    if (old && old !== partnerId && !assigned.has(old))
      sheet.error(
        namedOn.get(id) ?? 0,
        "partner",
        `${names.get(id)} is partnered with ${names.get(old) ?? "someone else"} at the studio: change that on their page first.`,
      );
  }
  return new Map(assigned);
}

export function nameOf(record: StudentRecord): string {
  return (record.values.name as string | undefined) ?? record.current?.name ?? "";
}
