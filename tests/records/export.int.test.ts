import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import {
  announcements,
  bookings,
  contactMessages,
  documentSignatures,
  documentVersions,
  documents,
  events,
  intakeAnswers,
  instructorExceptions,
  instructors,
  intakeFields,
  invites,
  levelNames,
  ledgerEntries,
  outboxMessages,
  practiceLogs,
  progressNotes,
  students,
  studios,
  trialRequests,
  users,
} from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { seedPeople } from "@/lib/demo/seed-people";
import { seedProgress } from "@/lib/demo/seed-progress";
import { seedSchedule } from "@/lib/demo/seed-schedule";
import { EXPORT_TABLES } from "@/lib/records/export/tables";
import { makeStudent } from "../helpers/people-factory";
import { makeMember } from "../helpers/studio-factory";
import { addCompetitionRecords } from "./export-competitions";
import { download, openZip, type ExportedZip } from "./export-zip";

const ZONE = "America/New_York";
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

// What belongs to the other studio, or to the erased student, or is a secret: none of it may be in the zip.
const OTHER = {
  studio: "Elsewhere Dance Hall",
  name: "Zephyrine Quartermaine",
  email: "zq.elsewhere@other.test",
  subject: "Elsewhere only",
};
const ERASED = {
  name: "Ulrich Erasmus",
  email: "ulrich.erased@gone.test",
  phone: "555-0199",
  dateOfBirth: "1990-04-05",
  emergencyContact: "Greta Erasmus, sister",
  notes: "Prefers evenings (Ulrich)",
  answer: "Erasmus-size-44",
  note: "Ulrich worked on his natural turn",
  practice: "Ulrich practised alone",
};
const SECRETS = { token: "SECRETTOKENVALUE123", inviteHash: "INVITEHASHMARKER456", stripe: "cus_EXPORTMARKER789" };

let studioA: string;
let studioB: string;
let ownerA: string;
let ownerB: string;
let zip: ExportedZip;

async function countRows(studioId: string, table: string, where?: string): Promise<number> {
  const db = await getDb();
  const condition = where ? sql.raw(` and ${where}`) : sql``;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(table)} t where t.studio_id = ${studioId}${condition}`,
  );
  return row.n;
}

/** Everything in studio A the export must reach beyond the demo: intake answers, a signed waiver, an erased student, secrets. */
async function addRecords(db: Awaited<ReturnType<typeof getDb>>) {
  const [field] = await db.insert(intakeFields).values({ studioId: studioA, label: "Shoe size", kind: "text" }).returning();
  const [document] = await db.insert(documents).values({ studioId: studioA, title: "Liability waiver", kind: "waiver" }).returning();
  const [version] = await db
    .insert(documentVersions)
    .values({ studioId: studioA, documentId: document.id, version: 1, body: "I dance at my own risk.", bodyHash: "a".repeat(64) })
    .returning();
  const sign = (studentId: string, fullName: string) => ({
    studioId: studioA,
    versionId: version.id,
    documentId: document.id,
    studentId,
    fullName,
    bodyHash: version.bodyHash,
    ipAddress: "203.0.113.77",
    userAgent: "Export test browser",
  });
  const [kept] = await db.select({ id: students.id, name: students.name }).from(students).where(eq(students.studioId, studioA)).limit(1);
  await db.insert(intakeAnswers).values({ studioId: studioA, studentId: kept.id, fieldId: field.id, value: "38" });
  const [teacher] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.studioId, studioA)).limit(1);
  await db.insert(instructorExceptions).values({ studioId: studioA, instructorId: teacher.id, date: "2026-12-24", reason: "Holiday" });
  await addCompetitionRecords(db, studioA, kept.id, teacher.id);
  await db.insert(levelNames).values({ studioId: studioA, level: "bronze-1", name: "Bronze One" });
  await db.insert(announcements).values({
    studioId: studioA,
    subject: "Holiday party",
    body: "Dec 20 at 8 PM",
    audience: "all",
    audienceLabel: "All students",
    recipients: 40,
    sentByName: "Olivia Grant",
  });
  await db.insert(trialRequests).values({ studioId: studioA, studentId: kept.id, status: "pending" });
  await db.insert(contactMessages).values({
    studioId: studioA,
    name: "Vera Visitor",
    email: "vera@example.test",
    message: "Do you teach Argentine tango?",
    ip: "198.51.100.9",
  });
  await db.insert(documentSignatures).values(sign(kept.id, kept.name));

  const erased = await makeStudent(studioA, {
    name: ERASED.name,
    email: ERASED.email,
    phone: ERASED.phone,
    dateOfBirth: ERASED.dateOfBirth,
    emergencyContact: ERASED.emergencyContact,
    notes: ERASED.notes,
  });
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.studioId, studioA)).limit(1);
  await db.insert(bookings).values({ studioId: studioA, eventId: event.id, studentId: erased.id, status: "attended" });
  await db
    .insert(ledgerEntries)
    .values({ studioId: studioA, studentId: erased.id, kind: "charge", amountCents: 9500, description: "Private lesson" });
  await db.insert(intakeAnswers).values({ studioId: studioA, studentId: erased.id, fieldId: field.id, value: ERASED.answer });
  await db.insert(documentSignatures).values(sign(erased.id, ERASED.name));
  await db.insert(progressNotes).values({ studioId: studioA, studentId: erased.id, body: ERASED.note });
  await db.insert(trialRequests).values({ studioId: studioA, studentId: erased.id, status: "booked" });
  await db.insert(practiceLogs).values({ studioId: studioA, studentId: erased.id, date: "2026-11-01", minutes: 30, note: ERASED.practice });
  await db.update(students).set({ erasedAt: new Date(), formerNumber: 7 }).where(eq(students.id, erased.id));

  await db.insert(outboxMessages).values({
    studioId: studioA,
    kind: "password_reset",
    recipient: "someone@example.test",
    subject: "Reset your password",
    text: "Reset it here: https://promenade.test/reset-password?token=__secret_token__",
    secrets: { token: SECRETS.token },
    status: "sent",
  });
  await db.insert(invites).values({
    studioId: studioA,
    email: "invited@example.test",
    role: "student",
    personId: kept.id,
    tokenHash: SECRETS.inviteHash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.update(studios).set({ stripeCustomerId: SECRETS.stripe }).where(eq(studios.id, studioA));
}

beforeAll(async () => {
  const db = await getDb();
  studioA = (await seedDemo(db)).studioId;
  // The other studio holds the same kinds of rows (the demo's schedule, people, bookings, progress) and a few of its own.
  const [b] = await db.insert(studios).values({ name: OTHER.studio, timeZone: ZONE, plan: "free" }).returning();
  studioB = b.id;
  await seedSchedule(db, studioB, ZONE);
  await seedPeople(db, studioB, ZONE);
  await seedProgress(db, studioB, ZONE);
  const otherStudent = await makeStudent(studioB, { name: OTHER.name, email: OTHER.email });
  await db.insert(trialRequests).values({ studioId: studioB, studentId: otherStudent.id, status: "pending" });
  await db
    .insert(contactMessages)
    .values({ studioId: studioB, name: OTHER.name, email: OTHER.email, message: "Hello", ip: "198.51.100.10" });
  await db
    .insert(outboxMessages)
    .values({ studioId: studioB, kind: "announcement", recipient: OTHER.email, subject: OTHER.subject, text: "Hi" });
  await addRecords(db);
  ownerA = (await makeMember(studioA, "owner")).token;
  ownerB = (await makeMember(studioB, "owner")).token;

  const response = await download("studio", ownerA);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="promenade-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip"$/);
  zip = await openZip(await response.arrayBuffer());
}, 120_000);

describe("GET /api/studio/export", () => {
  it("holds every row of the studio: each table's CSV and JSON count what the database holds", async () => {
    expect(zip.names).toEqual(["README.txt", ...EXPORT_TABLES.map((spec) => `${spec.name}.csv`), "promenade-export.json"]);
    const counts: string[] = [];
    const empty: string[] = [];
    for (const spec of EXPORT_TABLES) {
      const expected = await countRows(studioA, spec.table, spec.where);
      counts.push(`${spec.name} ${expected}`);
      if (expected === 0) empty.push(spec.name);
      expect(zip.csv[spec.name], spec.name).toHaveLength(expected);
      expect(zip.json.tables[spec.name], spec.name).toHaveLength(expected);
    }
    console.info(`export rows per table: ${counts.join(", ")}`);
    // Each table has rows in this studio, so each count above proves something.
    expect(empty).toEqual([]);
    // The CSV and the JSON hold the same rows: the first student's, cell for cell.
    const first = zip.json.tables.students[0];
    expect(zip.csv.students[0].id).toBe(first.id);
    expect(zip.csv.students[0].name).toBe(first.name);
  });

  it("holds no row of another studio: none of its ids, names, e-mails or messages", async () => {
    const db = await getDb();
    const otherIds = new Set<string>();
    for (const spec of EXPORT_TABLES) {
      const [key] = spec.keys[0];
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select ${sql.raw(key)}::text as id from ${sql.raw(spec.table)} t where t.studio_id = ${studioB}`,
      );
      for (const row of rows) otherIds.add(row.id);
    }
    expect(otherIds.size).toBeGreaterThan(100);
    const everything = Object.values(zip.text).join("\n");
    const seen = new Set(everything.match(UUID));
    const leaked = [...seen].filter((id) => otherIds.has(id));
    expect(leaked).toEqual([]);
    for (const value of Object.values(OTHER)) expect(everything).not.toContain(value);
    // …while this studio's own ids are there (the check above isn't vacuous).
    const [own] = await db.select({ id: students.id }).from(students).where(eq(students.studioId, studioA)).limit(1);
    expect(seen.has(own.id)).toBe(true);

    // The other studio (on the Free plan) exports its own rows, its marker included: leaving is free.
    const other = await download("studio", ownerB);
    expect(other.status).toBe(200);
    const otherZip = await openZip(await other.arrayBuffer());
    expect(otherZip.csv.students.map((row) => row.email)).toContain(OTHER.email);
    expect(otherZip.csv.students).toHaveLength(await countRows(studioB, "students"));
  });

  it("shows an erased student only as Former student #N, with none of their personal data anywhere", async () => {
    const everything = Object.values(zip.text).join("\n");
    for (const [what, value] of Object.entries(ERASED)) expect(everything, what).not.toContain(value);
    const former = zip.csv.students.find((row) => row.name === "Former student #7");
    expect(former).toMatchObject({ email: "", phone: "", date_of_birth: "", emergency_contact: "", notes: "", partner_name: "" });
    // Their money and attendance stay, under the same id and name.
    expect(zip.csv.ledger.filter((row) => row.student_id === former!.id)).toEqual([
      expect.objectContaining({ amount_cents: "9500", student_name: "Former student #7" }),
    ]);
    expect(zip.csv.attendance.filter((row) => row.student_id === former!.id)).toHaveLength(1);
    expect(zip.csv.signatures.find((row) => row.student_id === former!.id)).toMatchObject({ full_name: "", ip_address: "" });
  });

  it("holds the gift certificates with their codes, buyers and recipients, and what each became", async () => {
    const gift = zip.csv.gift_certificates.find((row) => row.recipient_name === "Daniel Park");
    expect(gift).toMatchObject({
      buyer_name: "Helen Park",
      amount_cents: "15000",
      balance: "15000",
      message: "Happy birthday — dance with me!",
    });
    expect(gift!.code).toMatch(/^[A-Z2-9]{16}$/);
    expect(zip.csv.gift_redemptions).toEqual([expect.objectContaining({ amount: "10000", value_cents: "10000" })]);
  });

  it("never holds a password hash, a token, a message's secret or a Stripe id", async () => {
    const db = await getDb();
    const everything = Object.values(zip.text).join("\n");
    const hashes = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .innerJoin(students, and(eq(students.userId, users.id), eq(students.studioId, studioA)));
    for (const { hash } of hashes) expect(everything).not.toContain(hash);
    for (const value of Object.values(SECRETS)) expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/__secret_|password_hash|token_hash/);
    const reset = zip.csv.messages.find((row) => row.subject === "Reset your password");
    expect(reset?.text).toContain("[private]");
  });

  it("is for owners: instructors and students are refused, a visitor must sign in", async () => {
    const instructor = await makeMember(studioA, "instructor");
    const student = await makeMember(studioA, "student");
    expect((await download("studio", instructor.token)).status).toBe(403);
    expect((await download("studio", student.token)).status).toBe(403);
    expect((await download("studio")).status).toBe(401);
  });
});
