import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as bookEvent } from "@/app/api/events/[id]/bookings/route";
import { POST as createEvent } from "@/app/api/events/route";
import { POST as createInstructor } from "@/app/api/instructors/route";
import { POST as createInvite } from "@/app/api/invites/route";
import { POST as createRoom } from "@/app/api/rooms/route";
import { POST as createService } from "@/app/api/services/route";
import { GET, PATCH } from "@/app/api/studio/checklist/route";
import { PATCH as patchStudio } from "@/app/api/studio/route";
import { POST as createStudent } from "@/app/api/students/route";
import { getDb } from "@/lib/db/client";
import { bookings, studios } from "@/lib/db/schema";
import { listToHours } from "@/lib/studio/business-hours";
import { createAccount } from "../auth/factories";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { futureAt, makeScheduleStudio, plusMinutes } from "../helpers/studio-factory";

type Checklist = { steps: { key: string; done: boolean }[]; done: number; complete: boolean; dismissed: boolean; visible: boolean };

async function checklistOf(token: string): Promise<Checklist> {
  const response = await callRoute(GET, { token });
  expect(response.status).toBe(200);
  return response.body.checklist;
}
const doneKeys = (checklist: Checklist) => checklist.steps.filter((step) => step.done).map((step) => step.key);

describe("GET /api/studio/checklist", () => {
  it("ticks each first-week step from the studio's own data, in order", async () => {
    const { token } = await createAccount();
    const start = await checklistOf(token);
    expect(start).toMatchObject({ done: 0, complete: false, dismissed: false, visible: true });
    expect(start.steps.map((step) => step.key)).toEqual(["room", "services", "hours", "instructor", "student", "class", "booking"]);

    const post = (handler: Parameters<typeof callRoute>[0], body: unknown) => callRoute(handler, { token, body });
    await post(createRoom, { name: "Main Ballroom" });
    const { body: serviceBody } = await post(createService, { name: "Group Class", kind: "group", durationMinutes: 60, priceCents: 2500 });
    await callRoute(patchStudio, { method: "PATCH", token, body: { businessHours: [{ weekday: 1, opens: "09:00", closes: "22:00" }] } });
    expect(doneKeys(await checklistOf(token))).toEqual(["room", "services", "hours"]);

    const { body: teacher } = await post(createInstructor, { name: "Maria Lopez", email: "maria.checklist@example.com" });
    // Adding an instructor isn't inviting one: the step waits for the invitation link.
    expect(doneKeys(await checklistOf(token))).not.toContain("instructor");
    await post(createInvite, { email: "maria.checklist@example.com", role: "instructor", personId: teacher.instructor.id });
    const { body: pupil } = await post(createStudent, { name: "Sam Carter", email: "sam.checklist@example.com" });
    await post(createInvite, { email: "sam.checklist@example.com", role: "student", personId: pupil.student.id });
    expect(doneKeys(await checklistOf(token))).toEqual(["room", "services", "hours", "instructor", "student"]);

    const startsAt = futureAt(4, 18);
    const { body: created } = await post(createEvent, {
      serviceId: serviceBody.service.id,
      instructorId: teacher.instructor.id,
      startsAt,
      endsAt: plusMinutes(startsAt, 60),
    });
    expect((await checklistOf(token)).done).toBe(6);
    const booked = await callRoute(bookEvent, { token, params: { id: created.event.id }, body: { studentId: pupil.student.id } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // Finished in its first month: the list stays on the schedule, all ticked, until dismissed.
    expect(await checklistOf(token)).toMatchObject({ done: 7, complete: true, visible: true });
  });

  it("is for owners only", async () => {
    const s = await makeScheduleStudio();
    for (const member of [s.instructorMember, s.student]) {
      expect((await callRoute(GET, { token: member.token })).status).toBe(403);
      expect((await callRoute(PATCH, { method: "PATCH", token: member.token, body: { dismissed: true } })).status).toBe(403);
    }
    expect((await callRoute(GET)).status).toBe(401);
  });
});

describe("PATCH /api/studio/checklist", () => {
  it("dismisses the list and brings it back", async () => {
    const { token } = await createAccount();
    const dismissed = await callRoute(PATCH, { method: "PATCH", token, body: { dismissed: true } });
    expect(dismissed.body.checklist).toMatchObject({ dismissed: true, visible: false });
    expect((await checklistOf(token)).visible).toBe(false);
    const restored = await callRoute(PATCH, { method: "PATCH", token, body: { dismissed: false } });
    expect(restored.body.checklist).toMatchObject({ dismissed: false, visible: true });
    const bad = await callRoute(PATCH, { method: "PATCH", token, body: { dismissed: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.dismissed).toBe("Send dismissed: true or false.");
  });

  it("an established studio (set up, past its first month) doesn't show it; an unfinished one does", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    // Maria signed in already (the instructor step), and a student has an account too.
    const me = await makeStudentMember(s.studio.id);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(30) });
    await db.insert(bookings).values({ studioId: s.studio.id, eventId: event.id, studentId: me.student.id, status: "booked" });
    expect(doneKeys(await checklistOf(s.owner.token))).toEqual(["room", "services", "instructor", "student", "class", "booking"]);

    const age = (days: number) =>
      db
        .update(studios)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(studios.id, s.studio.id));
    await age(60);
    // Still no business hours: an old studio sees what is left.
    expect(await checklistOf(s.owner.token)).toMatchObject({ done: 6, visible: true });
    await db
      .update(studios)
      .set({ businessHours: listToHours([{ weekday: 1, opens: "10:00", closes: "20:00" }]) })
      .where(eq(studios.id, s.studio.id));
    expect(await checklistOf(s.owner.token)).toMatchObject({ done: 7, complete: true, visible: false });
    await age(29);
    expect((await checklistOf(s.owner.token)).visible).toBe(true);
  });
});
