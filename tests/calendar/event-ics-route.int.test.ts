import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as eventIcsRoute } from "@/app/api/events/[id]/ics/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { feedEvents, feedsOf, parseEvents } from "./feed-helpers";

function download(token: string, eventId: string) {
  return callRoute<string>(eventIcsRoute, { token, params: { id: eventId }, path: `/api/events/${eventId}/ics` });
}

async function world() {
  const s = await makeScheduleStudio();
  const lesson = (startsAt: Date, serviceId = s.privateLesson.id, instructorId = s.instructor.id) =>
    makeEvent(s.studio.id, { serviceId, instructorId, roomId: s.room.id, startsAt, minutes: 45 });
  const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
  const mine = await lesson(hoursFromNow(48));
  const theirs = await lesson(hoursFromNow(72), s.privateLesson.id, s.otherInstructor.id);
  const cancelledClass = await lesson(hoursFromNow(96), s.groupClass.id);
  const db = await getDb();
  await db.insert(bookings).values([
    { studioId: s.studio.id, eventId: mine.id, studentId: sam.student.id, status: "booked" },
    { studioId: s.studio.id, eventId: cancelledClass.id, studentId: sam.student.id, status: "booked" },
  ]);
  await db.update(events).set({ status: "cancelled" }).where(eq(events.id, cancelledClass.id));
  return { ...s, sam, mine, theirs, cancelledClass };
}

describe("GET /api/events/{id}/ics", () => {
  it("gives each role the event as they see it, as a download with the feed's UID", async () => {
    const w = await world();
    const asStudent = await download(w.sam.token, w.mine.id);
    expect(asStudent.status).toBe(200);
    expect(asStudent.headers.get("content-type")).toContain("text/calendar");
    expect(asStudent.headers.get("content-disposition")).toMatch(/^attachment; filename="private-lesson-\d{4}-\d{2}-\d{2}\.ics"$/);
    expect(asStudent.body).toContain("METHOD:PUBLISH");
    const event = parseEvents(asStudent.body).get(w.mine.id);
    expect(event).toMatchObject({ summary: "Private Lesson with Maria", status: "CONFIRMED" });
    const fromFeed = (await feedEvents((await feedsOf(w.sam.token)).feedUrl)).get(w.mine.id);
    expect(event?.uid).toBe(fromFeed?.uid);
    expect(event?.sequence).toBe(fromFeed?.sequence);

    const asTeacher = parseEvents((await download(w.instructorMember.token, w.mine.id)).body).get(w.mine.id);
    expect(asTeacher?.summary).toBe("Private Lesson with Sam");
    const asOwner = parseEvents((await download(w.owner.token, w.theirs.id)).body).get(w.theirs.id);
    expect(asOwner?.summary).toBe("Private Lesson with James");
    expect((await download(w.instructorMember.token, w.theirs.id)).status).toBe(200);
  });

  it("shows a student a cancelled class they had a place in as CANCELLED, and hides cancelled events they had none in", async () => {
    const w = await world();
    const mineCancelled = await download(w.sam.token, w.cancelledClass.id);
    expect(mineCancelled.status).toBe(200);
    expect(parseEvents(mineCancelled.body).get(w.cancelledClass.id)?.status).toBe("CANCELLED");
    const other = await makeStudentMember(w.studio.id);
    expect((await download(other.token, w.cancelledClass.id)).status).toBe(404);
    expect((await download(other.token, w.mine.id)).status).toBe(200);
    expect((await download(w.owner.token, w.cancelledClass.id)).status).toBe(200);
  });

  it("answers 404 for another studio's event to every role", async () => {
    const w = await world();
    const away = await world();
    for (const token of [w.owner.token, w.instructorMember.token, w.sam.token]) {
      const response = await download(token, away.mine.id);
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("BEGIN:VCALENDAR");
    }
  });

  it("works on the Free plan: calendar sync is a Basic feature, and Free has Basic's", async () => {
    const w = await world();
    const db = await getDb();
    await db.update(studios).set({ plan: "free", trialEndsAt: null }).where(eq(studios.id, w.studio.id));
    expect((await download(w.sam.token, w.mine.id)).status).toBe(200);
  });
});
