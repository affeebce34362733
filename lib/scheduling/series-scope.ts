import "server-only";
import { and, eq, gt, gte, or } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import type { TScope } from "./schemas";

export type EventRow = typeof events.$inferSelect;

export async function loadEvent(db: Db, studioId: string, id: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.studioId, studioId), eq(events.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "That event doesn't exist in your studio.");
  return row;
}

/**
 * The occurrences an edit applies to. `one`: the event. `following`: it and every later scheduled
 * occurrence of its series. `all`: every scheduled occurrence that has not ended yet, plus the one
 * being edited — lessons already taught are history and are never moved.
 */
export async function scopeTargets(db: Db, target: EventRow, scope: TScope, now = new Date()): Promise<EventRow[]> {
  if (scope === "one" || !target.seriesId) return [target];
  const inSeries = and(eq(events.studioId, target.studioId), eq(events.seriesId, target.seriesId), eq(events.status, "scheduled"));
  const rows = await db
    .select()
    .from(events)
    .where(
      and(inSeries, scope === "following" ? gte(events.startsAt, target.startsAt) : or(gt(events.endsAt, now), eq(events.id, target.id))),
    )
    .orderBy(events.startsAt);
  return rows.some((row) => row.id === target.id) ? rows : [target, ...rows];
}
