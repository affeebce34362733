import { describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { PUT as priorityRoute } from "@/app/api/priority-students/route";
import { GET as studioGet, PATCH as studioPatch } from "@/app/api/studio/route";
import { bookEvent } from "@/lib/booking/book-event";
import { opensAt } from "@/lib/booking/booking-window";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { bookings, priorityStudents, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { giveStudentPackage, makePackage } from "../helpers/money-factory";
import { makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";

const DAY = 86_400_000;

async function premiumStudio(windows: Record<string, unknown> = { bookingWindowDays: 7, priorityWindowDays: 10, priorityRule: "list" }) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db.update(studios).set({ plan: "premium" }).where(eq(studios.id, s.studio.id));
  const saved = await callRoute(studioPatch, { token: s.owner.token, method: "PATCH", body: windows });
  expect(saved.status).toBe(200);
  return s;
}

function book(token: string, eventId: string) {
  return callRoute(bookRoute, { token, body: {}, params: { id: eventId } });
}

describe("PATCH /api/studio booking windows", () => {
  it("saves and reads back the windows on Premium; refuses them on Pro with plan_required; checks the early window is earlier", async () => {
    const s = await premiumStudio();
    const read = await callRoute(studioGet, { token: s.student.token });
    expect(read.body.studio).toMatchObject({ bookingWindowDays: 7, priorityWindowDays: 10, priorityRule: "list" });

    const later = await callRoute(studioPatch, { token: s.owner.token, method: "PATCH", body: { priorityWindowDays: 5 } });
    expect(later.status).toBe(400);
    expect(later.body.error.fields.priorityWindowDays).toBe("Priority students should be able to book earlier: choose 7 days or more.");
    const fraction = await callRoute(studioPatch, { token: s.owner.token, method: "PATCH", body: { bookingWindowDays: 2.5 } });
    expect(fraction.status).toBe(400);
    const student = await callRoute(studioPatch, { token: s.student.token, method: "PATCH", body: { bookingWindowDays: 3 } });
    expect(student.status).toBe(403);

    const { owner } = await makeStudio({ plan: "pro" });
    const pro = await callRoute(studioPatch, { token: owner.token, method: "PATCH", body: { bookingWindowDays: 7 } });
    expect(pro.status).toBe(403);
    expect(pro.body.error).toMatchObject({ code: "plan_required", feature: "priority_booking", plan: "premium", planName: "Premium" });
    // Clearing is always allowed (a studio that moved off Premium can tidy up).
    expect((await callRoute(studioPatch, { token: owner.token, method: "PATCH", body: { bookingWindowDays: null } })).status).toBe(200);
  });

  it("PUT /api/priority-students refuses another studio's student (404) and Pro studios (403)", async () => {
    const s = await premiumStudio();
    const other = await makeScheduleStudio();
    const stranger = await makeStudentMember(other.studio.id);
    const refused = await callRoute(priorityRoute, { token: s.owner.token, method: "PUT", body: { studentIds: [stranger.student.id] } });
    expect(refused.status).toBe(404);
    const pro = await callRoute(priorityRoute, { token: other.owner.token, method: "PUT", body: { studentIds: [] } });
    expect(pro.body.error.code).toBe("plan_required");
  });
});

describe("POST /api/events/{id}/bookings inside and outside the window", () => {
  it("lets a priority student book in the early window and tells a regular one when booking opens for them", async () => {
    const s = await premiumStudio();
    const priority = await makeStudentMember(s.studio.id, { name: "Pat Early" });
    const regular = await makeStudentMember(s.studio.id, { name: "Rene Regular" });
    expect(
      (await callRoute(priorityRoute, { token: s.owner.token, method: "PUT", body: { studentIds: [priority.student.id] } })).status,
    ).toBe(200);
    // Nine days ahead: inside the 10-day early window, outside the 7-day window.
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: new Date(Date.now() + 9 * DAY),
    });

    expect((await book(priority.token, event.id)).status).toBe(201);
    const refused = await book(regular.token, event.id);
    expect(refused.status).toBe(409);
    const opens = opensAt(event.startsAt, 7, "America/New_York");
    expect(refused.body.error).toMatchObject({ code: "conflict", reason: "booking_window", opensAt: opens.toISOString() });
    const day = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "short", day: "numeric", timeZone: "America/New_York" }).format(
      opens,
    );
    expect(refused.body.error.message).toMatch(
      new RegExp(`^Booking for this class opens for you on ${day} at \\d{1,2}:\\d{2} (AM|PM)\\.$`),
    );
    // Staff book anyone in at any time.
    const byOwner = await callRoute(bookRoute, { token: s.owner.token, body: { studentId: regular.student.id }, params: { id: event.id } });
    expect(byOwner.status).toBe(201);
  });

  it("counts package holders as priority students under the package rule, and lifts windows off Premium", async () => {
    const s = await premiumStudio({ bookingWindowDays: 3, priorityWindowDays: 14, priorityRule: "packages" });
    const holder = await makeStudentMember(s.studio.id);
    const emptied = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id]);
    await giveStudentPackage(s.studio.id, holder.student.id, pkg, { units: 5, unitsUsed: 1 });
    await giveStudentPackage(s.studio.id, emptied.student.id, pkg, { units: 5, unitsUsed: 5 });
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: new Date(Date.now() + 10 * DAY),
    });
    expect((await book(holder.token, event.id)).status).toBe(201);
    expect((await book(emptied.token, event.id)).status).toBe(409);

    const db = await getDb();
    await db.update(studios).set({ plan: "pro" }).where(eq(studios.id, s.studio.id));
    expect((await book(emptied.token, event.id)).status).toBe(201);
  });

  it("judges the window at the edge to the millisecond, and under 20 parallel bookings gives the places only to those whose window is open", async () => {
    const s = await premiumStudio();
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: new Date(Date.now() + 20 * DAY),
      capacity: 3,
    });
    const regularOpens = opensAt(event.startsAt, 7, "America/New_York");
    const priorityOpens = opensAt(event.startsAt, 10, "America/New_York");
    const priority = await Promise.all(Array.from({ length: 10 }, () => makeStudentMember(s.studio.id)));
    const regular = await Promise.all(Array.from({ length: 10 }, () => makeStudentMember(s.studio.id)));
    const db = await getDb();
    await db.insert(priorityStudents).values(priority.map((p) => ({ studioId: s.studio.id, studentId: p.student.id })));

    // One millisecond before the early window opens: nobody. At the instant: priority students.
    const early = new Date(priorityOpens.getTime() - 1);
    await expect(bookEvent(db, priority[0].session, event.id, {}, early)).rejects.toMatchObject({ code: "conflict" });
    const edge = priorityOpens;
    const results = await Promise.allSettled(
      [...priority, ...regular].sort(() => Math.random() - 0.5).map((member) => bookEvent(db, member.session, event.id, {}, edge)),
    );
    // Premium has the waitlist: the seven priority students who find it full are waitlisted.
    const fulfilled = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.booking.status] : []));
    expect(fulfilled.sort()).toEqual([...Array(3).fill("booked"), ...Array(7).fill("waitlisted")]);
    const refusals = results.filter((result) => result.status === "rejected").map((result) => (result as PromiseRejectedResult).reason);
    // All ten regular students are told when it opens for them.
    const windowRefusals = refusals.filter((reason) => reason.details?.extra?.reason === "booking_window");
    expect(windowRefusals).toHaveLength(10);
    expect(new Set(windowRefusals.map((reason) => reason.details.extra.opensAt))).toEqual(new Set([regularOpens.toISOString()]));
    const rows = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.status, "booked")));
    const priorityIds = new Set(priority.map((p) => p.student.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => priorityIds.has(row.studentId))).toBe(true);
  });
});
