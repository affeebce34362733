import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as acceptRoute } from "@/app/api/invites/[token]/accept/route";
import { POST as inviteRoute } from "@/app/api/invites/route";
import { GET as meRoute } from "@/app/api/me/route";
import { getDb } from "@/lib/db/client";
import { invites, students } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

function tokenOf(url: string): string {
  return url.split("/invite/")[1];
}

describe("invitations", () => {
  it("creates a 7-day single-use link, stores only its hash, and signs the person in once", async () => {
    const s = await makeScheduleStudio();
    const student = await makeStudent(s.studio.id, { name: "Sam" });
    const created = await callRoute(inviteRoute, {
      token: s.owner.token,
      body: { email: "Sam@Example.test", role: "student", personId: student.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/^http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = tokenOf(created.body.url);
    const db = await getDb();
    const [stored] = await db.select().from(invites).where(eq(invites.personId, student.id));
    expect(stored.tokenHash).not.toContain(token);

    const accepted = await callRoute(acceptRoute, { params: { token }, body: { name: "Sam Carter", password: "waltz-and-tango" } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ name: "Sam Carter", email: "sam@example.test", role: "student", studioId: s.studio.id });
    expect(accepted.headers.get("set-cookie")).toMatch(/^token=/);
    const me = await callRoute(meRoute, { token: accepted.body.accessToken });
    expect(me.status).toBe(200);
    const [linked] = await db.select().from(students).where(eq(students.id, student.id));
    expect(linked.userId).toBe(accepted.body.user.id);

    const reused = await callRoute(acceptRoute, { params: { token }, body: { name: "Someone", password: "another-password" } });
    expect(reused.status).toBe(410);
    expect(reused.body.error.message).toMatch(/already been used/);
  });

  it("answers 410 for an expired link and 404 for an unknown one", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(inviteRoute, {
      token: s.owner.token,
      body: { email: "late@example.test", role: "instructor", personId: s.otherInstructor.id },
    });
    const db = await getDb();
    await db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.personId, s.otherInstructor.id));
    const expired = await callRoute(acceptRoute, {
      params: { token: tokenOf(created.body.url) },
      body: { name: "Late", password: "long-enough-pw" },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe("This invitation has expired. Ask the studio for a new link.");
    const unknown = await callRoute(acceptRoute, {
      params: { token: "x".repeat(43) },
      body: { name: "Nobody", password: "long-enough-pw" },
    });
    expect(unknown.status).toBe(404);
  });

  it("accepts a link once even when clicked twice at the same moment", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(inviteRoute, {
      token: s.owner.token,
      body: { email: "twice@example.test", role: "instructor", personId: s.otherInstructor.id },
    });
    const token = tokenOf(created.body.url);
    const [a, b] = await Promise.all(
      [1, 2].map(() => callRoute(acceptRoute, { params: { token }, body: { name: "Twice", password: "long-enough-pw" } })),
    );
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
