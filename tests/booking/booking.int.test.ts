import { describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { POST as allPresentRoute } from "@/app/api/events/[id]/attendance/all-present/route";
import { GET as listBookingsRoute, POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { DELETE as cancelEventRoute } from "@/app/api/events/[id]/route";
import { GET as listEventsRoute, POST as createEventRoute } from "@/app/api/events/route";
import { getDb } from "@/lib/db/client";
import { bookings, studios } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeScheduleStudio } from "../helpers/studio-factory";

async function classIn(hours: number, extra: { capacity?: number; leadCap?: number; followCap?: number } = {}) {
  const s = await makeScheduleStudio();
  const event = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.instructor.id,
    roomId: s.room.id,
    startsAt: hoursFromNow(hours),
    ...extra,
  });
  return { ...s, event };
}

function book(token: string, eventId: string, body: Record<string, unknown> = {}) {
  return callRoute(bookRoute, { token, params: { id: eventId }, body });
}

function cancel(token: string, bookingId: string) {
  return callRoute(cancelRoute, { method: "DELETE", token, params: { id: bookingId } });
}

describe("POST /api/events/[id]/bookings", () => {
  it("lets a student book themselves and counts the place in the event view", async () => {
    const s = await classIn(72, { capacity: 2 });
    const me = await makeStudentMember(s.studio.id);
    const response = await book(me.token, s.event.id);
    expect(response.status).toBe(201);
    expect(response.body.booking).toEqual({ id: expect.any(String), status: "booked" });
    const again = await book(me.token, s.event.id);
    expect(again.status).toBe(409);
    const from = hoursFromNow(60).toISOString();
    const to = hoursFromNow(90).toISOString();
    const listed = await callRoute(listEventsRoute, { token: s.owner.token, path: `/api/events?from=${from}&to=${to}` });
    expect(listed.body.events[0]).toMatchObject({ id: s.event.id, booked: 1, capacity: 2 });
  });

  it("waitlists in arrival order on Pro and answers 409 class_full on Basic", async () => {
    const s = await classIn(72, { capacity: 1 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeStudent(s.studio.id)));
    expect((await book(s.owner.token, s.event.id, { studentId: a.id })).body.booking.status).toBe("booked");
    expect((await book(s.owner.token, s.event.id, { studentId: b.id })).body.booking).toMatchObject({ status: "waitlisted", position: 1 });
    expect((await book(s.owner.token, s.event.id, { studentId: c.id })).body.booking).toMatchObject({ status: "waitlisted", position: 2 });

    const db = await getDb();
    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    const d = await makeStudent(s.studio.id);
    const full = await book(s.owner.token, s.event.id, { studentId: d.id });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({
      code: "class_full",
      message: "Bronze Waltz is full. A waitlist is available on the Pro plan.",
    });
  });

  it("needs a role in a partnered class and keeps the lead and follow caps", async () => {
    const s = await classIn(72, { capacity: 4, leadCap: 1, followCap: 3 });
    const [a, b] = await Promise.all([1, 2].map(() => makeStudent(s.studio.id)));
    expect((await book(s.owner.token, s.event.id, { studentId: a.id })).status).toBe(400);
    expect((await book(s.owner.token, s.event.id, { studentId: a.id, role: "lead" })).body.booking.status).toBe("booked");
    expect((await book(s.owner.token, s.event.id, { studentId: b.id, role: "lead" })).body.booking.status).toBe("waitlisted");
    const list = await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: s.event.id } });
    expect(list.body.bookings.map((row: { studentId: string; status: string }) => [row.studentId, row.status])).toEqual([
      [a.id, "booked"],
      [b.id, "waitlisted"],
    ]);
  });

  it("takes lead and follow caps from the events API", async () => {
    const s = await makeScheduleStudio();
    const startsAt = hoursFromNow(80).toISOString();
    const created = await callRoute(createEventRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        startsAt,
        endsAt: new Date(Date.parse(startsAt) + 3600_000).toISOString(),
        capacity: 10,
        leadCap: 5,
        followCap: 5,
      },
    });
    expect(created.status).toBe(201);
    const student = await makeStudent(s.studio.id);
    expect((await book(s.owner.token, created.body.event.id, { studentId: student.id })).body.error.fields).toEqual({
      role: "Choose lead or follow.",
    });
  });

  it("refuses a student booking for someone else, a private lesson, or a class that started", async () => {
    const s = await classIn(72);
    const me = await makeStudentMember(s.studio.id);
    const other = await makeStudent(s.studio.id);
    expect((await book(me.token, s.event.id, { studentId: other.id })).status).toBe(404);
    const privateLesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(100),
      capacity: 1,
    });
    expect((await book(me.token, privateLesson.id)).status).toBe(422);
    const started = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.otherInstructor.id,
      startsAt: hoursFromNow(-0.5),
    });
    expect((await book(me.token, started.id)).status).toBe(422);
  });
});

describe("DELETE /api/bookings/[id]", () => {
  it("cancels before the window and promotes the first waitlisted student", async () => {
    const s = await classIn(48, { capacity: 1 });
    const [a, b] = await Promise.all([1, 2].map(() => makeStudentMember(s.studio.id)));
    const first = await book(a.token, s.event.id);
    const second = await book(b.token, s.event.id);
    const response = await cancel(a.token, first.body.booking.id);
    expect(response.status).toBe(200);
    // Who moved up into the place is not the cancelling student's to know: their answer names only their own booking.
    expect(response.body).toEqual({ booking: { id: first.body.booking.id, status: "cancelled" } });
    const list = await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: s.event.id } });
    expect(list.body.bookings.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([
      [second.body.booking.id, "booked"],
    ]);
  });

  it("is a late cancel inside the studio's window, and still promotes before the 2-hour cut-off", async () => {
    const s = await classIn(3, { capacity: 1 });
    const [a, b] = await Promise.all([1, 2].map(() => makeStudentMember(s.studio.id)));
    const first = await book(a.token, s.event.id);
    await book(b.token, s.event.id);
    const response = await cancel(a.token, first.body.booking.id);
    expect(response.body).toEqual({ booking: { id: first.body.booking.id, status: "late_cancel" } });
    const list = await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: s.event.id } });
    expect(list.body.bookings).toContainEqual(expect.objectContaining({ studentId: b.student.id, status: "booked" }));
  });

  it("follows a custom window and promotes nobody inside the 2-hour cut-off", async () => {
    const s = await classIn(1.5, { capacity: 1 });
    const db = await getDb();
    await db.update(studios).set({ cancellationWindowHours: 1 }).where(eq(studios.id, s.studio.id));
    const [a, b] = await Promise.all([1, 2].map(() => makeStudentMember(s.studio.id)));
    const first = await book(a.token, s.event.id);
    await book(b.token, s.event.id);
    const response = await cancel(a.token, first.body.booking.id);
    expect(response.body).toEqual({ booking: { id: first.body.booking.id, status: "cancelled" } });
    const list = await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: s.event.id } });
    expect(list.body.bookings).toEqual([expect.objectContaining({ studentId: b.student.id, status: "waitlisted" })]);
  });

  it("promotes the first waitlisted dancer whose role fits", async () => {
    const s = await classIn(48, { capacity: 2, leadCap: 1, followCap: 1 });
    const [lead, follow, lead2, follow2] = await Promise.all([1, 2, 3, 4].map(() => makeStudent(s.studio.id)));
    const leadBooking = await book(s.owner.token, s.event.id, { studentId: lead.id, role: "lead" });
    await book(s.owner.token, s.event.id, { studentId: follow.id, role: "follow" });
    await book(s.owner.token, s.event.id, { studentId: follow2.id, role: "follow" });
    const waitingLead = await book(s.owner.token, s.event.id, { studentId: lead2.id, role: "lead" });
    const response = await cancel(s.owner.token, leadBooking.body.booking.id);
    expect(response.body.promoted).toEqual({ id: waitingLead.body.booking.id, studentId: lead2.id });
  });

  it("hides another student's booking (404)", async () => {
    const s = await classIn(48);
    const [a, b] = await Promise.all([1, 2].map(() => makeStudentMember(s.studio.id)));
    const mine = await book(a.token, s.event.id);
    expect((await cancel(b.token, mine.body.booking.id)).status).toBe(404);
  });
});

describe("DELETE /api/events/[id] with bookings", () => {
  it("cancels the class's places and waitlist with it", async () => {
    const s = await classIn(48, { capacity: 1 });
    const [a, b] = await Promise.all([1, 2].map(() => makeStudent(s.studio.id)));
    await book(s.owner.token, s.event.id, { studentId: a.id });
    await book(s.owner.token, s.event.id, { studentId: b.id });
    expect((await callRoute(cancelEventRoute, { method: "DELETE", token: s.owner.token, params: { id: s.event.id } })).status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(bookings).where(eq(bookings.eventId, s.event.id));
    expect(rows.map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
  });
});

describe("attendance", () => {
  it("refuses a lesson that hasn't started, then marks one or all present", async () => {
    const s = await classIn(48);
    const [a, b] = await Promise.all([1, 2].map(() => makeStudent(s.studio.id)));
    const future = await book(s.owner.token, s.event.id, { studentId: a.id });
    const early = await callRoute(attendanceRoute, {
      token: s.instructorMember.token,
      params: { id: future.body.booking.id },
      body: { status: "attended" },
    });
    expect(early.status).toBe(422);

    const db = await getDb();
    const past = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-3) });
    const [one, two] = await db
      .insert(bookings)
      .values([a, b].map((student) => ({ studioId: s.studio.id, eventId: past.id, studentId: student.id, status: "booked" as const })))
      .returning();
    const marked = await callRoute(attendanceRoute, {
      token: s.instructorMember.token,
      params: { id: one.id },
      body: { status: "no_show" },
    });
    expect(marked.body).toEqual({ booking: { id: one.id, status: "no_show" } });
    const all = await callRoute(allPresentRoute, { token: s.instructorMember.token, params: { id: past.id } });
    expect(all.body).toEqual({ marked: 1 });
    const list = await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: past.id } });
    expect(Object.fromEntries(list.body.bookings.map((row: { id: string; status: string }) => [row.id, row.status]))).toEqual({
      [one.id]: "no_show",
      [two.id]: "attended",
    });
    const bad = await callRoute(attendanceRoute, { token: s.owner.token, params: { id: one.id }, body: { status: "present" } });
    expect(bad.status).toBe(400);
  });

  it("is refused to another instructor (403)", async () => {
    const s = await classIn(-2);
    const other = await makeMember(s.studio.id, "instructor");
    await makeInstructor(s.studio.id, { userId: other.user.id });
    const response = await callRoute(allPresentRoute, { token: other.token, params: { id: s.event.id } });
    expect(response.status).toBe(403);
  });
});
