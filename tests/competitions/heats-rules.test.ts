import { describe, expect, it } from "vitest";
import { findConflicts, type FloorSpot } from "@/lib/competitions/heats-conflicts";
import { nameKey, parseDay, parseWallTime, readCsv } from "@/lib/competitions/heats-csv";

const at = (time: string) => new Date(`2026-05-02T${time}:00Z`);
const heat = (id: string, time: string | null, seconds = 90) => ({ id, number: id, startsAt: time ? at(time) : null, seconds });
const marco = { kind: "instructor" as const, id: "m", name: "Marco Rossi" };

describe("findConflicts", () => {
  it("lists a person in two heats whose floor times overlap, not in back-to-back ones", () => {
    const spots: FloorSpot[] = [
      { heat: heat("1", "19:00"), person: marco },
      { heat: heat("2", "19:01"), person: marco },
      { heat: heat("3", "19:02"), person: marco },
    ];
    // 19:00–19:01:30 overlaps 19:01–19:02:30; 19:02 starts inside heat 2 too.
    expect(findConflicts(spots).map((conflict) => conflict.heats)).toEqual([
      ["1", "2"],
      ["2", "3"],
    ]);
    const backToBack: FloorSpot[] = [
      { heat: heat("1", "19:00"), person: marco },
      { heat: heat("2", "19:01", 60), person: marco },
    ];
    expect(findConflicts([{ ...backToBack[0], heat: heat("1", "19:00", 60) }, backToBack[1]])).toEqual([]);
  });

  it("counts one untimed heat twice as a conflict, two untimed heats as none", () => {
    expect(
      findConflicts([
        { heat: heat("7", null), person: marco },
        { heat: heat("7", null), person: marco },
      ]),
    ).toHaveLength(1);
    expect(
      findConflicts([
        { heat: heat("7", null), person: marco },
        { heat: heat("8", null), person: marco },
      ]),
    ).toEqual([]);
  });
});

describe("the heat list's cells", () => {
  it("matches names however the organiser writes them", () => {
    expect(nameKey("Lee, Ana")).toBe(nameKey("ana  LEE"));
    expect(nameKey("José Núñez")).toBe("jose nunez");
  });

  it("reads times and days as organisers print them", () => {
    expect(parseWallTime("7:30 PM")).toBe("19:30");
    expect(parseWallTime("12:05am")).toBe("00:05");
    expect(parseWallTime("19.30")).toBe("19:30");
    expect(parseWallTime("25:00")).toBeNull();
    expect(parseDay("5/2/2026")).toBe("2026-05-02");
    expect(parseDay("2026-02-30")).toBeNull();
  });

  it("names a missing column, and keeps the spreadsheet's row numbers past blank lines", () => {
    expect(() => readCsv("Time,Dancer\n19:00,Ana", { heat: ["heat"], dancer: ["dancer"] }, ["heat", "dancer"])).toThrow(
      'The first line should name the columns: "Heat" is missing.',
    );
    const rows = readCsv("Heat #;Dancer\n1;Ana\n\n2;Ben", { heat: ["heat"], dancer: ["dancer"] }, ["heat"]);
    expect(rows).toEqual([
      { row: 2, values: { heat: "1", dancer: "Ana" } },
      { row: 4, values: { heat: "2", dancer: "Ben" } },
    ]);
  });
});
