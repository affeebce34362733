import { describe, expect, it } from "vitest";
import { GET as agendaRoute } from "@/app/api/agenda/route";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, progressNotes } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/** A lesson that began a minute ago (so attendance can be posted) and lasts an hour. */
function justStarted() {
  return new Date(Date.now() - 60_000);
}

async function book(studioId: string, eventId: string, studentId: string, status: "booked" | "attended" | "waitlisted" = "booked") {
  const [row] = await (await getDb()).insert(bookings).values({ studioId, eventId, studentId, status }).returning();
  return row;
}

type AgendaBody = {
  today: string;
  days: { date: string; lessons: { id: string; title: string; notes: string | null; roomName: string | null; students: any[] }[] }[];
};

describe("GET /api/agenda", () => {
  it("gives an instructor their own lessons, with each student's status, last lesson's notes and latest note", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const sam = await makeStudent(s.studio.id, { name: "Sam Carter" });
    const earlier = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(-24 * 8),
      capacity: 1,
    });
    await db.update(events).set({ notes: "Work on rise and fall" }).where(eq(events.id, earlier.id));
    await book(s.studio.id, earlier.id, sam.id, "attended");
    await db
      .insert(progressNotes)
      .values({ studioId: s.studio.id, studentId: sam.id, body: "Frame much steadier.", authorId: s.owner.user.id });
    const lesson = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      startsAt: justStarted(),
      capacity: 1,
    });
    await db.update(events).set({ notes: "Bring practice shoes" }).where(eq(events.id, lesson.id));
    await book(s.studio.id, lesson.id, sam.id);
    // James's lesson is not Maria's to see on her agenda.
    await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      startsAt: hoursFromNow(2),
      capacity: 1,
    });

    const { status, body } = await callRoute<AgendaBody>(agendaRoute, { token: s.instructorMember.token });
    expect(status).toBe(200);
    const lessons = body.days.flatMap((day) => day.lessons);
    expect(lessons.map((row) => row.id)).toEqual([lesson.id]);
    expect(lessons[0]).toMatchObject({ title: "Private Lesson", notes: "Bring practice shoes", roomName: "Main Ballroom" });
    expect(lessons[0].students).toEqual([
      expect.objectContaining({
        name: "Sam Carter",
        status: "booked",
        history: {
          lastLesson: expect.objectContaining({ title: "Private Lesson", status: "attended", notes: "Work on rise and fall" }),
          lastNote: expect.objectContaining({ body: "Frame much steadier." }),
        },
      }),
    ]);
  });

  it("shows attendance posted through the existing endpoint, and leaves waitlisted places off", async () => {
    const s = await makeScheduleStudio();
    const [a, b] = [await makeStudent(s.studio.id, { name: "Ann" }), await makeStudent(s.studio.id, { name: "Bea" })];
    const lesson = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: justStarted() });
    const place = await book(s.studio.id, lesson.id, a.id);
    await book(s.studio.id, lesson.id, b.id, "waitlisted");
    const posted = await callRoute(attendanceRoute, {
      token: s.instructorMember.token,
      params: { id: place.id },
      body: { status: "no_show" },
    });
    expect(posted.status).toBe(200);
    const { body } = await callRoute<AgendaBody>(agendaRoute, { token: s.instructorMember.token });
    const students = body.days.flatMap((day) => day.lessons).flatMap((row) => row.students);
    expect(students.map((row) => [row.name, row.status])).toEqual([["Ann", "no_show"]]);
  });

  it("gives owners every instructor's lessons and nothing of another studio", async () => {
    const s = await makeScheduleStudio();
    const other = await makeScheduleStudio();
    const mine = await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      startsAt: hoursFromNow(3),
    });
    await makeEvent(other.studio.id, { serviceId: other.privateLesson.id, instructorId: other.instructor.id, startsAt: hoursFromNow(3) });
    const { body } = await callRoute<AgendaBody>(agendaRoute, { token: s.owner.token });
    expect(body.days.flatMap((day) => day.lessons).map((row) => row.id)).toEqual([mine.id]);
    // Today always comes first, even with nothing in it.
    expect(body.days[0].date).toBe(body.today);
  });

  it("refuses students (403) and callers without a session (401)", async () => {
    const s = await makeScheduleStudio();
    expect((await callRoute(agendaRoute, { token: s.student.token })).status).toBe(403);
    expect((await callRoute(agendaRoute, {})).status).toBe(401);
  });
});
