import "server-only";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { intakeAnswers, intakeFields, students } from "@/lib/db/schema";

const DEMO_STUDENT_EMAIL = "student@promenade.test";

/** The demo's questions: none required, so invitations and first lessons in the demo (and its e2e runs) go as before. */
const FIELDS = [
  { label: "Date you started dancing", kind: "date" },
  { label: "Goals", kind: "text" },
  { label: "How did you hear about us?", kind: "choice", choices: ["A friend", "Instagram", "Google", "Walked past"] },
  { label: "Health notes", kind: "text", staffOnly: true },
] as const;

/** Answers by question, for Sam and the next students by name (some left unanswered, as in a real studio). */
const ANSWERS: (readonly [string, string, string, string | null])[] = [
  [
    "2023-09-12",
    "Bronze 4 Waltz and Foxtrot by the spring medal ball",
    "A friend",
    "Sprained left ankle in 2022: no fast spins on it for now.",
  ],
  ["2019-01-20", "Dance at our wedding in June", "Instagram", null],
  ["2024-02-03", "Meet people and get fit", "Google", "Asthma: keeps an inhaler in her bag."],
  ["2015-06-01", "Compete in Silver Latin", "Walked past", null],
];

/** Dates of birth for the same students (Sam first). */
const BIRTHDAYS = ["1991-06-14", "1988-11-02", "1996-03-27", "1979-08-09"];

/**
 * The demo studio's intake questions (one staff-only), with answers and dates of birth for Sam and
 * three other students. Idempotent: nothing happens once the studio has any question.
 */
export async function seedIntake(db: Db, studioId: string): Promise<void> {
  const [existing] = await db.select({ id: intakeFields.id }).from(intakeFields).where(eq(intakeFields.studioId, studioId)).limit(1);
  if (existing) return;
  const [sam] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, DEMO_STUDENT_EMAIL)))
    .limit(1);
  const others = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), ne(students.email, DEMO_STUDENT_EMAIL), isNull(students.erasedAt)))
    .orderBy(asc(students.name), asc(students.id))
    .limit(3);
  const answered = [...(sam ? [sam] : []), ...others];
  await db.transaction(async (tx) => {
    const fields = await tx
      .insert(intakeFields)
      .values(FIELDS.map((field, position) => ({ studioId, ...field, choices: "choices" in field ? [...field.choices] : [], position })))
      .returning({ id: intakeFields.id });
    const rows = answered.flatMap((student, index) =>
      ANSWERS[index].flatMap((value, field) =>
        value === null ? [] : [{ studioId, studentId: student.id, fieldId: fields[field].id, value }],
      ),
    );
    if (rows.length) await tx.insert(intakeAnswers).values(rows);
    for (const [index, student] of answered.entries())
      await tx
        .update(students)
        .set({ dateOfBirth: BIRTHDAYS[index] })
        .where(and(eq(students.studioId, studioId), eq(students.id, student.id), isNull(students.dateOfBirth)));
  });
}
