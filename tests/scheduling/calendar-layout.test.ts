import { describe, expect, it } from "vitest";
import { instantAt, layoutColumns, minuteOfDay, monthWeeks, snap, weekDates, type CalendarColumn } from "@/lib/scheduling/calendar-layout";
import type { EventView } from "@/lib/scheduling/event-view";

const NY = "America/New_York";

function event(id: string, startsAt: string, endsAt: string, extra: Partial<EventView> = {}): EventView {
  return {
    id,
    title: id,
    serviceId: "s",
    service: { id: "s", name: id, kind: "private", color: "#000000" },
    instructorId: "i1",
    instructor: null,
    roomId: null,
    room: null,
    seriesId: null,
    startsAt,
    endsAt,
    capacity: 1,
    booked: 0,
    status: "scheduled",
    notes: null,
    danceId: null,
    students: [],
    ...extra,
  };
}

describe("calendar layout", () => {
  it("places events by the studio's local time, on both sides of DST", () => {
    // 7:00 PM New York on Oct 31 (EDT) and Nov 7 (EST).
    expect(minuteOfDay(new Date("2026-10-31T23:00:00Z"), "2026-10-31", NY)).toBe(19 * 60);
    expect(minuteOfDay(new Date("2026-11-08T00:00:00Z"), "2026-11-07", NY)).toBe(19 * 60);
    expect(instantAt("2026-11-07", 19 * 60, NY).toISOString()).toBe("2026-11-08T00:00:00.000Z");
    expect(instantAt("2026-10-31", 24 * 60, NY).toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });

  it("snaps to 15 minutes", () => {
    expect([snap(7), snap(8), snap(52), snap(600)]).toEqual([0, 15, 45, 600]);
  });

  it("puts overlapping events side by side and lets the rest use the full width", () => {
    const columns: CalendarColumn[] = [{ key: "d", date: "2027-01-05", label: "Tue" }];
    const at = (hour: number, minute = 0) => `2027-01-05T${String(hour + 5).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00.000Z`;
    const placed = layoutColumns(
      [event("a", at(10), at(11)), event("b", at(10, 30), at(11, 30)), event("c", at(11), at(12)), event("d", at(13), at(14))],
      columns,
      "day",
      NY,
    ).get("d")!;
    const byId = Object.fromEntries(placed.map((item) => [item.event.id, item]));
    expect(byId.a).toMatchObject({ startMinute: 600, endMinute: 660, lane: 0, lanes: 2 });
    expect(byId.b).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.c).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.d).toMatchObject({ lane: 0, lanes: 1 });
  });

  it("groups the day view by instructor or room, with a column for none", () => {
    const columns: CalendarColumn[] = [
      { key: "maria", date: "2027-01-05", label: "Maria", instructorId: "i1" },
      { key: "none", date: "2027-01-05", label: "No instructor", instructorId: null },
    ];
    const placed = layoutColumns(
      [
        event("lesson", "2027-01-05T15:00:00Z", "2027-01-05T15:45:00Z"),
        event("party", "2027-01-05T16:00:00Z", "2027-01-05T17:30:00Z", { instructorId: null }),
      ],
      columns,
      "instructor",
      NY,
    );
    expect(placed.get("maria")!.map((item) => item.event.id)).toEqual(["lesson"]);
    expect(placed.get("none")!.map((item) => item.event.id)).toEqual(["party"]);
  });

  it("builds Sunday-first weeks and months", () => {
    expect(weekDates("2026-11-25")).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    const weeks = monthWeeks("2026-11-25");
    expect(weeks[0][0]).toBe("2026-11-01");
    expect(weeks.at(-1)!.at(-1)).toBe("2026-12-05");
    expect(weeks).toHaveLength(5);
  });
});
