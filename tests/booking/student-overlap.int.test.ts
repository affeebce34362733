import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { PATCH as patchEvent } from "@/app/api/events/[id]/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { POST as roomRentalRoute } from "@/app/api/room-rentals/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { bookings, instructorAvailability, students, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudent } from "../helpers/people-factory";
import { futureAt, makeInstructor, makeScheduleStudio } from "../helpers/studio-factory";

/**
 * A student is in one place at a time (lib/scheduling/student-clash.ts): private lessons, class places
 * and room rentals may not overlap for one student, nor for either member of a couple booking
 * together. A waitlist entry isn't a place. Raced like the instructor's slot: N parallel bookings
 * of overlapping times for one student give exactly one place, on PGlite and on PostgreSQL.
 */
const OPEN = { open: "00:00", close: "23:59" };

async function setup() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db
    .update(studios)
    .set({ plan: "pro", businessHours: { 0: OPEN, 1: OPEN, 2: OPEN, 3: OPEN, 4: OPEN, 5: OPEN, 6: OPEN } })
    .where(eq(studios.id, s.studio.id));
  const sam = await makeStudent(s.studio.id, { name: "Sam Carter" });
  // Three days out at 10 AM in the studio's zone (15:00 UTC), whatever the time the test runs: the lessons
  // around it stay inside the instructors' day (00:00–23:45) and the studio's.
  const at = new Date(futureAt(3, 15));
  const plus = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
  const freeAllWeek = (instructorId: string) =>
    db
      .insert(instructorAvailability)
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ studioId: s.studio.id, instructorId, weekday, startTime: "00:00", endTime: "23:45" })),
      );
  await freeAllWeek(s.instructor.id);
  await freeAllWeek(s.otherInstructor.id);
  const book = (eventId: string, studentId = sam.id) =>
    callRoute(bookRoute, { token: s.owner.token, params: { id: eventId }, body: { studentId } });
  const privateLesson = (startsAt: Date, instructorId = s.instructor.id, studentId = sam.id) =>
    callRoute(privateLessonRoute, {
      token: s.owner.token,
      body: { instructorId, serviceId: s.privateLesson.id, startsAt: startsAt.toISOString(), studentId },
    });
  return { ...s, db, sam, at, plus, book, privateLesson, freeAllWeek };
}

function expectClash(response: { status: number; body: any }, text: RegExp) {
  expect(response.status, JSON.stringify(response.body)).toBe(409);
  expect(response.body.error.code).toBe("conflict");
  expect(response.body.error.message).toMatch(text);
}

describe("a student in two places at once", () => {
  it("a class place overlapping their private lesson → 409 naming the lesson and its time", async () => {
    const s = await setup();
    expect((await s.privateLesson(s.at)).status).toBe(201);
    const waltz = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.plus(30) });
    const refused = await s.book(waltz.id);
    expectClash(refused, /^Sam Carter is already booked .+ in Private Lesson\./);
    expect(refused.body.error.clash).toMatchObject({ student: "Sam Carter", title: "Private Lesson", startsAt: s.at.toISOString() });
  });

  it("a private lesson overlapping their class place → 409; one starting as the class ends is fine", async () => {
    const s = await setup();
    const waltz = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.at });
    expect((await s.book(waltz.id)).status).toBe(201);
    expectClash(await s.privateLesson(s.plus(30), s.otherInstructor.id), /Sam Carter is already booked .+ in Bronze Waltz/);
    expect((await s.privateLesson(s.plus(60), s.otherInstructor.id)).status).toBe(201);
  });

  it("two private lessons at the same time with two instructors → the second is refused", async () => {
    const s = await setup();
    expect((await s.privateLesson(s.at, s.instructor.id)).status).toBe(201);
    expectClash(await s.privateLesson(s.at, s.otherInstructor.id), /in Private Lesson/);
  });

  it("a couple's room rental is refused when the partner is busy, naming the partner", async () => {
    const s = await setup();
    const partner = await makeStudent(s.studio.id, { name: "Alex Reed" });
    await s.db.update(students).set({ partnerId: partner.id }).where(eq(students.id, s.sam.id));
    const waltz = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.plus(-30) });
    expect((await s.book(waltz.id, partner.id)).status).toBe(201);
    const rental = (withPartner: boolean) =>
      callRoute(roomRentalRoute, {
        token: s.owner.token,
        body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: s.at.toISOString(), studentId: s.sam.id, withPartner },
      });
    expectClash(await rental(true), /^Alex Reed is already booked .+ in Bronze Waltz/);
    expect((await rental(false)).status).toBe(201);
  });

  it("a waitlist entry isn't a place: a waitlisted student may book something else at that time", async () => {
    const s = await setup();
    const full = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.at, capacity: 1 });
    expect((await s.book(full.id, (await makeStudent(s.studio.id)).id)).status).toBe(201);
    const waitlisted = await s.book(full.id);
    expect(waitlisted.body.booking.status).toBe("waitlisted");
    expect((await s.privateLesson(s.at)).status).toBe(201);
  });

  it("a freed place skips a waitlisted student booked elsewhere then: the next in line gets it, they keep their turn", async () => {
    const s = await setup();
    const full = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.at, capacity: 1 });
    const first = await s.book(full.id, (await makeStudent(s.studio.id)).id);
    expect((await s.book(full.id)).body.booking.status).toBe("waitlisted");
    const ann = await makeStudent(s.studio.id, { name: "Ann Lee" });
    expect((await s.book(full.id, ann.id)).body.booking.status).toBe("waitlisted");
    expect((await s.privateLesson(s.plus(15))).status).toBe(201);
    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: s.owner.token, params: { id: first.body.booking.id } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const rows = await s.db.select().from(bookings).where(eq(bookings.eventId, full.id));
    expect(rows.find((row) => row.studentId === ann.id)?.status).toBe("booked");
    expect(rows.find((row) => row.studentId === s.sam.id)?.status).toBe("waitlisted");
  });
});

describe("a student in two places at once, raced", () => {
  it("moving a class onto a booked student's private lesson → 409 naming it, nothing moved; a move to a free time is fine", async () => {
    const s = await setup();
    const waltz = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.at });
    expect((await s.book(waltz.id)).status).toBe(201);
    expect((await s.privateLesson(s.plus(120), s.otherInstructor.id)).status).toBe(201);
    const move = (startsAt: Date) =>
      callRoute(patchEvent, {
        method: "PATCH",
        token: s.owner.token,
        params: { id: waltz.id },
        body: { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 60 * 60_000).toISOString() },
      });
    expectClash(await move(s.plus(90)), /^Sam Carter is already booked .+ in Private Lesson\./);
    const [still] = await queryRows<{ starts_at: Date }>(s.db, sql`select starts_at from events where id = ${waltz.id}`);
    expect(new Date(still.starts_at).toISOString()).toBe(s.at.toISOString());
    expect((await move(s.plus(240))).status).toBe(200);
  });

  it("20 parallel bookings of 20 overlapping classes for one student: exactly one place", async () => {
    const s = await setup();
    const classes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.plus(index) })),
    );
    const started = performance.now();
    const responses = await Promise.all(classes.map((event) => s.book(event.id)));
    console.log(`[student-overlap] 20 parallel overlapping class bookings: ${Math.round(performance.now() - started)} ms`);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409 && response.body.error.code === "conflict")).toHaveLength(19);
    const rows = await s.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.studentId, s.sam.id),
          inArray(
            bookings.eventId,
            classes.map((event) => event.id),
          ),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it("10 parallel private lessons at one time with 10 instructors, and a class beside them: exactly one place", async () => {
    const s = await setup();
    const teachers = await Promise.all(Array.from({ length: 10 }, (_, index) => makeInstructor(s.studio.id, { name: `Teacher ${index}` })));
    for (const teacher of teachers) await s.freeAllWeek(teacher.id);
    const waltz = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: s.plus(15) });
    const responses = await Promise.all([...teachers.map((teacher) => s.privateLesson(s.at, teacher.id)), s.book(waltz.id)]);
    expect(
      responses.filter((response) => response.status === 201),
      JSON.stringify(responses.map((r) => r.status)),
    ).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(10);
  });
});

describe("the demo studio", () => {
  it("seeds with no student in two places at once (upcoming places)", async () => {
    const { seedDemo } = await import("@/lib/demo/seed");
    const db = await getDb();
    await seedDemo(db);
    const rows = await queryRows<{ name: string; a: string; b: string }>(
      db,
      sql`
      select s.name, ea.id as a, eb.id as b
      from bookings ba join events ea on ea.id = ba.event_id
      join bookings bb on bb.student_id = ba.student_id and bb.id > ba.id
      join events eb on eb.id = bb.event_id
      join students s on s.id = ba.student_id
      where ea.status = 'scheduled' and eb.status = 'scheduled' and ea.ends_at > now()
        and ba.status in ('booked', 'held') and bb.status in ('booked', 'held')
        and ea.starts_at < eb.ends_at and eb.starts_at < ea.ends_at`,
    );
    expect(rows, JSON.stringify(rows.slice(0, 5))).toEqual([]);
  });
});
