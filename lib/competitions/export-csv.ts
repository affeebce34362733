import "server-only";
import { stringify } from "csv-stringify/sync";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { safeCell } from "@/lib/csv/write-csv";
import { defaultLevelName, STYLE_NAMES } from "@/lib/progress/levels";
import { getCompetitionRow } from "./competition-rows";
import { readConfirmedEntries } from "./summaries";

/**
 * The entries CSV's columns, in the order registration forms commonly ask for them: one row per
 * confirmed entry (one heat). docs/competition-entries-csv.md describes each.
 */
export const ENTRY_CSV_COLUMNS = [
  "Entry ID",
  "Category",
  "Student first name",
  "Student last name",
  "Partner first name",
  "Partner last name",
  "Partner role",
  "Studio",
  "Age category",
  "Style",
  "Level",
  "Entry type",
  "Event title",
  "Dances",
  "Heat",
] as const;

const ENTRY_TYPES = { single: "Single dance", multi: "Multi-dance", scholarship: "Scholarship", solo: "Solo", exam: "Exam" } as const;

/** "Ana María Lee" → ["Ana María", "Lee"]: the last word is the family name, as entry forms split it. */
function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return [words[0] ?? "", ""];
  return [words.slice(0, -1).join(" "), words[words.length - 1]];
}

/** GET /api/competitions/{id}/export: the event's confirmed entries as the organiser's CSV (owners). */
export async function exportEntriesCsv(db: Db, session: Session, competitionId: string): Promise<{ filename: string; csv: string }> {
  const competition = await getCompetitionRow(db, session.studioId, competitionId);
  const entries = await readConfirmedEntries(db, session.studioId, competitionId);
  const records = entries.map((entry) => {
    const [first, last] = splitName(entry.studentName);
    const partner = entry.instructorName ?? entry.partnerName;
    const [partnerFirst, partnerLast] = partner ? splitName(partner) : ["", ""];
    return [
      entry.id,
      entry.instructorId ? "Pro-Am" : entry.partnerStudentId ? "Amateur couple" : "Individual",
      first,
      last,
      partnerFirst,
      partnerLast,
      entry.instructorId ? "Professional" : entry.partnerStudentId ? "Amateur" : "",
      session.studioName,
      entry.ageCategory ?? "",
      STYLE_NAMES[entry.style],
      defaultLevelName(entry.level),
      ENTRY_TYPES[entry.entryType],
      entry.title ?? "",
      entry.dances.join(" / "),
      entry.heat?.number ?? "",
    ].map((cell) => safeCell(cell));
  });
  const slug =
    competition.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event";
  return { filename: `${slug}-entries.csv`, csv: stringify(records, { header: true, columns: [...ENTRY_CSV_COLUMNS] }) };
}
