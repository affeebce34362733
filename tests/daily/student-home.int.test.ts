import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as lessonsRoute } from "@/app/api/me/lessons/route";
import { POST as seenRoute } from "@/app/api/me/notices/[id]/seen/route";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

async function place(studioId: string, eventId: string, studentId: string, values: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await (
    await getDb()
  )
    .insert(bookings)
    .values({ studioId, eventId, studentId, status: "booked", ...values })
    .returning();
  return row;
}

describe("POST /api/me/notices/{id}/seen", () => {
  it("keeps a dismissed 'place opened up' notice dismissed: the schedule reads the seen mark", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48) });
    const booking = await place(s.studio.id, event.id, me.student.id, { promotedAt: new Date() });
    expect((await getStudentSchedule(await getDb(), me.session)).lessons[0]).toMatchObject({ promotionSeen: false });

    const first = await callRoute(seenRoute, { token: me.token, params: { id: booking.id } });
    expect(first.status).toBe(200);
    expect(first.body.notice.id).toBe(booking.id);
    expect((await getStudentSchedule(await getDb(), me.session)).lessons[0]).toMatchObject({ promotionSeen: true });
    // Marking again keeps the first time.
    const again = await callRoute(seenRoute, { token: me.token, params: { id: booking.id } });
    expect(again.body.notice.seenAt).toBe(first.body.notice.seenAt);
  });

  it("answers 404 for another student's notice, another studio's, a booking never promoted and a malformed id", async () => {
    const s = await makeScheduleStudio();
    const other = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const classmate = await makeStudentMember(s.studio.id);
    const stranger = await makeStudentMember(other.studio.id);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48) });
    const theirs = await place(s.studio.id, event.id, classmate.student.id, { promotedAt: new Date() });
    const plain = await place(s.studio.id, event.id, me.student.id);
    const otherEvent = await makeEvent(other.studio.id, { serviceId: other.groupClass.id, startsAt: hoursFromNow(48) });
    const foreign = await place(other.studio.id, otherEvent.id, stranger.student.id, { promotedAt: new Date() });
    for (const id of [theirs.id, plain.id, foreign.id, "not-a-uuid"])
      expect((await callRoute(seenRoute, { token: me.token, params: { id } })).status).toBe(404);
    const [row] = await (await getDb()).select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(row.promotionSeenAt).toBeNull();
  });

  it("refuses staff (403)", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(48) });
    const booking = await place(s.studio.id, event.id, me.student.id, { promotedAt: new Date() });
    expect((await callRoute(seenRoute, { token: s.owner.token, params: { id: booking.id } })).status).toBe(403);
  });
});

describe("GET /api/me/lessons", () => {
  it("pages the student's past lessons newest first, five a page, without cancelled places or future lessons", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const classmate = await makeStudentMember(s.studio.id);
    const starts: Date[] = [];
    for (let day = 1; day <= 7; day += 1) {
      const event = await makeEvent(s.studio.id, {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        startsAt: hoursFromNow(-24 * day),
      });
      await place(s.studio.id, event.id, me.student.id, { status: day === 3 ? "no_show" : "attended" });
      starts.push(event.startsAt);
    }
    const cancelled = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(-30) });
    await place(s.studio.id, cancelled.id, me.student.id, { status: "cancelled" });
    const upcoming = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(30) });
    await place(s.studio.id, upcoming.id, me.student.id);
    const classmates = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(-50) });
    await place(s.studio.id, classmates.id, classmate.student.id, { status: "attended" });

    const first = await callRoute(lessonsRoute, { token: me.token, path: "/api/me/lessons" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 5, total: 7 });
    expect(first.body.lessons.map((row: { startsAt: string }) => row.startsAt)).toEqual(starts.slice(0, 5).map((at) => at.toISOString()));
    expect(first.body.lessons[2]).toMatchObject({ status: "no_show", title: "Bronze Waltz", instructorName: "Maria Lopez" });
    const second = await callRoute(lessonsRoute, { token: me.token, path: "/api/me/lessons?page=2" });
    expect(second.body.lessons.map((row: { startsAt: string }) => row.startsAt)).toEqual(starts.slice(5).map((at) => at.toISOString()));
  });

  it("answers 400 for a page that isn't a whole number from 1, and 403 for staff", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    for (const page of ["0", "-1", "abc", "1.5"]) {
      const result = await callRoute(lessonsRoute, { token: me.token, path: `/api/me/lessons?page=${page}` });
      expect(result.status).toBe(400);
      expect(result.body.error.fields).toHaveProperty("page");
    }
    expect((await callRoute(lessonsRoute, { token: s.instructorMember.token, path: "/api/me/lessons" })).status).toBe(403);
  });
});
