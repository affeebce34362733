import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { GET as studentAttendanceRoute } from "@/app/api/students/[id]/attendance/route";
import { GET as progressRoute } from "@/app/api/students/[id]/progress/route";
import { getDb } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { makeProgressStudio } from "../helpers/progress-factory";
import { makeService } from "../helpers/studio-factory";

const ZONE = "America/New_York";

/** The Sunday starting the New York week of an instant, computed here independently of lib/progress. */
function sundayOf(instant: Date): string {
  const local = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(instant);
  const day = new Date(`${local}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

/** A student's year: lessons and classes posted through the real attendance endpoint, and places that must not count. */
async function setup(plan: "pro" | "basic" = "pro") {
  const s = await makeProgressStudio(plan);
  const db = await getDb();
  const party = await makeService(s.studio.id, { name: "Practice Party", kind: "practice", durationMinutes: 90 });
  const lesson = async (daysAgo: number, serviceId: string, minutes: number, status: "booked" | "cancelled" = "booked") => {
    const event = await makeEvent(s.studio.id, {
      serviceId,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(-24 * daysAgo - 1),
      minutes,
    });
    const [booking] = await db
      .insert(bookings)
      .values({ studioId: s.studio.id, eventId: event.id, studentId: s.me.student.id, status })
      .returning();
    return { event, booking };
  };
  const post = async (booking: { id: string }, status: string) => {
    const response = await callRoute(attendanceRoute, { token: s.instructorMember.token, params: { id: booking.id }, body: { status } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };
  // The fixture's own class two days ago (60 min, attended) counts too.
  const privateLesson = await lesson(3, s.privateLesson.id, 45);
  await post(privateLesson.booking, "attended");
  const groupClass = await lesson(9, s.groupClass.id, 60);
  await post(groupClass.booking, "attended");
  await post((await lesson(16, s.groupClass.id, 60)).booking, "no_show");
  await post((await lesson(20, s.groupClass.id, 60)).booking, "late_cancel");
  await lesson(30, s.groupClass.id, 60); // booked, attendance never posted: booked, not attended
  await lesson(1, s.groupClass.id, 60); // yesterday, not posted yet: not counted either way until two days have passed
  await lesson(5, s.groupClass.id, 60, "cancelled"); // cancelled in time: not a place
  const cancelledEvent = await lesson(6, s.groupClass.id, 60);
  await db.update(events).set({ status: "cancelled" }).where(eq(events.id, cancelledEvent.event.id));
  await post((await lesson(4, party.id, 90)).booking, "attended"); // practice party: not a lesson
  await post((await lesson(100, s.groupClass.id, 60)).booking, "attended"); // older than 90 days and 12 weeks
  await db.insert(bookings).values({
    studioId: s.studio.id,
    eventId: (await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) })).id,
    studentId: s.me.student.id,
    status: "booked",
  });
  return { ...s, privateLesson, groupClass };
}

describe("attendance and lesson hours come from posted bookings", () => {
  it("counts attended ÷ booked over 90 days, and attended lessons' minutes in their weeks", async () => {
    const s = await setup();
    const { status, body } = await callRoute(progressRoute, { token: s.me.token, params: { id: s.me.student.id } });
    expect(status).toBe(200);
    // Booked places: the fixture's class, the private lesson, the class, the no-show, the late cancel, the unposted one
    // of a month ago (yesterday's, not posted yet, waits).
    expect(body.attendance).toEqual({ booked: 6, attended: 3, noShows: 1, lateCancels: 1, rate: 0.5 });

    const expected = new Map<string, number>();
    for (const [event, minutes] of [
      [s.lesson, 60],
      [s.privateLesson.event, 45],
      [s.groupClass.event, 60],
    ] as const) {
      const week = sundayOf(event.startsAt);
      expected.set(week, (expected.get(week) ?? 0) + minutes);
    }
    expect(body.hours).toHaveLength(12);
    for (const week of body.hours) {
      expect(week.lessonMinutes, week.weekStart).toBe(expected.get(week.weekStart) ?? 0);
      expect(week.practiceMinutes).toBe(0);
    }
    expect(body.hours.reduce((sum: number, week: { lessonMinutes: number }) => sum + week.lessonMinutes, 0)).toBe(165);
    expect(body.hours.at(-1).weekStart).toBe(sundayOf(new Date()));
  });

  it("changes when attendance is corrected", async () => {
    const s = await setup();
    const response = await callRoute(attendanceRoute, {
      token: s.instructorMember.token,
      params: { id: s.groupClass.booking.id },
      body: { status: "no_show" },
    });
    expect(response.status).toBe(200);
    const { body } = await callRoute(progressRoute, { token: s.owner.token, params: { id: s.me.student.id } });
    expect(body.attendance).toMatchObject({ attended: 2, noShows: 2, rate: 0.333 });
    // The class's minutes left its week; what remains there is any other attended lesson of that week.
    const week = sundayOf(s.groupClass.event.startsAt);
    const others = [
      [s.lesson.startsAt, 60],
      [s.privateLesson.event.startsAt, 45],
    ] as const;
    const left = others.filter(([at]) => sundayOf(at) === week).reduce((sum, [, minutes]) => sum + minutes, 0);
    expect(body.hours.find((row: { weekStart: string }) => row.weekStart === week).lessonMinutes).toBe(left);
    expect(body.hours.reduce((sum: number, row: { lessonMinutes: number }) => sum + row.lessonMinutes, 0)).toBe(105);
  });

  it("stays available on Basic while progress tracking is refused with plan_required", async () => {
    const s = await setup("basic");
    const attendance = await callRoute(studentAttendanceRoute, { token: s.me.token, params: { id: s.me.student.id } });
    expect(attendance.status).toBe(200);
    expect(attendance.body).toEqual({
      studentId: s.me.student.id,
      attendance: { booked: 6, attended: 3, noShows: 1, lateCancels: 1, rate: 0.5 },
    });
    const progress = await callRoute(progressRoute, { token: s.me.token, params: { id: s.me.student.id } });
    expect(progress.status).toBe(403);
    expect(progress.body.error).toMatchObject({ code: "plan_required", feature: "progress_tracking", planName: "Pro" });
    expect((await callRoute(studentAttendanceRoute, { token: s.me.token, params: { id: s.stranger.id } })).status).toBe(404);
  });
});
