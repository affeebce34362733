import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

describe("told in the app when promoted from the waitlist", () => {
  it("stamps promoted_at and the student's schedule returns it for the promoted lesson only", async () => {
    const s = await makeScheduleStudio();
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(72),
      capacity: 1,
    });
    const [a, b] = [await makeStudentMember(s.studio.id), await makeStudentMember(s.studio.id)];
    const first = await callRoute(bookRoute, { token: a.token, params: { id: event.id }, body: {} });
    const second = await callRoute(bookRoute, { token: b.token, params: { id: event.id }, body: {} });
    expect(second.body.booking.status).toBe("waitlisted");
    const before = await getStudentSchedule(await getDb(), b.session);
    expect(before.lessons[0]).toMatchObject({ status: "waitlisted", promotedAt: null });

    const started = Date.now();
    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: a.token, params: { id: first.body.booking.id } });
    // The student who cancelled learns nothing of who moved up: the promoted student reads it in their own schedule.
    expect(cancelled.body).toEqual({ booking: { id: first.body.booking.id, status: "cancelled" } });

    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, second.body.booking.id));
    expect(row.status).toBe("booked");
    expect(row.promotedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const after = await getStudentSchedule(db, b.session);
    expect(after.lessons).toEqual([
      expect.objectContaining({ bookingId: row.id, status: "booked", title: "Bronze Waltz", promotedAt: row.promotedAt!.toISOString() }),
    ]);
    // The student who cancelled has no lesson left; nobody else is marked promoted.
    expect((await getStudentSchedule(db, a.session)).lessons).toEqual([]);
  });

  it("leaves promotedAt null for a place booked directly", async () => {
    const s = await makeScheduleStudio();
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(50),
      capacity: 5,
    });
    const me = await makeStudentMember(s.studio.id);
    expect((await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} })).status).toBe(201);
    const schedule = await getStudentSchedule(await getDb(), me.session);
    expect(schedule.lessons[0]).toMatchObject({ status: "booked", promotedAt: null });
  });
});
