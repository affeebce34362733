import "server-only";
import { and, asc, count, eq, isNull, max } from "drizzle-orm";
import { canManageStudio, isStudent, requireOwnStudentId } from "@/lib/access/rules";
import { assertCanSeeStudent } from "@/lib/access/students";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { intakeAnswers, intakeFields, students } from "@/lib/db/schema";
import { intakeAnswersOrThrow, listIntakeFields, readIntakeAnswers, saveIntakeAnswers, type IntakeField } from "./intake";
import type { TIntakeFieldInput, TIntakeFieldPatch } from "./intake-schemas";

const MAX_FIELDS = 50;

/** The studio's questions as the caller may read them: staff all (archived ones on request), a student those they answer. */
export async function intakeFieldsFor(db: Db, session: Session, options: { archived?: boolean } = {}): Promise<IntakeField[]> {
  if (isStudent(session)) return listIntakeFields(db, session.studioId, { forStudent: true });
  return listIntakeFields(db, session.studioId, { includeArchived: options.archived === true && canManageStudio(session) });
}

async function findField(db: Db, studioId: string, id: string): Promise<IntakeField> {
  const found = (await listIntakeFields(db, studioId, { includeArchived: true })).find((field) => field.id === id);
  if (!found) throw new AppError("not_found", "That intake field isn't in your studio.");
  return found;
}

export async function createIntakeField(db: Db, session: Session, input: TIntakeFieldInput): Promise<IntakeField> {
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ total: count(), last: max(intakeFields.position) })
      .from(intakeFields)
      .where(and(eq(intakeFields.studioId, session.studioId), isNull(intakeFields.archivedAt)));
    if (Number(existing.total) >= MAX_FIELDS) throw new AppError("rule", `A studio asks at most ${MAX_FIELDS} intake questions.`);
    const [row] = await tx
      .insert(intakeFields)
      .values({
        studioId: session.studioId,
        label: input.label,
        kind: input.kind,
        choices: input.kind === "choice" ? input.choices : [],
        required: input.required,
        staffOnly: input.staffOnly,
        position: existing.last === null ? 0 : Number(existing.last) + 1,
      })
      .returning({ id: intakeFields.id });
    return row.id;
  });
  return findField(db, session.studioId, id);
}

/**
 * Changes a question. Its kind changes only while nobody has answered it (an answer is read as its
 * kind); a choice field keeps at least two choices; `position` moves it, the others closing up.
 */
export async function updateIntakeField(db: Db, session: Session, id: string, patch: TIntakeFieldPatch): Promise<IntakeField> {
  const current = await findField(db, session.studioId, id);
  if (current.archived) throw new AppError("not_found", "That intake field was removed.");
  const kind = patch.kind ?? current.kind;
  const choices = kind === "choice" ? (patch.choices ?? current.choices) : [];
  if (kind === "choice" && choices.length < 2)
    throw new AppError("validation", "Give at least two choices.", { fields: { choices: "Give at least two choices." } });
  await db.transaction(async (tx) => {
    if (patch.kind !== undefined && patch.kind !== current.kind) {
      const [answered] = await tx
        .select({ total: count() })
        .from(intakeAnswers)
        .where(and(eq(intakeAnswers.studioId, session.studioId), eq(intakeAnswers.fieldId, id)));
      if (Number(answered.total) > 0)
        throw new AppError("conflict", "Students have answered this question: add a new one instead of changing its kind.", {
          fields: { kind: "Answered already: its kind stays." },
        });
    }
    const { position, ...changes } = patch;
    await tx
      .update(intakeFields)
      .set({ ...changes, choices })
      .where(and(eq(intakeFields.studioId, session.studioId), eq(intakeFields.id, id)));
    if (position !== undefined) await moveField(tx, session.studioId, id, position);
  });
  return findField(db, session.studioId, id);
}

/** Numbers the studio's current questions 0, 1, 2… with `id` at `position`. */
async function moveField(tx: Tx, studioId: string, id: string, position: number) {
  const rows = await tx
    .select({ id: intakeFields.id })
    .from(intakeFields)
    .where(and(eq(intakeFields.studioId, studioId), isNull(intakeFields.archivedAt)))
    .orderBy(asc(intakeFields.position), asc(intakeFields.createdAt), asc(intakeFields.id))
    .for("update");
  const order = rows.map((row) => row.id).filter((each) => each !== id);
  order.splice(Math.min(position, order.length), 0, id);
  for (const [index, each] of order.entries())
    await tx
      .update(intakeFields)
      .set({ position: index })
      .where(and(eq(intakeFields.studioId, studioId), eq(intakeFields.id, each)));
}

/** Removes a question from forms and records; its answers stay (the export keeps them). */
export async function archiveIntakeField(db: Db, session: Session, id: string): Promise<void> {
  const current = await findField(db, session.studioId, id);
  if (current.archived) return;
  await db
    .update(intakeFields)
    .set({ archivedAt: new Date() })
    .where(and(eq(intakeFields.studioId, session.studioId), eq(intakeFields.id, id)));
}

/** 404 unless the student is in the caller's studio and theirs to see (owners every student, instructors their own). */
async function assertStudentToSee(db: Db, session: Session, studentId: string): Promise<void> {
  await assertCanSeeStudent(db, session, studentId);
  const [found] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)))
    .limit(1);
  if (!found) throw new AppError("not_found", "Student not found.");
}

/** A student's answers for staff. */
export async function getStudentIntake(db: Db, session: Session, studentId: string) {
  await assertStudentToSee(db, session, studentId);
  const fields = await listIntakeFields(db, session.studioId);
  return { fields, answers: await readIntakeAnswers(db, session.studioId, studentId, fields) };
}

/** Staff (owners) save a student's answers: any field, required ones not enforced (the student may not have said yet). */
export async function putStudentIntake(db: Db, session: Session, studentId: string, input: Record<string, unknown>) {
  await assertStudentToSee(db, session, studentId);
  const fields = await listIntakeFields(db, session.studioId);
  const values = intakeAnswersOrThrow(fields, input, { who: "staff", requireRequired: false }, "answers");
  await db.transaction((tx) => saveIntakeAnswers(tx, session.studioId, studentId, values));
  return getStudentIntake(db, session, studentId);
}

/** The student's own answers, to the questions they are asked (never a staff-only one). */
export async function getOwnIntake(db: Db, session: Session) {
  const studentId = requireOwnStudentId(session);
  const fields = await listIntakeFields(db, session.studioId, { forStudent: true });
  return { fields, answers: await readIntakeAnswers(db, session.studioId, studentId, fields) };
}

/** The student answers their own questions; a required one can't be left without an answer. */
export async function putOwnIntake(db: Db, session: Session, input: Record<string, unknown>) {
  const studentId = requireOwnStudentId(session);
  const fields = await listIntakeFields(db, session.studioId, { forStudent: true });
  const values = await studentAnswersOrThrow(db, session.studioId, studentId, fields, input, "answers");
  await db.transaction((tx) => saveIntakeAnswers(tx, session.studioId, studentId, values));
  return getOwnIntake(db, session);
}

/**
 * The questions asked when a student signs up (an invitation accepted): theirs to answer, with the
 * required ones answered — an answer the studio already has (an import) counts. Call it in the
 * sign-up's transaction, so a refusal undoes the sign-up. Instructors are asked nothing.
 */
export async function answerIntakeAtSignUp(
  tx: Tx,
  person: { studioId: string; role: "instructor" | "student"; personId: string },
  input: Record<string, unknown>,
): Promise<void> {
  if (!isStudent(person)) return;
  const fields = await listIntakeFields(tx, person.studioId, { forStudent: true });
  const values = await studentAnswersOrThrow(tx, person.studioId, person.personId, fields, input, "intake");
  await saveIntakeAnswers(tx, person.studioId, person.personId, values);
}

/**
 * A student's own answers checked with the required ones enforced: answers left out of the request
 * stay, so one already on record counts as given. Returns only what the request changes.
 */
async function studentAnswersOrThrow(
  db: Db | Tx,
  studioId: string,
  studentId: string,
  fields: IntakeField[],
  input: Record<string, unknown>,
  prefix: string,
) {
  const before = await readIntakeAnswers(db, studioId, studentId, fields);
  const merged = { ...Object.fromEntries(before.map((answer) => [answer.fieldId, answer.value])), ...input };
  const checked = intakeAnswersOrThrow(fields, merged, { who: "student", requireRequired: true }, prefix);
  return Object.fromEntries(Object.entries(checked).filter(([fieldId]) => Object.hasOwn(input, fieldId)));
}

/** For Settings → Profile: a student's own questions and answers, read on the server; null for staff. */
export async function loadOwnIntake(session: Session) {
  if (!isStudent(session) || !session.studentId) return null;
  return getOwnIntake(await getDb(), session);
}
