import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as availability } from "@/app/api/availability/route";
import { POST as bookEvent } from "@/app/api/events/[id]/bookings/route";
import { PATCH as patchEvent } from "@/app/api/events/[id]/route";
import { POST as createEvent } from "@/app/api/events/route";
import { POST as createSeries } from "@/app/api/series/route";
import { DELETE as deleteRoom, PATCH as patchRoom } from "@/app/api/rooms/[id]/route";
import { GET as listRooms, POST as createRoom } from "@/app/api/rooms/route";
import { DELETE as deleteService, PATCH as patchService } from "@/app/api/services/[id]/route";
import { GET as listServices, POST as createService } from "@/app/api/services/route";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getDb } from "@/lib/db/client";
import { rooms } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { futureAt, makeScheduleStudio, makeService, plusMinutes } from "../helpers/studio-factory";

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe("rooms and services: archive, unarchive, delete", () => {
  it("archives and unarchives with `archived`, and a rename leaves the other fields alone", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createRoom, { token: s.owner.token, body: { name: "Studio C", capacity: 8, color: "#2f7a4b" } });
    expect(created.status).toBe(201);
    expect(created.body.room).toMatchObject({ name: "Studio C", capacity: 8, color: "#2f7a4b", active: true, archived: false });
    const id = created.body.room.id;
    const call = (body: unknown) => callRoute(patchRoom, { method: "PATCH", token: s.owner.token, params: { id }, body });

    expect((await call({ archived: true })).body.room).toMatchObject({ archived: true, active: false });
    expect((await call({ name: "Studio C (upstairs)" })).body.room).toMatchObject({
      name: "Studio C (upstairs)",
      capacity: 8,
      color: "#2f7a4b",
      archived: true,
    });
    expect((await call({ archived: false })).body.room).toMatchObject({ archived: false, capacity: 8 });

    const service = await callRoute(createService, {
      token: s.owner.token,
      body: { name: "Wedding Dance", kind: "private", durationMinutes: 60, priceCents: 12_000, bookableOnline: false },
    });
    expect(service.body.service).toMatchObject({ bookableOnline: false, archived: false, defaultCapacity: 1 });
    const renamed = await callRoute(patchService, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: service.body.service.id },
      body: { name: "First Dance", archived: true },
    });
    expect(renamed.body.service).toMatchObject({ name: "First Dance", bookableOnline: false, priceCents: 12_000, archived: true });
  });

  it("refuses to delete a room or service that events use, with the count: 409, archive it instead", async () => {
    const s = await makeScheduleStudio();
    for (let day = 1; day <= 12; day += 1) {
      await makeEvent(s.studio.id, { serviceId: s.groupClass.id, roomId: s.otherRoom.id, startsAt: hoursFromNow(day * 24) });
    }
    const room = await callRoute(deleteRoom, { method: "DELETE", token: s.owner.token, params: { id: s.otherRoom.id } });
    expect(room.status).toBe(409);
    expect(room.body.error.message).toBe("Studio B is used by 12 events; archive it instead.");
    const service = await callRoute(deleteService, { method: "DELETE", token: s.owner.token, params: { id: s.groupClass.id } });
    expect(service.body.error.message).toBe("Bronze Waltz is used by 12 events; archive it instead.");

    const unused = await makeService(s.studio.id, { name: "Showcase Prep" });
    expect((await callRoute(deleteService, { method: "DELETE", token: s.owner.token, params: { id: unused.id } })).status).toBe(204);
    const listed = await callRoute(listRooms, { token: s.owner.token });
    expect(names(listed.body.rooms)).toEqual(["Main Ballroom", "Studio B"]);
  });

  it("is for owners only", async () => {
    const s = await makeScheduleStudio();
    const params = { id: s.room.id };
    expect(
      (await callRoute(patchRoom, { method: "PATCH", token: s.instructorMember.token, params, body: { archived: true } })).status,
    ).toBe(403);
    expect((await callRoute(deleteRoom, { method: "DELETE", token: s.student.token, params })).status).toBe(403);
  });
});

describe("archived and staff-only: hidden from new bookings, kept on existing ones", () => {
  async function setUp() {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const staffOnly = await makeService(s.studio.id, { name: "Team Practice", kind: "group", bookableOnline: false, defaultCapacity: 10 });
    const retired = await makeService(s.studio.id, { name: "Old Mambo", kind: "private", active: false });
    const db = await getDb();
    await db.update(rooms).set({ active: false }).where(eq(rooms.id, s.otherRoom.id));
    return { ...s, me, staffOnly, retired };
  }

  it("students are offered neither archived ones nor staff-only services; staff see everything", async () => {
    const s = await setUp();
    const forStudent = await callRoute(listServices, { token: s.me.token });
    expect(names(forStudent.body.services)).toEqual(["Bronze Waltz", "Private Lesson", "Room Rental"]);
    expect(names((await callRoute(listRooms, { token: s.me.token })).body.rooms)).toEqual(["Main Ballroom"]);
    const forOwner = await callRoute(listServices, { token: s.owner.token });
    expect(names(forOwner.body.services)).toEqual(["Bronze Waltz", "Old Mambo", "Private Lesson", "Room Rental", "Team Practice"]);
    expect((await callRoute(listRooms, { token: s.instructorMember.token })).body.rooms).toContainEqual(
      expect.objectContaining({ name: "Studio B", archived: true }),
    );
  });

  it("a new event can't use an archived room or service; an existing one keeps its archived room when edited", async () => {
    const s = await setUp();
    const startsAt = futureAt(3, 15);
    const base = { instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 60) };
    const inRoom = await callRoute(createEvent, {
      token: s.owner.token,
      body: { ...base, serviceId: s.groupClass.id, roomId: s.otherRoom.id },
    });
    expect(inRoom.status).toBe(422);
    expect(inRoom.body.error.fields.roomId).toBe("Studio B is archived. Choose another, or unarchive it in Settings.");
    const retired = await callRoute(createEvent, { token: s.owner.token, body: { ...base, serviceId: s.retired.id } });
    expect(retired.status).toBe(422);
    expect(retired.body.error.fields.serviceId).toBe("Old Mambo is archived. Choose another, or unarchive it in Settings.");
    const weekly = await callRoute(createSeries, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        roomId: s.otherRoom.id,
        instructorId: s.instructor.id,
        weekdays: [2],
        startTime: "19:00",
        durationMinutes: 60,
        startDate: startsAt.slice(0, 10),
        count: 3,
      },
    });
    expect(weekly.status).toBe(422);

    const existing = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      roomId: s.otherRoom.id,
      startsAt: hoursFromNow(48),
    });
    const edited = await callRoute(patchEvent, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: existing.id },
      path: `/api/events/${existing.id}`,
      body: { roomId: s.otherRoom.id, notes: "Bring water" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.events[0].room).toMatchObject({ name: "Studio B" });
  });

  it("a student can't see or book a class the studio books itself; staff can book them in", async () => {
    const s = await setUp();
    const team = await makeEvent(s.studio.id, { serviceId: s.staffOnly.id, instructorId: s.instructor.id, startsAt: hoursFromNow(50) });
    const open = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(52) });
    const db = await getDb();
    const schedule = await getStudentSchedule(db, s.me.session);
    expect(schedule.classes.map((item) => item.id)).toEqual([open.id]);

    const refused = await callRoute(bookEvent, { token: s.me.token, params: { id: team.id }, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe("Team Practice is booked by the studio. Ask them to book you in.");
    const byOwner = await callRoute(bookEvent, { token: s.owner.token, params: { id: team.id }, body: { studentId: s.me.student.id } });
    expect(byOwner.status).toBe(201);
  });

  it("no free slots are offered for an archived private lesson, nor to a student for a staff-only one", async () => {
    const s = await setUp();
    const staffOnlyPrivate = await makeService(s.studio.id, { name: "Coaching", kind: "private", bookableOnline: false });
    const window = (serviceId: string) =>
      `/api/availability?instructorId=${s.instructor.id}&serviceId=${serviceId}&from=${futureAt(2, 0)}&to=${futureAt(3, 0)}`;
    expect((await callRoute(availability, { token: s.owner.token, path: window(s.retired.id) })).status).toBe(404);
    expect((await callRoute(availability, { token: s.me.token, path: window(staffOnlyPrivate.id) })).status).toBe(404);
    expect((await callRoute(availability, { token: s.owner.token, path: window(staffOnlyPrivate.id) })).status).toBe(200);
  });
});
