import { describe, expect, it } from "vitest";
import ical, { type VEvent } from "node-ical";
import { buildEventIcs, eventUid, studentSequence, type EventIcsInput } from "@/lib/calendar/event-ics";

const base: EventIcsInput = {
  method: "REQUEST",
  eventId: "6f1c3a52-0d5e-4f7b-9a51-3b0c2e1d4f00",
  sequence: 3,
  // 19:00 in New York on the Sunday the clocks go back (EST, UTC−5).
  startsAt: new Date("2026-11-02T00:00:00Z"),
  endsAt: new Date("2026-11-02T00:45:00Z"),
  timeZone: "America/New_York",
  title: "Private Lesson",
  studioName: "Promenade Ballroom",
  roomName: "Main Ballroom",
  withFirstName: "Maria",
  cancelled: false,
  updatedAt: new Date("2026-10-20T12:00:00Z"),
};

function onlyEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === "VEVENT");
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describe("buildEventIcs", () => {
  it("writes a REQUEST with a stable UID, the SEQUENCE, the studio's TZID and its VTIMEZONE", () => {
    const text = buildEventIcs(base);
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York");
    expect(text).toContain("DTSTART;TZID=America/New_York:20261101T190000");
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const event = onlyEvent(text);
    expect(event.uid).toBe(eventUid(base.eventId));
    expect(event.uid).toBe(`${base.eventId}@localhost`);
    expect(Number(event.sequence)).toBe(3);
    expect(event.start.toISOString()).toBe("2026-11-02T00:00:00.000Z");
    expect(event.start.tz).toBe("America/New_York");
    expect(event.status).toBe("CONFIRMED");
    expect(event.summary).toBe("Private Lesson with Maria");
    expect(event.location).toBe("Main Ballroom, Promenade Ballroom");
  });

  it("writes a CANCEL as STATUS:CANCELLED under the same UID", () => {
    const event = onlyEvent(buildEventIcs({ ...base, method: "CANCEL", sequence: 4 }));
    expect(event.status).toBe("CANCELLED");
    expect(event.uid).toBe(eventUid(base.eventId));
    expect(Number(event.sequence)).toBe(4);
  });

  it("keeps the wall-clock time in the studio's zone whatever the server's zone", () => {
    const summer = onlyEvent(
      buildEventIcs({ ...base, startsAt: new Date("2026-07-01T23:00:00Z"), endsAt: new Date("2026-07-01T23:45:00Z") }),
    );
    expect(summer.start.toISOString()).toBe("2026-07-01T23:00:00.000Z");
    const text = buildEventIcs({ ...base, startsAt: new Date("2026-07-01T23:00:00Z"), endsAt: new Date("2026-07-01T23:45:00Z") });
    expect(text).toContain("DTSTART;TZID=America/New_York:20260701T190000");
  });

  it("adds the organizer and the recipient only when given, and never another person's details", () => {
    const text = buildEventIcs({
      ...base,
      organizer: { name: "Promenade Ballroom", email: "studio@example.test" },
      attendee: { name: "Sam Carter", email: "sam@example.test" },
    });
    expect(text).toContain('ORGANIZER;CN="Promenade Ballroom":mailto:studio@example.test');
    expect(JSON.stringify(onlyEvent(text).attendee)).toContain("sam@example.test");
    expect(buildEventIcs(base)).not.toContain("mailto:");
  });

  it("a student's sequence grows with either counter", () => {
    expect(studentSequence(2, 1)).toBeGreaterThan(studentSequence(2, 0));
    expect(studentSequence(3, 0)).toBeGreaterThan(studentSequence(2, 0));
  });
});
