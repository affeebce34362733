import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { preparedRows } from "@/lib/db/prepared-rows";
import { bookings, events, practiceLogs, services } from "@/lib/db/schema";
import { localToInstant } from "@/lib/dates/wall-time";
import { lastWeekStarts, weekStreak } from "./weeks";

/** Attendance rate's window: attended ÷ booked over the last 90 days. */
export const ATTENDANCE_DAYS = 90;
/** Weeks on the hours chart, and how far back a streak is counted. */
export const CHART_WEEKS = 12;
const STREAK_WEEKS = 52;
/**
 * Weeks of lessons read first: the chart's 12 and the 90 days of attendance. Older weeks matter
 * only to a streak longer than that, and a week with practice logged is active whatever its
 * lessons, so the year of lessons is read only when the streak reaches a week without practice.
 */
const RECENT_WEEKS = 13;

/** Lessons and classes count; practice parties and room rentals are the student's own practice. */
const LESSON_KINDS = sql`('private', 'group')`;
/** Places a student held for a lesson that has begun (a cancel in time, a waitlist place or a hold are not). */
const BOOKED_PLACES = sql`('booked', 'attended', 'no_show', 'late_cancel')`;
/**
 * A place whose attendance nobody has posted yet counts as booked-and-missed only two days after
 * the lesson ended: until then the instructor may simply not have taken attendance yet.
 */
const POSTING_GRACE_MS = 2 * 86_400_000;

export type Attendance = { booked: number; attended: number; noShows: number; lateCancels: number; rate: number | null };
export type WeekHours = { weekStart: string; practiceMinutes: number; lessonMinutes: number };

export type Clock = { studioId: string; studentId: string; timeZone: string; weekStart: number; today: string; now: Date };
/** What activitySql returns: places per status (90 days, posted), then [week index, minutes] pairs (0 = 52 weeks ago). */
export type ActivityJson = { places: [string, number][] | null; lessons: [number, number][] | null; practice: [number, number][] | null };

/**
 * Posted attendance, read from bookings (nothing is copied), as one JSON value computed in the
 * database so a year of lessons never crosses over row by row: places per status over 90 days,
 * lesson minutes (attended lessons and classes) per week of the last 13 (or 52 with allWeeks) and
 * practice minutes per week of the last 52.
 * Lesson minutes are rounded per local day, as the day-by-day reading always did.
 */
export function activitySql(clock: Clock, options: { practice: boolean; allWeeks?: boolean } = { practice: true }): SQL {
  const weeks = lastWeekStarts(clock.today, clock.weekStart, STREAK_WEEKS);
  const lessonsFrom = weeks[options.allWeeks ? 0 : STREAK_WEEKS - RECENT_WEEKS];
  const windowStart = localToInstant(lessonsFrom, "00:00", clock.timeZone);
  const recentFrom = new Date(clock.now.getTime() - ATTENDANCE_DAYS * 86_400_000);
  const postedBy = new Date(clock.now.getTime() - POSTING_GRACE_MS);
  const from = windowStart < recentFrom ? windowStart : recentFrom;
  const firstWeek = sql`${weeks[0]}::date`;
  const practice = options.practice
    ? sql`(select json_agg(json_build_array(week, minutes)) from (
        select (${practiceLogs.date} - ${firstWeek}) / 7 as week, sum(${practiceLogs.minutes})::int as minutes
        from ${practiceLogs}
        where ${practiceLogs.studioId} = ${clock.studioId} and ${practiceLogs.studentId} = ${clock.studentId}
          and ${practiceLogs.date} >= ${firstWeek}
        group by 1) as weekly)`
    : sql`null`;
  return sql`(with days as (
      select ${bookings.status} as status, (ev.starts_at at time zone ${clock.timeZone})::date as day,
        ev.starts_at >= ${recentFrom.toISOString()}::timestamptz as recent,
        ${bookings.status} = 'booked' and ev.ends_at > ${postedBy.toISOString()}::timestamptz as unposted,
        count(*)::int as places,
        sum(extract(epoch from ev.ends_at - ev.starts_at) / 60)::int as minutes
      -- The window is read on the booking's copy of the start (bookings_student_starts_idx), and each
      -- of those ~90 bookings looks its event up by id (offset 0 keeps the planner from hashing every
      -- event of the studio instead): never the student's years of lessons, nor the studio's.
      from ${bookings}
      cross join lateral (select ${events.startsAt} as starts_at, ${events.endsAt} as ends_at from ${events}
        inner join ${services} on ${services.id} = ${events.serviceId}
        where ${events.id} = ${bookings.eventId} and ${events.status} = 'scheduled' and ${services.kind} in ${LESSON_KINDS} offset 0) as ev
      where ${bookings.studioId} = ${clock.studioId} and ${bookings.studentId} = ${clock.studentId}
        and ${bookings.status} in ${BOOKED_PLACES}
        and ${bookings.startsAt} >= ${from.toISOString()}::timestamptz and ${bookings.startsAt} < ${clock.now.toISOString()}::timestamptz
      group by 1, 2, 3, 4)
    select json_build_object(
      'places', (select json_agg(json_build_array(status, places)) from (
        select status, sum(places)::int as places from days where recent and not unposted group by status) as recent),
      'lessons', (select json_agg(json_build_array(week, minutes)) from (
        select (day - ${firstWeek}) / 7 as week, sum(minutes)::int as minutes
        from days where status = 'attended' and day >= ${lessonsFrom}::date group by 1) as weekly),
      'practice', ${practice}))`;
}

/**
 * The attendance rate, the last 12 weeks' hours and the streak, from activitySql's value; null
 * when the streak runs back past the weeks whose lessons were read into a week without practice
 * (read again with allWeeks, which always answers).
 */
export type Activity = { attendance: Attendance; hours: WeekHours[]; streak: { weeks: number; capped: boolean } };

export function activityFrom(json: ActivityJson, clock: Pick<Clock, "today" | "weekStart">, allWeeks = false): Activity | null {
  const weeks = lastWeekStarts(clock.today, clock.weekStart, STREAK_WEEKS);
  const count = (status: string) => (json.places ?? []).reduce((total, [name, places]) => (name === status ? total + places : total), 0);
  const attended = count("attended");
  const booked = attended + count("booked") + count("no_show") + count("late_cancel");
  const attendance: Attendance = {
    booked,
    attended,
    noShows: count("no_show"),
    lateCancels: count("late_cancel"),
    rate: booked > 0 ? Math.round((attended / booked) * 1000) / 1000 : null,
  };
  const byWeek = (pairs: [number, number][] | null) => {
    const totals = weeks.map(() => 0);
    for (const [week, minutes] of pairs ?? []) if (week >= 0 && week < weeks.length) totals[week] += minutes;
    return totals;
  };
  const [lessons, practised] = [byWeek(json.lessons), byWeek(json.practice)];
  const allHours: WeekHours[] = weeks.map((weekStart, index) => ({
    weekStart,
    practiceMinutes: practised[index],
    lessonMinutes: lessons[index],
  }));
  const active = allHours.map((week) => week.practiceMinutes + week.lessonMinutes > 0);
  const streakWeeks = weekStreak(active);
  // The week that ended the run: one whose lessons weren't read, with no practice, may not end it.
  const endedBy = active.length - 1 - (active.at(-1) ? 0 : 1) - streakWeeks;
  if (!allWeeks && endedBy >= 0 && endedBy < STREAK_WEEKS - RECENT_WEEKS) return null;
  return {
    attendance,
    hours: allHours.slice(-CHART_WEEKS),
    streak: { weeks: streakWeeks, capped: streakWeeks === STREAK_WEEKS },
  };
}

/** The attendance rate, weekly hours and streak for one student (one query). */
export async function readActivity(
  db: Db,
  clock: Clock,
  options: { practice: boolean; allWeeks?: boolean } = { practice: true },
): Promise<Activity> {
  const [row] = await preparedRows<{ activity: ActivityJson }>(
    db,
    "student_activity",
    sql`select ${activitySql(clock, options)} as activity`,
  );
  // Without practice (attendance only) the streak isn't asked for: the recent weeks answer.
  const activity = activityFrom(row.activity, clock, options.allWeeks || !options.practice);
  return activity ?? (await readActivity(db, clock, { ...options, allWeeks: true }));
}
