import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Tx } from "@/lib/db/client";
import { assessments, competitionEntries, dances } from "@/lib/db/schema";
import type { EXAM_RESULTS } from "@/lib/db/schema/column-values";
import { instantToLocal } from "@/lib/dates/wall-time";
import { danceLabel, defaultLevelName, levelOrder } from "@/lib/progress/levels";
import type { CompetitionRow } from "./competition-rows";
import type { SheetEntry } from "./heats-entries";

type ExamResult = (typeof EXAM_RESULTS)[number];

/** The exam's day: the student's slot in the studio's zone, else the event's first day. */
function examDay(entry: SheetEntry, competition: CompetitionRow, timeZone: string): string {
  return entry.examSlotAt ? instantToLocal(new Date(entry.examSlotAt), timeZone).date : competition.startsOn;
}

/**
 * An examiner's verdict on one exam entry, in the results' transaction (under the event's lock).
 * It becomes the student's assessments — a medal test by the event's examiner at the entry's level,
 * one per dance of the entry — so their level per dance moves exactly as progress computes it
 * (a pass or honours above their level moves it up; a retry keeps it). One assessment per entry and
 * dance (a unique index): the same verdict posted again writes nothing, a corrected one updates
 * those rows, and a cleared one removes them. Answers how many assessments were written.
 */
export async function recordExamResult(
  tx: Tx,
  userId: string,
  competition: CompetitionRow,
  timeZone: string,
  entry: SheetEntry,
  result: ExamResult | null,
  field: string,
): Promise<number> {
  const refuse = (message: string) => {
    throw new AppError("validation", message, { fields: { [field]: message } });
  };
  if (entry.entryType !== "exam") refuse(`${entry.studentName}'s entry isn't a medal exam: give its placement instead.`);
  if (entry.level === "newcomer") refuse(`${entry.studentName}'s exam is at Newcomer: medal exams start at Bronze 1.`);
  const studioId = competition.studioId;
  await tx
    .update(competitionEntries)
    .set({ examResult: result, updatedAt: new Date() })
    .where(and(eq(competitionEntries.studioId, studioId), eq(competitionEntries.id, entry.id)));
  const ofEntry = and(eq(assessments.studioId, studioId), eq(assessments.competitionEntryId, entry.id));
  if (result === null) {
    const removed = await tx.delete(assessments).where(ofEntry).returning({ id: assessments.id });
    return removed.length;
  }
  const existing = await tx.select({ danceId: assessments.danceId, result: assessments.result }).from(assessments).where(ofEntry);
  const tops = await tx
    .select({ id: dances.id, name: dances.name, style: dances.style, topLevel: dances.topLevel })
    .from(dances)
    .where(eq(dances.studioId, studioId));
  let written = 0;
  for (const dance of entry.dances) {
    const top = tops.find((row) => row.id === dance.id);
    if (top && levelOrder(entry.level) > levelOrder(top.topLevel))
      refuse(`${danceLabel(top)} is taught up to ${defaultLevelName(top.topLevel)}: ${entry.studentName}'s exam is above it.`);
    const before = existing.find((row) => row.danceId === dance.id);
    if (before?.result === result) continue;
    if (before) {
      await tx
        .update(assessments)
        .set({ result })
        .where(and(ofEntry, eq(assessments.danceId, dance.id)));
    } else {
      const inserted = await tx
        .insert(assessments)
        .values({
          studioId,
          studentId: entry.studentId,
          danceId: dance.id,
          level: entry.level,
          result,
          kind: "medal-test",
          date: examDay(entry, competition, timeZone),
          examiner: competition.examiner,
          recordedBy: userId,
          competitionEntryId: entry.id,
        })
        .onConflictDoNothing()
        .returning({ id: assessments.id });
      if (inserted.length === 0) continue;
    }
    written++;
  }
  return written;
}
