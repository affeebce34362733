import { describe, expect, it } from "vitest";
import { DELETE as deleteRoomRoute, PATCH as patchRoom } from "@/app/api/rooms/[id]/route";
import { GET as listRoomsRoute, POST as createRoomRoute } from "@/app/api/rooms/route";
import { DELETE as deleteServiceRoute, PATCH as patchService } from "@/app/api/services/[id]/route";
import { GET as listServicesRoute, POST as createServiceRoute } from "@/app/api/services/route";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

describe("rooms: POST /api/rooms, PATCH and DELETE /api/rooms/{id}", () => {
  it("an owner adds a room (defaults filled in), edits it, and removes it while unused", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createRoomRoute, { token: s.owner.token, body: { name: "Studio C" } });
    expect(created.status).toBe(201);
    // No colour asked for: the first palette colour the studio's rooms don't wear (tests/scheduling/catalog-colors.int.test.ts).
    expect(created.body.room).toMatchObject({ name: "Studio C", capacity: 20, color: "#7a1f4b", active: true });
    const id = created.body.room.id;

    const patched = await callRoute(patchRoom, {
      method: "PATCH",
      token: s.owner.token,
      params: { id },
      body: { capacity: 8, active: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.room).toMatchObject({ name: "Studio C", capacity: 8, active: false });

    const listed = await callRoute(listRoomsRoute, { token: s.instructorMember.token });
    expect(listed.body.rooms.find((room: { id: string }) => room.id === id)).toMatchObject({ capacity: 8, active: false });

    expect((await callRoute(deleteRoomRoute, { method: "DELETE", token: s.owner.token, params: { id } })).status).toBe(204);
    const after = await callRoute(listRoomsRoute, { token: s.owner.token });
    expect(after.body.rooms.map((room: { id: string }) => room.id)).not.toContain(id);
  });

  it("a room with events on record stays: 409, and it is still listed", async () => {
    const s = await makeScheduleStudio();
    await makeEvent(s.studio.id, { serviceId: s.rental.id, roomId: s.room.id, startsAt: hoursFromNow(-24) });
    const refused = await callRoute(deleteRoomRoute, { method: "DELETE", token: s.owner.token, params: { id: s.room.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "conflict", message: `${s.room.name} is used by 1 event; archive it instead.` });
    const listed = await callRoute(listRoomsRoute, { token: s.owner.token });
    expect(listed.body.rooms.map((room: { id: string }) => room.id)).toContain(s.room.id);
  });
});

describe("services: POST /api/services, PATCH and DELETE /api/services/{id}", () => {
  it("an owner adds a service, reprices it, and removes it while unused", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createServiceRoute, {
      token: s.owner.token,
      body: { name: "Practice Party", kind: "practice", durationMinutes: 90, priceCents: 1500 },
    });
    expect(created.status).toBe(201);
    expect(created.body.service).toMatchObject({
      name: "Practice Party",
      kind: "practice",
      durationMinutes: 90,
      priceCents: 1500,
      defaultCapacity: 1,
    });
    const id = created.body.service.id;

    const patched = await callRoute(patchService, { method: "PATCH", token: s.owner.token, params: { id }, body: { priceCents: 2000 } });
    expect(patched.body.service).toMatchObject({ name: "Practice Party", priceCents: 2000 });
    const seen = await callRoute(listServicesRoute, { token: s.student.token });
    expect(seen.body.services.find((service: { id: string }) => service.id === id)).toMatchObject({ priceCents: 2000 });

    expect((await callRoute(deleteServiceRoute, { method: "DELETE", token: s.owner.token, params: { id } })).status).toBe(204);
    const after = await callRoute(listServicesRoute, { token: s.owner.token });
    expect(after.body.services.map((service: { id: string }) => service.id)).not.toContain(id);
  });

  it("a service with events on record stays: 409", async () => {
    const s = await makeScheduleStudio();
    await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48) });
    const refused = await callRoute(deleteServiceRoute, { method: "DELETE", token: s.owner.token, params: { id: s.groupClass.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("conflict");
  });

  it("a service's kind is one the schedule knows; prices are whole cents", async () => {
    const s = await makeScheduleStudio();
    const kind = await callRoute(createServiceRoute, {
      token: s.owner.token,
      body: { name: "Zumba", kind: "aerobics", durationMinutes: 60, priceCents: 1000 },
    });
    expect(kind.status).toBe(400);
    expect(kind.body.error.fields).toHaveProperty("kind");
    const cents = await callRoute(createServiceRoute, {
      token: s.owner.token,
      body: { name: "Lesson", kind: "private", durationMinutes: 45, priceCents: 95.5 },
    });
    expect(cents.body.error.fields).toEqual({ priceCents: "Amounts are whole cents." });
  });
});
