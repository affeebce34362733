import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { getDb } from "@/lib/db/client";
import { instructorAvailability, instructorExceptions, rooms, studios } from "@/lib/db/schema";
import { findFreeSlots } from "@/lib/booking/free-slots";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/** A studio whose instructor teaches 13:00–16:00 local on every weekday listed, in one room. */
async function setUp(weekdays: number[], hours: Record<string, { open: string; close: string } | null> | null = null) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db
    .update(studios)
    .set({ businessHours: hours as never })
    .where(eq(studios.id, s.studio.id));
  await db.delete(rooms).where(eq(rooms.id, s.otherRoom.id));
  await db
    .insert(instructorAvailability)
    .values(
      weekdays.map((weekday) => ({ studioId: s.studio.id, instructorId: s.instructor.id, weekday, startTime: "13:00", endTime: "16:00" })),
    );
  return s;
}

function query(s: Awaited<ReturnType<typeof setUp>>, from: string, to: string) {
  return { instructorId: s.instructor.id, serviceId: s.privateLesson.id, from, to };
}

// Fixed dates with a "now" before them, so the calendar (and its DST change) is known.
const NOW = new Date("2026-10-01T00:00:00Z");

describe("free private-lesson slots", () => {
  it("steps the instructor's hours by 15 minutes, minus their lessons and hours off", async () => {
    const s = await setUp([2]);
    const db = await getDb();
    // Tuesday 2026-10-13, New York is UTC−4: 13:00 local = 17:00Z. A lesson 13:45–14:30 local.
    await makeEvent(s.studio.id, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: new Date("2026-10-13T17:45:00Z"),
      minutes: 45,
    });
    const slots = await findFreeSlots(db, s.owner.session, query(s, "2026-10-13T00:00:00Z", "2026-10-14T00:00:00Z"), NOW);
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      "2026-10-13T17:00:00.000Z",
      "2026-10-13T18:30:00.000Z",
      "2026-10-13T18:45:00.000Z",
      "2026-10-13T19:00:00.000Z",
      "2026-10-13T19:15:00.000Z",
    ]);
    expect(slots[0]).toMatchObject({ endsAt: "2026-10-13T17:45:00.000Z", roomId: s.room.id });

    await db.insert(instructorExceptions).values([
      { studioId: s.studio.id, instructorId: s.instructor.id, date: "2026-10-13", startTime: "14:30", endTime: "15:00", reason: "Dentist" },
      { studioId: s.studio.id, instructorId: s.instructor.id, date: "2026-10-20", reason: "Competition" },
    ]);
    const later = await findFreeSlots(db, s.owner.session, query(s, "2026-10-13T00:00:00Z", "2026-10-21T00:00:00Z"), NOW);
    expect(later.map((slot) => slot.startsAt)).toEqual([
      "2026-10-13T17:00:00.000Z",
      "2026-10-13T19:00:00.000Z",
      "2026-10-13T19:15:00.000Z",
    ]);
  });

  it("keeps local wall-clock hours across the DST change", async () => {
    const s = await setUp([0, 1]);
    const db = await getDb();
    // New York leaves DST on Sunday 2026-11-01: 13:00 local is 17:00Z the Monday before, 18:00Z after.
    const slots = await findFreeSlots(db, s.owner.session, query(s, "2026-10-26T00:00:00Z", "2026-11-03T00:00:00Z"), NOW);
    const firsts = [...new Set(slots.map((slot) => slot.startsAt.slice(0, 10)))].map(
      (day) => slots.find((slot) => slot.startsAt.startsWith(day))!.startsAt,
    );
    expect(firsts).toEqual(["2026-10-26T17:00:00.000Z", "2026-11-01T18:00:00.000Z", "2026-11-02T18:00:00.000Z"]);
  });

  it("stays inside business hours and needs a free room", async () => {
    const s = await setUp([2], {
      "0": null,
      "1": null,
      "2": { open: "14:00", close: "22:00" },
      "3": null,
      "4": null,
      "5": null,
      "6": null,
    });
    const db = await getDb();
    await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.otherInstructor.id,
      roomId: s.room.id,
      startsAt: new Date("2026-10-13T18:00:00Z"),
      minutes: 30,
    });
    const slots = await findFreeSlots(db, s.owner.session, query(s, "2026-10-13T00:00:00Z", "2026-10-14T00:00:00Z"), NOW);
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      "2026-10-13T18:30:00.000Z",
      "2026-10-13T18:45:00.000Z",
      "2026-10-13T19:00:00.000Z",
      "2026-10-13T19:15:00.000Z",
    ]);
  });

  it("answers the API with the slots and refuses a group service and a long range", async () => {
    const s = await setUp([0, 1, 2, 3, 4, 5, 6]);
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const response = await callRoute(availabilityRoute, {
      token: s.student.token,
      path: `/api/availability?instructorId=${s.instructor.id}&serviceId=${s.privateLesson.id}&from=${from}&to=${to}`,
    });
    expect(response.status).toBe(200);
    expect(response.body.slots.length).toBeGreaterThanOrEqual(10);
    const group = await callRoute(availabilityRoute, {
      token: s.owner.token,
      path: `/api/availability?instructorId=${s.instructor.id}&serviceId=${s.groupClass.id}&from=${from}&to=${to}`,
    });
    expect(group.status).toBe(422);
    const far = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const long = await callRoute(availabilityRoute, {
      token: s.owner.token,
      path: `/api/availability?instructorId=${s.instructor.id}&serviceId=${s.privateLesson.id}&from=${from}&to=${far}`,
    });
    expect(long.status).toBe(400);
  });
});

describe("POST /api/private-lessons", () => {
  it("books a free slot for the signed-in student, then the slot is gone", async () => {
    const s = await setUp([0, 1, 2, 3, 4, 5, 6]);
    const me = await makeStudentMember(s.studio.id);
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const path = `/api/availability?instructorId=${s.instructor.id}&serviceId=${s.privateLesson.id}&from=${from}&to=${to}`;
    const [slot] = (await callRoute(availabilityRoute, { token: me.token, path })).body.slots;
    const booked = await callRoute(privateLessonRoute, {
      token: me.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: slot.startsAt },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.event).toMatchObject({
      startsAt: slot.startsAt,
      instructorId: s.instructor.id,
      roomId: slot.roomId,
      capacity: 1,
      booked: 1,
    });
    expect(booked.body.booking.status).toBe("booked");
    const after = (await callRoute(availabilityRoute, { token: me.token, path })).body.slots;
    expect(after.some((free: { startsAt: string }) => free.startsAt === slot.startsAt)).toBe(false);
    const outside = await callRoute(privateLessonRoute, {
      token: me.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: "2026-12-25T08:07:00Z" },
    });
    expect(outside.status).toBe(409);
  });
});
