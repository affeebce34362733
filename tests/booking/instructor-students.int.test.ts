import { describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { GET as listStudentsRoute } from "@/app/api/students/route";
import { getDb } from "@/lib/db/client";
import { bookings, instructorAvailability } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/** A studio where `mine` once booked the instructor's class and `stranger` only booked another instructor's. */
async function setup() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  const [mine, stranger] = [await makeStudent(s.studio.id, { name: "Ana Mine" }), await makeStudent(s.studio.id, { name: "Bo Stranger" })];
  const past = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-48) });
  const othersClass = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.otherInstructor.id,
    startsAt: hoursFromNow(-24),
  });
  await db.insert(bookings).values([
    { studioId: s.studio.id, eventId: past.id, studentId: mine.id, status: "attended" },
    { studioId: s.studio.id, eventId: othersClass.id, studentId: stranger.id, status: "attended" },
  ]);
  const upcoming = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
  return { ...s, mine, stranger, upcoming };
}

describe("instructors book only their own students", () => {
  it("lists only the instructor's students to pick from", async () => {
    const s = await setup();
    const list = await callRoute(listStudentsRoute, { token: s.instructorMember.token, path: "/api/students?active=true" });
    expect(list.body.students.map((row: { name: string }) => row.name)).toEqual(["Ana Mine"]);
  });

  it("books their own student and refuses anyone else with 403 and a clear message", async () => {
    const s = await setup();
    const ok = await callRoute(bookRoute, {
      token: s.instructorMember.token,
      params: { id: s.upcoming.id },
      body: { studentId: s.mine.id },
    });
    expect(ok.status).toBe(201);
    const refused = await callRoute(bookRoute, {
      token: s.instructorMember.token,
      params: { id: s.upcoming.id },
      body: { studentId: s.stranger.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "forbidden",
      message: expect.stringContaining("only your own students"),
      fields: { studentId: "Choose one of your students." },
    });
    // The owner may book anyone.
    const owner = await callRoute(bookRoute, { token: s.owner.token, params: { id: s.upcoming.id }, body: { studentId: s.stranger.id } });
    expect(owner.status).toBe(201);
  });

  it("applies the same rule to private lessons", async () => {
    const s = await setup();
    const db = await getDb();
    await db.insert(instructorAvailability).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        studioId: s.studio.id,
        instructorId: s.instructor.id,
        weekday,
        startTime: "00:00",
        endTime: "23:45",
      })),
    );
    const startsAt = new Date(Math.ceil(hoursFromNow(30).getTime() / 3600_000) * 3600_000).toISOString();
    const refused = await callRoute(privateLessonRoute, {
      token: s.instructorMember.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt, studentId: s.stranger.id },
    });
    expect(refused.status).toBe(403);
    const ok = await callRoute(privateLessonRoute, {
      token: s.instructorMember.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt, studentId: s.mine.id },
    });
    expect(ok.status).toBe(201);
  });
});
