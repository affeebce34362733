import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/students/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/students/route";
import { getDb } from "@/lib/db/client";
import { bookings, students, studios } from "@/lib/db/schema";
import { STUDENT_LEVELS } from "@/lib/db/schema/people";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";

function create(token: string, body: Record<string, unknown>) {
  return callRoute(createRoute, { token, body });
}

describe("GET /api/students", () => {
  it("pages 25 at a time with the total, filtered by search, level and active", async () => {
    const { studio, owner } = await makeStudio();
    const db = await getDb();
    await db.insert(students).values(
      Array.from({ length: 1200 }, (_, index) => ({
        studioId: studio.id,
        name: `Dancer ${String(index).padStart(4, "0")}`,
        email: `dancer${index}@example.test`,
        level: STUDENT_LEVELS[index % 4],
        active: index % 10 !== 0,
      })),
    );
    const started = performance.now();
    const first = await callRoute(listRoute, { token: owner.token, path: "/api/students" });
    const elapsed = performance.now() - started;
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(1200);
    expect(first.body.students).toHaveLength(25);
    expect(first.body.students[0].name).toBe("Dancer 0000");
    expect(elapsed).toBeLessThan(1000);

    const page3 = await callRoute(listRoute, { token: owner.token, path: "/api/students?page=3&level=Silver&active=true" });
    expect(page3.body.total).toBe(240);
    expect(page3.body.students[0]).toMatchObject({ level: "Silver", active: true });
    const search = await callRoute(listRoute, { token: owner.token, path: "/api/students?search=DANCER12%40" });
    expect(search.body.students.map((row: { email: string }) => row.email)).toEqual(["dancer12@example.test"]);
    const bad = await callRoute(listRoute, { token: owner.token, path: "/api/students?level=Platinum" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Choose Newcomer, Bronze, Silver or Gold.");
  });

  it("shows an instructor only the students who booked their lessons", async () => {
    const s = await makeScheduleStudio();
    const mine = await makeStudent(s.studio.id, { name: "Mine" });
    await makeStudent(s.studio.id, { name: "Not mine" });
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(24) });
    const db = await getDb();
    await db.insert(bookings).values({ studioId: s.studio.id, eventId: event.id, studentId: mine.id, status: "booked" });
    const list = await callRoute(listRoute, { token: s.instructorMember.token, path: "/api/students" });
    expect(list.body).toMatchObject({ total: 1, students: [{ name: "Mine" }] });
  });
});

describe("POST, PATCH and DELETE /api/students", () => {
  it("creates a student with a partner, links both ways, and edits them", async () => {
    const { owner } = await makeStudio();
    const ann = await create(owner.token, { name: "Ann", email: " ANN@Example.test ", level: "Silver" });
    expect(ann.status).toBe(201);
    expect(ann.body.student).toMatchObject({ name: "Ann", email: "ann@example.test", level: "Silver", active: true, partner: null });
    const ben = await create(owner.token, { name: "Ben", partnerId: ann.body.student.id });
    expect(ben.body.student.partner).toEqual({ id: ann.body.student.id, name: "Ann" });
    const annNow = await callRoute(getRoute, { token: owner.token, params: { id: ann.body.student.id } });
    expect(annNow.body.student.partnerId).toBe(ben.body.student.id);
    const patched = await callRoute(patchRoute, {
      method: "PATCH",
      token: owner.token,
      params: { id: ben.body.student.id },
      body: { partnerId: null, level: "Gold" },
    });
    expect(patched.body.student).toMatchObject({ level: "Gold", partnerId: null });
    const annAfter = await callRoute(getRoute, { token: owner.token, params: { id: ann.body.student.id } });
    expect(annAfter.body.student.partnerId).toBeNull();
    expect((await create(owner.token, { name: "" })).body.error.message).toBe("Enter the student's name.");
  });

  it("lets a student read and edit only their own contact details", async () => {
    const { studio } = await makeStudio();
    const me = await makeStudentMember(studio.id);
    const other = await makeStudent(studio.id);
    expect((await callRoute(getRoute, { token: me.token, params: { id: me.student.id } })).status).toBe(200);
    expect((await callRoute(getRoute, { token: me.token, params: { id: other.id } })).status).toBe(404);
    const phone = await callRoute(patchRoute, {
      method: "PATCH",
      token: me.token,
      params: { id: me.student.id },
      body: { phone: "555-0100" },
    });
    expect(phone.body.student.phone).toBe("555-0100");
    const level = await callRoute(patchRoute, { method: "PATCH", token: me.token, params: { id: me.student.id }, body: { level: "Gold" } });
    expect(level.status).toBe(403);
  });

  it("deletes a student without lessons and answers 409 for one with history", async () => {
    const s = await makeScheduleStudio();
    const fresh = await makeStudent(s.studio.id);
    const busy = await makeStudent(s.studio.id);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(24) });
    const db = await getDb();
    await db.insert(bookings).values({ studioId: s.studio.id, eventId: event.id, studentId: busy.id, status: "booked" });
    expect((await callRoute(deleteRoute, { method: "DELETE", token: s.owner.token, params: { id: fresh.id } })).body).toEqual({
      deleted: true,
    });
    const refused = await callRoute(deleteRoute, { method: "DELETE", token: s.owner.token, params: { id: busy.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/Deactivate them instead/);
  });
});

describe("plan limits", () => {
  it("refuses the 101st active student on Basic with the plan that allows more", async () => {
    const { studio, owner } = await makeStudio({ plan: "basic" });
    const db = await getDb();
    await db.insert(students).values(Array.from({ length: 100 }, (_, index) => ({ studioId: studio.id, name: `S${index}` })));
    const over = await create(owner.token, { name: "One too many" });
    expect(over.status).toBe(403);
    expect(over.body.error).toMatchObject({
      code: "plan_required",
      message: "Your Basic plan allows 100 active students. Upgrade to Pro for up to 500.",
      feature: "active_students",
      plan: "pro",
      planName: "Pro",
    });
    // An inactive student doesn't count; reactivating one past the limit is refused the same way.
    const [first] = await db.select().from(students).where(eq(students.studioId, studio.id)).limit(1);
    await db.update(students).set({ active: false }).where(eq(students.id, first.id));
    expect((await create(owner.token, { name: "Fits now" })).status).toBe(201);
    const back = await callRoute(patchRoute, { method: "PATCH", token: owner.token, params: { id: first.id }, body: { active: true } });
    expect(back.status).toBe(403);
    await db.update(studios).set({ plan: "premium" }).where(eq(studios.id, studio.id));
    expect((await create(owner.token, { name: "Unlimited" })).status).toBe(201);
  });

  it("lets exactly one of 10 parallel creates take the last place", async () => {
    const { studio, owner } = await makeStudio({ plan: "basic" });
    const db = await getDb();
    await db.insert(students).values(Array.from({ length: 99 }, (_, index) => ({ studioId: studio.id, name: `S${index}` })));
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => create(owner.token, { name: `Racer ${index}` })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(403)]);
  });

  it("allows 1 partner connection on Basic and 5 on Pro", async () => {
    const { studio, owner } = await makeStudio({ plan: "basic" });
    const people = await Promise.all(Array.from({ length: 12 }, () => makeStudent(studio.id)));
    const pair = (a: number, b: number) =>
      callRoute(patchRoute, { method: "PATCH", token: owner.token, params: { id: people[a].id }, body: { partnerId: people[b].id } });
    expect((await pair(0, 1)).status).toBe(200);
    const second = await pair(2, 3);
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({
      code: "plan_required",
      message: "Your Basic plan allows 1 partner connection. Upgrade to Pro for up to 5.",
      feature: "partner_connections",
      plan: "pro",
      planName: "Pro",
    });
    // Re-pairing someone already connected replaces their connection instead of adding one.
    expect((await pair(0, 2)).status).toBe(200);
    const db = await getDb();
    await db.update(studios).set({ plan: "pro" }).where(eq(studios.id, studio.id));
    for (const [a, b] of [
      [4, 5],
      [6, 7],
      [8, 9],
      [10, 1],
    ])
      expect((await pair(a, b)).status).toBe(200);
    expect((await pair(3, 11)).body.error).toMatchObject({
      message: "Your Pro plan allows 5 partner connections. Upgrade to Premium for unlimited partner connections.",
      plan: "premium",
      planName: "Premium",
    });
  });
});
