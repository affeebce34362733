import { describe, expect, it } from "vitest";
import type { ScheduleSetup } from "@/components/schedule/types";
import { buildColumns } from "@/components/schedule/view-model";

const setup = (instructors: ScheduleSetup["instructors"], rooms: ScheduleSetup["rooms"]) =>
  ({ weekStartsOn: 1, instructors, rooms }) as unknown as ScheduleSetup;
const all = { instructorId: "", roomId: "", serviceId: "" };
const maria = { id: "maria", name: "Maria Lopez", color: "#111" };
const ballroom = { id: "main", name: "Main Floor", color: "#222" };

describe("the day view's columns", () => {
  it("a column per instructor (or room), then one for events with none", () => {
    expect(buildColumns("day", "2026-11-24", "instructor", setup([maria], []), all, "en-US").map((column) => column.label)).toEqual([
      "Maria Lopez",
      "No instructor",
    ]);
    expect(buildColumns("day", "2026-11-24", "room", setup([], [ballroom]), all, "en-US").map((column) => column.label)).toEqual([
      "Main Floor",
      "No room",
    ]);
  });

  it("a new studio without instructors or rooms sees one column named by its day, not 'No instructor'", () => {
    expect(buildColumns("day", "2026-11-24", "instructor", setup([], []), all, "en-US").map((column) => column.label)).toEqual(["Tue 24"]);
    expect(buildColumns("day", "2026-11-24", "room", setup([], []), all, "en-US").map((column) => column.label)).toEqual(["Tue 24"]);
  });
});
