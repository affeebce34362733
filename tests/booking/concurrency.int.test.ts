import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { getDb } from "@/lib/db/client";
import { bookings, instructorAvailability, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

const PARALLEL = 200;
const PLACES = 20;

async function crowd(plan: "pro" | "basic") {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db.update(studios).set({ plan }).where(eq(studios.id, s.studio.id));
  const event = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.instructor.id,
    startsAt: hoursFromNow(72),
    capacity: PLACES,
  });
  const people = await Promise.all(Array.from({ length: PARALLEL }, () => makeStudent(s.studio.id)));
  const started = performance.now();
  const responses = await Promise.all(
    people.map((student) => callRoute(bookRoute, { token: s.owner.token, params: { id: event.id }, body: { studentId: student.id } })),
  );
  const ms = Math.round(performance.now() - started);
  const rows = await db.select().from(bookings).where(eq(bookings.eventId, event.id));
  return { responses, rows, ms };
}

describe("booking under concurrent requests", () => {
  it(`${PARALLEL} parallel bookings for ${PLACES} places on Pro: ${PLACES} booked, the rest waitlisted in arrival order`, async () => {
    const { responses, rows, ms } = await crowd("pro");
    console.log(`[concurrency] ${PARALLEL} parallel bookings (Pro): ${ms} ms`);
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(rows.filter((row) => row.status === "booked")).toHaveLength(PLACES);
    const waitlisted = rows.filter((row) => row.status === "waitlisted");
    expect(waitlisted).toHaveLength(PARALLEL - PLACES);
    // Arrival order is the order the event's row lock was granted: positions 1…180, each exactly once.
    const positions = waitlisted.map((row) => row.position!).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: PARALLEL - PLACES }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.studentId)).size).toBe(PARALLEL);
  });

  it(`${PARALLEL} parallel bookings for ${PLACES} places on Basic: ${PLACES} booked, ${PARALLEL - PLACES} × 409 class_full`, async () => {
    const { responses, rows, ms } = await crowd("basic");
    console.log(`[concurrency] ${PARALLEL} parallel bookings (Basic): ${ms} ms`);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(PLACES);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(PARALLEL - PLACES);
    expect(refused.every((response) => response.body.error.code === "class_full")).toBe(true);
    expect(rows).toHaveLength(PLACES);
    expect(new Set(rows.map((row) => row.studentId)).size).toBe(PLACES);
  });

  it("50 parallel bookings of one private slot: exactly 1", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    await db.insert(instructorAvailability).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        studioId: s.studio.id,
        instructorId: s.instructor.id,
        weekday,
        startTime: "00:00",
        endTime: "23:45",
      })),
    );
    const startsAt = new Date(Math.ceil(hoursFromNow(50).getTime() / 3600_000) * 3600_000).toISOString();
    const people = await Promise.all(Array.from({ length: 50 }, () => makeStudent(s.studio.id)));
    const started = performance.now();
    const responses = await Promise.all(
      people.map((student) =>
        callRoute(privateLessonRoute, {
          token: s.owner.token,
          body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt, studentId: student.id },
        }),
      ),
    );
    console.log(`[concurrency] 50 parallel private-slot bookings: ${Math.round(performance.now() - started)} ms`);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(49);
  });
});
