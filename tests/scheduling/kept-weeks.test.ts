import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { EventView } from "@/lib/scheduling/event-view";
import { keepWeek, keptWeek, type KeptWeek } from "@/lib/scheduling/kept-weeks";

const NOW = 1_800_000_000_000;
const db = () => ({}) as Db;
const weekOf = (events: number, validUntil = Infinity): KeptWeek => ({
  events: Array.from({ length: events }, () => ({}) as EventView),
  validUntil,
});

describe("kept weeks", () => {
  it("answer only under the version they were kept with, and only until their first hold ends", () => {
    const store = db();
    const week = weekOf(3, NOW + 1000);
    keepWeek(store, "studio", 4, "w1", week);
    expect(keptWeek(store, "studio", 4, "w1", NOW)).toBe(week);
    expect(keptWeek(store, "studio", 5, "w1", NOW)).toBeUndefined();
    expect(keptWeek(store, "studio", 4, "w2", NOW)).toBeUndefined();
    expect(keptWeek(store, "studio", 4, "w1", NOW + 1000)).toBeUndefined();
    // Another database (a test file's, another server's) never sees them.
    expect(keptWeek(db(), "studio", 4, "w1", NOW)).toBeUndefined();
  });

  it("drop a studio's older weeks when a newer version is kept, and never keep an older answer over a newer one", () => {
    const store = db();
    keepWeek(store, "studio", 4, "w1", weekOf(1));
    keepWeek(store, "studio", 5, "w2", weekOf(1));
    expect(keptWeek(store, "studio", 4, "w1", NOW)).toBeUndefined();
    const late = weekOf(1);
    keepWeek(store, "studio", 4, "w1", late); // a slow request that read version 4 finishes last
    expect(keptWeek(store, "studio", 4, "w1", NOW)).toBeUndefined();
    expect(keptWeek(store, "studio", 5, "w2", NOW)).toBeDefined();
  });

  it("keep at most 50,000 events, the least recently read studio and week going first", () => {
    const store = db();
    keepWeek(store, "a", 1, "w", weekOf(20_000));
    keepWeek(store, "b", 1, "w", weekOf(20_000));
    expect(keptWeek(store, "a", 1, "w", NOW)).toBeDefined(); // a is now the most recently read
    keepWeek(store, "c", 1, "w", weekOf(20_000));
    expect(keptWeek(store, "b", 1, "w", NOW)).toBeUndefined();
    expect(keptWeek(store, "a", 1, "w", NOW)).toBeDefined();
    expect(keptWeek(store, "c", 1, "w", NOW)).toBeDefined();
    // One studio alone past the limit loses its oldest weeks, never the one just kept.
    keepWeek(store, "d", 1, "w1", weekOf(30_000));
    keepWeek(store, "d", 1, "w2", weekOf(30_000));
    expect(keptWeek(store, "d", 1, "w1", NOW)).toBeUndefined();
    expect(keptWeek(store, "d", 1, "w2", NOW)).toBeDefined();
  });
});
