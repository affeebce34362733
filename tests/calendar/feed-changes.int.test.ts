import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as cancelBookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { DELETE as cancelEventRoute, PATCH as updateEventRoute } from "@/app/api/events/[id]/route";
import { getDb } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { feedEvents, feedsOf, fetchFeed, rotate } from "./feed-helpers";

async function studioWithClass() {
  const s = await makeScheduleStudio();
  const event = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.instructor.id,
    roomId: s.room.id,
    // On a whole minute, as lessons are (iCalendar times carry seconds, not milliseconds).
    startsAt: new Date(Math.floor(hoursFromNow(24 * 10).getTime() / 60_000) * 60_000),
  });
  return { ...s, event };
}

function book(token: string, eventId: string) {
  return callRoute(bookRoute, { token, params: { id: eventId }, body: {} });
}

function cancelBooking(token: string, bookingId: string) {
  return callRoute(cancelBookingRoute, { method: "DELETE", token, params: { id: bookingId } });
}

describe("feed changes reach calendars", () => {
  it("a cancelled lesson stays in the feed as CANCELLED with a higher SEQUENCE", async () => {
    const s = await studioWithClass();
    const { feedUrl } = await feedsOf(s.instructorMember.token);
    const before = (await feedEvents(feedUrl)).get(s.event.id);
    expect(before).toMatchObject({ status: "CONFIRMED", summary: "Bronze Waltz" });
    expect(Number(before?.sequence)).toBe(0);

    const cancelled = await callRoute(cancelEventRoute, {
      method: "DELETE",
      token: s.owner.token,
      params: { id: s.event.id },
      path: "/api/events/x",
    });
    expect(cancelled.status).toBe(200);
    const after = (await feedEvents(feedUrl)).get(s.event.id);
    expect(after?.status).toBe("CANCELLED");
    expect(Number(after?.sequence)).toBe(1);
  });

  it("keeps a cancellation in the feed for 30 days, then drops it", async () => {
    const s = await studioWithClass();
    const db = await getDb();
    const { feedUrl } = await feedsOf(s.instructorMember.token);
    await db
      .update(events)
      .set({ status: "cancelled", updatedAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(events.id, s.event.id));
    expect((await feedEvents(feedUrl)).get(s.event.id)?.status).toBe("CANCELLED");
    await db
      .update(events)
      .set({ updatedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(events.id, s.event.id));
    expect((await feedEvents(feedUrl)).has(s.event.id)).toBe(false);
  });

  it("a student's own cancellation shows as CANCELLED in their feed only; the class stays scheduled for the others", async () => {
    const s = await studioWithClass();
    const [sam, alex] = [await makeStudentMember(s.studio.id, { name: "Sam Carter" }), await makeStudentMember(s.studio.id)];
    const samBooking = await book(sam.token, s.event.id);
    await book(alex.token, s.event.id);
    const samFeed = (await feedsOf(sam.token)).feedUrl;
    const booked = (await feedEvents(samFeed)).get(s.event.id);
    expect(booked).toMatchObject({ status: "CONFIRMED", summary: "Bronze Waltz with Maria", location: "Main Ballroom, " + s.studio.name });

    expect((await cancelBooking(sam.token, samBooking.body.booking.id)).status).toBe(200);
    const mine = (await feedEvents(samFeed)).get(s.event.id);
    expect(mine?.status).toBe("CANCELLED");
    expect(Number(mine?.sequence)).toBeGreaterThan(Number(booked?.sequence));
    expect((await feedEvents((await feedsOf(alex.token)).feedUrl)).get(s.event.id)?.status).toBe("CONFIRMED");
    expect((await feedEvents((await feedsOf(s.instructorMember.token)).feedUrl)).get(s.event.id)?.status).toBe("CONFIRMED");

    // Booking again is a new booking row: the student's SEQUENCE must still go up, or their calendar keeps "cancelled".
    expect((await book(sam.token, s.event.id)).status).toBe(201);
    const rebooked = (await feedEvents(samFeed)).get(s.event.id);
    expect(rebooked?.status).toBe("CONFIRMED");
    expect(Number(rebooked?.sequence)).toBeGreaterThan(Number(mine?.sequence));
  });

  it("SEQUENCE grows when a lesson moves, not when only its notes change", async () => {
    const s = await studioWithClass();
    const { feedUrl } = await feedsOf(s.instructorMember.token);
    const patch = (body: Record<string, unknown>) =>
      callRoute(updateEventRoute, {
        method: "PATCH",
        token: s.owner.token,
        params: { id: s.event.id },
        path: "/api/events/x?scope=one",
        body,
      });
    expect((await patch({ notes: "Bring the good shoes" })).status).toBe(200);
    expect(Number((await feedEvents(feedUrl)).get(s.event.id)?.sequence)).toBe(0);

    const startsAt = new Date(s.event.startsAt.getTime() + 2 * 3600_000);
    const moved = await patch({ startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3600_000).toISOString() });
    expect(moved.status).toBe(200);
    const event = (await feedEvents(feedUrl)).get(s.event.id);
    expect(Number(event?.sequence)).toBe(1);
    expect(event?.start.toISOString()).toBe(startsAt.toISOString());
    expect((await patch({ roomId: s.otherRoom.id })).status).toBe(200);
    expect(Number((await feedEvents(feedUrl)).get(s.event.id)?.sequence)).toBe(2);
  });

  it("answers 304 to a client whose copy is current, and 200 with a new ETag after a change", async () => {
    const s = await studioWithClass();
    const { feedUrl } = await feedsOf(s.instructorMember.token);
    const first = await fetchFeed(feedUrl);
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toContain("private");
    const again = await fetchFeed(feedUrl, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await fetchFeed(feedUrl, { "if-none-match": '"something-else"' })).status).toBe(200);

    const student = await makeStudentMember(s.studio.id);
    await book(student.token, s.event.id);
    const changed = await fetchFeed(feedUrl, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("a regenerated URL replaces the old one, which answers 404", async () => {
    const s = await studioWithClass();
    const { feedUrl } = await feedsOf(s.instructorMember.token);
    expect((await feedsOf(s.instructorMember.token)).feedUrl).toBe(feedUrl); // stable until regenerated
    const rotated = await rotate(s.instructorMember.token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.feed.feedUrl).not.toBe(feedUrl);
    expect((await fetchFeed(feedUrl)).status).toBe(404);
    expect((await fetchFeed(rotated.body.feed.feedUrl)).status).toBe(200);
    expect((await feedsOf(s.instructorMember.token)).feedUrl).toBe(rotated.body.feed.feedUrl);
    expect((await fetchFeed(feedUrl.replace(/.{6}\.ics$/, "AAAAAA.ics"))).status).toBe(404);
  });

  it("owners get a feed per instructor and per room and may regenerate them; others may not", async () => {
    const s = await studioWithClass();
    const { feeds } = await feedsOf(s.owner.token);
    expect(feeds.map((feed) => feed.label)).toEqual([
      "My lessons",
      "Whole studio — every lesson, class and rental",
      "James Chen",
      "Maria Lopez",
      "Main Ballroom",
      "Studio B",
    ]);
    const maria = feeds.find((feed) => feed.subjectId === s.instructor.id);
    const room = feeds.find((feed) => feed.subjectId === s.room.id);
    expect([...(await feedEvents(maria!.feedUrl)).keys()]).toEqual([s.event.id]);
    expect((await feedEvents(room!.feedUrl)).get(s.event.id)?.summary).toBe("Bronze Waltz with Maria");
    expect((await feedEvents(feeds.find((feed) => feed.subjectId === s.otherRoom.id)!.feedUrl)).size).toBe(0);

    const rotated = await rotate(s.owner.token, { scope: "room", subjectId: s.room.id });
    expect(rotated.body.feed).toMatchObject({ scope: "room", subjectId: s.room.id, label: "Main Ballroom" });
    expect((await fetchFeed(room!.feedUrl)).status).toBe(404);
    expect((await fetchFeed(maria!.feedUrl)).status).toBe(200);
    expect((await rotate(s.instructorMember.token, { scope: "room", subjectId: s.room.id })).status).toBe(403);
    expect((await feedsOf(s.instructorMember.token)).feeds).toHaveLength(1);
  });
});
