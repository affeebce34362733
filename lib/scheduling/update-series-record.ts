import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { events, series } from "@/lib/db/schema";
import type { Slot } from "./conflicts";
import type { TUpdateEvent } from "./schemas";
import type { EventRow } from "./series-scope";
import { addDays, daysBetween, instantToLocal } from "@/lib/dates/wall-time";

/**
 * Keeps the series record true to its occurrences after a `following` or `all` edit. `all` rewrites
 * the series; `following` splits it: the old series ends the day before, a new one carries the
 * edited occurrences, so a later "all" edit of either half leaves the other alone.
 */
export async function updateSeriesRecord(
  tx: Tx,
  edit: { target: EventRow; scope: "following" | "all"; targets: EventRow[]; targetSlot: Slot; patch: TUpdateEvent; timeZone: string },
): Promise<void> {
  const { target, targetSlot, patch, timeZone } = edit;
  const [current] = await tx.select().from(series).where(eq(series.id, target.seriesId!)).limit(1);
  if (!current) return;
  const before = instantToLocal(target.startsAt, timeZone);
  const after = instantToLocal(targetSlot.startsAt, timeZone);
  const dayShift = daysBetween(before.date, after.date);
  const changes = {
    weekdays: [...new Set(current.weekdays.map((day) => (((day + dayShift) % 7) + 7) % 7))].sort(),
    startTime: after.time,
    durationMinutes: Math.round((targetSlot.endsAt.getTime() - targetSlot.startsAt.getTime()) / 60_000),
    instructorId: targetSlot.instructorId,
    roomId: targetSlot.roomId,
    ...(patch.serviceId ? { serviceId: patch.serviceId } : {}),
    ...(patch.capacity ? { capacity: patch.capacity } : {}),
    ...(patch.notes !== undefined ? { notes: patch.notes || null } : {}),
  };

  if (edit.scope === "all") {
    await tx.update(series).set(changes).where(eq(series.id, current.id));
    return;
  }
  const { id: _id, createdAt: _createdAt, ...rest } = current;
  const [split] = await tx
    .insert(series)
    .values({ ...rest, ...changes, startDate: after.date, count: null })
    .returning({ id: series.id });
  await tx
    .update(series)
    .set({ untilDate: addDays(before.date, -1), count: null })
    .where(eq(series.id, current.id));
  await tx
    .update(events)
    .set({ seriesId: split.id })
    .where(
      and(
        eq(events.studioId, target.studioId),
        inArray(
          events.id,
          edit.targets.map((row) => row.id),
        ),
      ),
    );
}
