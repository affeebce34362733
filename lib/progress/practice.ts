import "server-only";
import { and, eq, inArray, sum } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { dances, practiceLogDances, practiceLogs, students } from "@/lib/db/schema";
import { assertNotFuture, findTrackedStudent } from "./access";
import type { TPracticeInput } from "./schemas";
import { plural } from "@/lib/text/plural";

/** A physical limit: nobody practises more than 16 hours in one day. */
const MAX_MINUTES_PER_DAY = 16 * 60;

export type PracticeEntry = {
  id: string;
  date: string;
  minutes: number;
  danceIds: string[];
  withPartner: boolean;
  note: string | null;
};

/** Every id must be one of the studio's dances (another studio's ids are simply not found). */
export async function assertStudioDances(db: Db, studioId: string, danceIds: readonly string[], field = "danceIds"): Promise<void> {
  const unique = [...new Set(danceIds)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: dances.id })
    .from(dances)
    .where(and(eq(dances.studioId, studioId), inArray(dances.id, unique)));
  if (found.length !== unique.length) {
    const message = "Choose dances from your studio's syllabus.";
    throw new AppError("not_found", message, { fields: { [field]: message } });
  }
}

/**
 * Practice logged by a student for themself, or by staff for a student they teach. A future date,
 * or a day that would add up to more than 16 hours, is refused on its field.
 */
export async function logPractice(db: Db, session: Session, studentId: string, input: TPracticeInput): Promise<PracticeEntry> {
  const student = await findTrackedStudent(db, session, studentId);
  assertNotFuture(input.date, student.today, "date", "Practice can't be logged for a day that hasn't happened yet.");
  const danceIds = [...new Set(input.danceIds ?? [])];
  await assertStudioDances(db, session.studioId, danceIds);
  return db.transaction(async (tx) => {
    // Under the student's lock, so two entries sent at once can't together pass the day's limit.
    await tx.select({ id: students.id }).from(students).where(eq(students.id, student.id)).for("update");
    const [day] = await tx
      .select({ minutes: sum(practiceLogs.minutes) })
      .from(practiceLogs)
      .where(and(eq(practiceLogs.studioId, session.studioId), eq(practiceLogs.studentId, student.id), eq(practiceLogs.date, input.date)));
    const already = Number(day?.minutes ?? 0);
    if (already + input.minutes > MAX_MINUTES_PER_DAY) {
      const left = MAX_MINUTES_PER_DAY - already;
      const message =
        left > 0
          ? `That day already has ${plural(already, "minute")} logged: at most ${left} more fit in 16 hours.`
          : "That day already has 16 hours of practice logged.";
      throw new AppError("validation", message, { fields: { minutes: message } });
    }
    const [entry] = await tx
      .insert(practiceLogs)
      .values({
        studioId: session.studioId,
        studentId: student.id,
        date: input.date,
        minutes: input.minutes,
        withPartner: input.withPartner ?? false,
        note: input.note ?? null,
        loggedBy: session.userId,
      })
      .returning();
    if (danceIds.length > 0) {
      await tx
        .insert(practiceLogDances)
        .values(danceIds.map((danceId) => ({ studioId: session.studioId, practiceLogId: entry.id, danceId })));
    }
    return { id: entry.id, date: entry.date, minutes: entry.minutes, danceIds, withPartner: entry.withPartner, note: entry.note };
  });
}

/** Removes a practice entry: the student's own, or staff for a student they teach (404 otherwise). */
export async function deletePractice(db: Db, session: Session, practiceId: string): Promise<{ deleted: string }> {
  const [entry] = await db
    .select({ id: practiceLogs.id, studentId: practiceLogs.studentId })
    .from(practiceLogs)
    .where(and(eq(practiceLogs.studioId, session.studioId), eq(practiceLogs.id, practiceId)))
    .limit(1);
  if (!entry) throw new AppError("not_found", "Practice entry not found.");
  await findTrackedStudent(db, session, entry.studentId).catch(() => {
    throw new AppError("not_found", "Practice entry not found.");
  });
  await db.delete(practiceLogs).where(and(eq(practiceLogs.studioId, session.studioId), eq(practiceLogs.id, entry.id)));
  return { deleted: entry.id };
}
