import "server-only";
import { isBlankRow } from "./csv";
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { intakeAnswers, students } from "@/lib/db/schema";
import { STUDENT_LEVELS } from "@/lib/db/schema/column-values";
import type { IntakeField } from "@/lib/records/intake";
import { parseIntakeAnswers } from "@/lib/records/intake";
import { loadLinks, type NewLink } from "./links";
import type { ImportContext, MappedSheet, Planned } from "./plan";
import { planPartners } from "./student-partners";
import { applyStudents } from "./student-write";
import { INTAKE_PREFIX, type ExistingStudent, type StudentRecord } from "./student-types";
import { checkStudentLimit } from "./student-limits";
import { nameKey, readDate, readEmail, readText, readYesNo } from "./values";

const EDITABLE = ["name", "email", "phone", "level", "dateOfBirth", "emergencyContact", "notes", "active"] as const;
type Editable = (typeof EDITABLE)[number];

function readLevel(text: string) {
  const level = STUDENT_LEVELS.find((each) => each.toLowerCase() === text.trim().toLowerCase());
  return level ? { value: level } : { error: `${text.trim()} isn't a level: use Newcomer, Bronze, Silver or Gold.` };
}

/**
 * Students: each row is matched to the student an earlier import made from it (its id in the old
 * system, else its e-mail, else its name), else to a student with the same e-mail, else it is new.
 * Empty cells never erase what a student has. Partners are resolved once every row is read, so a
 * partner may be named before their own row.
 */
export async function planStudents(context: ImportContext, sheet: MappedSheet, intake: IntakeField[]): Promise<Planned> {
  const { db, studioId } = context;
  const nameMapped = sheet.mapped("name") || (sheet.mapped("firstName") && sheet.mapped("lastName"));
  if (!nameMapped)
    sheet.errors.push({ row: 0, column: "name", message: "Choose the column that holds Name (or First name and Last name)." });
  const existing = await db
    .select()
    .from(students)
    .where(and(eq(students.studioId, studioId), isNull(students.erasedAt)));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const byEmail = new Map(existing.filter((row) => row.email).map((row) => [row.email!.toLowerCase(), row]));
  const links = await loadLinks(db, studioId, "student");
  const intakeMapped = intake.filter((field) => sheet.mapped(`${INTAKE_PREFIX}${field.id}`));
  const answers = intakeMapped.length ? await existingAnswers(db, studioId) : new Map<string, string>();
  const records: StudentRecord[] = [];
  const seenKeys = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  /** Existing students a row has matched, by the row that matched them. */
  const claimed = new Map<string, number>();
  if (!nameMapped) return emptyPlan();

  sheet.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const errorsBefore = sheet.errors.length;
    const rowNumber = sheet.rowNumber(index);
    const nameCell = sheet.cell(row, "name") || `${sheet.cell(row, "firstName")} ${sheet.cell(row, "lastName")}`.trim();
    const name = readText(nameCell, 100);
    if ("error" in name) sheet.error(index, "name", name.error);
    else if (!name.value) sheet.error(index, sheet.mapped("name") ? "name" : "firstName", "Every student needs a name.");
    const values: Partial<Record<Editable, unknown>> = {};
    if (!("error" in name) && name.value) values.name = name.value;
    const email = sheet.read(row, index, "email", readEmail);
    if (email) values.email = email;
    const phone = sheet.read(row, index, "phone", (text) => readText(text, 40));
    if (phone) values.phone = phone;
    const level = sheet.read(row, index, "level", readLevel);
    if (level) values.level = level;
    const born = sheet.read(row, index, "dateOfBirth", (text) => readDate(text, context.dayOrder));
    if (born && born > context.today) sheet.error(index, "dateOfBirth", `${sheet.cell(row, "dateOfBirth")} is in the future.`);
    else if (born) values.dateOfBirth = born;
    const contact = sheet.read(row, index, "emergencyContact", (text) => readText(text, 200));
    if (contact) values.emergencyContact = contact;
    const notes = sheet.read(row, index, "notes", (text) => readText(text, 2000, { multiline: true }));
    if (notes) values.notes = notes;
    const active = sheet.read(row, index, "active", readYesNo);
    if (typeof active === "boolean") values.active = active;
    const intakeInput = Object.fromEntries(
      intakeMapped.map((field) => {
        const text = sheet.cell(row, `${INTAKE_PREFIX}${field.id}`);
        if (field.kind !== "date" || !text) return [field.id, text || undefined];
        const date = readDate(text, context.dayOrder);
        return [field.id, "error" in date ? text : date.value];
      }),
    );
    const parsedIntake = parseIntakeAnswers(intakeMapped, intakeInput, { who: "staff", requireRequired: false });
    for (const [fieldId, message] of Object.entries(parsedIntake.errors)) sheet.error(index, `${INTAKE_PREFIX}${fieldId}`, message);
    const externalId = sheet.cell(row, "externalId");
    const key = externalId ? `id:${externalId}` : email ? `email:${email}` : values.name ? `name:${nameKey(values.name as string)}` : "";
    let duplicate = false;
    if (email) {
      const first = seenEmails.get(email);
      duplicate = first !== undefined;
      if (first !== undefined) sheet.error(index, "email", `${email} is also on row ${first}: each student needs their own e-mail.`);
      else seenEmails.set(email, rowNumber);
    }
    if (key && !duplicate) {
      const first = seenKeys.get(key);
      duplicate = first !== undefined;
      if (first !== undefined)
        sheet.error(
          index,
          externalId ? "externalId" : "name",
          externalId
            ? `${externalId} is also the id on row ${first}: each student once.`
            : `${values.name} is also on row ${first}: add an e-mail or id to tell them apart.`,
        );
      else seenKeys.set(key, rowNumber);
    }
    // A row with a problem is still a name a partner column may use (its own error is enough).
    const invalid = sheet.errors.length > errorsBefore;
    if (!key || duplicate) return;
    const link = links.get(key);
    const linked = link ? byId.get(link.recordId) : undefined;
    const sameEmail = email ? byEmail.get(email) : undefined;
    if (!invalid && linked && sameEmail && sameEmail.id !== linked.id) {
      sheet.error(index, "email", `${email} belongs to ${sameEmail.name}, another student here.`);
      return;
    }
    const current = linked ?? sameEmail;
    const claimedOn = current ? claimed.get(current.id) : undefined;
    if (claimedOn !== undefined)
      return sheet.error(index, null, `This is ${current!.name} again, already on row ${claimedOn}: each student once.`);
    if (current) claimed.set(current.id, rowNumber);
    records.push({
      index,
      key,
      id: current?.id ?? randomUUID(),
      current: current ?? null,
      values,
      // An empty cell leaves the answer as it is (an import never erases).
      intake: Object.fromEntries(Object.entries(parsedIntake.values).filter(([, value]) => value !== null)),
      partnerRef: sheet.cell(row, "partner"),
      externalId,
      email: email ?? null,
      invalid,
    });
  });

  const partners = planPartners(sheet, records, existing, byId);
  await checkStudentLimit(context, sheet, records, existing, partners);
  if (sheet.errors.length) return emptyPlan();

  let created = 0;
  let updated = 0;
  let skipped = 0;
  const newLinks: NewLink[] = [];
  for (const record of records) {
    const changes = changedFields(record);
    const intakeChanges = Object.entries(record.intake).filter(
      ([fieldId, value]) => (answers.get(`${record.id}:${fieldId}`) ?? null) !== value,
    );
    const partnerChange = partners.get(record.id);
    const partnerChanged = partnerChange !== undefined && partnerChange !== (record.current?.partnerId ?? null);
    record.changes = changes;
    record.intakeChanges = Object.fromEntries(intakeChanges);
    if (!record.current) {
      created++;
      newLinks.push({ entity: "student", key: record.key, recordId: record.id, created: true });
    } else if (Object.keys(changes).length || intakeChanges.length || partnerChanged) {
      updated++;
      const before: Record<string, unknown> = Object.fromEntries(
        Object.keys(changes).map((field) => [field, record.current![field as Editable]]),
      );
      if (partnerChanged) before.partnerId = record.current.partnerId;
      for (const [fieldId] of intakeChanges) before[`${INTAKE_PREFIX}${fieldId}`] = answers.get(`${record.id}:${fieldId}`) ?? null;
      newLinks.push({ entity: "student", key: record.key, recordId: record.id, created: false, before });
    } else skipped++;
  }
  // Partners the file links who are not themselves changed by a row (an existing student named only as a partner).
  const touched = new Set(records.map((record) => record.id));
  for (const [id, partnerId] of partners)
    if (!touched.has(id) && (byId.get(id)?.partnerId ?? null) !== partnerId)
      newLinks.push({
        entity: "student",
        key: `partner-of:${id}`,
        recordId: id,
        created: false,
        before: { partnerId: byId.get(id)?.partnerId ?? null },
      });

  return {
    errors: [],
    created,
    updated,
    skipped,
    apply: (tx, batchId) => applyStudents(tx, context, batchId, records, partners, byId, newLinks, links),
  };
}

function changedFields(record: StudentRecord): Record<string, unknown> {
  if (!record.current) return record.values;
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const value = record.values[field];
    if (value !== undefined && value !== record.current[field]) changes[field] = value;
  }
  return changes;
}

async function existingAnswers(db: Db, studioId: string) {
  const rows = await db
    .select({ studentId: intakeAnswers.studentId, fieldId: intakeAnswers.fieldId, value: intakeAnswers.value })
    .from(intakeAnswers)
    .where(eq(intakeAnswers.studioId, studioId));
  return new Map(rows.map((row) => [`${row.studentId}:${row.fieldId}`, row.value]));
}

function emptyPlan(): Planned {
  return { errors: [], created: 0, updated: 0, skipped: 0, apply: async () => {} };
}
