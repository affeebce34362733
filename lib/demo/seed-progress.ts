import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { assessments, bookings, dances, events, instructors, services, students, users } from "@/lib/db/schema";
import { ensureSyllabus } from "@/lib/progress/dances";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { demoProgressRecords, type DemoDancer } from "./seed-progress-records";

const DEMO_STUDENT_EMAIL = "student@promenade.test";
const DANCERS = 13;
/** The part of the year before the schedule seed's eight weeks of lessons. */
const FIRST_WEEK = 52;
const LAST_WEEK = 9;

/** Which dances each demo dancer studies: Sam the American Smooth and Rhythm basics, the others a mix. */
const REPERTOIRES: readonly (readonly [string, string][])[] = [
  [
    ["Waltz", "american-smooth"],
    ["Foxtrot", "american-smooth"],
    ["Cha Cha", "american-rhythm"],
    ["Rumba", "american-rhythm"],
  ],
  [
    ["Waltz", "international-standard"],
    ["Quickstep", "international-standard"],
  ],
  [
    ["Cha Cha", "international-latin"],
    ["Rumba", "international-latin"],
    ["Jive", "international-latin"],
  ],
  [
    ["East Coast Swing", "american-rhythm"],
    ["Foxtrot", "american-smooth"],
  ],
  [
    ["Samba", "international-latin"],
    ["Cha Cha", "international-latin"],
  ],
  [
    ["Tango", "american-smooth"],
    ["Waltz", "american-smooth"],
    ["Rumba", "american-rhythm"],
  ],
];

/**
 * A believable year of progress for the demo student and a dozen others: weekly private lessons
 * posted attended (with the odd no-show) before the schedule seed's weeks, practice logs, check-outs
 * moving them through Bronze in a few dances (a retry here and there), figures, goals, notes and a
 * video link. Skipped once the studio has any assessment, so it runs at every start.
 */
export async function seedProgress(db: Db, studioId: string, timeZone: string, now = new Date()): Promise<void> {
  const [done] = await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.studioId, studioId)).limit(1);
  if (done) return;
  await ensureSyllabus(db, studioId);
  const people = await db
    .select({ id: students.id, email: students.email })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.active, true)))
    .orderBy(asc(students.createdAt), asc(students.name));
  const sam = people.find((row) => row.email === DEMO_STUDENT_EMAIL);
  const dancers = [...(sam ? [sam] : []), ...people.filter((row) => row !== sam)].slice(0, DANCERS);
  // The instructor with an account first: she teaches the demo student, so her screens show it.
  const teachers = (
    await db
      .select({ id: instructors.id, userId: instructors.userId })
      .from(instructors)
      .where(eq(instructors.studioId, studioId))
      .orderBy(asc(instructors.createdAt), asc(instructors.name))
  ).sort((a, b) => Number(b.userId !== null) - Number(a.userId !== null));
  const [lesson] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.studioId, studioId), eq(services.kind, "private")))
    .limit(1);
  if (dancers.length === 0 || teachers.length === 0 || !lesson) return;
  const syllabus = await db
    .select({ id: dances.id, name: dances.name, style: dances.style })
    .from(dances)
    .where(eq(dances.studioId, studioId));
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ["owner@promenade.test"]));
  const today = instantToLocal(now, timeZone).date;

  // Weekly private lessons, each dancer with one teacher at their own hour (no two share a teacher's hour).
  const lessonRows: (typeof events.$inferInsert)[] = [];
  const places: { dancer: number; startsAt: Date }[] = [];
  dancers.forEach((_, index) => {
    const teacher = teachers[index % teachers.length];
    for (let week = FIRST_WEEK; week >= LAST_WEEK; week -= 1) {
      // Most dancers take a lesson every week; some every other week.
      if (index % 3 === 2 && week % 2 === 1) continue;
      const date = addDays(today, -week * 7 + (index % 5) - 2);
      const startsAt = localToInstant(date, `${10 + Math.floor(index / teachers.length)}:00`, timeZone);
      lessonRows.push({
        studioId,
        serviceId: lesson.id,
        instructorId: teacher.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        capacity: 1,
      });
      places.push({ dancer: index, startsAt });
    }
  });
  const inserted: { id: string }[] = [];
  for (let index = 0; index < lessonRows.length; index += 500) {
    inserted.push(
      ...(await db
        .insert(events)
        .values(lessonRows.slice(index, index + 500))
        .returning({ id: events.id })),
    );
  }
  let turn = 0;
  const bookingRows = inserted.map((event, index) => {
    turn += 1;
    const status = turn % 13 === 5 ? ("no_show" as const) : turn % 29 === 11 ? ("late_cancel" as const) : ("attended" as const);
    return { studioId, eventId: event.id, studentId: dancers[places[index].dancer].id, status, createdAt: places[index].startsAt };
  });
  for (let index = 0; index < bookingRows.length; index += 500) await db.insert(bookings).values(bookingRows.slice(index, index + 500));

  const roster: DemoDancer[] = dancers.map((dancer, index) => {
    const teacher = teachers[index % teachers.length];
    return {
      studentId: dancer.id,
      index,
      recorder: teacher.userId ?? owner?.id ?? null,
      danceIds: REPERTOIRES[index % REPERTOIRES.length]
        .map(([name, style]) => syllabus.find((dance) => dance.name === name && dance.style === style)?.id)
        .filter((id): id is string => Boolean(id)),
    };
  });
  await demoProgressRecords(db, studioId, roster, today);
}
