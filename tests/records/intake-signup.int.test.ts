import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as acceptRoute } from "@/app/api/invites/[token]/accept/route";
import { POST as inviteRoute } from "@/app/api/invites/route";
import { GET as profileRoute, PATCH as patchProfileRoute } from "@/app/api/me/profile/route";
import { POST as confirmRoute } from "@/app/api/public/studios/[slug]/trial/confirm/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { GET as publicStudioRoute } from "@/app/api/public/studios/[slug]/route";
import { GET as studentRoute, PATCH as patchStudentRoute } from "@/app/api/students/[id]/route";
import { POST as createStudentRoute } from "@/app/api/students/route";
import { getDb } from "@/lib/db/client";
import { intakeAnswers, intakeFields, students, users } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { startMailbox } from "../notifications/mail-helpers";
import { makePublicStudio } from "../public/public-fixture";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

/** A required question, an optional choice and a required staff-only one (never asked of the student). */
async function addQuestions(studioId: string) {
  const [goals, heard, health] = await (
    await getDb()
  )
    .insert(intakeFields)
    .values([
      { studioId, label: "Goals", kind: "text", required: true, position: 0 },
      { studioId, label: "How did you hear about us?", kind: "choice", choices: ["Friend", "Instagram"], position: 1 },
      { studioId, label: "Health notes", kind: "text", staffOnly: true, required: true, position: 2 },
    ])
    .returning({ id: intakeFields.id });
  return { goals: goals.id, heard: heard.id, health: health.id };
}

async function answersOf(studentId: string) {
  const rows = await (
    await getDb()
  )
    .select({ fieldId: intakeAnswers.fieldId, value: intakeAnswers.value })
    .from(intakeAnswers)
    .where(eq(intakeAnswers.studentId, studentId));
  return Object.fromEntries(rows.map((row) => [row.fieldId, row.value]));
}

let counter = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++counter}@example.test`;

describe("intake questions at sign-up", () => {
  it("accepting an invitation asks a student's questions: required ones required, staff-only never, nothing half-done", async () => {
    const s = await makeScheduleStudio();
    const q = await addQuestions(s.studio.id);
    const email = unique("sam");
    const student = await makeStudent(s.studio.id, { name: "Sam", email });
    expect((await callRoute(inviteRoute, { token: s.owner.token, body: { email, role: "student", personId: student.id } })).status).toBe(
      201,
    );
    const mail = (await mailbox.deliver(email)).at(-1);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")![1];
    const accept = (intake?: Record<string, unknown>) =>
      callRoute(acceptRoute, {
        params: { token },
        body: { name: "Sam Carter", password: "waltz-and-tango", ...(intake ? { intake } : {}) },
      });

    const missing = await accept();
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ [`intake.${q.goals}`]: "Answer “Goals”." });
    const bad = await accept({ [q.goals]: "Showcase", [q.heard]: "Newspaper" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ [`intake.${q.heard}`]: "Choose one of: Friend, Instagram." });
    const sneaky = await accept({ [q.goals]: "Showcase", [q.health]: "None" });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error.fields).toEqual({ [`intake.${q.health}`]: "Not a question this studio asks." });
    // Refused answers undo the whole acceptance: no account, the link still works.
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await answersOf(student.id)).toEqual({});

    // The required staff-only question isn't the student's to answer, so it doesn't hold them up.
    const accepted = await accept({ [q.goals]: "Showcase", [q.heard]: "friend" });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await answersOf(student.id)).toEqual({ [q.goals]: "Showcase", [q.heard]: "Friend" });
  });

  it("an answer the studio already has counts; instructors are asked nothing", async () => {
    const s = await makeScheduleStudio();
    const q = await addQuestions(s.studio.id);
    const email = unique("imported");
    const student = await makeStudent(s.studio.id, { name: "Imported", email });
    await (await getDb()).insert(intakeAnswers).values({ studioId: s.studio.id, studentId: student.id, fieldId: q.goals, value: "Gold" });
    await callRoute(inviteRoute, { token: s.owner.token, body: { email, role: "student", personId: student.id } });
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec((await mailbox.deliver(email)).at(-1)?.text ?? "")![1];
    const accepted = await callRoute(acceptRoute, { params: { token }, body: { name: "Imported One", password: "waltz-and-tango" } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const teacherEmail = unique("teacher");
    await callRoute(inviteRoute, {
      token: s.owner.token,
      body: { email: teacherEmail, role: "instructor", personId: s.otherInstructor.id },
    });
    const teacherToken = /\/invite\/([A-Za-z0-9_-]+)/.exec((await mailbox.deliver(teacherEmail)).at(-1)?.text ?? "")![1];
    const teacher = await callRoute(acceptRoute, {
      params: { token: teacherToken },
      body: { name: "James Chen", password: "waltz-and-tango" },
    });
    expect(teacher.status, JSON.stringify(teacher.body)).toBe(200);
  });

  it("the first-lesson request asks them too: refused before anything is sent, saved once the address confirms", async () => {
    const { studio, slug, event } = await makePublicStudio();
    const q = await addQuestions(studio.id);
    const to = unique("nina");
    const book = (intake?: Record<string, unknown>) =>
      callRoute(trialRoute, {
        params: { slug },
        body: { eventId: event.id, name: "Nina Novak", email: to, ...(intake ? { intake } : {}) },
        headers: { "x-forwarded-for": `198.51.100.${++counter}` },
      });
    // The page's answer says what is asked; never the staff-only question.
    const page = await callRoute(publicStudioRoute, { params: { slug } });
    expect(page.body.studio.intakeQuestions).toEqual([
      { id: q.goals, label: "Goals", kind: "text", choices: [], required: true },
      { id: q.heard, label: "How did you hear about us?", kind: "choice", choices: ["Friend", "Instagram"], required: false },
    ]);
    expect(JSON.stringify(page.body)).not.toContain("Health notes");
    const missing = await book();
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ [`intake.${q.goals}`]: "Answer “Goals”." });
    const staffOnly = await book({ [q.goals]: "Wedding", [q.health]: "x" });
    expect(staffOnly.status).toBe(400);
    expect(staffOnly.body.error.fields).toEqual({ [`intake.${q.health}`]: "Not a question this studio asks." });
    const emptied = await book({ [q.goals]: "", [q.heard]: "Instagram" });
    expect(emptied.status).toBe(400);
    expect((await mailbox.deliver(to)).filter((mail) => mail.subject?.startsWith("Confirm"))).toHaveLength(0);

    const asked = await book({ [q.goals]: "Wedding dance", [q.heard]: "instagram" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const mail = (await mailbox.deliver(to)).find((item) => item.subject?.startsWith("Confirm your first lesson"));
    const token = new RegExp(`/s/${slug}/trial/confirm/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "")![1];
    const db = await getDb();
    expect(
      await db
        .select()
        .from(students)
        .where(and(eq(students.studioId, studio.id), eq(students.email, to))),
    ).toHaveLength(0);
    const confirmed = await callRoute(confirmRoute, { params: { slug }, body: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [student] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.email, to)));
    expect(await answersOf(student.id)).toEqual({ [q.goals]: "Wedding dance", [q.heard]: "Instagram" });
  });
});

describe("a student's date of birth", () => {
  it("staff set it on the record; the student sets their own; a date that doesn't exist or is in the future is refused", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createStudentRoute, { token: s.owner.token, body: { name: "Lea Young", dateOfBirth: "2012-05-14" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.student.dateOfBirth).toBe("2012-05-14");
    const id = created.body.student.id as string;
    const patch = (dateOfBirth: unknown) =>
      callRoute(patchStudentRoute, { token: s.owner.token, method: "PATCH", params: { id }, body: { dateOfBirth } });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const wrong of ["2011-02-29", "14/05/2012", tomorrow, "1850-01-01"]) {
      const refused = await patch(wrong);
      expect(refused.status, wrong).toBe(400);
      expect(Object.keys(refused.body.error.fields)).toEqual(["dateOfBirth"]);
    }
    expect((await patch("2012-02-29")).body.student.dateOfBirth).toBe("2012-02-29");
    expect((await patch(null)).body.student.dateOfBirth).toBeNull();

    const me = await makeStudentMember(s.studio.id, { name: "Sam Self" });
    const own = (dateOfBirth: unknown) => callRoute(patchProfileRoute, { token: me.token, method: "PATCH", body: { dateOfBirth } });
    expect((await own("1990-04-25")).body.profile.student.dateOfBirth).toBe("1990-04-25");
    expect((await callRoute(profileRoute, { token: me.token })).body.profile.student.dateOfBirth).toBe("1990-04-25");
    expect((await callRoute(studentRoute, { token: me.token, params: { id: me.student.id } })).body.student.dateOfBirth).toBe("1990-04-25");
    expect((await own(tomorrow)).status).toBe(400);
    // Also through the student record's own edit (the contact fields a student may change).
    const viaRecord = await callRoute(patchStudentRoute, {
      token: me.token,
      method: "PATCH",
      params: { id: me.student.id },
      body: { dateOfBirth: "1991-01-02" },
    });
    expect(viaRecord.status, JSON.stringify(viaRecord.body)).toBe(200);
    expect((await own("")).body.profile.student.dateOfBirth).toBeNull();
    // Staff have no student record: refused, with a message.
    expect(
      (await callRoute(patchProfileRoute, { token: s.owner.token, method: "PATCH", body: { dateOfBirth: "1980-01-01" } })).status,
    ).toBe(400);
  });
});
