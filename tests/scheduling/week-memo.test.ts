import { describe, expect, it } from "vitest";
import { arrangeColumn } from "@/components/schedule/arrange-column";
import { indexForClash } from "@/components/schedule/drag-clash";
import { ghostSpan } from "@/components/schedule/use-grid-drag";
import { slotKey } from "@/components/schedule/view-model";
import { blockText, columnArrangement, eventsOfService, weekClashIndex, weekLayout } from "@/components/schedule/week-memo";
import { layoutColumns, type CalendarColumn } from "@/lib/scheduling/calendar-layout";
import { eventView as event, NY } from "../helpers/event-view-factory";

// 7 PM on Wednesday 2 December 2026 in New York is midnight UTC on the 3rd.
const lesson = event("lesson", "2026-12-03T00:00:00.000Z", 60);
const overlapping = event("overlap", "2026-12-03T00:30:00.000Z", 45, { instructorId: "james", students: ["Chloe Park"] });
const waltz = event("waltz", "2026-12-02T23:00:00.000Z", 60, {
  title: "Bronze Waltz",
  serviceId: "group",
  service: { id: "group", name: "Bronze Waltz", kind: "group", color: "#123456" },
  capacity: 16,
  booked: 12,
  students: [],
});
const week: CalendarColumn[] = ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"].map((day) => ({
  key: day,
  date: day,
  label: day,
}));

describe("blockText", () => {
  it("says who, when and where once per event and zone", () => {
    const text = blockText(lesson, NY, "en-US");
    expect(text.spoken).toBe("Private Lesson with Sam Carter 7:00 PM–8:00 PM Maria Lopez");
    expect(text.title).toBe("Private Lesson with Sam Carter\n7:00 PM–8:00 PM\nMaria Lopez");
    expect(text.label.headline).toBe("Sam Carter · Maria L.");
    expect(blockText(lesson, NY, "en-US")).toBe(text);
    const chicago = blockText(lesson, "America/Chicago", "en-US");
    expect(chicago).not.toBe(text);
    expect(chicago.time).toBe("6:00 PM–7:00 PM");
    const british = blockText(lesson, NY, "en-GB");
    expect(british).not.toBe(text);
    expect(british.time).toBe("19:00–20:00");
  });

  it("gives a class its fill in words", () => {
    expect(blockText(waltz, NY, "en-US").spoken).toBe("Bronze Waltz 6:00 PM–7:00 PM Maria Lopez 12 of 16 booked");
  });
});

describe("eventsOfService", () => {
  const events = [lesson, overlapping, waltz];
  it("hands back the week itself without a service, and one kept list per service", () => {
    expect(eventsOfService(events, "")).toBe(events);
    const classes = eventsOfService(events, "group");
    expect(classes).toEqual([waltz]);
    expect(eventsOfService(events, "group")).toBe(classes);
    expect(eventsOfService([...events], "group")).not.toBe(classes);
  });
});

describe("weekLayout", () => {
  it("lays a week out once, whatever column objects ask, and matches layoutColumns", () => {
    const events = [lesson, overlapping, waltz];
    const placed = weekLayout(events, week, "day", NY);
    expect(
      weekLayout(
        events,
        week.map((column) => ({ ...column })),
        "day",
        NY,
      ),
    ).toBe(placed);
    expect(placed).toEqual(layoutColumns(events, week, "day", NY));
    const wednesday = placed.get("2026-12-02")!;
    expect(wednesday.map((item) => [item.event.id, item.startMinute, item.lane, item.lanes])).toEqual([
      ["waltz", 18 * 60, 0, 1],
      ["lesson", 19 * 60, 0, 2],
      ["overlap", 19 * 60 + 30, 1, 2],
    ]);
    // A changed week (an optimistic edit makes a new array) is laid out afresh.
    expect(weekLayout([lesson], week, "day", NY)).not.toBe(placed);
    expect(weekLayout(events, week.slice(0, 4), "day", NY)).not.toBe(placed);
  });

  it("keeps a day view's layout to its date: the next day's columns, same keys, get their own", () => {
    // Stepping a day keeps the previous day's events on screen while the next loads (use-schedule-events).
    const events = [lesson, overlapping, waltz];
    const day = (date: string): CalendarColumn[] => [
      { key: "instructor:maria", date, label: "Maria", instructorId: "maria" },
      { key: "instructor:none", date, label: "No instructor", instructorId: null },
    ];
    const wednesday = weekLayout(events, day("2026-12-02"), "instructor", NY);
    expect(wednesday.get("instructor:maria")!.map((item) => item.event.id)).toEqual(["waltz", "lesson"]);
    const thursday = weekLayout(events, day("2026-12-03"), "instructor", NY);
    expect(thursday).not.toBe(wednesday);
    expect(thursday.get("instructor:maria")).toEqual([]);
    expect(thursday).toEqual(layoutColumns(events, day("2026-12-03"), "instructor", NY));
  });

  it("arranges a column once per lane count", () => {
    const list = weekLayout([lesson, overlapping], week, "day", NY).get("2026-12-02")!;
    const two = columnArrangement(list, 2);
    expect(columnArrangement(list, 2)).toBe(two);
    expect(two).toEqual(arrangeColumn(list, 2));
    expect(columnArrangement(list, 1).chips).toHaveLength(1);
  });
});

describe("weekClashIndex", () => {
  it("indexes a week's events once, and a changed week afresh", () => {
    const events = [lesson, overlapping, waltz, event("cancelled", "2026-12-03T01:00:00.000Z", 30, { status: "cancelled" })];
    const index = weekClashIndex(events);
    expect(index).toEqual(indexForClash(events));
    expect(index.map((entry) => entry.event.id)).toEqual(["lesson", "overlap", "waltz"]);
    expect(weekClashIndex(events)).toBe(index);
    expect(weekClashIndex([...events])).not.toBe(index);
  });
});

describe("slotKey", () => {
  it("keys a week's columns by place and day view's by who or where", () => {
    expect(slotKey(week[3], 3)).toBe("day-3");
    expect(slotKey({ key: "instructor:maria", date: "2026-12-02", label: "Maria", instructorId: "maria" }, 0)).toBe("instructor:maria");
    expect(slotKey({ key: "room:none", date: "2026-12-02", label: "No room", roomId: null }, 4)).toBe("room:none");
  });
});

describe("ghostSpan", () => {
  it("orders a create dragged upwards, hides a move until it moves, keeps a resize", () => {
    expect(ghostSpan({ kind: "create", columnIndex: 0, anchor: 600, current: 540 })).toEqual({ start: 540, end: 615, shown: true });
    const move = { kind: "move" as const, event: lesson, columnIndex: 1, startMinute: 600, duration: 45, offset: 5, moved: false };
    expect(ghostSpan(move)).toEqual({ start: 600, end: 645, shown: false });
    expect(ghostSpan({ ...move, moved: true }).shown).toBe(true);
    expect(ghostSpan({ kind: "resize", event: lesson, columnIndex: 1, startMinute: 600, endMinute: 690 })).toEqual({
      start: 600,
      end: 690,
      shown: true,
    });
  });
});
