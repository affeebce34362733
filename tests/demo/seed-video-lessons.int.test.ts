import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { bookings, events, figures, services, studentFigures, students } from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { videoEmbed } from "@/lib/progress/video-embed";

const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/Promenade-[A-Za-z0-9_-]{22}$/;

describe("seedDemo: video lessons", () => {
  it("puts one of Sam's upcoming private lessons online in a Jitsi room and videos on Bronze figures of his checklist — once", async () => {
    const db = await getDb();
    const { studioId } = await seedDemo(db);
    const [sam] = await db.select().from(students).where(eq(students.email, "student@promenade.test"));
    const samsUpcomingPrivates = () =>
      db
        .select({ id: events.id, meetingUrl: events.meetingUrl, roomId: events.roomId })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .innerJoin(services, eq(services.id, events.serviceId))
        .where(
          and(eq(bookings.studentId, sam.id), eq(bookings.status, "booked"), eq(services.kind, "private"), gt(events.startsAt, new Date())),
        )
        .orderBy(asc(events.startsAt));
    const withVideos = () =>
      db
        .select({ id: figures.id, level: figures.level, danceId: figures.danceId, videos: figures.videos })
        .from(figures)
        .where(and(eq(figures.studioId, studioId), sql`jsonb_array_length(${figures.videos}) > 0`))
        .orderBy(asc(figures.id));

    const lessons = await samsUpcomingPrivates();
    const remote = lessons.filter((lesson) => lesson.meetingUrl !== null);
    expect(remote).toHaveLength(1);
    expect(remote[0].meetingUrl).toMatch(JITSI_ROOM);
    expect(remote[0].roomId).toBeNull();
    // Nobody else's lesson got a link.
    expect(await db.select({ id: events.id }).from(events).where(isNotNull(events.meetingUrl))).toEqual([{ id: remote[0].id }]);

    const shown = await withVideos();
    expect(shown).toHaveLength(3);
    expect(new Set(shown.map((figure) => figure.danceId)).size).toBe(1);
    for (const figure of shown) {
      expect(figure.level).toMatch(/^bronze-/);
      expect(figure.videos).toHaveLength(1);
      expect(figure.videos[0].url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
      expect(figure.videos[0].title).not.toBe("");
      expect(videoEmbed(figure.videos[0].url)).toMatchObject({ kind: "youtube" });
    }
    // On Sam's checklist: figures his instructors marked.
    const marks = await db.select({ figureId: studentFigures.figureId }).from(studentFigures).where(eq(studentFigures.studentId, sam.id));
    expect(shown.every((figure) => marks.some((mark) => mark.figureId === figure.id))).toBe(true);

    await seedDemo(db);
    expect(await samsUpcomingPrivates()).toEqual(lessons);
    expect(await withVideos()).toEqual(shown);
  });
});
