import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { assessments, figures, practiceLogDances, practiceLogs, studentFigures } from "@/lib/db/schema";
import { levelOrder, LEVEL_KEYS, type LevelKey } from "@/lib/progress/levels";
import { addDays } from "@/lib/dates/wall-time";
import { demoGoalsAndNotes } from "./seed-progress-goals";
import type { DemoDancer } from "./demo-dancer";

export type { DemoDancer };

/** Dancers who stopped practising a month ago, so the instructor's list has someone to nudge. */
const QUIET = new Set([5, 9]);
const WEEKS = 52;

/** Check-outs, figures, practice, goals and notes for the demo dancers, in bulk inserts. */
export async function demoProgressRecords(db: Db, studioId: string, roster: readonly DemoDancer[], today: string): Promise<void> {
  let seed = 1307;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const assessmentRows: (typeof assessments.$inferInsert)[] = [];
  const passed = new Map<string, { level: LevelKey; date: string }[]>();

  for (const dancer of roster) {
    dancer.danceIds.forEach((danceId, order) => {
      const passes = Math.min(4, Math.max(1, 4 - order - (dancer.index % 2)));
      const steps: { level: LevelKey; date: string }[] = [];
      for (let step = 1; step <= passes; step += 1) {
        const level = LEVEL_KEYS[step];
        const date = addDays(today, -7 * (48 - step * 10 - order * 2) - dancer.index * 3);
        if ((dancer.index + order) % 3 === 0 && step === 2) {
          assessmentRows.push({
            ...common(dancer, danceId),
            level,
            result: "retry",
            date: addDays(date, -21),
            notes: "Timing drifts in the turns; again in three weeks.",
          });
        }
        const medalTest = step === 4 && order === 0;
        assessmentRows.push({
          ...common(dancer, danceId),
          level,
          result: "pass",
          date,
          kind: medalTest ? "medal-test" : "check-out",
          examiner: medalTest ? "Helen Ward" : null,
          marks: medalTest ? "88/100" : null,
        });
        steps.push({ level, date });
      }
      passed.set(`${dancer.studentId}:${danceId}`, steps);
    });
  }
  if (assessmentRows.length > 0) await db.insert(assessments).values(assessmentRows);

  // Figures: checked up to the level passed (dated with its pass), the next level's being learnt.
  const danceIds = [...new Set(roster.flatMap((dancer) => dancer.danceIds))];
  const syllabus =
    danceIds.length === 0
      ? []
      : await db
          .select({ id: figures.id, danceId: figures.danceId, level: figures.level, position: figures.position })
          .from(figures)
          .where(and(eq(figures.studioId, studioId), inArray(figures.danceId, danceIds)));
  const marks: (typeof studentFigures.$inferInsert)[] = [];
  for (const dancer of roster) {
    for (const danceId of dancer.danceIds) {
      const steps = passed.get(`${dancer.studentId}:${danceId}`) ?? [];
      const top = steps.at(-1)?.level ?? "newcomer";
      for (const figure of syllabus.filter((row) => row.danceId === danceId)) {
        const order = levelOrder(figure.level);
        const pass = steps.find((step) => levelOrder(step.level) >= order);
        if (pass)
          marks.push({
            studioId,
            studentId: dancer.studentId,
            figureId: figure.id,
            status: "checked",
            checkedAt: pass.date,
            checkedBy: dancer.recorder,
          });
        else if (order === levelOrder(top) + 1)
          marks.push({
            studioId,
            studentId: dancer.studentId,
            figureId: figure.id,
            status: figure.position % 2 === 0 ? "learning" : "introduced",
          });
      }
    }
  }
  for (let index = 0; index < marks.length; index += 500) await db.insert(studentFigures).values(marks.slice(index, index + 500));

  // Practice: a few sessions most weeks, the demo student every week up to today.
  const logs: (typeof practiceLogs.$inferInsert & { id: string })[] = [];
  const logDances: (typeof practiceLogDances.$inferInsert)[] = [];
  for (const dancer of roster) {
    const perWeek = dancer.index === 0 ? 3 : (dancer.index % 4) + 1;
    for (let week = WEEKS; week >= 0; week -= 1) {
      if (QUIET.has(dancer.index) && week < 5) continue;
      if (dancer.index !== 0 && random() < 0.2) continue;
      for (let session = 0; session < perWeek; session += 1) {
        const date = addDays(today, -week * 7 - Math.floor(random() * 7));
        if (date > today) continue;
        const id = randomUUID();
        logs.push({
          id,
          studioId,
          studentId: dancer.studentId,
          date,
          minutes: 20 + Math.floor(random() * 15) * 5,
          withPartner: random() < 0.35,
          note: random() < 0.15 ? "Worked on frame and footwork." : null,
          loggedBy: null,
        });
        const practised = dancer.danceIds.filter(() => random() < 0.6);
        for (const danceId of practised) logDances.push({ studioId, practiceLogId: id, danceId });
      }
    }
  }
  for (let index = 0; index < logs.length; index += 500) await db.insert(practiceLogs).values(logs.slice(index, index + 500));
  for (let index = 0; index < logDances.length; index += 500)
    await db.insert(practiceLogDances).values(logDances.slice(index, index + 500));

  await demoGoalsAndNotes(db, studioId, roster, today);

  function common(dancer: DemoDancer, danceId: string) {
    return { studioId, studentId: dancer.studentId, danceId, recordedBy: dancer.recorder };
  }
}
