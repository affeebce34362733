import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { SavedReportFilters } from "@/lib/db/schema";
import type { ReportContext, Window } from "./report-context";
import { coveringBuckets, inBuckets } from "./rollups/buckets";
import { selectRows, toNumber } from "./sql-helpers";
import { STYLE_NAMES } from "@/lib/progress/levels";

export type LessonGroup = "instructor" | "service" | "room" | "level" | "dance" | "week" | "month";

/** A dance's label in SQL: "Waltz (International Standard)", as lib/progress's danceLabel writes it; "No dance recorded" for none. */
export function danceLabelSql(alias: string): SQL {
  const styles = Object.entries(STYLE_NAMES).map(([style, name]) => sql`when ${style} then ${name}`);
  return sql`coalesce(${sql.raw(alias)}.name || ' (' || case ${sql.raw(alias)}.style ${sql.join(styles, sql` `)} else ${sql.raw(alias)}.style end || ')', 'No dance recorded')`;
}

export type LessonGroupRow = {
  key: string | null;
  label: string;
  /** Lessons and classes with at least one student attending (with a level: one of that level). */
  lessons: number;
  /** Their length, in minutes. */
  minutes: number;
  attended: number;
  noShows: number;
  lateCancels: number;
  /** What the lessons earned: their charges net of voids and fees, plus the package units they used at the unit's price. */
  revenueCents: number;
};

/** The group's key over a rollup row (f), and how its label is found once the sums are made (alias g). */
function groupColumns(group: LessonGroup, context: ReportContext): { key: SQL; join: SQL; label: SQL } {
  const plain = (key: SQL) => ({ key, join: sql``, label: sql`g.key` });
  switch (group) {
    case "instructor":
      return {
        key: sql`f.instructor_id`,
        join: sql`left join instructors x on x.id = g.key`,
        label: sql`coalesce(x.name, 'No instructor')`,
      };
    case "service":
      return { key: sql`f.service_id`, join: sql`join services x on x.id = g.key`, label: sql`x.name` };
    case "room":
      return { key: sql`f.room_id`, join: sql`left join rooms x on x.id = g.key`, label: sql`coalesce(x.name, 'No room')` };
    case "level":
      return plain(sql`f.level`);
    case "dance":
      return { key: sql`f.dance_id`, join: sql`left join dances x on x.id = g.key`, label: danceLabelSql("x") };
    case "week":
      return plain(
        sql`to_char(f.period_start - ((extract(dow from f.period_start)::int - ${context.weekStart}::int + 7) % 7), 'YYYY-MM-DD')`,
      );
    case "month":
      return plain(sql`to_char(f.period_start, 'YYYY-MM')`);
  }
}

/** The filters of a custom report (or a scoped report) on the rollup rows. */
export function rollupFilters(context: ReportContext, filters: SavedReportFilters = {}): SQL {
  const parts: SQL[] = [];
  const instructorId = context.instructorId ?? filters.instructorId;
  if (instructorId) parts.push(sql`and f.instructor_id = ${instructorId}`);
  if (filters.serviceId) parts.push(sql`and f.service_id = ${filters.serviceId}`);
  if (filters.roomId) parts.push(sql`and f.room_id = ${filters.roomId}`);
  if (filters.level) parts.push(sql`and f.level = ${filters.level}`);
  if (filters.kind) parts.push(sql`and s.kind = ${filters.kind}`);
  if (filters.danceId) parts.push(sql`and f.dance_id = ${filters.danceId}`);
  return sql.join(parts, sql` `);
}

/**
 * Posted bookings (attended, no-show, late cancel) of the window's lessons, grouped — read from the
 * rollups (by level when grouping or filtering by level). The one query behind attendance by
 * instructor and class, revenue by service and instructor, and custom reports.
 */
export async function lessonBreakdown(
  db: Db,
  context: ReportContext,
  window: Window,
  group: LessonGroup,
  options: { filters?: SavedReportFilters } = {},
): Promise<LessonGroupRow[]> {
  const { key, join, label } = groupColumns(group, context);
  const byLevel = group === "level" || Boolean(options.filters?.level);
  const table = sql.raw(byLevel ? "report_level_facts" : "report_lesson_facts");
  const buckets = coveringBuckets(window.from, window.to, group === "week" ? "day" : group === "month" ? "month" : "year");
  // The kind of lesson is the service's: joined only when filtering by it.
  const kind = options.filters?.kind ? sql`join services s on s.id = f.service_id` : sql``;
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select g.key::text as key, ${label} as label, g.lessons, g.minutes, g.attended, g.no_shows, g.late_cancels, g.revenue
      from (
        select ${key} as key, sum(f.lessons_taught) as lessons, sum(f.taught_minutes) as minutes, sum(f.attended) as attended,
          sum(f.no_shows) as no_shows, sum(f.late_cancels) as late_cancels, round(sum(f.revenue)) as revenue
        from ${table} f ${kind}
        where ${inBuckets(context.studioId, buckets)} ${rollupFilters(context, options.filters)}
        group by 1
        having sum(f.attended) + sum(f.no_shows) + sum(f.late_cancels) > 0
      ) g ${join}
      order by 2, 1`,
  );
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    label: String(row.label),
    lessons: toNumber(row.lessons),
    minutes: toNumber(row.minutes),
    attended: toNumber(row.attended),
    noShows: toNumber(row.no_shows),
    lateCancels: toNumber(row.late_cancels),
    revenueCents: toNumber(row.revenue),
  }));
}
