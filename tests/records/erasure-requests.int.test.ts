import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decline } from "@/app/api/erasure-requests/[id]/decline/route";
import { GET as openRequests } from "@/app/api/erasure-requests/route";
import { GET as myRequest, POST as askToErase } from "@/app/api/me/erasure-request/route";
import { GET as readMe } from "@/app/api/me/route";
import { POST as erase } from "@/app/api/students/[id]/erase/route";
import { GET as listStudents } from "@/app/api/students/route";
import { getDb } from "@/lib/db/client";
import { erasureRequests, memberships, students, users } from "@/lib/db/schema";
import { startSession } from "@/lib/auth/sessions";
import { callRoute } from "../helpers/call-route";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeMember, makeStudio } from "../helpers/studio-factory";
import { mailsTo, startMailbox } from "../notifications/mail-helpers";

// Who may erase, what happens to an account that belongs to two studios, the numbering, and the
// requests a student makes from their profile (asked once, seen by the owner, declined with a reason).

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
});

const eraseAs = (token: string, id: string) => callRoute(erase, { method: "POST", token, params: { id } });

describe("who may erase", () => {
  it("owners only: an instructor or a student is refused (403); an unknown id is 404; twice is 409", async () => {
    const { studio, owner } = await makeStudio();
    const instructor = await makeMember(studio.id, "instructor");
    const student = await makeStudentMember(studio.id);
    for (const token of [instructor.token, student.token]) {
      const refused = await eraseAs(token, student.student.id);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("forbidden");
    }
    expect((await eraseAs(owner.token, randomUUID())).status).toBe(404);
    const [still] = await (await getDb()).select().from(students).where(eq(students.id, student.student.id));
    expect(still.erasedAt).toBeNull();
    expect((await eraseAs(owner.token, student.student.id)).status).toBe(200);
    const twice = await eraseAs(owner.token, student.student.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/already been erased/);
  });

  it("numbers erased students one by one in each studio, and lists them by that name", async () => {
    const { studio, owner } = await makeStudio();
    const first = await makeStudent(studio.id, { name: "Ingrid Holloway", email: "ingrid@example.test" });
    const second = await makeStudent(studio.id, { name: "Tomasz Wierzbicki" });
    const answers = await Promise.all([eraseAs(owner.token, first.id), eraseAs(owner.token, second.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.student.formerNumber).sort()).toEqual([1, 2]);
    const list = await callRoute(listStudents, { token: owner.token, path: "/api/students?active=false" });
    const names = list.body.students.map((row: { name: string }) => row.name).sort();
    expect(names).toEqual(["Former student #1", "Former student #2"]);
    expect(JSON.stringify(list.body)).not.toContain("ingrid@example.test");
  });
});

describe("an account in two studios", () => {
  it("keeps the other studio: its membership, its sessions, its name and e-mail", async () => {
    const db = await getDb();
    const a = await makeStudio();
    const b = await makeStudio();
    const person = await makeStudentMember(a.studio.id, { name: "Lucia Fernandez", email: "lucia@example.test" });
    await db.insert(memberships).values({ userId: person.user.id, studioId: b.studio.id, role: "student" });
    await makeStudent(b.studio.id, { name: "Lucia Fernandez", email: "lucia@example.test", userId: person.user.id });
    const inB = await startSession(db, { userId: person.user.id, studioId: b.studio.id, role: "student" }, false);

    expect((await eraseAs(a.owner.token, person.student.id)).status).toBe(200);

    expect((await callRoute(readMe, { token: person.token })).status).toBe(401);
    const me = await callRoute(readMe, { token: inB.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: person.user.name, email: person.user.email });
    const [user] = await db.select().from(users).where(eq(users.id, person.user.id));
    expect(user.passwordHash).toBe("x");
    const left = await db.select({ studioId: memberships.studioId }).from(memberships).where(eq(memberships.userId, person.user.id));
    expect(left).toEqual([{ studioId: b.studio.id }]);
    const [recordInB] = await db.select().from(students).where(eq(students.studioId, b.studio.id));
    expect(recordInB).toMatchObject({ name: "Lucia Fernandez", email: "lucia@example.test", erasedAt: null });
  });
});

describe("a student's request", () => {
  it("is asked once, seen by the owner, declined with a reason by e-mail, asked again and ended by the erasure", async () => {
    const { studio, owner } = await makeStudio();
    const ownerEmail = owner.user.email;
    const student = await makeStudentMember(studio.id, { name: "Priya Natarajan" });
    const studentEmail = student.user.email;

    const asked = await callRoute(askToErase, { token: student.token, body: { message: "I moved away." } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.request).toMatchObject({ status: "open", message: "I moved away." });
    const again = await callRoute(askToErase, { token: student.token, body: {} });
    expect(again.status).toBe(409);
    expect((await callRoute(askToErase, { token: owner.token, body: {} })).status).toBe(403);

    const seen = await callRoute(openRequests, { token: owner.token });
    expect(seen.body.requests).toEqual([
      {
        id: asked.body.request.id,
        studentId: student.student.id,
        studentName: "Priya Natarajan",
        message: "I moved away.",
        requestedAt: expect.any(String),
      },
    ]);
    expect((await callRoute(openRequests, { token: student.token })).status).toBe(403);
    const toOwner = await mailbox.deliver(ownerEmail);
    expect(toOwner.map((mail) => mail.subject)).toEqual(["Priya Natarajan asks to have their personal data erased"]);
    expect(toOwner[0].text).toContain("I moved away.");

    const declined = await callRoute(decline, {
      token: owner.token,
      params: { id: asked.body.request.id },
      body: { reason: "Your account still has an unpaid balance." },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect((await callRoute(decline, { token: owner.token, params: { id: asked.body.request.id }, body: {} })).status).toBe(409);
    const toStudent = await mailbox.deliver(studentEmail);
    expect(toStudent.map((mail) => mail.subject)).toEqual(["Your request to erase your personal data"]);
    expect(toStudent[0].text).toContain("Your account still has an unpaid balance.");
    expect((await callRoute(myRequest, { token: student.token })).body.request).toMatchObject({ status: "declined" });
    expect((await callRoute(openRequests, { token: owner.token })).body.requests).toEqual([]);

    const second = await callRoute(askToErase, { token: student.token, body: {} });
    expect(second.status).toBe(201);
    expect((await eraseAs(owner.token, student.student.id)).status).toBe(200);
    expect((await callRoute(openRequests, { token: owner.token })).body.requests).toEqual([]);
    const rows = await (await getDb()).select().from(erasureRequests).where(eq(erasureRequests.studentId, student.student.id));
    expect(rows.map((row) => [row.status, row.message]).sort()).toEqual([
      ["declined", null],
      ["erased", null],
    ]);
    expect(mailsTo(mailbox.smtp.messages, studentEmail)).toHaveLength(1);
  });
});
