import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeScheduleStudio, sessionOf } from "../helpers/studio-factory";
import { feedsOf, fetchFeed, parseEvents } from "./feed-helpers";

type Status = (typeof bookings.$inferInsert)["status"];
const FIRST_NAMES = ["Avery", "Blake", "Casey", "Devon", "Emery", "Finley"];

/**
 * A demo-like studio: two instructors with accounts, six students with accounts, private lessons,
 * a couple's lesson and classes, places booked, waitlisted, held and cancelled, notes and e-mails
 * everywhere. Returns, for each person, the events their feed must show: exactly those.
 */
async function makeDemoLikeStudio() {
  const db = await getDb();
  const s = await makeScheduleStudio();
  const second = await makeMember(s.studio.id, "instructor", { name: "Roberto Silva" });
  const roberto = await makeInstructor(s.studio.id, {
    name: "Roberto Silva",
    userId: second.user.id,
    email: `${randomUUID()}@example.test`,
  });
  const teachers = [
    { token: s.instructorMember.token, id: s.instructor.id },
    { token: second.token, id: roberto.id },
  ];
  second.session = await sessionOf(second.token);
  const students = [];
  for (const first of FIRST_NAMES) {
    students.push(
      await makeStudentMember(s.studio.id, {
        name: `${first} Quill${first}`,
        email: `${first.toLowerCase()}.${randomUUID()}@example.test`,
        notes: "SECRET-NOTE",
      }),
    );
  }
  const expected = new Map<string, Set<string>>([...teachers, ...students].map((person) => [person.token, new Set<string>()]));
  const statuses: Status[] = ["booked", "attended", "waitlisted", "cancelled", "held", "no_show", "late_cancel"];
  for (let index = 0; index < 12; index++) {
    const teacher = teachers[index % 2];
    const isClass = index % 3 === 0;
    const event = await makeEvent(s.studio.id, {
      serviceId: isClass ? s.groupClass.id : s.privateLesson.id,
      instructorId: teacher.id,
      roomId: index % 2 ? s.room.id : s.otherRoom.id,
      startsAt: hoursFromNow(24 * (index - 20) + 3 * index),
    });
    expected.get(teacher.token)?.add(event.id);
    // Classes: four students in assorted states; private lessons: one student, or a couple on every fourth.
    const takers = isClass
      ? [0, 1, 2, 3].map((offset) => (index + offset) % 6)
      : index % 4 === 1
        ? [index % 6, (index + 1) % 6]
        : [index % 6];
    for (const [position, taker] of takers.entries()) {
      const status: Status = isClass ? statuses[(index + position) % statuses.length] : "booked";
      await db.insert(bookings).values({ studioId: s.studio.id, eventId: event.id, studentId: students[taker].student.id, status });
      if (status !== "waitlisted" && status !== "held") expected.get(students[taker].token)?.add(event.id);
    }
  }
  return { s, teachers, students, expected };
}

describe("a feed shows its person's lessons and nobody else's", () => {
  it("for every person of a demo-like studio (and a second studio), exactly their own events and no e-mail, note or other student", async () => {
    const home = await makeDemoLikeStudio();
    const away = await makeDemoLikeStudio();
    const everyone = [...home.teachers, ...home.students, ...away.teachers, ...away.students];
    const expected = new Map([...home.expected, ...away.expected]);
    const seen = new Set<string>();
    for (const person of everyone) {
      const response = await fetchFeed((await feedsOf(person.token)).feedUrl);
      expect(response.status).toBe(200);
      const shown = parseEvents(response.body);
      expect(new Set(shown.keys())).toEqual(expected.get(person.token));
      for (const id of shown.keys()) seen.add(id);
      expect(response.body).not.toContain("example.test");
      expect(response.body).not.toContain("SECRET-NOTE");
      expect(response.body).not.toMatch(/Quill/);
      const student = [...home.students, ...away.students].find((candidate) => candidate.token === person.token);
      if (student) {
        // A student sees instructors' first names, never another student's.
        for (const first of FIRST_NAMES) expect(response.body.includes(`with ${first}`)).toBe(false);
        for (const event of shown.values()) expect(["Maria", "Roberto"]).toContain(String(event.summary).split(" with ")[1]);
      }
    }
    // The comparison covered every event of both studios: none is missing from all feeds.
    expect(seen.size).toBe(24);
  });

  it("shows an instructor a private lesson's students by first name only (a couple as both)", async () => {
    const { teachers, expected } = await makeDemoLikeStudio();
    const response = await fetchFeed((await feedsOf(teachers[1].token)).feedUrl);
    const summaries = [...parseEvents(response.body).values()].map((event) => String(event.summary));
    expect(summaries.length).toBe(expected.get(teachers[1].token)?.size);
    expect(summaries).toContain("Private Lesson with Blake & Casey");
    expect(summaries).toContain("Bronze Waltz");
  });
});
