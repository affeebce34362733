import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { GET as listBookingsRoute, POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

// Screens show whether cancelling is late as the server answers it (lateCancelFrom, lateCancelCharge):
// the rule is lib/booking/late-cancel.ts, with its waitlist exception, and the studio's own window.

type Row = { studentId: string; status: string; lateCancelFrom: string | null; lateCancelCharge: boolean };

async function classWithWindow(startsInHours: number, windowHours: number) {
  const s = await makeScheduleStudio();
  await (await getDb()).update(studios).set({ cancellationWindowHours: windowHours }).where(eq(studios.id, s.studio.id));
  const startsAt = hoursFromNow(startsInHours);
  const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt, capacity: 1 });
  const [a, b] = [await makeStudentMember(s.studio.id), await makeStudentMember(s.studio.id)];
  const book = (token: string) => callRoute(bookRoute, { token, params: { id: event.id }, body: {} });
  const first = await book(a.token);
  const second = await book(b.token);
  const list = async () => (await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: event.id } })).body.bookings as Row[];
  return { s, event, startsAt, a, b, first, second, list };
}

describe("each booking says when cancelling turns late and whether it would be charged now", () => {
  it("inside the window: the booked place is flagged, the waitlisted one is not; both in the staff list and the student's lessons", async () => {
    const { startsAt, a, b, second, list } = await classWithWindow(3, 6);
    expect(second.body.booking.status).toBe("waitlisted");
    const from = new Date(startsAt.getTime() - 6 * 3600_000).toISOString();

    const rows = await list();
    expect(rows).toEqual([
      expect.objectContaining({ studentId: a.student.id, status: "booked", lateCancelFrom: from, lateCancelCharge: true }),
      expect.objectContaining({ studentId: b.student.id, status: "waitlisted", lateCancelFrom: null, lateCancelCharge: false }),
    ]);
    const db = await getDb();
    expect((await getStudentSchedule(db, a.session)).lessons).toEqual([
      expect.objectContaining({ status: "booked", lateCancelFrom: from, lateCancelCharge: true }),
    ]);
    expect((await getStudentSchedule(db, b.session)).lessons).toEqual([
      expect.objectContaining({ status: "waitlisted", lateCancelFrom: null, lateCancelCharge: false }),
    ]);
  });

  it("before the window: lateCancelFrom is the start less the studio's window, and nothing is charged yet", async () => {
    const { startsAt, a, list } = await classWithWindow(30, 12);
    const from = new Date(startsAt.getTime() - 12 * 3600_000).toISOString();
    expect((await list())[0]).toMatchObject({ studentId: a.student.id, lateCancelFrom: from, lateCancelCharge: false });
    expect((await getStudentSchedule(await getDb(), a.session)).lessons[0]).toMatchObject({
      lateCancelFrom: from,
      lateCancelCharge: false,
    });
  });

  it("a place the waitlist handed over inside the window is never flagged, and cancelling it is not late", async () => {
    const { a, b, first, second, list } = await classWithWindow(3, 6);
    const late = await callRoute(cancelRoute, { method: "DELETE", token: a.token, params: { id: first.body.booking.id } });
    expect(late.body.booking.status).toBe("late_cancel");

    // b moved up inside the window: the flag and the server's decision agree that it costs nothing.
    expect((await list()).find((row) => row.studentId === b.student.id)).toMatchObject({
      status: "booked",
      lateCancelFrom: null,
      lateCancelCharge: false,
    });
    expect((await getStudentSchedule(await getDb(), b.session)).lessons[0]).toMatchObject({
      status: "booked",
      lateCancelFrom: null,
      lateCancelCharge: false,
    });
    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: b.token, params: { id: second.body.booking.id } });
    expect(cancelled.body.booking.status).toBe("cancelled");
  });
});
