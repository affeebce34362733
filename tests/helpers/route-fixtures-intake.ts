import type { Db } from "@/lib/db/client";
import { intakeAnswers, intakeFields } from "@/lib/db/schema";

/** The staff-only question and its answer for Sam: never in anything a student or visitor reads. */
export const STAFF_ONLY_INTAKE = { question: "Health notes (staff)", answer: "Knee surgery in 2024, staff eyes only" };

/**
 * The studio's intake questions for the generated walks' `/api/intake-fields/{id}` routes: one a
 * student answers, one staff-only, each answered for the student, so every read a student can make
 * is checked with a staff-only answer on record. None is required: sign-ups in the world go on.
 */
export async function intakeRecords(db: Db, studioId: string, studentId: string) {
  const [goals, health] = await db
    .insert(intakeFields)
    .values([
      { studioId, label: "Goals", kind: "text", position: 0 },
      { studioId, label: STAFF_ONLY_INTAKE.question, kind: "text", staffOnly: true, position: 1 },
    ])
    .returning({ id: intakeFields.id });
  await db.insert(intakeAnswers).values([
    { studioId, studentId, fieldId: goals.id, value: "Dance at my wedding" },
    { studioId, studentId, fieldId: health.id, value: STAFF_ONLY_INTAKE.answer },
  ]);
  return { intakeFieldId: goals.id };
}
