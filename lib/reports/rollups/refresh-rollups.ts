import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { isReplicaDb, replayedOnReplica } from "@/lib/db/replica";
import { dayScope } from "./day-scope";
import { ROLLUP_FAMILIES, type RollupFamily } from "./rollup-families";

const dates = (values: string[]) => sql`${`{${values.join(",")}}`}::date[]`;

/** Month (or year) rows of a family, summed from the grain below for the given buckets. */
function rollUp(family: RollupFamily, studioId: string, grain: "month" | "year", starts: string[]) {
  const sorted = [...starts].sort();
  // A range the index can seek, then the exact buckets.
  const until =
    grain === "month"
      ? sql`${sorted[sorted.length - 1]}::date + interval '1 month'`
      : sql`${sorted[sorted.length - 1]}::date + interval '1 year'`;
  const below = grain === "month" ? "day" : "month";
  const dims = family.dims.join(", ");
  const columns = [...family.sums, ...(family.mins ?? []), ...(family.maxs ?? []), ...(family.firsts ?? []).map(([column]) => column)];
  const values = [
    ...family.sums.map((column) => `sum(${column})`),
    ...(family.mins ?? []).map((column) => `min(${column})`),
    ...(family.maxs ?? []).map((column) => `max(${column})`),
    ...(family.firsts ?? []).map(([column, order]) => `(array_agg(${column} order by ${order}) filter (where ${order} is not null))[1]`),
  ];
  const bucket = sql.raw(`date_trunc('${grain}', period_start)::date`);
  return sql`insert into ${sql.raw(family.table)} (studio_id, grain, period_start, ${sql.raw(dims)}, ${sql.raw(columns.join(", "))})
    select studio_id, ${grain}, ${bucket}, ${sql.raw(dims)}, ${sql.raw(values.join(", "))}
    from ${sql.raw(family.table)}
    where studio_id = ${studioId} and grain = ${below} and period_start >= ${sorted[0]}::date and period_start < ${until}
      and ${bucket} = any(${dates(starts)})
    group by studio_id, ${bucket}, ${sql.raw(dims)}`;
}

function remove(family: RollupFamily, studioId: string, grain: string, starts: string[]) {
  return sql`delete from ${sql.raw(family.table)} where studio_id = ${studioId} and grain = ${grain} and period_start = any(${dates(starts)})`;
}

/**
 * Recomputes the studio's dirty days from the source tables, then the months and years holding them,
 * in one transaction: the dirty marks are taken (deleted) first, so a change committed meanwhile
 * marks its day again and the next report folds it in. Returns how many days were recomputed.
 */
export async function refreshRollups(db: Db, studioId: string, timeZone: string): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await queryRows<{ day: string }>(
      tx,
      sql`delete from report_dirty_days where studio_id = ${studioId} returning day::text as day`,
    );
    if (taken.length === 0) return 0;
    const days = taken.map((row) => row.day);
    const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))];
    const years = [...new Set(days.map((day) => `${day.slice(0, 4)}-01-01`))];
    const scope = dayScope(studioId, timeZone, days);
    for (const family of ROLLUP_FAMILIES) {
      await tx.execute(remove(family, studioId, "day", days));
      await tx.execute(family.days(scope));
      await tx.execute(remove(family, studioId, "month", months));
      await tx.execute(rollUp(family, studioId, "month", months));
      await tx.execute(remove(family, studioId, "year", years));
      await tx.execute(rollUp(family, studioId, "year", years));
    }
    // After a large rebuild the planner needs the tables' new shape (PGlite runs no autovacuum).
    if (days.length > 60) for (const family of ROLLUP_FAMILIES) await tx.execute(sql.raw(`analyze ${family.table}`));
    return days.length;
  });
}

/**
 * Folds the studio's changed days into the rollups before a report reads them. A read replica can't
 * write: with no changed days in its copy, its rollups are exact for what it has replayed and it is
 * read as it is; with some, they are folded on the primary and the report waits until the replica
 * has replayed that (lib/db/replica.ts), or runs on the primary.
 */
export async function foldBeforeReading(db: Db, studioId: string, timeZone: string): Promise<void> {
  if (!isReplicaDb(db)) {
    await refreshRollups(db, studioId, timeZone);
    return;
  }
  const [changed] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from report_dirty_days where studio_id = ${studioId}) as any`,
  );
  if (!changed.any) return;
  await refreshRollups(await getDb(), studioId, timeZone);
  await replayedOnReplica(db);
}

/** Marks every day the studio has anything on (lessons, ledger, sales) dirty: the next report rebuilds all its rollups. */
export async function markAllDirty(db: Db, studioId: string): Promise<void> {
  await db.execute(sql`select report_mark_all(${studioId}::uuid)`);
}
