import { addDays, weekdayOf } from "@/lib/dates/wall-time";

/** Weeks as the studio counts them (its first weekday, Sunday by default), in its local dates. */

export function weekStartOf(date: string, weekStart: number): string {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** The start dates of the last `count` weeks up to and including today's, oldest first. */
export function lastWeekStarts(today: string, weekStart: number, count: number): string[] {
  const current = weekStartOf(today, weekStart);
  return Array.from({ length: count }, (_, index) => addDays(current, (index - count + 1) * 7));
}

/**
 * Weeks in a row with some dancing (practice or a lesson), counted back from this week; a week
 * still under way that has nothing yet doesn't break the run, it just doesn't count yet.
 */
export function weekStreak(activeWeeks: readonly boolean[]): number {
  const weeks = [...activeWeeks];
  if (weeks.length > 0 && !weeks[weeks.length - 1]) weeks.pop();
  let streak = 0;
  for (let index = weeks.length - 1; index >= 0 && weeks[index]; index -= 1) streak += 1;
  return streak;
}
