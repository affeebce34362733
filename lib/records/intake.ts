import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { intakeAnswers, intakeFields } from "@/lib/db/schema";
import type { INTAKE_FIELD_KINDS } from "@/lib/db/schema/column-values";

export type IntakeFieldKind = (typeof INTAKE_FIELD_KINDS)[number];

/** One of the studio's own questions about its students. */
export type IntakeField = {
  id: string;
  label: string;
  kind: IntakeFieldKind;
  choices: string[];
  required: boolean;
  staffOnly: boolean;
  position: number;
  archived: boolean;
};

/** Who answers: staff answer every field; a student only those not staff-only. */
export type IntakeAnswerer = "staff" | "student";

/** Field id → the answer as stored (dates `YYYY-MM-DD`, yes/no `yes`/`no`), or null to remove it. */
export type IntakeValues = Record<string, string | null>;

export const INTAKE_TEXT_MAX = 1000;

const FIELD_COLUMNS = {
  id: intakeFields.id,
  label: intakeFields.label,
  kind: intakeFields.kind,
  choices: intakeFields.choices,
  required: intakeFields.required,
  staffOnly: intakeFields.staffOnly,
  position: intakeFields.position,
  archivedAt: intakeFields.archivedAt,
};

function toField({ archivedAt, ...row }: { archivedAt: Date | null } & Omit<IntakeField, "archived">): IntakeField {
  return { ...row, archived: archivedAt !== null };
}

/**
 * The studio's intake fields in the order it asks them. `forStudent`: only those a student is asked
 * and shown (never a staff-only one); `includeArchived`: removed fields too (the export, old answers).
 */
export async function listIntakeFields(
  db: Db | Tx,
  studioId: string,
  options: { forStudent?: boolean; includeArchived?: boolean } = {},
): Promise<IntakeField[]> {
  const rows = await db
    .select(FIELD_COLUMNS)
    .from(intakeFields)
    .where(
      and(
        eq(intakeFields.studioId, studioId),
        options.includeArchived ? undefined : isNull(intakeFields.archivedAt),
        options.forStudent ? eq(intakeFields.staffOnly, false) : undefined,
      ),
    )
    .orderBy(asc(intakeFields.position), asc(intakeFields.createdAt), asc(intakeFields.id));
  return rows.map(toField);
}

// C0 and C1 controls, DEL, line breaks and tabs: an answer is one line of text.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const YES = new Set(["yes", "y", "true"]);
const NO = new Set(["no", "n", "false"]);

/** A calendar date that exists ("2026-02-30" doesn't), from 1900 to 2100. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One answer checked against its field: the stored text, null for "no answer", or the message saying what's wrong. */
function parseValue(field: IntakeField, raw: unknown): { value: string | null } | { error: string } {
  if (raw === null || raw === undefined) return { value: null };
  if (field.kind === "yes_no") {
    if (typeof raw === "boolean") return { value: raw ? "yes" : "no" };
    if (typeof raw !== "string") return { error: "Answer yes or no." };
    const text = raw.trim().toLowerCase();
    if (text === "") return { value: null };
    if (YES.has(text)) return { value: "yes" };
    if (NO.has(text)) return { value: "no" };
    return { error: "Answer yes or no." };
  }
  if (typeof raw !== "string") return { error: field.kind === "date" ? "Use a date like 2026-11-24." : "Enter text." };
  const text = raw.trim();
  if (text === "") return { value: null };
  if (CONTROL.test(text) || text.toWellFormed() !== text) return { error: "Keep this to one line, without control characters." };
  if (field.kind === "date") return isRealDate(text) ? { value: text } : { error: "Use a real date like 2026-11-24." };
  if (field.kind === "choice") {
    const choice = field.choices.find((each) => each.toLowerCase() === text.toLowerCase());
    return choice ? { value: choice } : { error: `Choose one of: ${field.choices.join(", ")}.` };
  }
  if (text.length > INTAKE_TEXT_MAX) return { error: `Keep this under ${INTAKE_TEXT_MAX.toLocaleString("en-US")} characters.` };
  return { value: text };
}

/**
 * Checks answers given as field id → value against the fields (text ≤ 1,000 characters on one line;
 * a choice one of its choices; a date real; yes/no "yes", "no" or a boolean). Fields not in `input`
 * are left as they are, unless `requireRequired` and the field is required; an empty answer (null,
 * "") removes one. A student can't answer a staff-only field: its id is refused like an unknown one.
 * Returns the values to save and the errors by field id (empty when all is well).
 */
export function parseIntakeAnswers(
  fields: IntakeField[],
  input: Record<string, unknown>,
  options: { who: IntakeAnswerer; requireRequired: boolean },
): { values: IntakeValues; errors: Record<string, string> } {
  const asked = fields.filter((field) => !field.archived && (options.who === "staff" || !field.staffOnly));
  const byId = new Map(asked.map((field) => [field.id, field]));
  const values: IntakeValues = {};
  const errors: Record<string, string> = {};
  for (const key of Object.keys(input)) if (!byId.has(key)) errors[key] = "Not a question this studio asks.";
  for (const field of asked) {
    const given = Object.hasOwn(input, field.id);
    const parsed = parseValue(field, given ? input[field.id] : undefined);
    if ("error" in parsed) errors[field.id] = parsed.error;
    else if (parsed.value === null && field.required && options.requireRequired) errors[field.id] = `Answer “${field.label}”.`;
    else if (given) values[field.id] = parsed.value;
  }
  return { values, errors };
}

/** parseIntakeAnswers, or a 400 naming each field as `<prefix>.<field id>` (the form shows it beside the question). */
export function intakeAnswersOrThrow(
  fields: IntakeField[],
  input: Record<string, unknown>,
  options: { who: IntakeAnswerer; requireRequired: boolean },
  prefix = "intake",
): IntakeValues {
  const { values, errors } = parseIntakeAnswers(fields, input, options);
  const keys = Object.keys(errors);
  if (keys.length === 0) return values;
  const named = Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, errors[key]]));
  const first = fields.find((field) => field.id === keys[0]);
  throw new AppError("validation", first ? `${first.label}: ${errors[keys[0]]}` : "Some answers aren't questions this studio asks.", {
    fields: named,
  });
}

/** Writes a student's answers: each value replaces the one before, null removes it. Call it in the change's transaction. */
export async function saveIntakeAnswers(tx: Tx, studioId: string, studentId: string, values: IntakeValues): Promise<void> {
  await saveManyIntakeAnswers(tx, studioId, [{ studentId, values }]);
}

/** saveIntakeAnswers for many students at once (an import): one statement per 1,000 answers. */
export async function saveManyIntakeAnswers(
  tx: Tx,
  studioId: string,
  entries: { studentId: string; values: IntakeValues }[],
): Promise<void> {
  const now = new Date();
  const upserts: (typeof intakeAnswers.$inferInsert)[] = [];
  const removals: { studentId: string; fieldId: string }[] = [];
  for (const { studentId, values } of entries)
    for (const [fieldId, value] of Object.entries(values)) {
      if (value === null) removals.push({ studentId, fieldId });
      else upserts.push({ studioId, studentId, fieldId, value, updatedAt: now });
    }
  for (let start = 0; start < upserts.length; start += 1000)
    await tx
      .insert(intakeAnswers)
      .values(upserts.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [intakeAnswers.studioId, intakeAnswers.studentId, intakeAnswers.fieldId],
        set: { value: sql`excluded.value`, updatedAt: now },
      });
  const byStudent = new Map<string, { fieldId: string }[]>();
  for (const removal of removals) byStudent.set(removal.studentId, [...(byStudent.get(removal.studentId) ?? []), removal]);
  for (const [studentId, removed] of byStudent)
    await tx.delete(intakeAnswers).where(
      and(
        eq(intakeAnswers.studioId, studioId),
        eq(intakeAnswers.studentId, studentId),
        inArray(
          intakeAnswers.fieldId,
          removed.map((each) => each.fieldId),
        ),
      ),
    );
}

/** A student's answers (field id → value) to the given fields only: pass the fields the reader may see. */
export async function readIntakeAnswers(
  db: Db | Tx,
  studioId: string,
  studentId: string,
  fields: IntakeField[],
): Promise<{ fieldId: string; value: string; updatedAt: Date }[]> {
  if (fields.length === 0) return [];
  return db
    .select({ fieldId: intakeAnswers.fieldId, value: intakeAnswers.value, updatedAt: intakeAnswers.updatedAt })
    .from(intakeAnswers)
    .where(
      and(
        eq(intakeAnswers.studioId, studioId),
        eq(intakeAnswers.studentId, studentId),
        inArray(
          intakeAnswers.fieldId,
          fields.map((field) => field.id),
        ),
      ),
    );
}
