import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getSessionFromToken } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { bookings, events, studios } from "@/lib/db/schema";
import { getInstructorActivity } from "@/lib/people/instructor-details";
import { getStudentActivity } from "@/lib/people/student-details";
import { makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeMember, makeScheduleStudio } from "../helpers/studio-factory";

// A fixed "now" in New York (the test studio's zone): Friday 20 March 2026, noon.
const NOW = new Date("2026-03-20T16:00:00Z");

describe("getInstructorActivity", () => {
  it("names the studio's currency, so a euro studio sees its pay rates in euros", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    expect((await getInstructorActivity(db, s.owner.session, s.instructor.id, NOW)).currency).toBe("USD");
    await db.update(studios).set({ currency: "EUR" }).where(eq(studios.id, s.studio.id));
    // The next request's session reads the studio's currency afresh.
    const next = (await getSessionFromToken(db, s.owner.token))!;
    expect((await getInstructorActivity(db, next, s.instructor.id, NOW)).currency).toBe("EUR");
  });

  it("counts this month's hours in studio time, lists upcoming lessons and distinct students taught", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const at = (iso: string, minutes = 60, instructorId = s.instructor.id) =>
      makeEvent(s.studio.id, { serviceId: s.privateLesson.id, instructorId, startsAt: new Date(iso), minutes });
    // 1 March 00:30 in New York is 05:30 UTC: this month. 28 February 23:30 there is 1 March 04:30 UTC: last month.
    const firstOfMonth = await at("2026-03-01T05:30:00Z", 45);
    await at("2026-03-01T04:30:00Z", 60);
    const mid = await at("2026-03-10T15:00:00Z", 90);
    const cancelled = await at("2026-03-11T15:00:00Z", 60);
    await db.update(events).set({ status: "cancelled" }).where(eq(events.id, cancelled.id));
    await at("2026-03-12T15:00:00Z", 60, s.otherInstructor.id);
    const upcoming = await at("2026-03-21T15:00:00Z", 45);

    const [ana, ben, cleo] = await Promise.all([
      makeStudent(s.studio.id, { name: "Ana" }),
      makeStudent(s.studio.id, { name: "Ben" }),
      makeStudent(s.studio.id, { name: "Cleo" }),
    ]);
    await db.insert(bookings).values([
      { studioId: s.studio.id, eventId: firstOfMonth.id, studentId: ana.id, status: "attended" },
      { studioId: s.studio.id, eventId: mid.id, studentId: ana.id, status: "attended" },
      { studioId: s.studio.id, eventId: mid.id, studentId: ben.id, status: "no_show" },
      // Cancelled, waitlisted and future bookings are not "taught".
      { studioId: s.studio.id, eventId: firstOfMonth.id, studentId: cleo.id, status: "cancelled" },
      { studioId: s.studio.id, eventId: upcoming.id, studentId: cleo.id, status: "booked" },
    ]);

    const activity = await getInstructorActivity(db, s.owner.session, s.instructor.id, NOW);
    expect(activity.hoursThisMonth).toBe(2.3); // 45 + 90 minutes
    expect(activity.upcoming.map((lesson) => lesson.id)).toEqual([upcoming.id]);
    expect(activity.upcoming[0].service).toBe("Private Lesson");
    expect(activity.studentsTaught).toBe(2);
    expect(activity.recentStudents.map((student) => student.name)).toEqual(["Ana", "Ben"]);
    expect(activity.timeZone).toBe("America/New_York");
  });
});

describe("getStudentActivity", () => {
  it("splits upcoming bookings and waitlist places from past lessons and tallies attendance", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const at = (iso: string) =>
      makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: new Date(iso) });
    const [past1, past2, past3, next1, next2, next3] = await Promise.all(
      [
        "2026-03-02T23:00:00Z",
        "2026-03-09T23:00:00Z",
        "2026-03-16T23:00:00Z",
        "2026-03-23T23:00:00Z",
        "2026-03-30T23:00:00Z",
        "2026-04-06T23:00:00Z",
      ].map(at),
    );
    const row = (eventId: string, status: (typeof bookings.$inferInsert)["status"], position: number | null = null) => ({
      studioId: s.studio.id,
      eventId,
      studentId: me.student.id,
      status,
      position,
    });
    await db
      .insert(bookings)
      .values([
        row(past1.id, "attended"),
        row(past2.id, "no_show"),
        row(past3.id, "late_cancel"),
        row(next1.id, "booked"),
        row(next2.id, "waitlisted", 2),
        row(next3.id, "cancelled"),
      ]);

    const activity = await getStudentActivity(db, me.session, me.student.id, NOW);
    expect(activity.upcoming.map((lesson) => [lesson.eventId, lesson.status, lesson.position])).toEqual([
      [next1.id, "booked", null],
      [next2.id, "waitlisted", 2],
    ]);
    expect(activity.past.map((lesson) => lesson.eventId)).toEqual([past3.id, past2.id, past1.id]);
    expect(activity.attendance).toEqual({ attended: 1, noShow: 1, lateCancel: 1 });
    expect(activity.upcoming[0]).toMatchObject({ service: "Bronze Waltz", instructor: "Maria Lopez", eventCancelled: false });

    // The instructor who teaches them may look; another instructor and another student may not.
    await expect(getStudentActivity(db, s.instructorMember.session, me.student.id, NOW)).resolves.toBeTruthy();
    const stranger = await makeMember(s.studio.id, "instructor");
    await expect(getStudentActivity(db, stranger.session, me.student.id, NOW)).rejects.toMatchObject({ code: "not_found" });
    const other = await makeStudentMember(s.studio.id);
    await expect(getStudentActivity(db, other.session, me.student.id, NOW)).rejects.toMatchObject({ code: "not_found" });
  });
});
