import { sql, type SQL } from "drizzle-orm";
import { addDays } from "@/lib/dates/wall-time";

/** The rollup buckets that exactly cover a span of local dates: whole years, then whole months, then single days. */
export type Buckets = { years: string[]; months: string[]; days: string[] };

function nextMonth(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
}

function monthEnd(month: string): string {
  return addDays(nextMonth(month), -1);
}

/**
 * Greedy from the start: a year when the span holds it from January 1st to December 31st, else a month
 * when it holds the whole month, else the day (never larger than `largest`: grouping by month needs
 * months, by week days). Five years read as ~5 + 24 + 62 buckets at most.
 */
export function coveringBuckets(from: string, to: string, largest: "year" | "month" | "day" = "year"): Buckets {
  const buckets: Buckets = { years: [], months: [], days: [] };
  let day = from;
  while (day <= to) {
    const yearEnd = `${day.slice(0, 4)}-12-31`;
    if (largest === "year" && day.endsWith("-01-01") && yearEnd <= to) {
      buckets.years.push(day);
      day = addDays(yearEnd, 1);
    } else if (largest !== "day" && day.endsWith("-01") && monthEnd(day) <= to) {
      buckets.months.push(day);
      day = nextMonth(day);
    } else {
      buckets.days.push(day);
      day = addDays(day, 1);
    }
  }
  return buckets;
}

const dates = (values: string[]) => sql`${`{${values.join(",")}}`}::date[]`;

/** SQL: the rollup rows (alias `f`) of a studio in exactly those buckets. */
export function inBuckets(studioId: string, buckets: Buckets, alias = "f"): SQL {
  const f = sql.raw(alias);
  const parts: SQL[] = [];
  if (buckets.years.length) parts.push(sql`(${f}.grain = 'year' and ${f}.period_start = any(${dates(buckets.years)}))`);
  if (buckets.months.length) parts.push(sql`(${f}.grain = 'month' and ${f}.period_start = any(${dates(buckets.months)}))`);
  if (buckets.days.length) parts.push(sql`(${f}.grain = 'day' and ${f}.period_start = any(${dates(buckets.days)}))`);
  if (parts.length === 0) return sql`false`;
  // The first line is what the index (studio_id, grain, period_start, …) can seek; the second keeps each grain to its own dates.
  const grains = [buckets.years.length && "year", buckets.months.length && "month", buckets.days.length && "day"].filter(
    Boolean,
  ) as string[];
  const all = [...buckets.years, ...buckets.months, ...buckets.days];
  return sql`${f}.studio_id = ${studioId} and ${f}.grain = any(${`{${grains.join(",")}}`}::text[]) and ${f}.period_start = any(${dates(all)})
    and (${sql.join(parts, sql` or `)})`;
}

/** The first date rollups can hold: "everything up to" questions (a balance, a last visit) start here. */
export const BEGINNING = "1970-01-01";
