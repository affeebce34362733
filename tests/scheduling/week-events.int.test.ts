import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as patchInstructor } from "@/app/api/instructors/[id]/route";
import { GET as listEvents } from "@/app/api/events/route";
import { getDb } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/**
 * GET /api/events answers the week from one prepared statement shaped for PGlite (events as arrays,
 * names joined once in JavaScript, times written as UTC): the answer keeps the agreed shape exactly,
 * counts what the calendar counts, and sees a change on the very next request.
 */
const DAY = 86_400_000;

function weekFrom(start: Date) {
  return `/api/events?from=${start.toISOString()}&to=${new Date(start.getTime() + 7 * DAY).toISOString()}`;
}

describe("GET /api/events for a week", () => {
  it("answers each event in the agreed shape, with the places taken and the times in UTC ISO 8601", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const from = new Date(Math.ceil((Date.now() + 3 * DAY) / DAY) * DAY);
    // Starts before the week and overlaps it: in. Ended before it: out. Cancelled: out.
    const overnight = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      startsAt: new Date(from.getTime() - 2 * 3600_000),
      minutes: 180,
      capacity: 10,
    });
    await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: new Date(from.getTime() - 3 * 3600_000), minutes: 60 });
    const cancelled = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: new Date(from.getTime() + DAY) });
    await db.update(events).set({ status: "cancelled" }).where(eq(events.id, cancelled.id));
    // A time with milliseconds keeps them; no instructor and no room are null.
    const odd = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      startsAt: new Date(from.getTime() + DAY + 1250),
      capacity: 2,
    });
    const [ana, ben, cleo, dan] = await Promise.all(["Ana", "Ben", "Cleo", "Dan"].map((name) => makeStudent(s.studio.id, { name })));
    const soon = new Date(Date.now() + 10 * 60_000);
    const gone = new Date(Date.now() - 60_000);
    await db.insert(bookings).values([
      { studioId: s.studio.id, eventId: overnight.id, studentId: ana.id, status: "booked" },
      { studioId: s.studio.id, eventId: overnight.id, studentId: ben.id, status: "held", holdExpiresAt: soon },
      { studioId: s.studio.id, eventId: overnight.id, studentId: cleo.id, status: "held", holdExpiresAt: gone },
      { studioId: s.studio.id, eventId: overnight.id, studentId: dan.id, status: "cancelled" },
      { studioId: s.studio.id, eventId: odd.id, studentId: dan.id, status: "booked" },
    ]);

    const response = await callRoute(listEvents, { token: s.owner.token, path: weekFrom(from) });
    expect(response.status).toBe(200);
    expect(response.body.events).toEqual([
      {
        id: overnight.id,
        title: "Bronze Waltz",
        serviceId: s.groupClass.id,
        service: { id: s.groupClass.id, name: "Bronze Waltz", kind: "group", color: s.groupClass.color },
        instructorId: s.instructor.id,
        instructor: { id: s.instructor.id, name: "Maria Lopez", color: s.instructor.color },
        roomId: s.room.id,
        room: { id: s.room.id, name: "Main Ballroom", color: s.room.color },
        seriesId: null,
        startsAt: new Date(from.getTime() - 2 * 3600_000).toISOString(),
        endsAt: new Date(from.getTime() + 3600_000).toISOString(),
        capacity: 10,
        // Booked and a hold still running count; an expired hold and a cancellation don't.
        booked: 2,
        status: "scheduled",
        notes: null,
        danceId: null,
        students: [],
      },
      expect.objectContaining({
        id: odd.id,
        instructorId: null,
        instructor: null,
        roomId: null,
        room: null,
        startsAt: new Date(from.getTime() + DAY + 1250).toISOString(),
        booked: 1,
        students: ["Dan"],
      }),
    ]);
    expect(response.body.events[1].startsAt).toMatch(/\.250Z$/);

    // A student sees the calendar without who takes a private lesson.
    const asStudent = await callRoute(listEvents, { token: s.student.token, path: weekFrom(from) });
    expect(asStudent.body.events.map((event: { students: string[] }) => event.students)).toEqual([[], []]);
  });

  it("shows a renamed instructor on the next request, and filters by instructor with the same statement", async () => {
    const s = await makeScheduleStudio();
    const from = new Date(Math.ceil((Date.now() + 3 * DAY) / DAY) * DAY);
    await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: new Date(from.getTime() + 3600_000),
    });
    await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.otherInstructor.id,
      startsAt: new Date(from.getTime() + 7200_000),
    });
    const names = async (path: string) =>
      (await callRoute(listEvents, { token: s.owner.token, path })).body.events.map(
        (event: { instructor: { name: string } }) => event.instructor.name,
      );
    expect(await names(weekFrom(from))).toEqual(["Maria Lopez", "James Chen"]);
    expect(await names(`${weekFrom(from)}&instructorId=${s.otherInstructor.id}`)).toEqual(["James Chen"]);
    const renamed = await callRoute(patchInstructor, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.otherInstructor.id },
      body: { name: "James Chen-Park" },
    });
    expect(renamed.status).toBe(200);
    expect(await names(weekFrom(from))).toEqual(["Maria Lopez", "James Chen-Park"]);
  });
});
