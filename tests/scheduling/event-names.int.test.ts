import { describe, expect, it } from "vitest";
import { GET as listEvents } from "@/app/api/events/route";
import { getDb } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

type Listed = { id: string; students: string[]; booked: number };

describe("GET /api/events: who a block is with", () => {
  it("names a private lesson's couple and a rental's renter for staff, in booking order; a class shows only its fill", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const sam = await makeStudent(s.studio.id, { name: "Sam Carter" });
    const chloe = await makeStudent(s.studio.id, { name: "Chloe Carter" });
    const gone = await makeStudent(s.studio.id, { name: "Ruby Gone" });
    const start = hoursFromNow(48);
    const lesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: start,
      capacity: 2,
    });
    const rental = await makeEvent(s.studio.id, { serviceId: s.rental.id, roomId: s.room.id, startsAt: start, capacity: 1 });
    const waltz = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.otherInstructor.id, startsAt: start });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(bookings).values([
      { studioId: s.studio.id, eventId: lesson.id, studentId: sam.id, status: "booked", createdAt: at(10) },
      { studioId: s.studio.id, eventId: lesson.id, studentId: chloe.id, status: "booked", createdAt: at(5) },
      { studioId: s.studio.id, eventId: lesson.id, studentId: gone.id, status: "cancelled", createdAt: at(1) },
      { studioId: s.studio.id, eventId: rental.id, studentId: gone.id, status: "booked" },
      { studioId: s.studio.id, eventId: waltz.id, studentId: sam.id, status: "booked" },
      { studioId: s.studio.id, eventId: waltz.id, studentId: chloe.id, status: "booked" },
    ]);
    const path = `/api/events?from=${hoursFromNow(24).toISOString()}&to=${hoursFromNow(72).toISOString()}`;

    const staff = await callRoute(listEvents, { token: s.instructorMember.token, path });
    expect(staff.status).toBe(200);
    const byId = new Map((staff.body.events as Listed[]).map((event) => [event.id, event]));
    expect(byId.get(lesson.id)).toMatchObject({ students: ["Sam Carter", "Chloe Carter"], booked: 2 });
    expect(byId.get(rental.id)).toMatchObject({ students: ["Ruby Gone"] });
    expect(byId.get(waltz.id)).toMatchObject({ students: [], booked: 2 });

    // A student reads the studio's calendar without learning who else takes lessons or rents rooms.
    const member = await makeStudentMember(s.studio.id);
    const seen = await callRoute(listEvents, { token: member.token, path });
    expect(seen.status).toBe(200);
    expect((seen.body.events as Listed[]).find((event) => event.id === lesson.id)).toMatchObject({ students: [], booked: 2 });
    expect((seen.body.events as Listed[]).every((event) => event.students.length === 0)).toBe(true);
  });

  it("shows a student a class's notes, but not a private lesson's or a rental's: they may be about the people in them", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const start = hoursFromNow(48);
    const lesson = await makeEvent(s.studio.id, { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt: start });
    const rental = await makeEvent(s.studio.id, { serviceId: s.rental.id, roomId: s.room.id, startsAt: start });
    const waltz = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.otherInstructor.id, startsAt: start });
    const notes = {
      [lesson.id]: "Sam: wedding dance, song is Moon River",
      [rental.id]: "Chloe pays cash",
      [waltz.id]: "Bring smooth shoes",
    };
    for (const [id, text] of Object.entries(notes)) await db.update(events).set({ notes: text }).where(eq(events.id, id));
    const path = `/api/events?from=${hoursFromNow(24).toISOString()}&to=${hoursFromNow(72).toISOString()}`;

    const staff = await callRoute(listEvents, { token: s.owner.token, path });
    const staffNotes = new Map((staff.body.events as { id: string; notes: string | null }[]).map((event) => [event.id, event.notes]));
    expect(Object.fromEntries(staffNotes)).toEqual(notes);

    const member = await makeStudentMember(s.studio.id);
    const seen = await callRoute(listEvents, { token: member.token, path });
    const seenNotes = new Map((seen.body.events as { id: string; notes: string | null }[]).map((event) => [event.id, event.notes]));
    expect(Object.fromEntries(seenNotes)).toEqual({ [lesson.id]: null, [rental.id]: null, [waltz.id]: "Bring smooth shoes" });
  });
});
