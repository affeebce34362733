import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { bookings, events, instructors, series } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { makeEvent, makeStudent } from "../helpers/people-factory";
import { makeInstructor, makeRoom, makeService, makeStudio } from "../helpers/studio-factory";
import { recordQueries } from "../helpers/query-log";
import { commit, dayFromToday, dryRun, importFile, undo, uploaded } from "./import-support";

const statements = recordQueries();

async function scheduleStudio() {
  const made = await makeStudio({ timeZone: "Europe/London" });
  const { studio } = made;
  const maria = await makeInstructor(studio.id, { name: "Maria Lopez", email: "maria@example.test" });
  const james = await makeInstructor(studio.id, { name: "James Chen" });
  const room = await makeRoom(studio.id, { name: "Main Ballroom" });
  const privateLesson = await makeService(studio.id, { name: "Private Lesson", kind: "private", durationMinutes: 45 });
  const waltz = await makeService(studio.id, { name: "Bronze Waltz", kind: "group", durationMinutes: 60, defaultCapacity: 16 });
  const anna = await makeStudent(studio.id, { name: "Anna Smith" });
  const ben = await makeStudent(studio.id, { name: "Ben Ortiz", email: "ben@example.test" });
  const cara = await makeStudent(studio.id, { name: "Cara Diaz" });
  return { ...made, maria, james, room, privateLesson, waltz, anna, ben, cara };
}

describe("importing lessons and classes", () => {
  it("books future private lessons in the studio's zone, skips past ones, and names every clash", async () => {
    const s = await scheduleStudio();
    const day = dayFromToday(10);
    // D/M/YYYY: a London studio.
    const [y, m, d] = day.split("-");
    const british = `${d}/${m}/${y}`;
    await makeEvent(s.studio.id, { serviceId: s.waltz.id, instructorId: s.james.id, startsAt: new Date(`${day}T18:00:00Z`), minutes: 60 });
    const csv = [
      "Date,Time,Duration,Instructor,Students,Room",
      `${day},10:00,45,Maria Lopez,Anna Smith & ben@example.test,Main Ballroom`,
      `${british},10:30,45,James Chen,Cara Diaz,Main Ballroom`,
      `${day},11:00,45,Nobody Known,Cara Diaz,`,
      `${day},18:30,30,James Chen,Cara Diaz,`,
      `${day},12:00,45,Maria Lopez,Ben Ortiz,`,
      `2020-01-01,10:00,45,Maria Lopez,Anna Smith,`,
    ].join("\n");
    const batch = await uploaded(s.owner.token, "lessons", csv);
    expect(batch.guessedMapping).toMatchObject({
      date: "Date",
      time: "Time",
      duration: "Duration",
      instructor: "Instructor",
      students: "Students",
      room: "Room",
      service: null,
    });
    const response = await dryRun(s.owner.token, batch.id, batch.guessedMapping);
    expect(response.body.errors).toEqual([
      { row: 3, column: "", message: expect.stringMatching(/^Main Ballroom is already taken by row 2's lesson on .+, 10:00.+10:45.+\.$/) },
      { row: 4, column: "Instructor", message: "Nobody Known isn't an instructor here." },
      { row: 5, column: "", message: expect.stringMatching(/^James Chen already teaches Bronze Waltz on .+\.$/) },
    ]);
    // Fixed: the clashing rows go, the rest imports.
    const fixed = csv
      .split("\n")
      .filter((_, index) => ![2, 3, 4].includes(index))
      .join("\n");
    const ok = await uploaded(s.owner.token, "lessons", fixed);
    const result = await commit(s.owner.token, ok.id, ok.guessedMapping);
    expect(result.body).toEqual({ created: 2, updated: 0, skipped: 1 });
    const db = await getDb();
    const lessons = await db
      .select()
      .from(events)
      .where(and(eq(events.studioId, s.studio.id), eq(events.serviceId, s.privateLesson.id)));
    expect(lessons).toHaveLength(2);
    const first = lessons.find((lesson) => lesson.roomId === s.room.id)!;
    expect(instantToLocal(first.startsAt, "Europe/London")).toMatchObject({ date: day, time: "10:00" });
    expect((first.endsAt.getTime() - first.startsAt.getTime()) / 60_000).toBe(45);
    const places = await db.select().from(bookings).where(eq(bookings.eventId, first.id));
    expect(places.map((place) => place.studentId).sort()).toEqual([s.anna.id, s.ben.id].sort());
    expect(places.every((place) => place.status === "booked")).toBe(true);
    // A second run of the same file changes nothing.
    const again = await importFile(s.owner.token, "lessons", fixed);
    expect(again).toMatchObject({ created: 0, skipped: 3 });
    // The lesson's student is now busy: a lesson booked over it is refused.
    const busy = await uploaded(
      s.owner.token,
      "lessons",
      `Date,Time,Duration,Instructor,Students\n${day},10:15,30,James Chen,Anna Smith\n`,
    );
    expect((await dryRun(s.owner.token, busy.id, busy.guessedMapping)).body.errors).toEqual([
      {
        row: 2,
        column: "",
        message: expect.stringMatching(/^Anna Smith is already booked in Private Lesson on .+: a dancer can be in one place at a time\.$/),
      },
    ]);
    // Attendance marked since: the import can't be undone.
    await db.update(bookings).set({ status: "attended" }).where(eq(bookings.id, places[0].id));
    const refused = await undo(s.owner.token, ok.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("a lesson it added has a booking, attendance or a charge recorded since");
    await db.update(bookings).set({ status: "booked" }).where(eq(bookings.id, places[0].id));
    expect((await undo(s.owner.token, ok.id)).status).toBe(200);
    expect(
      await db
        .select()
        .from(events)
        .where(and(eq(events.studioId, s.studio.id), eq(events.serviceId, s.privateLesson.id))),
    ).toEqual([]);
  });

  it("checks again at the commit: a lesson booked since the dry run makes the whole file fail, and nothing is written", async () => {
    const s = await scheduleStudio();
    const day = dayFromToday(12);
    const csv = [
      "Student,Instructor,Date,Time,Duration",
      `Anna Smith,Maria Lopez,${day},09:00,45`,
      `Ben Ortiz,James Chen,${day},09:00,45`,
    ].join("\n");
    const batch = await uploaded(s.owner.token, "lessons", csv);
    const checked = await dryRun(s.owner.token, batch.id, batch.guessedMapping);
    expect(checked.body).toMatchObject({ errors: [], wouldCreate: 2 });
    await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.james.id,
      startsAt: new Date(`${day}T09:30:00Z`),
      minutes: 30,
    });
    const before = statements.length;
    const refused = await commit(s.owner.token, batch.id, batch.guessedMapping);
    expect(refused.status).toBe(422);
    // The students' rows were locked, in id order, before their places were read (as a booking does).
    const locks = statements.slice(before).filter((statement) => /from "students".*for update/s.test(statement));
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatch(/order by "students"\."id" asc/);
    expect(refused.body.error.errors).toEqual([
      { row: 3, column: "", message: expect.stringMatching(/^James Chen already teaches Private Lesson on /) },
    ]);
    const db = await getDb();
    const lessons = await db
      .select()
      .from(events)
      .where(and(eq(events.studioId, s.studio.id), eq(events.instructorId, s.maria.id)));
    expect(lessons).toEqual([]);
  });

  it("makes weekly classes a series with its events, and a new group class for an unknown title", async () => {
    const s = await scheduleStudio();
    const csv = [
      "Class,Day,Start Time,Duration,Instructor,Room,Start Date,End Date,Capacity",
      `Bronze Waltz,Monday,7:00 PM,60,Maria Lopez,Main Ballroom,${dayFromToday(-30)},${dayFromToday(60)},12`,
      `Salsa Basics,Tue; Thu,19:00,,James Chen,,,${dayFromToday(27)},`,
    ].join("\n");
    const result = await importFile(s.owner.token, "classes", csv);
    expect(result).toMatchObject({ created: 2, updated: 0, skipped: 0 });
    const db = await getDb();
    const made = await db.select().from(series).where(eq(series.studioId, s.studio.id));
    expect(made).toHaveLength(2);
    const waltz = made.find((row) => row.serviceId === s.waltz.id)!;
    expect(waltz).toMatchObject({ weekdays: [1], startTime: "19:00", durationMinutes: 60, capacity: 12, untilDate: dayFromToday(60) });
    const occurrences = await db.select().from(events).where(eq(events.seriesId, waltz.id));
    expect(occurrences.length).toBeGreaterThanOrEqual(8);
    expect(occurrences.every((event) => event.startsAt > new Date())).toBe(true);
    expect(occurrences.every((event) => instantToLocal(event.startsAt, "Europe/London").time === "19:00")).toBe(true);
    const salsa = made.find((row) => row.serviceId !== s.waltz.id)!;
    expect(salsa.weekdays).toEqual([2, 4]);
    expect(await importFile(s.owner.token, "classes", csv)).toMatchObject({ created: 0, skipped: 2 });
    // A class over Maria's Monday class is refused.
    const clash = await uploaded(s.owner.token, "classes", `Class,Day,Time,Instructor\nRumba,Mon,19:30,Maria Lopez\n`);
    expect((await dryRun(s.owner.token, clash.id, clash.guessedMapping)).body.errors).toEqual([
      { row: 2, column: "", message: expect.stringMatching(/^Maria Lopez already teaches Bronze Waltz on .+\.$/) },
    ]);
    expect((await undo(s.owner.token, result.id)).status).toBe(200);
    expect(await db.select().from(series).where(eq(series.studioId, s.studio.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(events)
        .where(and(eq(events.studioId, s.studio.id), isNotNull(events.seriesId))),
    ).toEqual([]);
  });

  it("imports instructors, matching the ones already there by e-mail", async () => {
    const s = await scheduleStudio();
    const csv = [
      "first_name,name,email,phone,styles",
      ',Maria Lopez,MARIA@example.test,555-1,"Waltz, Tango"',
      ",Nina Park,nina@example.test,,Salsa",
    ].join("\n");
    const batch = await uploaded(s.owner.token, "instructors", csv);
    const result = await commit(s.owner.token, batch.id, batch.guessedMapping);
    expect(result.body).toEqual({ created: 1, updated: 1, skipped: 0 });
    const db = await getDb();
    const [maria] = await db.select().from(instructors).where(eq(instructors.id, s.maria.id));
    expect(maria).toMatchObject({ phone: "555-1", styles: ["Waltz", "Tango"] });
    expect((await undo(s.owner.token, batch.id)).status).toBe(200);
    const [restored] = await db.select().from(instructors).where(eq(instructors.id, s.maria.id));
    expect(restored).toMatchObject({ phone: null, styles: [] });
    expect(await db.select().from(instructors).where(eq(instructors.studioId, s.studio.id))).toHaveLength(2);
  });
});
