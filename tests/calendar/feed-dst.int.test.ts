import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createSeriesRoute } from "@/app/api/series/route";
import { callRoute } from "../helpers/call-route";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { feedEvents, feedsOf, fetchFeed, localTime } from "./feed-helpers";

// The feed spans 2 months back and 12 ahead of "now": pin now so both of New York's changes
// (1 Nov 2026, back an hour; 14 Mar 2027, forward an hour) fall inside, whatever day the suite runs.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T15:00:00Z") });
});
afterAll(() => {
  vi.useRealTimers();
});

describe("GET /api/calendar/{token}.ics across daylight-saving changes", () => {
  it("keeps a weekly 19:00 class at 19:00 New York time across November and March, an hour apart in UTC", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createSeriesRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        roomId: s.room.id,
        weekdays: [0],
        startTime: "19:00",
        durationMinutes: 60,
        startDate: "2026-10-18",
        until: "2027-03-28",
      },
    });
    expect(created.status).toBe(201);

    const { feedUrl } = await feedsOf(s.instructorMember.token);
    const raw = await fetchFeed(feedUrl);
    expect(raw.headers.get("content-type")).toContain("text/calendar");
    // The zone travels with the feed: TZID on each time, its rules in a VTIMEZONE.
    expect(raw.body).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York");
    expect(raw.body).toContain("DTSTART;TZID=America/New_York:20261101T190000");
    expect(raw.body).toContain("DTSTART;TZID=America/New_York:20270314T190000");

    const events = [...(await feedEvents(feedUrl)).values()].sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(events).toHaveLength(24);
    for (const event of events) {
      expect(localTime(event.start, "America/New_York"), event.start.toISOString()).toBe("19:00");
      expect(localTime(event.end as Date, "America/New_York")).toBe("20:00");
      expect(event.start.tz).toBe("America/New_York");
    }
    const utc = (day: string) => events.find((event) => localDate(event.start) === day)?.start.toISOString();
    expect(utc("2026-10-25")).toBe("2026-10-25T23:00:00.000Z"); // EDT, UTC−4
    expect(utc("2026-11-01")).toBe("2026-11-02T00:00:00.000Z"); // EST, UTC−5: same wall clock, an hour later in UTC
    expect(utc("2027-03-07")).toBe("2027-03-08T00:00:00.000Z"); // still EST
    expect(utc("2027-03-14")).toBe("2027-03-14T23:00:00.000Z"); // EDT again: an hour earlier in UTC
  });
});

function localDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}
