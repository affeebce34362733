import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";
import {
  bookings,
  events,
  instructors,
  intakeAnswers,
  intakeFields,
  ledgerEntries,
  outboxMessages,
  studentPackages,
  students,
  studios,
  users,
} from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { makeStudent } from "../helpers/people-factory";
import { makeMember } from "../helpers/studio-factory";
import { download } from "./export-zip";

const STAFF_NOTE = "Staff only: owes for October, be kind";
const STAFF_ONLY_ANSWER = "Knee injury (staff eyes only)";
const VISIBLE_ANSWER = "Win the Ohio Star Ball";

let studioId: string;
let sam: { id: string; userId: string; token: string };
let maria: { instructorId: string; token: string };

async function signIn(email: string, role: "student" | "instructor") {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const { token } = await startSession(db, { userId: user.id, studioId, role }, false);
  return { userId: user.id, token };
}

async function myData(token: string) {
  const response = await download("me", token);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="promenade-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
  const text = await response.text();
  return { text, data: JSON.parse(text) };
}

beforeAll(async () => {
  const db = await getDb();
  studioId = (await seedDemo(db)).studioId;
  const samLogin = await signIn("student@promenade.test", "student");
  const [samRow] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.userId, samLogin.userId)));
  sam = { id: samRow.id, ...samLogin };
  await db.update(students).set({ notes: STAFF_NOTE }).where(eq(students.id, sam.id));
  const fields = await db
    .insert(intakeFields)
    .values([
      { studioId, label: "Health notes", kind: "text", staffOnly: true },
      { studioId, label: "Dance goal", kind: "text" },
    ])
    .returning();
  await db.insert(intakeAnswers).values([
    { studioId, studentId: sam.id, fieldId: fields[0].id, value: STAFF_ONLY_ANSWER },
    { studioId, studentId: sam.id, fieldId: fields[1].id, value: VISIBLE_ANSWER },
  ]);
  await db.insert(outboxMessages).values({
    studioId,
    kind: "password_reset",
    userId: sam.userId,
    recipient: "student@promenade.test",
    subject: "Reset your password",
    text: "Here: https://promenade.test/reset-password?token=__secret_token__",
    secrets: { token: "SAMS-LIVE-TOKEN" },
  });
  const mariaLogin = await signIn("instructor@promenade.test", "instructor");
  const [mariaRow] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.userId, mariaLogin.userId));
  maria = { instructorId: mariaRow.id, token: mariaLogin.token };
  // Another studio's student with Sam's name must not reach his download.
  const [other] = await db.insert(studios).values({ name: "Other Hall" }).returning();
  await makeStudent(other.id, { name: "Sam Carter", email: "other.sam@elsewhere.test" });
}, 120_000);

describe("GET /api/me/export", () => {
  it("gives a student their own record, lessons, money, progress, answers and messages — nobody else's", async () => {
    const db = await getDb();
    const { text, data } = await myData(sam.token);
    expect(data.account).toMatchObject({ email: "student@promenade.test", role: "student" });
    expect(data.student.record).toMatchObject({ email: "student@promenade.test" });
    const count = async (table: typeof bookings | typeof ledgerEntries | typeof studentPackages) =>
      (
        await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.studioId, studioId), eq(table.studentId, sam.id)))
      ).length;
    expect(data.student.lessons).toHaveLength(await count(bookings));
    expect(data.student.lessons.length).toBeGreaterThan(0);
    expect(data.student.payments).toHaveLength(await count(ledgerEntries));
    expect(data.student.packages).toHaveLength(await count(studentPackages));
    // Every answer of Sam's to a question students see (the demo's and this test's), none to a staff-only one.
    const visible = await db
      .select({ field: intakeFields.label })
      .from(intakeAnswers)
      .innerJoin(intakeFields, and(eq(intakeFields.studioId, intakeAnswers.studioId), eq(intakeFields.id, intakeAnswers.fieldId)))
      .where(and(eq(intakeAnswers.studioId, studioId), eq(intakeAnswers.studentId, sam.id), eq(intakeFields.staffOnly, false)));
    expect(data.student.intakeAnswers).toHaveLength(visible.length);
    expect(data.student.intakeAnswers).toContainEqual(expect.objectContaining({ field: "Dance goal", value: VISIBLE_ANSWER }));
    expect(data.student.intakeAnswers.map((answer: { field: string }) => answer.field)).not.toContain("Health notes");
    expect(data.messages.map((message: { subject: string }) => message.subject)).toContain("Reset your password");
    expect(data.instructor).toBeNull();

    // Nothing of anyone else's, nothing staff-only, no secret, no internal id.
    const others = await db
      .select({ email: students.email })
      .from(students)
      .where(and(eq(students.studioId, studioId), ne(students.id, sam.id)));
    for (const { email } of others) if (email) expect(text).not.toContain(email);
    for (const value of [STAFF_NOTE, STAFF_ONLY_ANSWER, "SAMS-LIVE-TOKEN", "__secret_", "other.sam@elsewhere.test", studioId, sam.id]) {
      expect(text).not.toContain(value);
    }
  });

  it("gives an instructor their record and the lessons they teach, without the students' details", async () => {
    const db = await getDb();
    const { text, data } = await myData(maria.token);
    expect(data.student).toBeNull();
    const taught = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.studioId, studioId), eq(events.instructorId, maria.instructorId)));
    expect(data.instructor.lessonsTaught).toHaveLength(taught.length);
    expect(taught.length).toBeGreaterThan(0);
    const emails = await db.select({ email: students.email }).from(students).where(eq(students.studioId, studioId));
    for (const { email } of emails) if (email) expect(text).not.toContain(email);
  });

  it("gives an owner their account, and a visitor nothing", async () => {
    const owner = await makeMember(studioId, "owner");
    const { data } = await myData(owner.token);
    expect(data.account).toMatchObject({ email: owner.user.email, role: "owner" });
    expect(data.student).toBeNull();
    expect(data.instructor).toBeNull();
    expect((await download("me")).status).toBe(401);
  });
});
