// A student with five years at the demo studio, for npm run bench:progress: 1,500 lessons attended,
// 2,000 practice entries, 300 figure marks, a check-out history, goals and notes. Bulk inserts only.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  assessments,
  bookings,
  dances,
  events,
  figures,
  goals,
  instructors,
  practiceLogDances,
  practiceLogs,
  progressNotes,
  services,
  studentFigures,
  students,
} from "@/lib/db/schema";
import { ensureSyllabus } from "@/lib/progress/dances";
import { LEVEL_KEYS } from "@/lib/progress/levels";

const DAY = 86_400_000;
export const HISTORY = { lessons: 1500, practice: 2000, figureMarks: 300 } as const;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < rows.length; index += 500) await insert(rows.slice(index, index + 500));
}

export async function buildFiveYearStudent(db: Db, studioId: string, now = new Date()): Promise<string> {
  await ensureSyllabus(db, studioId);
  const [student] = await db
    .insert(students)
    .values({ studioId, name: "Five-Year Dancer", level: "Silver" })
    .returning({ id: students.id });
  // Their own teacher, so 1,500 lessons never collide with the demo's schedule.
  const [teacher] = await db.insert(instructors).values({ studioId, name: "Bench Teacher" }).returning({ id: instructors.id });
  const [lesson] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.studioId, studioId), eq(services.kind, "private")))
    .limit(1);

  // One 45-minute lesson a day at 06:00 UTC, most recent first, going back 1,500 days.
  const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const lessonRows = Array.from({ length: HISTORY.lessons }, (_, index) => {
    const startsAt = new Date(today.getTime() - (index + 1) * DAY + 6 * 3600_000);
    return {
      studioId,
      serviceId: lesson.id,
      instructorId: teacher.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      capacity: 1,
    };
  });
  const eventIds: string[] = [];
  await insertAll(lessonRows, async (chunk) =>
    eventIds.push(...(await db.insert(events).values(chunk).returning({ id: events.id })).map((row) => row.id)),
  );
  await insertAll(
    eventIds.map((eventId, index) => ({
      studioId,
      eventId,
      studentId: student.id,
      status: index % 17 === 3 ? ("no_show" as const) : ("attended" as const),
    })),
    (chunk) => db.insert(bookings).values(chunk),
  );

  const syllabus = await db.select({ id: dances.id }).from(dances).where(eq(dances.studioId, studioId));
  const danceIds = syllabus.map((row) => row.id).slice(0, 8);
  const logs = Array.from({ length: HISTORY.practice }, (_, index) => ({
    id: randomUUID(),
    studioId,
    studentId: student.id,
    date: new Date(today.getTime() - Math.floor((index * 1826) / HISTORY.practice) * DAY).toISOString().slice(0, 10),
    minutes: 30 + (index % 7) * 10,
    withPartner: index % 3 === 0,
    note: index % 5 === 0 ? "Technique and floorcraft." : null,
  }));
  await insertAll(logs, (chunk) => db.insert(practiceLogs).values(chunk));
  await insertAll(
    logs.flatMap((log, index) =>
      [danceIds[index % danceIds.length], danceIds[(index + 3) % danceIds.length]].map((danceId) => ({
        studioId,
        practiceLogId: log.id,
        danceId,
      })),
    ),
    (chunk) => db.insert(practiceLogDances).values(chunk),
  );

  // 300 figures marked: the starter syllabus's, and a dance of the studio's own for the rest.
  const [own] = await db
    .insert(dances)
    .values({ studioId, name: "Bench Showcase", style: "club", position: 99 })
    .returning({ id: dances.id });
  await db.insert(figures).values(
    Array.from({ length: 120 }, (_, index) => ({
      studioId,
      danceId: own.id,
      level: LEVEL_KEYS[1 + (index % 12)],
      name: `Figure ${index + 1}`,
      position: index,
    })),
  );
  const allFigures = await db.select({ id: figures.id }).from(figures).where(eq(figures.studioId, studioId));
  await insertAll(
    allFigures.slice(0, HISTORY.figureMarks).map((figure, index) => ({
      studioId,
      studentId: student.id,
      figureId: figure.id,
      status: index % 4 === 0 ? ("learning" as const) : ("checked" as const),
      checkedAt: index % 4 === 0 ? null : new Date(today.getTime() - index * 5 * DAY).toISOString().slice(0, 10),
    })),
    (chunk) => db.insert(studentFigures).values(chunk),
  );

  // A check-out every few weeks in eight dances up the ladder, a retry now and then.
  await db.insert(assessments).values(
    danceIds.flatMap((danceId, dance) =>
      LEVEL_KEYS.slice(1, 13).map((level, step) => ({
        studioId,
        studentId: student.id,
        danceId,
        level,
        result: (step + dance) % 5 === 4 ? ("retry" as const) : ("pass" as const),
        date: new Date(today.getTime() - (1800 - step * 140 - dance * 9) * DAY).toISOString().slice(0, 10),
      })),
    ),
  );
  await db.insert(goals).values([
    {
      studioId,
      studentId: student.id,
      title: "Gold 4 Waltz",
      kind: "level",
      level: "gold-4",
      targetDate: new Date(today.getTime() + 200 * DAY).toISOString().slice(0, 10),
    },
    {
      studioId,
      studentId: student.id,
      title: "5 hours a week",
      kind: "practice",
      weeklyMinutes: 300,
      targetDate: new Date(today.getTime() + 90 * DAY).toISOString().slice(0, 10),
    },
  ]);
  await insertAll(
    Array.from({ length: 200 }, (_, index) => ({
      studioId,
      studentId: student.id,
      body: `Lesson note ${index + 1}`,
      videoUrl: index % 10 === 0 ? `https://videos.example.com/${index}` : null,
      createdAt: new Date(today.getTime() - index * 9 * DAY),
    })),
    (chunk) => db.insert(progressNotes).values(chunk),
  );
  return student.id;
}
