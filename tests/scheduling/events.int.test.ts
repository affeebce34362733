import { describe, expect, it } from "vitest";
import { DELETE as cancelEventRoute, PATCH as patchEvent } from "@/app/api/events/[id]/route";
import { GET as listEvents, POST as createEvent } from "@/app/api/events/route";
import { callRoute } from "../helpers/call-route";
import { futureAt, makeScheduleStudio, makeStudio, plusMinutes } from "../helpers/studio-factory";

async function create(token: string, body: Record<string, unknown>) {
  return callRoute(createEvent, { token, body });
}

describe("POST /api/events", () => {
  it("creates an event and answers it as GET lists it", async () => {
    const s = await makeScheduleStudio();
    const startsAt = futureAt(3, 15);
    const response = await create(s.owner.token, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      startsAt,
      endsAt: plusMinutes(startsAt, 45),
      notes: "Bring smooth shoes",
    });
    expect(response.status).toBe(201);
    const { event } = response.body;
    expect(event).toMatchObject({
      title: "Private Lesson",
      service: { id: s.privateLesson.id, name: "Private Lesson", kind: "private" },
      instructor: { id: s.instructor.id, name: "Maria Lopez" },
      room: { id: s.room.id, name: "Main Ballroom" },
      startsAt,
      capacity: 1,
      booked: 0,
      status: "scheduled",
      notes: "Bring smooth shoes",
    });

    const listed = await callRoute(listEvents, { token: s.owner.token, path: `/api/events?from=${futureAt(2, 0)}&to=${futureAt(5, 0)}` });
    expect(listed.status).toBe(200);
    expect(listed.body.events).toEqual([event]);
  });

  it("refuses an overlap for the same instructor with 409 naming who, what and when", async () => {
    const s = await makeScheduleStudio();
    // 15:00 UTC is 10:00 AM in New York in winter (EST); the test picks a date in that season below.
    const startsAt = nextWinterDayAt(15);
    await create(s.owner.token, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 45) });
    const clash = await create(s.owner.token, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      roomId: s.otherRoom.id,
      startsAt: plusMinutes(startsAt, 30),
      endsAt: plusMinutes(startsAt, 75),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("conflict");
    expect(clash.body.error.message).toBe("Maria Lopez already teaches Bronze Waltz 10:00–10:45 AM.");
    expect(clash.body.error.conflicts).toEqual([
      expect.objectContaining({ title: "Bronze Waltz", startsAt, instructor: { id: s.instructor.id, name: "Maria Lopez" } }),
    ]);
  });

  it("refuses an overlap for the same room, and allows back-to-back lessons", async () => {
    const s = await makeScheduleStudio();
    const startsAt = futureAt(6, 18);
    await create(s.owner.token, { serviceId: s.rental.id, roomId: s.room.id, startsAt, endsAt: plusMinutes(startsAt, 60) });
    const clash = await create(s.owner.token, {
      serviceId: s.rental.id,
      roomId: s.room.id,
      startsAt: plusMinutes(startsAt, 59),
      endsAt: plusMinutes(startsAt, 90),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toMatch(/^Main Ballroom is already booked for Room Rental /);
    expect(clash.body.error.conflicts[0].room).toEqual({ id: s.room.id, name: "Main Ballroom" });
    const next = await create(s.owner.token, {
      serviceId: s.rental.id,
      roomId: s.room.id,
      startsAt: plusMinutes(startsAt, 60),
      endsAt: plusMinutes(startsAt, 120),
    });
    expect(next.status).toBe(201);
  });

  it.each([
    ["end before start", { endsAt: "start-15" }, "endsAt", "The end time must be after the start time."],
    ["zero duration", { endsAt: "start+0" }, "endsAt", "The end time must be after the start time."],
    ["over 12 hours", { endsAt: "start+721" }, "endsAt", "A booking can last at most 12 hours."],
    ["not a time", { startsAt: "tomorrow at ten" }, "startsAt", undefined],
    ["more than two years away", { startsAt: "+800d" }, "startsAt", "Choose a time within two years of today."],
    ["a bad id", { serviceId: "not-an-id" }, "serviceId", "Choose a service."],
    ["a bad instructor", { instructorId: "" }, "instructorId", "Choose one of your instructors, or No instructor."],
  ])("answers 400 with fields for %s", async (_name, change, field, message) => {
    const s = await makeScheduleStudio();
    const start = futureAt(2, 15);
    const body: Record<string, unknown> = {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: start,
      endsAt: plusMinutes(start, 45),
    };
    for (const [key, value] of Object.entries(change)) {
      if (value === "+800d") body[key] = futureAt(800, 15);
      else if (value.startsWith("start")) body[key] = plusMinutes(start, Number(value.slice(5)));
      else body[key] = value;
    }
    if ((change as Record<string, string>).startsAt === "+800d") body.endsAt = plusMinutes(body.startsAt as string, 45);
    const response = await create(s.owner.token, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation");
    expect(Object.keys(response.body.error.fields)).toContain(field);
    if (message) expect(response.body.error.fields[field]).toBe(message);
  });

  it("needs an instructor for a private lesson", async () => {
    const s = await makeScheduleStudio();
    const start = futureAt(2, 15);
    const response = await create(s.owner.token, { serviceId: s.privateLesson.id, startsAt: start, endsAt: plusMinutes(start, 45) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.instructorId).toBeTruthy();
  });

  it("answers 404 for another studio's service, instructor or room", async () => {
    const s = await makeScheduleStudio();
    const other = await makeScheduleStudio();
    const start = futureAt(2, 15);
    const base = { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt: start, endsAt: plusMinutes(start, 45) };
    for (const change of [{ serviceId: other.privateLesson.id }, { instructorId: other.instructor.id }, { roomId: other.room.id }]) {
      const response = await create(s.owner.token, { ...base, ...change });
      expect(response.status).toBe(404);
    }
  });

  it("lets students neither create nor move events (403)", async () => {
    const s = await makeScheduleStudio();
    const start = futureAt(2, 15);
    const body = { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt: start, endsAt: plusMinutes(start, 45) };
    expect((await create(s.student.token, body)).status).toBe(403);
    const { body: created } = await create(s.owner.token, body);
    const move = await callRoute(patchEvent, {
      method: "PATCH",
      token: s.student.token,
      params: { id: created.event.id },
      body: { startsAt: plusMinutes(start, 60), endsAt: plusMinutes(start, 105) },
    });
    expect(move.status).toBe(403);
  });

  it("lets instructors schedule and move only their own lessons", async () => {
    const s = await makeScheduleStudio();
    const start = futureAt(2, 15);
    const own = await create(s.instructorMember.token, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      startsAt: start,
      endsAt: plusMinutes(start, 45),
    });
    expect(own.status).toBe(201);
    const forOther = await create(s.instructorMember.token, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      startsAt: start,
      endsAt: plusMinutes(start, 45),
    });
    expect(forOther.status).toBe(403);
    const othersLesson = await create(s.owner.token, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      startsAt: plusMinutes(start, 60),
      endsAt: plusMinutes(start, 105),
    });
    const move = await callRoute(patchEvent, {
      method: "PATCH",
      token: s.instructorMember.token,
      params: { id: othersLesson.body.event.id },
      body: { notes: "mine now" },
    });
    expect(move.status).toBe(403);
  });

  it("rejects requests without a session", async () => {
    expect((await callRoute(createEvent, { body: {} })).status).toBe(401);
    expect((await callRoute(listEvents, { path: "/api/events?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z" })).status).toBe(401);
  });
});

describe("GET /api/events", () => {
  it("limits the range to 62 days and filters by instructor and room", async () => {
    const s = await makeScheduleStudio();
    const tooLong = await callRoute(listEvents, { token: s.owner.token, path: `/api/events?from=${futureAt(0, 0)}&to=${futureAt(63, 1)}` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.to).toBe("The range can be at most 62 days.");

    const start = futureAt(4, 14);
    await create(s.owner.token, {
      serviceId: s.privateLesson.id,
      instructorId: s.instructor.id,
      roomId: s.room.id,
      startsAt: start,
      endsAt: plusMinutes(start, 45),
    });
    await create(s.owner.token, {
      serviceId: s.privateLesson.id,
      instructorId: s.otherInstructor.id,
      roomId: s.otherRoom.id,
      startsAt: start,
      endsAt: plusMinutes(start, 45),
    });
    const range = `from=${futureAt(3, 0)}&to=${futureAt(6, 0)}`;
    const mine = await callRoute(listEvents, { token: s.owner.token, path: `/api/events?${range}&instructorId=${s.instructor.id}` });
    expect(mine.body.events.map((event: { instructor: { name: string } }) => event.instructor.name)).toEqual(["Maria Lopez"]);
    const inB = await callRoute(listEvents, { token: s.owner.token, path: `/api/events?${range}&roomId=${s.otherRoom.id}` });
    expect(inB.body.events.map((event: { room: { name: string } }) => event.room.name)).toEqual(["Studio B"]);
    const { owner } = await makeStudio();
    const foreign = await callRoute(listEvents, { token: owner.token, path: `/api/events?${range}` });
    expect(foreign.body.events).toEqual([]);
  });
});

describe("DELETE /api/events/[id]", () => {
  it("cancels the event and frees its time", async () => {
    const s = await makeScheduleStudio();
    const start = futureAt(3, 16);
    const body = { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt: start, endsAt: plusMinutes(start, 45) };
    const { body: created } = await create(s.owner.token, body);
    const cancelled = await callRoute(cancelEventRoute, { method: "DELETE", token: s.owner.token, params: { id: created.event.id } });
    expect(cancelled.status).toBe(200);
    expect((await create(s.owner.token, body)).status).toBe(201);
    const other = await makeScheduleStudio();
    const foreign = await callRoute(cancelEventRoute, { method: "DELETE", token: other.owner.token, params: { id: created.event.id } });
    expect(foreign.status).toBe(404);
  });
});

/** A date between December and February (EST, UTC−5) at least a week ahead, at the UTC hour. */
function nextWinterDayAt(hourUtc: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7);
  while (![11, 0, 1].includes(date.getUTCMonth())) date.setUTCDate(date.getUTCDate() + 7);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
}
