import "server-only";
import type { ParsedAnswer } from "@/lib/api/answer-fields";
import type { Db } from "@/lib/db/client";
import type { EventView } from "./event-view";
import type { ZEventsView } from "./views";

/** A week's answer as the week query gave it, and until when it holds without any change. */
export type KeptWeek = {
  events: EventView[];
  /** Epoch ms when the first place held for checkout in it runs out (its fill drops then); Infinity: none. */
  validUntil: number;
  /** The answer parsed through its view and written as JSON once, on first use (GET /api/events sends it as it is). */
  answer?: ParsedAnswer<typeof ZEventsView>;
};

type StudioWeeks = { version: number; weeks: Map<string, KeptWeek>; events: number };

/** At most this many events kept per process and database (~1 KB each with their JSON), the least recently read studios dropped first. */
const MAX_EVENTS = 50_000;

const keptByDb = new WeakMap<Db, { studios: Map<string, StudioWeeks>; events: number }>();

/**
 * Weeks of the schedule kept in memory under the studio's schedule version: the version
 * moves whenever a change to anything a week shows commits (drizzle/0034_studio_versions_extras.sql),
 * so a week kept under the version a request just read is exactly what the query would answer —
 * until a held place runs out, which no write announces: `validUntil` says when.
 */
export function keptWeek(db: Db, studioId: string, version: number, key: string, nowMs: number): KeptWeek | undefined {
  const studios = keptByDb.get(db)?.studios;
  const studio = studios?.get(studioId);
  if (!studios || !studio || studio.version !== version) return undefined;
  const week = studio.weeks.get(key);
  if (!week || week.validUntil <= nowMs) return undefined;
  // Most recently read last: the first studio (and week) in a map is the one dropped when memory runs short.
  studios.delete(studioId);
  studios.set(studioId, studio);
  studio.weeks.delete(key);
  studio.weeks.set(key, week);
  return week;
}

export function keepWeek(db: Db, studioId: string, version: number, key: string, week: KeptWeek): void {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = { studios: new Map(), events: 0 }));
  let studio = kept.studios.get(studioId);
  if (studio && studio.version > version) return; // a newer version is kept already: this answer is older
  if (!studio || studio.version !== version) {
    // The studio changed: every week kept under the old version is stale.
    kept.events -= studio?.events ?? 0;
    studio = { version, weeks: new Map(), events: 0 };
  }
  kept.studios.delete(studioId);
  kept.studios.set(studioId, studio);
  const added = week.events.length - (studio.weeks.get(key)?.events.length ?? 0);
  studio.weeks.delete(key);
  studio.weeks.set(key, week);
  studio.events += added;
  kept.events += added;
  for (const [id, oldest] of kept.studios) {
    if (kept.events <= MAX_EVENTS || id === studioId) break;
    kept.studios.delete(id);
    kept.events -= oldest.events;
  }
  // One studio past the limit on its own: its least recently read weeks go.
  for (const [weekKey, oldest] of studio.weeks) {
    if (kept.events <= MAX_EVENTS || weekKey === key) break;
    studio.weeks.delete(weekKey);
    studio.events -= oldest.events.length;
    kept.events -= oldest.events.length;
  }
}
