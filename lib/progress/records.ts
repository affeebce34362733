import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { assessments, bookings, figures, progressNotes, studentFigures } from "@/lib/db/schema";
import { assertNotFuture, findTrackedStudent } from "./access";
import { findDance } from "./dances";
import { danceLabel, defaultLevelName, levelOrder, type FigureStatus } from "./levels";
import { readDanceLevel } from "./student-levels";
import type { TAssessmentInput, TFigureStatus, TNoteInput } from "./schemas";

/** What staff record in a lesson: a figure's status, a check-out, a note with a video. */

export type FigureMark = { figureId: string; status: FigureStatus; checkedAt: string | null; checkedBy: string | null };

/** Introduced, learning or checked off (dated, and by whom); staff for students they teach. */
export async function setFigureStatus(db: Db, session: Session, studentId: string, figureId: string, input: TFigureStatus) {
  const student = await findTrackedStudent(db, session, studentId);
  const [figure] = await db
    .select({ id: figures.id })
    .from(figures)
    .where(and(eq(figures.studioId, session.studioId), eq(figures.id, figureId)))
    .limit(1);
  if (!figure) throw new AppError("not_found", "Figure not found.");
  const checked = input.status === "checked";
  const date = input.date ?? student.today;
  if (checked) assertNotFuture(date, student.today, "date", "A figure can't be checked off on a day that hasn't happened yet.");
  const values = {
    status: input.status,
    checkedAt: checked ? date : null,
    checkedBy: checked ? session.userId : null,
    updatedAt: new Date(),
  };
  await db
    .insert(studentFigures)
    .values({ studioId: session.studioId, studentId: student.id, figureId: figure.id, ...values })
    .onConflictDoUpdate({ target: [studentFigures.studioId, studentFigures.studentId, studentFigures.figureId], set: values });
  const mark: FigureMark = {
    figureId: figure.id,
    status: input.status,
    checkedAt: values.checkedAt,
    checkedBy: checked ? session.name : null,
  };
  return { figure: mark };
}

/**
 * A dated check-out or medal test. A pass above the student's level in that dance moves it up; the
 * row is only ever added, so the level's history keeps every step (and a level never moves without one).
 */
export async function recordAssessment(db: Db, session: Session, studentId: string, input: TAssessmentInput) {
  const student = await findTrackedStudent(db, session, studentId);
  const dance = await findDance(db, session.studioId, input.danceId, "danceId");
  if (input.level === "newcomer") {
    const message = "Every dancer starts as a Newcomer: check-outs begin at Bronze 1.";
    throw new AppError("validation", message, { fields: { level: message } });
  }
  if (levelOrder(input.level) > levelOrder(dance.topLevel)) {
    const message = `${danceLabel(dance)} has no ${defaultLevelName(input.level)} level: it is taught up to ${defaultLevelName(dance.topLevel)}.`;
    throw new AppError("validation", message, { fields: { level: message } });
  }
  assertNotFuture(input.date, student.today, "date", "An assessment can't be dated after today.");
  const [row] = await db
    .insert(assessments)
    .values({ studioId: session.studioId, studentId: student.id, recordedBy: session.userId, ...input })
    .returning();
  const level = await readDanceLevel(db, session.studioId, student.id, dance.id);
  return {
    assessment: {
      id: row.id,
      danceId: dance.id,
      level: row.level,
      result: row.result,
      kind: row.kind,
      date: row.date,
      marks: row.marks,
      notes: row.notes,
      examiner: row.examiner,
      videoUrl: row.videoUrl,
    },
    level: { danceId: dance.id, dance: dance.name, style: dance.style, ...level },
  };
}

/** An instructor's note (and video link) for the student, about a lesson, a figure or a check-out of theirs. */
export async function addNote(db: Db, session: Session, studentId: string, input: TNoteInput) {
  const student = await findTrackedStudent(db, session, studentId);
  await assertNoteTargets(db, session.studioId, student.id, input);
  const [note] = await db
    .insert(progressNotes)
    .values({ studioId: session.studioId, studentId: student.id, authorId: session.userId, ...input })
    .returning();
  return {
    note: {
      id: note.id,
      body: note.body,
      videoUrl: note.videoUrl,
      eventId: note.eventId,
      figureId: note.figureId,
      assessmentId: note.assessmentId,
      author: session.name,
      createdAt: note.createdAt.toISOString(),
    },
  };
}

async function assertNoteTargets(db: Db, studioId: string, studentId: string, input: TNoteInput): Promise<void> {
  const refuse = (field: string, message: string) => {
    throw new AppError("not_found", message, { fields: { [field]: message } });
  };
  if (input.eventId) {
    const [booked] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.studioId, studioId), eq(bookings.eventId, input.eventId), eq(bookings.studentId, studentId)))
      .limit(1);
    if (!booked) refuse("eventId", "That lesson isn't one of this student's.");
  }
  if (input.figureId) {
    const [figure] = await db
      .select({ id: figures.id })
      .from(figures)
      .where(and(eq(figures.studioId, studioId), eq(figures.id, input.figureId)))
      .limit(1);
    if (!figure) refuse("figureId", "Figure not found.");
  }
  if (input.assessmentId) {
    const [assessment] = await db
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(eq(assessments.studioId, studioId), eq(assessments.id, input.assessmentId), eq(assessments.studentId, studentId)))
      .limit(1);
    if (!assessment) refuse("assessmentId", "That check-out isn't one of this student's.");
  }
}
