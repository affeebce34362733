import "server-only";
import { and, eq, gt, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { postgresCode } from "@/lib/db/postgres-error";
import { events } from "@/lib/db/schema";
import { findEventViewsByIds, type EventView } from "./event-view";
import { formatDay, formatTimeRange } from "@/lib/dates/wall-time";

/** A time range some event wants for an instructor and/or a room. */
export type Slot = { startsAt: Date; endsAt: Date; instructorId: string | null; roomId: string | null };

export type Conflict = {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  instructor?: { id: string; name: string };
  room?: { id: string; name: string };
};

/** Scheduled events that would overlap any slot on its instructor or room (ignoring `excludeIds`). */
export async function findConflicts(db: Db, studioId: string, slots: Slot[], excludeIds: string[] = []): Promise<Conflict[]> {
  const instructorIds = [...new Set(slots.map((slot) => slot.instructorId).filter((id): id is string => Boolean(id)))];
  const roomIds = [...new Set(slots.map((slot) => slot.roomId).filter((id): id is string => Boolean(id)))];
  if (slots.length === 0 || (instructorIds.length === 0 && roomIds.length === 0)) return [];
  const minStart = new Date(Math.min(...slots.map((slot) => slot.startsAt.getTime())));
  const maxEnd = new Date(Math.max(...slots.map((slot) => slot.endsAt.getTime())));
  const rows = await db
    .select({ id: events.id, instructorId: events.instructorId, roomId: events.roomId, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(
      and(
        eq(events.studioId, studioId),
        eq(events.status, "scheduled"),
        lt(events.startsAt, maxEnd),
        gt(events.endsAt, minStart),
        or(
          instructorIds.length ? inArray(events.instructorId, instructorIds) : undefined,
          roomIds.length ? inArray(events.roomId, roomIds) : undefined,
        ),
        excludeIds.length ? notInArray(events.id, excludeIds) : undefined,
      ),
    );

  const hits = new Map<string, { byInstructor: boolean; byRoom: boolean }>();
  for (const slot of slots) {
    for (const row of rows) {
      if (!(row.startsAt < slot.endsAt && row.endsAt > slot.startsAt)) continue;
      const byInstructor = Boolean(slot.instructorId && row.instructorId === slot.instructorId);
      const byRoom = Boolean(slot.roomId && row.roomId === slot.roomId);
      if (!byInstructor && !byRoom) continue;
      const seen = hits.get(row.id) ?? { byInstructor: false, byRoom: false };
      hits.set(row.id, { byInstructor: seen.byInstructor || byInstructor, byRoom: seen.byRoom || byRoom });
    }
  }
  const views = await findEventViewsByIds(db, studioId, [...hits.keys()]);
  return views.map((view) => toConflict(view, hits.get(view.id)!));
}

function toConflict(view: EventView, hit: { byInstructor: boolean; byRoom: boolean }): Conflict {
  return {
    id: view.id,
    title: view.title,
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    ...(hit.byInstructor && view.instructor ? { instructor: { id: view.instructor.id, name: view.instructor.name } } : {}),
    ...(hit.byRoom && view.room ? { room: { id: view.room.id, name: view.room.name } } : {}),
  };
}

/** 409 naming what collides and when: "Maria Lopez already teaches Bronze Waltz 10:00–10:45 AM". */
export function conflictError(conflicts: Conflict[], timeZone: string, withDay: boolean): AppError {
  const [first] = conflicts;
  const start = new Date(first.startsAt);
  const when = `${withDay ? `on ${formatDay(start, timeZone)}, ` : ""}${formatTimeRange(start, new Date(first.endsAt), timeZone)}`;
  const sentence = first.instructor
    ? `${first.instructor.name} already teaches ${first.title} ${when}`
    : `${first.room?.name ?? "That room"} is already booked for ${first.title} ${when}`;
  const more = conflicts.length > 1 ? ` (and ${conflicts.length - 1} more)` : "";
  return new AppError("conflict", `${sentence}${more}.`, { extra: { conflicts } });
}

/**
 * Runs `work` (inserts or updates of `slots`, in one transaction) after a friendly pre-check. Two
 * requests can both pass the pre-check; the EXCLUDE constraints then refuse the later one (SQLSTATE
 * 23P01), which we answer with the same 409 by looking the winner up.
 */
export async function guardOverlaps<T>(
  db: Db,
  context: { studioId: string; timeZone: string; slots: Slot[]; excludeIds?: string[] },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const withDay = new Set(context.slots.map((slot) => slot.startsAt.toDateString())).size > 1;
  const before = await findConflicts(db, context.studioId, context.slots, context.excludeIds);
  if (before.length > 0) throw conflictError(before, context.timeZone, withDay);
  try {
    return await retryDeadlocks(() =>
      db.transaction(async (tx) => {
        await lockTimelines(tx, context.slots);
        return work(tx);
      }),
    );
  } catch (error) {
    if (postgresCode(error) !== "23P01") throw error;
    const after = await findConflicts(db, context.studioId, context.slots, context.excludeIds);
    if (after.length > 0) throw conflictError(after, context.timeZone, withDay);
    throw new AppError("conflict", "Someone else booked that time a moment ago. Please choose another time.");
  }
}

/**
 * Writers into one instructor's or room's time queue here, each lock taken in one order, before any
 * row is written. Without it, concurrent writers of overlapping rows each wait for the other's row in
 * the EXCLUDE check, PostgreSQL breaks each cycle with "deadlock detected", and under a burst (50
 * moves into one slot, CI) every attempt of every writer could lose: nobody moved, and requests
 * waited for a connection until they failed. Now the first commits and the rest meet its row: 409.
 * Transaction-scoped, so it holds through PgBouncer's transaction mode; ids are UUIDs, so the text
 * names no studio.
 */
async function lockTimelines(tx: Tx, slots: Slot[]): Promise<void> {
  const keys = new Set<string>();
  for (const slot of slots) {
    if (slot.instructorId) keys.add(`promenade:instructor:${slot.instructorId}`);
    if (slot.roomId) keys.add(`promenade:room:${slot.roomId}`);
  }
  for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * On PostgreSQL two writers can still wait for each other (a booked student's row locks, say); the
 * server then aborts one with "deadlock detected" (40P01). That transaction did nothing, so it is
 * run again — and now meets the winner's row and gets the ordinary overlap answer (409).
 */
async function retryDeadlocks<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (postgresCode(error) !== "40P01" || attempt >= attempts) throw error;
    }
  }
}
