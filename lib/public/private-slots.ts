import "server-only";
import { AppError } from "@/lib/api/app-error";
import { findFreeSlots } from "@/lib/booking/free-slots";
import type { Db } from "@/lib/db/client";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import type { PublicStudio } from "./public-studio";
import { FIRST_LESSON_DAYS } from "./schemas";
import { visitorSession } from "./visitor-session";

export type FirstLessonTime = { startsAt: string; endsAt: string };

/** The days (the studio's dates) with at least one free first private lesson. */
export type FirstLessonDays = { timeZone: string; days: string[] };

/** One day's free first private lessons, per instructor who has any. */
export type FirstLessonDay = {
  date: string;
  timeZone: string;
  instructors: { instructorId: string; instructorName: string; times: FirstLessonTime[] }[];
};

/**
 * Which days of the coming six weeks have a free first private lesson: the page's day picker offers
 * only these. Free times are found by the rules students book by (lib/booking/free-slots.ts): the
 * instructor's hours within the studio's, minus time off and lessons, a room free, not yet begun.
 */
export async function findFirstLessonDays(db: Db, studio: PublicStudio, now = new Date()): Promise<FirstLessonDays> {
  const { first, last } = offeredDays(studio, now);
  const lists = await findFreeTimes(db, studio, now, localToInstant(addDays(last, 1), "00:00", studio.timeZone), now);
  const days = new Set(lists.flatMap(({ times }) => times.map((time) => instantToLocal(new Date(time.startsAt), studio.timeZone).date)));
  return { timeZone: studio.timeZone, days: [...days].filter((day) => day >= first && day <= last).sort() };
}

/** One day's free first private lessons (the studio's date), for each instructor shown on the page. */
export async function findFirstLessonTimes(db: Db, studio: PublicStudio, date: string, now = new Date()): Promise<FirstLessonDay> {
  const { first, last } = offeredDays(studio, now);
  if (date < first || date > last)
    throw new AppError("validation", "Choose a day from today to six weeks ahead.", {
      fields: { date: `Choose a day from ${first} to ${last}.` },
    });
  const from = localToInstant(date, "00:00", studio.timeZone);
  const to = localToInstant(addDays(date, 1), "00:00", studio.timeZone);
  const lists = await findFreeTimes(db, studio, from, to, now);
  return {
    date,
    timeZone: studio.timeZone,
    instructors: lists
      .filter(({ times }) => times.length > 0)
      .map(({ instructor, times }) => ({ instructorId: instructor.id, instructorName: instructor.name, times })),
  };
}

/** Today and the last day offered, in the studio's zone. */
function offeredDays(studio: PublicStudio, now: Date) {
  const first = instantToLocal(now, studio.timeZone).date;
  return { first, last: addDays(first, FIRST_LESSON_DAYS - 1) };
}

/** Each shown instructor's free times for the first-lesson service (the page's first private service, as booking takes it). */
async function findFreeTimes(db: Db, studio: PublicStudio, from: Date, to: Date, now: Date) {
  const service = studio.privateLessons[0];
  if (!service || studio.instructors.length === 0 || to <= from) return [];
  const session = await visitorSession(db, studio.id, { id: "", name: "", email: "" });
  return Promise.all(
    studio.instructors.map(async (instructor) => {
      const slots = await findFreeSlots(
        db,
        session,
        { instructorId: instructor.id, serviceId: service.id, from: from.toISOString(), to: to.toISOString() },
        now,
      );
      return { instructor, times: slots.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })) };
    }),
  );
}
