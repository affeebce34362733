import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createSeriesRoute } from "@/app/api/series/route";
import { getDb } from "@/lib/db/client";
import { bookings, memberships, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { feedEvents, feedsOf, fetchFeed, localTime, rotate } from "./feed-helpers";

const TZ = "Europe/London";
const LABEL = "Whole studio — every lesson, class and rental";

// The feed spans 2 months back and 12 ahead of "now": pin now so London's clock changes
// (25 Oct 2026 back an hour, 28 Mar 2027 forward an hour) both fall inside.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-10-01T12:00:00Z") });
});
afterAll(() => {
  vi.useRealTimers();
});

/** A London studio: Maria's private lesson with a couple, James's class, a room rental, and Maria's weekly class across both clock changes. */
async function makeLondonStudio() {
  const db = await getDb();
  const s = await makeScheduleStudio();
  await db.update(studios).set({ timeZone: TZ, currency: "GBP" }).where(eq(studios.id, s.studio.id));
  const secret = (first: string) => ({
    name: `${first} Quillfeather`,
    email: `${first.toLowerCase()}.${randomUUID()}@example.test`,
    phone: "+44 7911 123456",
    notes: "SECRET-NOTE",
  });
  const [poppy, rafe, iris] = await Promise.all([
    makeStudent(s.studio.id, secret("Poppy")),
    makeStudent(s.studio.id, secret("Rafe")),
    makeStudent(s.studio.id, secret("Iris")),
  ]);
  const privateLesson = await makeEvent(s.studio.id, {
    serviceId: s.privateLesson.id,
    instructorId: s.instructor.id,
    roomId: s.otherRoom.id,
    startsAt: hoursFromNow(50),
    minutes: 45,
  });
  const groupClass = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.otherInstructor.id,
    roomId: s.room.id,
    startsAt: hoursFromNow(75),
  });
  const rental = await makeEvent(s.studio.id, { serviceId: s.rental.id, roomId: s.otherRoom.id, startsAt: hoursFromNow(100) });
  await db.insert(bookings).values([
    { studioId: s.studio.id, eventId: privateLesson.id, studentId: poppy.id, status: "booked" },
    { studioId: s.studio.id, eventId: privateLesson.id, studentId: rafe.id, status: "booked" },
    { studioId: s.studio.id, eventId: groupClass.id, studentId: iris.id, status: "booked" },
    { studioId: s.studio.id, eventId: rental.id, studentId: iris.id, status: "booked" },
  ]);
  const series = await callRoute(createSeriesRoute, {
    token: s.owner.token,
    body: {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      weekdays: [2],
      startTime: "19:00",
      durationMinutes: 60,
      startDate: "2026-10-13",
      until: "2027-04-06",
    },
  });
  expect(series.status).toBe(201);
  return { s, privateLesson, groupClass, rental };
}

async function studioFeedOf(token: string) {
  const { feeds } = await feedsOf(token);
  return feeds.find((feed) => feed.scope === "studio");
}

describe("the owner's whole-studio calendar feed", () => {
  it("has every instructor's lessons, the classes and the rentals, with instructor and room, and no student's contact details", async () => {
    const { s, privateLesson, groupClass, rental } = await makeLondonStudio();
    const other = await makeLondonStudio();
    const feed = await studioFeedOf(s.owner.token);
    expect(feed).toMatchObject({ scope: "studio", subjectId: null, label: LABEL });
    // The owner's own feed stays first (they don't teach: it's empty), the studio's right after it.
    const { feeds, feedUrl } = await feedsOf(s.owner.token);
    expect(feeds.map((entry) => entry.scope).slice(0, 2)).toEqual(["me", "studio"]);
    expect((await feedEvents(feedUrl)).size).toBe(0);

    const response = await fetchFeed(feed!.feedUrl);
    expect(response.status).toBe(200);
    expect(response.body).toContain("X-WR-CALNAME:");
    const events = await feedEvents(feed!.feedUrl);
    // Both instructors' lessons, the rental, and the 26 weekly classes of the series: nothing of the other studio.
    expect(events.size).toBe(3 + 26);
    for (const id of [other.privateLesson.id, other.groupClass.id, other.rental.id]) expect(events.has(id)).toBe(false);

    const text = (id: string) => {
      const event = events.get(id)!;
      return { summary: String(event.summary), location: String(event.location), description: String(event.description) };
    };
    expect(text(privateLesson.id).summary).toBe("Private Lesson with Poppy & Rafe (Maria, Studio B)");
    expect(text(privateLesson.id).description).toContain("Instructor: Maria Lopez\nRoom: Studio B\nStudents: Poppy & Rafe");
    expect(text(privateLesson.id).location).toContain("Studio B");
    expect(text(groupClass.id).summary).toBe("Bronze Waltz (James, Main Ballroom)");
    expect(text(groupClass.id).description).toContain("Instructor: James Chen\nRoom: Main Ballroom");
    expect(text(rental.id).summary).toBe("Room Rental with Iris (Studio B)");
    expect(text(rental.id).description).toContain("Instructor: none\nRoom: Studio B\nStudents: Iris");

    for (const secret of ["example.test", "7911", "SECRET-NOTE", "Quillfeather"]) expect(response.body).not.toContain(secret);
  });

  it("keeps a weekly 19:00 class at 19:00 London time across both clock changes", async () => {
    const { s } = await makeLondonStudio();
    const feed = await studioFeedOf(s.owner.token);
    const raw = await fetchFeed(feed!.feedUrl);
    expect(raw.body).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/London");
    expect(raw.body).toContain("DTSTART;TZID=Europe/London:20261020T190000");
    expect(raw.body).toContain("DTSTART;TZID=Europe/London:20261027T190000");
    const weekly = [...(await feedEvents(feed!.feedUrl)).values()]
      .filter((event) => String(event.summary).startsWith("Bronze Waltz (Maria"))
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(weekly).toHaveLength(26);
    for (const event of weekly) {
      expect(localTime(event.start, TZ), event.start.toISOString()).toBe("19:00");
      expect(event.start.tz).toBe(TZ);
    }
    const utc = (day: string) => weekly.find((event) => event.start.toISOString().startsWith(day))?.start.toISOString();
    expect(utc("2026-10-20")).toBe("2026-10-20T18:00:00.000Z"); // BST, UTC+1
    expect(utc("2026-10-27")).toBe("2026-10-27T19:00:00.000Z"); // GMT after 25 October
    expect(utc("2027-03-23")).toBe("2027-03-23T19:00:00.000Z"); // still GMT
    expect(utc("2027-03-30")).toBe("2027-03-30T18:00:00.000Z"); // BST again after 28 March
  });

  it("is the owner's only: instructors and students have none, can't make one, and a demoted owner's stops answering", async () => {
    const { s } = await makeLondonStudio();
    const student = await makeStudentMember(s.studio.id);
    for (const token of [s.instructorMember.token, student.token]) {
      expect(await studioFeedOf(token)).toBeUndefined();
      const refused = await rotate(token, { scope: "studio" });
      expect(refused.status).toBe(403);
    }
    expect((await rotate(s.owner.token, { scope: "studio", subjectId: s.room.id })).status).toBe(400);

    const feed = await studioFeedOf(s.owner.token);
    expect((await fetchFeed(feed!.feedUrl)).status).toBe(200);
    const db = await getDb();
    await db
      .update(memberships)
      .set({ role: "instructor" })
      .where(and(eq(memberships.studioId, s.studio.id), eq(memberships.userId, s.owner.user.id)));
    expect((await fetchFeed(feed!.feedUrl)).status).toBe(404);
  });

  it("regenerates like the other feeds: the old address stops answering, the new one has the whole studio", async () => {
    const { s } = await makeLondonStudio();
    const old = await studioFeedOf(s.owner.token);
    const rotated = await rotate(s.owner.token, { scope: "studio" });
    expect(rotated.status).toBe(200);
    const fresh = (rotated.body as { feed: { scope: string; label: string; feedUrl: string } }).feed;
    expect(fresh).toMatchObject({ scope: "studio", label: LABEL });
    expect(fresh.feedUrl).not.toBe(old!.feedUrl);
    expect((await fetchFeed(old!.feedUrl)).status).toBe(404);
    expect((await feedEvents(fresh.feedUrl)).size).toBe(29);
    // Settings lists the new address; the owner's own feed is untouched.
    expect((await studioFeedOf(s.owner.token))?.feedUrl).toBe(fresh.feedUrl);
    expect((await fetchFeed((await feedsOf(s.owner.token)).feedUrl)).status).toBe(200);
  });
});
