import "server-only";
import { and, asc, eq, gt, like, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, dances, events, figures, services, studentFigures, students } from "@/lib/db/schema";
import { newMeetingRoomUrl } from "@/lib/scheduling/meeting-link";

const DEMO_STUDENT_EMAIL = "student@promenade.test";

/** Made-up demonstration videos (YouTube watch links), one per figure, in the figures' teaching order. */
const DEMO_VIDEOS = [
  { id: "Qm7vX2pLk9A", title: "demonstration, front view" },
  { id: "b4TnR8wYc1E", title: "demonstration, with counts" },
  { id: "Hs3JdK6uV0p", title: "the lady's part, slow" },
] as const;

/**
 * Video lessons (Pro) in the demo: Sam's next private lesson is taken online in a Jitsi room made
 * the way "Create a Jitsi room" makes one, and the first Bronze figures of a dance on his checklist
 * carry a demonstration video each. Idempotent: a room is made only while none of his upcoming
 * private lessons has a link, and videos only while no figure of the studio has any.
 */
export async function seedVideoLessons(db: Db, studioId: string, now = new Date()): Promise<void> {
  const [sam] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, DEMO_STUDENT_EMAIL)));
  if (!sam) return;
  await seedRemoteLesson(db, studioId, sam.id, now);
  await seedFigureVideos(db, studioId, sam.id);
}

async function seedRemoteLesson(db: Db, studioId: string, samId: string, now: Date): Promise<void> {
  const upcoming = await db
    .select({ id: events.id, meetingUrl: events.meetingUrl })
    .from(bookings)
    .innerJoin(events, and(eq(events.studioId, bookings.studioId), eq(events.id, bookings.eventId)))
    .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
    .where(
      and(
        eq(bookings.studioId, studioId),
        eq(bookings.studentId, samId),
        eq(bookings.status, "booked"),
        eq(services.kind, "private"),
        gt(events.startsAt, now),
      ),
    )
    .orderBy(asc(events.startsAt));
  if (upcoming.length === 0 || upcoming.some((lesson) => lesson.meetingUrl)) return;
  // Taken online: the studio's room is free for someone else.
  await db
    .update(events)
    .set({ meetingUrl: newMeetingRoomUrl(), roomId: null })
    .where(and(eq(events.studioId, studioId), eq(events.id, upcoming[0].id)));
}

async function seedFigureVideos(db: Db, studioId: string, samId: string): Promise<void> {
  const [withVideo] = await db
    .select({ id: figures.id })
    .from(figures)
    .where(and(eq(figures.studioId, studioId), sql`jsonb_array_length(${figures.videos}) > 0`))
    .limit(1);
  if (withVideo) return;
  // Sam's marked Bronze figures, dance by dance in the syllabus's order: the first dance's first few.
  const marked = await db
    .select({ id: figures.id, name: figures.name, danceId: figures.danceId })
    .from(studentFigures)
    .innerJoin(figures, and(eq(figures.studioId, studentFigures.studioId), eq(figures.id, studentFigures.figureId)))
    .innerJoin(dances, and(eq(dances.studioId, figures.studioId), eq(dances.id, figures.danceId)))
    .where(
      and(
        eq(studentFigures.studioId, studioId),
        eq(studentFigures.studentId, samId),
        eq(figures.active, true),
        like(figures.level, "bronze-%"),
      ),
    )
    .orderBy(asc(dances.position), asc(dances.name), asc(figures.level), asc(figures.position));
  const chosen = marked.filter((figure) => figure.danceId === marked[0]?.danceId).slice(0, DEMO_VIDEOS.length);
  for (const [index, figure] of chosen.entries()) {
    const video = DEMO_VIDEOS[index];
    await db
      .update(figures)
      .set({ videos: [{ url: `https://www.youtube.com/watch?v=${video.id}`, title: `${figure.name}: ${video.title}` }] })
      .where(and(eq(figures.studioId, studioId), eq(figures.id, figure.id)));
  }
}
