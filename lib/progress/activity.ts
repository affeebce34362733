import "server-only";
import { and, eq, gte, inArray, lt, sql, sum } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, events, practiceLogs, services } from "@/lib/db/schema";
import { localToInstant } from "@/lib/dates/wall-time";
import { lastWeekStarts, minutesByWeek, weekStreak } from "./weeks";

/** Attendance rate's window (the issue: attended ÷ booked over the last 90 days). */
export const ATTENDANCE_DAYS = 90;
/** Weeks on the hours chart, and how far back a streak is counted. */
export const CHART_WEEKS = 12;
const STREAK_WEEKS = 52;

/** Lessons and classes count; practice parties and room rentals are the student's own practice. */
const LESSON_KINDS = ["private", "group"] as const;
/** Places a student held for a lesson that has begun (a cancel in time, a waitlist place or a hold are not). */
const BOOKED_PLACES = ["booked", "attended", "no_show", "late_cancel"] as const;
/**
 * A place whose attendance nobody has posted yet counts as booked-and-missed only two days after
 * the lesson ended: until then the instructor may simply not have taken attendance yet.
 */
const POSTING_GRACE_MS = 2 * 86_400_000;

export type Attendance = { booked: number; attended: number; noShows: number; lateCancels: number; rate: number | null };
export type WeekHours = { weekStart: string; practiceMinutes: number; lessonMinutes: number };

type Clock = { studioId: string; studentId: string; timeZone: string; weekStart: number; today: string; now: Date };

/**
 * Posted attendance, read from bookings (nothing is copied): the 90-day attendance rate, lesson
 * minutes (attended lessons and classes) and practice minutes per week, and the weeks-in-a-row streak.
 */
export async function readActivity(db: Db, clock: Clock, options: { practice: boolean } = { practice: true }) {
  const weeks = lastWeekStarts(clock.today, clock.weekStart, STREAK_WEEKS);
  const windowStart = localToInstant(weeks[0], "00:00", clock.timeZone);
  const recentFrom = new Date(clock.now.getTime() - ATTENDANCE_DAYS * 86_400_000);
  const postedBy = new Date(clock.now.getTime() - POSTING_GRACE_MS);
  const from = windowStart < recentFrom ? windowStart : recentFrom;
  const [places, practice] = await Promise.all([
    db
      .select({
        status: bookings.status,
        day: sql<string>`to_char(${events.startsAt} at time zone ${clock.timeZone}, 'YYYY-MM-DD')`,
        recent: sql<boolean>`${events.startsAt} >= ${recentFrom.toISOString()}::timestamptz`,
        unposted: sql<boolean>`${bookings.status} = 'booked' and ${events.endsAt} > ${postedBy.toISOString()}::timestamptz`,
        places: sql<number>`count(*)::int`,
        minutes: sql<number>`sum(extract(epoch from ${events.endsAt} - ${events.startsAt}) / 60)::int`,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(services, eq(services.id, events.serviceId))
      .where(
        and(
          eq(bookings.studioId, clock.studioId),
          eq(bookings.studentId, clock.studentId),
          inArray(bookings.status, BOOKED_PLACES),
          eq(events.status, "scheduled"),
          inArray(services.kind, LESSON_KINDS),
          gte(events.startsAt, from),
          lt(events.startsAt, clock.now),
        ),
      )
      .groupBy(sql`1, 2, 3, 4`),
    options.practice
      ? db
          .select({ date: practiceLogs.date, minutes: sum(practiceLogs.minutes).mapWith(Number) })
          .from(practiceLogs)
          .where(
            and(eq(practiceLogs.studioId, clock.studioId), eq(practiceLogs.studentId, clock.studentId), gte(practiceLogs.date, weeks[0])),
          )
          .groupBy(practiceLogs.date)
      : Promise.resolve([]),
  ]);

  const recent = places.filter((row) => row.recent && !row.unposted);
  const count = (statuses: readonly string[]) =>
    recent.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + Number(row.places), 0);
  const booked = count(BOOKED_PLACES);
  const attended = count(["attended"]);
  const attendance: Attendance = {
    booked,
    attended,
    noShows: count(["no_show"]),
    lateCancels: count(["late_cancel"]),
    rate: booked > 0 ? Math.round((attended / booked) * 1000) / 1000 : null,
  };

  const lessons = minutesByWeek(
    weeks,
    clock.weekStart,
    places.filter((row) => row.status === "attended").map((row) => ({ date: row.day, minutes: Number(row.minutes) })),
  );
  const practised = minutesByWeek(weeks, clock.weekStart, practice);
  const allWeeks: WeekHours[] = weeks.map((weekStart) => ({
    weekStart,
    practiceMinutes: practised.get(weekStart) ?? 0,
    lessonMinutes: lessons.get(weekStart) ?? 0,
  }));
  const streakWeeks = weekStreak(allWeeks.map((week) => week.practiceMinutes + week.lessonMinutes > 0));
  const lastPracticeOn = practice.reduce<string | null>((last, day) => (last === null || day.date > last ? day.date : last), null);
  return {
    attendance,
    hours: allWeeks.slice(-CHART_WEEKS),
    streak: { weeks: streakWeeks, capped: streakWeeks === STREAK_WEEKS },
    lastPracticeOn,
  };
}
