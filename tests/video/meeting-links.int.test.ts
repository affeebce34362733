import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as agendaRoute } from "@/app/api/agenda/route";
import { GET as meetingRoute } from "@/app/api/events/[id]/meeting/route";
import { GET as eventIcsRoute } from "@/app/api/events/[id]/ics/route";
import { PATCH as patchEventRoute } from "@/app/api/events/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { getDb } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { scanDueNotices } from "@/lib/notifications/scan";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeScheduleStudio, makeStudio, sessionOf } from "../helpers/studio-factory";
import { feedEvents, feedsOf, parseEvents } from "../calendar/feed-helpers";
import { mailsTo, parseIcsAttachment, startMailbox } from "../notifications/mail-helpers";

// Where a lesson's meeting link reaches: its people's views, agendas, calendar feeds and e-mails — and nobody else's.

/** node-ical reads URL as `{ params, val }`. */
const urlOf = (event: unknown): string | undefined => {
  const value = (event as { url?: string | { val: string } } | undefined)?.url;
  return typeof value === "string" ? value : value?.val;
};

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const meetingOf = (token: string, id: string) => callRoute(meetingRoute, { token, params: { id }, path: `/api/events/${id}/meeting` });

describe("where a lesson's meeting link reaches", () => {
  it("is shown to the lesson's people only: owner, its instructor, a student with a place — never another instructor, student, a waitlist place or another studio", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const other = await makeStudentMember(s.studio.id, { name: "Olive Other" });
    const waiting = await makeStudentMember(s.studio.id, { name: "Wes Waiting" });
    const cancelledStudent = await makeStudentMember(s.studio.id, { name: "Cal Cancelled" });
    const james = await makeMember(s.studio.id, "instructor", { name: "James Chen" });
    await makeInstructor(s.studio.id, { name: "James Chen B", userId: james.user.id });
    const url = "https://meet.google.com/abc-defg-hij";
    const lesson = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
    await db.update(events).set({ meetingUrl: url }).where(eq(events.id, lesson.id));
    await db.insert(bookings).values([
      { studioId: s.studio.id, eventId: lesson.id, studentId: sam.student.id, status: "booked" },
      { studioId: s.studio.id, eventId: lesson.id, studentId: waiting.student.id, status: "waitlisted", position: 1 },
      { studioId: s.studio.id, eventId: lesson.id, studentId: cancelledStudent.student.id, status: "cancelled" },
    ]);
    const readers = {
      owner: s.owner.token,
      instructor: s.instructorMember.token,
      booked: sam.token,
      otherInstructor: james.token,
      otherStudent: other.token,
      waitlisted: waiting.token,
      cancelled: cancelledStudent.token,
    };
    const seen: Record<string, unknown> = {};
    for (const [who, token] of Object.entries(readers)) {
      const answer = await meetingOf(token, lesson.id);
      expect(answer.status, who).toBe(200);
      seen[who] = answer.body.meetingUrl;
    }
    expect(seen).toEqual({
      owner: url,
      instructor: url,
      booked: url,
      otherInstructor: null,
      otherStudent: null,
      waitlisted: null,
      cancelled: null,
    });
    const stranger = await makeStudio();
    expect((await meetingOf(stranger.owner.token, lesson.id)).status).toBe(404);

    // "Add to calendar": URL and LOCATION for its people only.
    const ics = async (token: string) =>
      parseEvents(
        (await callRoute<string>(eventIcsRoute, { token, params: { id: lesson.id }, path: `/api/events/${lesson.id}/ics` })).body,
      ).get(lesson.id);
    const samsCopy = await ics(sam.token);
    expect(samsCopy?.location).toBe(url);
    expect(urlOf(samsCopy)).toBe(url);
    expect(samsCopy?.description).toContain(`Join online: ${url}`);
    for (const token of [other.token, waiting.token, james.token]) {
      const copy = await ics(token);
      expect(JSON.stringify(copy)).not.toContain("meet.google.com");
    }
  });

  it("is on the student's upcoming lesson while they hold a place, not on a waitlist place", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const wes = await makeStudentMember(s.studio.id, { name: "Wes Waiting" });
    const url = "https://zoom.us/j/24680";
    const lesson = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(40) });
    await db.update(events).set({ meetingUrl: url }).where(eq(events.id, lesson.id));
    await db.insert(bookings).values([
      { studioId: s.studio.id, eventId: lesson.id, studentId: sam.student.id, status: "booked" },
      { studioId: s.studio.id, eventId: lesson.id, studentId: wes.student.id, status: "waitlisted", position: 1 },
    ]);
    const samsHome = await getStudentSchedule(db, await sessionOf(sam.token));
    expect(samsHome.lessons.find((row) => row.eventId === lesson.id)?.meetingUrl).toBe(url);
    const wesHome = await getStudentSchedule(db, await sessionOf(wes.token));
    expect(wesHome.lessons.find((row) => row.eventId === lesson.id)).toMatchObject({ status: "waitlisted", meetingUrl: null });
    expect(JSON.stringify(wesHome)).not.toContain("zoom.us");
  });

  it("is on its instructor's agenda (and the owner's), never on another instructor's", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const james = await makeMember(s.studio.id, "instructor", { name: "James Chen" });
    await makeInstructor(s.studio.id, { name: "James Chen B", userId: james.user.id });
    const url = "https://zoom.us/j/13579";
    const lesson = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(2) });
    await db.update(events).set({ meetingUrl: url }).where(eq(events.id, lesson.id));
    const agendaOf = async (token: string) => {
      const answer = await callRoute(agendaRoute, { token, path: "/api/agenda" });
      expect(answer.status).toBe(200);
      return (answer.body.days as { lessons: { id: string; meetingUrl?: string | null }[] }[]).flatMap((day) => day.lessons);
    };
    expect((await agendaOf(s.instructorMember.token)).find((row) => row.id === lesson.id)?.meetingUrl).toBe(url);
    expect((await agendaOf(s.owner.token)).find((row) => row.id === lesson.id)?.meetingUrl).toBe(url);
    expect(JSON.stringify(await agendaOf(james.token))).not.toContain("zoom.us");
  });

  it("reaches its people's calendar feeds (URL and LOCATION) and no one else's, and a new link moves the event's SEQUENCE", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const waiting = await makeStudentMember(s.studio.id, { name: "Wes Waiting" });
    const url = "https://zoom.us/j/987654321";
    const lesson = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      startsAt: hoursFromNow(50),
    });
    await db.insert(bookings).values([
      { studioId: s.studio.id, eventId: lesson.id, studentId: sam.student.id, status: "booked" },
      { studioId: s.studio.id, eventId: lesson.id, studentId: waiting.student.id, status: "waitlisted", position: 1 },
    ]);
    const before = (await feedEvents((await feedsOf(sam.token)).feedUrl)).get(lesson.id);
    expect(before?.location).toBe(`Main Ballroom, ${s.studio.name}`);
    const patched = await callRoute(patchEventRoute, {
      token: s.owner.token,
      params: { id: lesson.id },
      path: `/api/events/${lesson.id}?scope=one`,
      body: { meetingUrl: url },
    });
    expect(patched.status).toBe(200);
    const samsFeed = (await feedEvents((await feedsOf(sam.token)).feedUrl)).get(lesson.id);
    expect(samsFeed?.location).toBe(url);
    expect(urlOf(samsFeed)).toBe(url);
    expect(Number(samsFeed?.sequence)).toBeGreaterThan(Number(before?.sequence));
    const teachersFeed = (await feedEvents((await feedsOf(s.instructorMember.token)).feedUrl)).get(lesson.id);
    expect(teachersFeed?.location).toBe(url);
    const ownerFeeds = await feedsOf(s.owner.token);
    // The owner's whole-studio feed has it; a room's feed (a screen at the door) never does.
    const studioFeed = ownerFeeds.feeds.find((feed) => feed.scope === "studio")!;
    expect((await feedEvents(studioFeed.feedUrl)).get(lesson.id)?.location).toBe(url);
    const roomFeed = ownerFeeds.feeds.find((feed) => feed.scope === "room" && feed.subjectId === s.room.id)!;
    const inRoomFeed = (await feedEvents(roomFeed.feedUrl)).get(lesson.id);
    expect(inRoomFeed).toBeDefined();
    expect(JSON.stringify(inRoomFeed)).not.toContain("zoom.us");
    // A waitlist place has no event in the feed at all; the link is not there either.
    expect(JSON.stringify([...(await feedEvents((await feedsOf(waiting.token)).feedUrl)).values()])).not.toContain("zoom.us");
  });

  it("is in the booking e-mail's .ics (LOCATION and URL) and in the reminder, for a booked student; never for a waitlisted one", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const url = "https://meet.jit.si/Promenade-reminder-test-room";
    const t0 = Date.now();
    const lesson = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: new Date(t0 + 30 * 3600_000),
      capacity: 1,
    });
    await db.update(events).set({ meetingUrl: url }).where(eq(events.id, lesson.id));
    const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const wes = await makeStudentMember(s.studio.id, { name: "Wes Waiting" });
    expect((await callRoute(bookRoute, { token: sam.token, params: { id: lesson.id }, body: {} })).status).toBe(201);
    expect((await callRoute(bookRoute, { token: wes.token, params: { id: lesson.id }, body: {} })).status).toBe(201);
    const confirmations = await mailbox.deliver(sam.user.email);
    const booked = confirmations.find((mail) => mail.subject?.startsWith("Booked"));
    expect(booked?.text).toContain(`Join online: ${url}`);
    const { event } = parseIcsAttachment(booked!);
    expect(event.location).toBe(url);
    expect(urlOf(event)).toBe(url);
    expect(
      JSON.stringify(
        mailsTo(mailbox.smtp.messages, wes.user.email).map((mail) => [mail.text, mail.attachments.map((a) => a.content.toString())]),
      ),
    ).not.toContain("Promenade-reminder-test-room");

    expect((await scanDueNotices(db, new Date(t0 + 7 * 3600_000))).reminders).toBeGreaterThanOrEqual(1);
    const reminder = (await mailbox.deliver(sam.user.email, new Date(t0 + 7 * 3600_000))).find((mail) =>
      mail.subject?.startsWith("Reminder"),
    );
    expect(reminder?.text).toContain("It takes place online");
    expect(reminder?.text).toContain(`Join online: ${url}`);
    expect(reminder?.html).toContain(url);
  });
});
