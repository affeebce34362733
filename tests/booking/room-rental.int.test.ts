import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { GET as roomAvailabilityRoute } from "@/app/api/room-availability/route";
import { POST as roomRentalRoute } from "@/app/api/room-rentals/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, rooms, studios } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

const ZONE = "America/New_York";
const HOURS = { open: "09:00", close: "21:00" };

/** A Pro studio open 9–21 every day, a student account, and the local date two days out. */
async function setup() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db
    .update(studios)
    .set({ businessHours: { 0: HOURS, 1: HOURS, 2: HOURS, 3: HOURS, 4: HOURS, 5: HOURS, 6: HOURS } })
    .where(eq(studios.id, s.studio.id));
  const me = await makeStudentMember(s.studio.id);
  const day = instantToLocal(new Date(Date.now() + 2 * 86_400_000), ZONE).date;
  const at = (time: string) => localToInstant(day, time, ZONE);
  return { ...s, db, me, day, at };
}

function slotsFor(token: string, roomId: string, serviceId: string, day: string) {
  const from = localToInstant(day, "00:00", ZONE).toISOString();
  const to = localToInstant(addDays(day, 1), "00:00", ZONE).toISOString();
  return callRoute(roomAvailabilityRoute, {
    token,
    path: `/api/room-availability?${new URLSearchParams({ roomId, serviceId, from, to })}`,
  });
}

describe("GET /api/room-availability", () => {
  it("gives the room's free half-hour starts inside business hours, minus its scheduled events", async () => {
    const s = await setup();
    const empty = await slotsFor(s.me.token, s.room.id, s.rental.id, s.day);
    expect(empty.status).toBe(200);
    // 9:00 … 20:00 for a 60-minute rental: 23 half-hour starts.
    expect(empty.body.slots).toHaveLength(23);
    expect(empty.body.slots[0]).toEqual({
      startsAt: s.at("09:00").toISOString(),
      endsAt: s.at("10:00").toISOString(),
      price: { kind: "charge", amountCents: 9_500, currency: "USD" },
    });
    await makeEvent(s.studio.id, { serviceId: s.groupClass.id, roomId: s.room.id, startsAt: s.at("10:00") });
    const busy = await slotsFor(s.me.token, s.room.id, s.rental.id, s.day);
    const starts = busy.body.slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect(starts).toHaveLength(20);
    expect(starts).not.toContain(s.at("09:30").toISOString());
    expect(starts).toContain(s.at("11:00").toISOString());
    // Another room is untouched by it.
    expect((await slotsFor(s.me.token, s.otherRoom.id, s.rental.id, s.day)).body.slots).toHaveLength(23);
  });

  it("refuses an inactive room, another kind of service, and plans without room booking", async () => {
    const s = await setup();
    expect((await slotsFor(s.me.token, s.room.id, s.privateLesson.id, s.day)).status).toBe(422);
    await s.db.update(rooms).set({ active: false }).where(eq(rooms.id, s.otherRoom.id));
    expect((await slotsFor(s.me.token, s.otherRoom.id, s.rental.id, s.day)).status).toBe(404);
    await s.db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    const me = await makeStudentMember(s.studio.id);
    const gated = await slotsFor(me.token, s.room.id, s.rental.id, s.day);
    expect(gated.status).toBe(403);
    expect(gated.body.error).toEqual({
      code: "plan_required",
      message: "Booking practice rooms is available on the Pro plan.",
      feature: "room_booking",
      plan: "pro",
      planName: "Pro",
    });
    const rent = await callRoute(roomRentalRoute, {
      token: me.token,
      body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: s.at("12:00").toISOString() },
    });
    expect(rent.status).toBe(403);
  });
});

describe("POST /api/room-rentals", () => {
  it("rents the room to a student: an event with no instructor and one booking; cancelling frees the room", async () => {
    const s = await setup();
    const response = await callRoute(roomRentalRoute, {
      token: s.me.token,
      body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: s.at("12:00").toISOString() },
    });
    expect(response.status).toBe(201);
    expect(response.body.event).toMatchObject({ instructorId: null, capacity: 1, room: { id: s.room.id } });
    expect(response.body.bookings).toEqual([{ id: expect.any(String), studentId: s.me.student.id, status: "booked" }]);
    const taken = await slotsFor(s.me.token, s.room.id, s.rental.id, s.day);
    expect(taken.body.slots.map((slot: { startsAt: string }) => slot.startsAt)).not.toContain(s.at("12:00").toISOString());
    const again = await callRoute(roomRentalRoute, {
      token: s.me.token,
      body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: s.at("12:30").toISOString() },
    });
    expect(again.status).toBe(409);

    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: s.me.token, params: { id: response.body.bookings[0].id } });
    expect(cancelled.status).toBe(200);
    const [event] = await s.db.select().from(events).where(eq(events.id, response.body.event.id));
    expect(event.status).toBe("cancelled");
    expect((await slotsFor(s.me.token, s.room.id, s.rental.id, s.day)).body.slots).toHaveLength(23);
  });

  it("books a couple with their partner, and says so when there is no partner", async () => {
    const s = await setup();
    const partner = await makeStudent(s.studio.id);
    const couple = await makeStudentMember(s.studio.id, { partnerId: partner.id });
    const alone = await callRoute(roomRentalRoute, {
      token: s.me.token,
      body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: s.at("15:00").toISOString(), withPartner: true },
    });
    expect(alone.status).toBe(422);
    expect(alone.body.error.message).toContain("No dance partner");
    const response = await callRoute(roomRentalRoute, {
      token: couple.token,
      body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: s.at("15:00").toISOString(), withPartner: true },
    });
    expect(response.status).toBe(201);
    expect(response.body.event.capacity).toBe(2);
    expect(response.body.bookings.map((row: { studentId: string }) => row.studentId).sort()).toEqual(
      [couple.student.id, partner.id].sort(),
    );
    // A room for one can't take a couple.
    await s.db.update(rooms).set({ capacity: 1 }).where(eq(rooms.id, s.otherRoom.id));
    const tooSmall = await callRoute(roomRentalRoute, {
      token: couple.token,
      body: { roomId: s.otherRoom.id, serviceId: s.rental.id, startsAt: s.at("15:00").toISOString(), withPartner: true },
    });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.error.message).toContain("one dancer at a time");
  });

  it("lets staff rent for a student, and answers a student naming someone else with 404", async () => {
    const s = await setup();
    const other = await makeStudent(s.studio.id);
    const body = { roomId: s.room.id, serviceId: s.rental.id, startsAt: s.at("17:00").toISOString(), studentId: other.id };
    expect((await callRoute(roomRentalRoute, { token: s.me.token, body })).status).toBe(404);
    expect((await callRoute(roomRentalRoute, { token: s.owner.token, body })).status).toBe(201);
  });

  it("gives one slot to exactly one of 50 parallel rentals", async () => {
    const s = await setup();
    const renters = await Promise.all(Array.from({ length: 50 }, () => makeStudentMember(s.studio.id)));
    const startsAt = s.at("19:00").toISOString();
    const started = performance.now();
    const results = await Promise.all(
      renters.map((renter) =>
        callRoute(roomRentalRoute, { token: renter.token, body: { roomId: s.room.id, serviceId: s.rental.id, startsAt } }),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await s.db.select().from(events).where(eq(events.roomId, s.room.id));
    expect(rows.filter((row) => row.status === "scheduled")).toHaveLength(1);
    const held = await s.db.select().from(bookings).where(eq(bookings.eventId, rows[0].id));
    expect(held).toHaveLength(1);
    console.info(`50 parallel rentals of one slot: 1 booked, 49 refused in ${elapsed} ms`);
  });
});
