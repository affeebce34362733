import { describe, expect, it } from "vitest";
import { arrangeColumn } from "@/components/schedule/arrange-column";
import { findClash, formatSpan, indexForClash } from "@/components/schedule/drag-clash";
import { labelEvent } from "@/components/schedule/event-label";
import { ghostSpan } from "@/components/schedule/use-grid-drag";
import { instantAt, SNAP_MINUTES, type Placed } from "@/lib/scheduling/calendar-layout";
import { eventView as event, NY } from "../helpers/event-view-factory";

// 7 PM in New York on 2026-12-02 is midnight UTC on the 3rd.
const waltz = event("waltz", "2026-12-03T00:00:00.000Z", 60, {
  title: "Bronze Waltz",
  service: { id: "g", name: "Bronze Waltz", kind: "group", color: "#123456" },
  capacity: 16,
  booked: 12,
  students: [],
  roomId: "ballroom",
  room: { id: "ballroom", name: "Main Ballroom", color: "#000" },
});
const at = (iso: string, minutes: number) => ({ start: Date.parse(iso), end: Date.parse(iso) + minutes * 60_000 });

describe("findClash: what a dragged ghost would collide with", () => {
  const index = indexForClash([waltz, event("sam", "2026-12-02T22:00:00.000Z", 45, { instructorId: "james", instructor: null })]);

  it("names the instructor's other event and its time, as people say it", () => {
    const clash = findClash(
      index,
      { eventId: "x", ...at("2026-12-03T00:30:00.000Z", 45), instructorId: "maria", roomId: null, students: [] },
      NY,
      "en-US",
    );
    expect(clash).toBe("Maria L. teaches Bronze Waltz 7–8 PM");
  });

  it("names a busy room, and a booked student who would be in two places", () => {
    expect(
      findClash(
        index,
        { eventId: null, ...at("2026-12-03T00:45:00.000Z", 30), instructorId: "elena", roomId: "ballroom", students: [] },
        NY,
        "en-US",
      ),
    ).toBe("Main Ballroom is booked for Bronze Waltz 7–8 PM");
    expect(
      findClash(
        index,
        { eventId: "y", ...at("2026-12-02T22:30:00.000Z", 45), instructorId: "elena", roomId: null, students: ["Sam Carter"] },
        NY,
        "en-US",
      ),
    ).toBe("Sam Carter has Private Lesson 5–5:45 PM");
  });

  it("is quiet for touching edges, the dragged event itself, and a place nobody uses", () => {
    expect(
      findClash(
        index,
        { eventId: "x", ...at("2026-12-03T01:00:00.000Z", 60), instructorId: "maria", roomId: "ballroom", students: [] },
        NY,
        "en-US",
      ),
    ).toBeNull();
    expect(
      findClash(
        index,
        { eventId: "waltz", ...at("2026-12-03T00:30:00.000Z", 60), instructorId: "maria", roomId: null, students: [] },
        NY,
        "en-US",
      ),
    ).toBeNull();
    expect(
      findClash(
        index,
        { eventId: null, ...at("2026-12-03T00:30:00.000Z", 60), instructorId: null, roomId: null, students: [] },
        NY,
        "en-US",
      ),
    ).toBeNull();
  });

  it("checks a create that has not left its first slot as the event the drop would make", () => {
    // Pressed at 7 PM and nudged back onto 7 PM: the ghost is not zero minutes long, and the drop opens the same span.
    const span = ghostSpan({ kind: "create", columnIndex: 0, anchor: 19 * 60, current: 19 * 60 });
    expect(span).toEqual({ start: 19 * 60, end: 19 * 60 + SNAP_MINUTES, shown: true });
    const candidate = {
      eventId: null,
      start: instantAt("2026-12-02", span.start, NY).getTime(),
      end: instantAt("2026-12-02", span.end, NY).getTime(),
      instructorId: "maria",
      roomId: null,
      students: [],
    };
    expect(findClash(index, candidate, NY, "en-US")).toBe("Maria L. teaches Bronze Waltz 7–8 PM");
  });

  it("formats spans across noon and on the half hour", () => {
    expect(formatSpan(Date.parse("2026-12-02T16:00:00Z"), Date.parse("2026-12-02T17:30:00Z"), NY, "en-US")).toBe("11 AM–12:30 PM");
    expect(formatSpan(Date.parse("2026-12-02T23:30:00Z"), Date.parse("2026-12-03T00:15:00Z"), NY, "en-US")).toBe("6:30–7:15 PM");
    expect(formatSpan(Date.parse("2026-12-03T00:00:00Z"), Date.parse("2026-12-03T01:00:00Z"), NY, "en-CA")).toBe("7–8 p.m.");
    expect(formatSpan(Date.parse("2026-12-02T23:30:00Z"), Date.parse("2026-12-03T00:15:00Z"), NY, "en-GB")).toBe("18:30–19:15");
  });
});

describe("labelEvent: what a block says", () => {
  it("a private lesson names its couple and instructor; a class its fill; a rental its renter", () => {
    const couple = labelEvent(event("c", "2026-12-02T22:00:00.000Z", 45, { students: ["Sam Carter", "Chloe Carter"] }));
    expect(couple).toMatchObject({ headline: "Sam & Chloe Carter · Maria L.", compact: "Sam C. & Chloe C. · Maria L." });
    expect(couple.spoken.lead).toBe("Private Lesson with Sam & Chloe Carter");
    expect(labelEvent(waltz)).toMatchObject({ headline: "Bronze Waltz", fill: "12/16" });
    const rental = event("r", "2026-12-02T22:00:00.000Z", 60, {
      title: "Room Rental",
      service: { id: "r", name: "Room Rental", kind: "rental", color: "#000" },
      instructorId: null,
      instructor: null,
      students: ["Ruby Lane"],
    });
    expect(labelEvent(rental)).toMatchObject({ headline: "Ruby Lane", fill: null, spoken: { lead: "Room Rental for Ruby Lane" } });
  });
});

describe("arrangeColumn: overlaps stay legible", () => {
  const placed = (id: string, start: number, lane: number, lanes: number): Placed => ({
    event: event(id, "2026-12-02T22:00:00.000Z", 60),
    startMinute: start,
    endMinute: start + 60,
    lane,
    lanes,
  });

  it("keeps two lanes side by side and folds the rest of a crowded slot into a +N chip", () => {
    const two = arrangeColumn([placed("a", 600, 0, 2), placed("b", 615, 1, 2)], 2);
    expect(two.chips).toEqual([]);
    expect(two.blocks.map((block) => block.width)).toEqual(["calc(50% - 4px)", "calc(50% - 4px)"]);
    const four = arrangeColumn(
      [placed("a", 780, 0, 4), placed("b", 780, 1, 4), placed("c", 795, 2, 4), placed("d", 800, 3, 4), placed("e", 900, 0, 1)],
      2,
    );
    expect(four.blocks.map((block) => block.item.event.id)).toEqual(["a", "b", "e"]);
    expect(four.chips).toHaveLength(1);
    expect(four.chips[0]).toMatchObject({ startMinute: 780, hidden: 2 });
    expect(four.chips[0].items.map((item) => item.event.id)).toEqual(["a", "b", "c", "d"]);
  });
});
