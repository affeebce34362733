import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { bookings, events, instructors, services } from "@/lib/db/schema";
import { readEveryGet } from "../helpers/answer-walk";
import { hoursFromNow, makeEvent, makeStudent } from "../helpers/people-factory";
import { makeWorld } from "../helpers/route-fixtures";

/**
 * Every GET of the API read as owner, instructor, student and a visitor, in a studio with two
 * remote lessons: Sam's class with Maria (the world's instructor), and a private lesson of another
 * instructor with another student. A meeting link may appear only in the answers of the lesson's
 * people: the owner; Maria and Sam for their class; nobody else at all for the other lesson.
 */
describe("meeting links in every answer", () => {
  it("reach the lesson's people only, whatever endpoint is read", async () => {
    const world = await makeWorld();
    const db = await getDb();
    const theirsUrl = "https://zoom.us/j/5550001111?pwd=theirs";
    const oursUrl = "https://meet.jit.si/Promenade-WalkOursRoom0000000a";
    await db.update(events).set({ meetingUrl: oursUrl }).where(eq(events.id, world.records.events));
    const [other] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.name, "James Chen")).limit(1);
    const [lessonService] = await db.select({ id: services.id }).from(services).where(eq(services.studioId, world.studio.id)).limit(1);
    const stranger = await makeStudent(world.studio.id, { name: "Tess Stranger" });
    const theirs = await makeEvent(world.studio.id, { serviceId: lessonService.id, instructorId: other.id, startsAt: hoursFromNow(74) });
    await db.update(events).set({ meetingUrl: theirsUrl }).where(eq(events.id, theirs.id));
    await db.insert(bookings).values({ studioId: world.studio.id, eventId: theirs.id, studentId: stranger.id, status: "booked" });

    const readings = await readEveryGet(world);
    const carrying = (url: string) =>
      readings
        .filter((reading) => JSON.stringify(reading.body).includes(url))
        .map((reading) => `${reading.reader ?? "visitor"} ${reading.endpoint.name}`);

    const theirsSeen = carrying(theirsUrl);
    expect(theirsSeen.filter((line) => !line.startsWith("owner "))).toEqual([]);
    const oursSeen = carrying(oursUrl);
    expect(oursSeen.filter((line) => line.startsWith("visitor "))).toEqual([]);
    // Sam (booked) reads his class's link where the lesson is asked about by id.
    expect(oursSeen).toContain("student GET /api/events/{id}/meeting");
    expect(oursSeen).toContain("instructor GET /api/events/{id}/meeting");
    expect(oursSeen).toContain("owner GET /api/events/{id}/meeting");
  }, 240_000);
});
