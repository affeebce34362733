import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as acceptRoute } from "@/app/api/invites/[token]/accept/route";
import { POST as inviteRoute } from "@/app/api/invites/route";
import { GET as meRoute } from "@/app/api/me/route";
import { PATCH as studentRoute } from "@/app/api/students/[id]/route";
import { PATCH as instructorRoute } from "@/app/api/instructors/[id]/route";
import { getDb } from "@/lib/db/client";
import { invites, students } from "@/lib/db/schema";
import { readInviteStatus } from "@/lib/people/invite-status";
import { callRoute } from "../helpers/call-route";
import { makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { startMailbox } from "../notifications/mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const ENDED = "This invitation link is no longer valid. Ask the studio for a new one.";

/** The owner invites; the link is read where only its recipient reads it: the e-mail that arrived. */
async function invite(ownerToken: string, body: { email: string; role: "student" | "instructor"; personId: string }) {
  const answer = await callRoute(inviteRoute, { token: ownerToken, body });
  const arrived = (await mailbox.deliver(body.email.toLowerCase())).filter((mail) => /\/invite\//.test(mail.text ?? ""));
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(arrived.at(-1)?.text ?? "")?.[1];
  return { ...answer, token: answer.status === 201 ? token! : undefined, mails: arrived.length };
}

const accept = (token: string, name = "Sam Carter") =>
  callRoute(acceptRoute, { params: { token }, body: { name, password: "waltz-and-tango" } });

describe("invitations", () => {
  it("e-mails a 7-day single-use link (never in the answer), stores only its hash, and signs the person in once", async () => {
    const s = await makeScheduleStudio();
    const student = await makeStudent(s.studio.id, { name: "Sam", email: "sam@example.test" });
    const created = await invite(s.owner.token, { email: "Sam@Example.test", role: "student", personId: student.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ email: "sam@example.test", expiresAt: expect.any(String), mailConfigured: true });
    expect(JSON.stringify(created.body)).not.toContain(created.token);
    const days = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = created.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const db = await getDb();
    const [stored] = await db.select().from(invites).where(eq(invites.personId, student.id));
    expect(stored.tokenHash).not.toContain(token);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ name: "Sam Carter", email: "sam@example.test", role: "student" });
    // The studio's internal id is not the student's to read.
    expect(accepted.body.user).not.toHaveProperty("studioId");
    expect(accepted.headers.get("set-cookie")).toMatch(/^token=/);
    const me = await callRoute(meRoute, { token: accepted.body.accessToken });
    expect(me.status).toBe(200);
    const [linked] = await db.select().from(students).where(eq(students.id, student.id));
    expect(linked.userId).toBe(accepted.body.user.id);

    const reused = await accept(token, "Someone");
    expect(reused.status).toBe(410);
    expect(reused.body.error.message).toMatch(/already been used/);
  });

  it("a mistyped address, corrected and invited again: the first link opens nothing, the second signs the real person in", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const student = await makeStudent(s.studio.id, { name: "Rita Real", email: "rita@exmaple.test" });
    const first = await invite(s.owner.token, { email: "rita@exmaple.test", role: "student", personId: student.id });
    expect(first.status).toBe(201);

    // The owner fixes the e-mail on the student's record: the link sent to the typo ends with it.
    const fixed = await callRoute(studentRoute, {
      token: s.owner.token,
      method: "PATCH",
      params: { id: student.id },
      body: { email: "rita@example.test" },
    });
    expect(fixed.status).toBe(200);
    expect(await readInviteStatus(db, first.token!)).toEqual({ state: "ended" });
    const second = await invite(s.owner.token, { email: "rita@example.test", role: "student", personId: student.id });
    expect(second.status).toBe(201);

    // Whoever got the mistyped address's e-mail can't take the student's record.
    const stolen = await accept(first.token!, "Not Rita");
    expect(stolen.status).toBe(410);
    expect(stolen.body.error.message).toBe(ENDED);
    const [untouched] = await db.select().from(students).where(eq(students.id, student.id));
    expect(untouched.userId).toBeNull();

    // The real person is not told "already has an account": their link works.
    const real = await accept(second.token!, "Rita Real");
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(real.body.user).toMatchObject({ email: "rita@example.test", role: "student" });
  });

  it("an address corrected in the invitation dialog itself becomes the person's e-mail and ends the earlier link", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const student = await makeStudent(s.studio.id, { name: "Tom Typo", email: "tom@exmaple.test" });
    const first = await invite(s.owner.token, { email: "tom@exmaple.test", role: "student", personId: student.id });
    const second = await invite(s.owner.token, { email: "tom@example.test", role: "student", personId: student.id });
    const [record] = await db.select().from(students).where(eq(students.id, student.id));
    expect(record.email).toBe("tom@example.test");
    expect((await accept(first.token!)).status).toBe(410);
    expect((await accept(second.token!)).status).toBe(200);
  });

  it("a re-invite without any change ends the first link", async () => {
    const s = await makeScheduleStudio();
    const student = await makeStudent(s.studio.id, { name: "Ada Again", email: "ada@example.test" });
    const first = await invite(s.owner.token, { email: "ada@example.test", role: "student", personId: student.id });
    const second = await invite(s.owner.token, { email: "ada@example.test", role: "student", personId: student.id });
    expect(first.token).not.toBe(second.token);
    const db = await getDb();
    const rows = await db.select().from(invites).where(eq(invites.personId, student.id));
    expect(rows.map((row) => Boolean(row.revokedAt)).sort()).toEqual([false, true]);
    const old = await accept(first.token!);
    expect(old.status).toBe(410);
    expect(old.body.error.message).toBe(ENDED);
    expect((await accept(second.token!)).status).toBe(200);
  });

  it("an instructor's e-mail changed ends their link; a link whose person no longer has its address is refused even unrevoked", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const sent = await invite(s.owner.token, { email: "james@example.test", role: "instructor", personId: s.otherInstructor.id });
    const changed = await callRoute(instructorRoute, {
      token: s.owner.token,
      method: "PATCH",
      params: { id: s.otherInstructor.id },
      body: { email: "james.chen@example.test" },
    });
    expect(changed.status).toBe(200);
    expect((await accept(sent.token!, "James")).status).toBe(410);

    // Belt and braces: the accept step compares the invitation with the person's e-mail as it is now.
    const again = await invite(s.owner.token, { email: "james.chen@example.test", role: "instructor", personId: s.otherInstructor.id });
    const { instructors } = await import("@/lib/db/schema");
    await db.update(instructors).set({ email: "someone.else@example.test" }).where(eq(instructors.id, s.otherInstructor.id));
    const refused = await accept(again.token!, "James");
    expect(refused.status).toBe(410);
    expect(refused.body.error.message).toBe(ENDED);
  });

  it("answers 410 for an expired link and 404 for an unknown one", async () => {
    const s = await makeScheduleStudio();
    const created = await invite(s.owner.token, { email: "late@example.test", role: "instructor", personId: s.otherInstructor.id });
    const db = await getDb();
    await db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.personId, s.otherInstructor.id));
    const expired = await accept(created.token!, "Late");
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe("This invitation has expired. Ask the studio for a new link.");
    const unknown = await accept("x".repeat(43), "Nobody");
    expect(unknown.status).toBe(404);
  });

  it("accepts a link once even when clicked twice at the same moment", async () => {
    const s = await makeScheduleStudio();
    const created = await invite(s.owner.token, { email: "twice@example.test", role: "instructor", personId: s.otherInstructor.id });
    const [a, b] = await Promise.all([1, 2].map(() => accept(created.token!, "Twice")));
    expect([a.status, b.status].sort()).toEqual([200, 410]);
  });

  it("refuses a person from another studio, one already linked, and non-owners", async () => {
    const s = await makeScheduleStudio();
    const other = await makeScheduleStudio();
    const foreign = await callRoute(inviteRoute, {
      token: s.owner.token,
      body: { email: "x@example.test", role: "instructor", personId: other.otherInstructor.id },
    });
    expect(foreign.status).toBe(404);
    const linked = await callRoute(inviteRoute, {
      token: s.owner.token,
      body: { email: "x@example.test", role: "instructor", personId: s.instructor.id },
    });
    expect(linked.status).toBe(409);
    const byInstructor = await callRoute(inviteRoute, {
      token: s.instructorMember.token,
      body: { email: "x@example.test", role: "student", personId: s.instructor.id },
    });
    expect(byInstructor.status).toBe(403);
  });
});
