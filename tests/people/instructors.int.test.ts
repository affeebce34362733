import { describe, expect, it } from "vitest";
import { PUT as availabilityRoute } from "@/app/api/instructors/[id]/availability/route";
import { POST as rateRoute } from "@/app/api/instructors/[id]/rates/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/instructors/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/instructors/route";
import { getDb } from "@/lib/db/client";
import { findRateOn } from "@/lib/people/instructor-hours";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

describe("/api/instructors", () => {
  it("lists with search and active filters, creates, edits and shows the profile", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createRoute, {
      token: s.owner.token,
      body: { name: "Ana Silva", email: "ana@example.test", styles: ["Tango"] },
    });
    expect(created.status).toBe(201);
    const id = created.body.instructor.id;
    const patched = await callRoute(patchRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id },
      body: { phone: "555-0199", bio: "Argentine tango", active: false },
    });
    expect(patched.body.instructor).toMatchObject({ phone: "555-0199", bio: "Argentine tango", active: false, rates: [] });
    const search = await callRoute(listRoute, { token: s.owner.token, path: "/api/instructors?search=silv" });
    expect(search.body.instructors.map((row: { name: string }) => row.name)).toEqual(["Ana Silva"]);
    const active = await callRoute(listRoute, { token: s.owner.token, path: "/api/instructors?active=true" });
    expect(active.body.instructors.map((row: { name: string }) => row.name)).toEqual(["James Chen", "Maria Lopez"]);
    // A student sees the public profile: no contact details or pay, and no inactive teachers.
    const student = await makeStudentMember(s.studio.id);
    const seen = await callRoute(getRoute, { token: student.token, params: { id: s.instructor.id } });
    expect(seen.status).toBe(200);
    expect(seen.body.instructor).not.toHaveProperty("rates");
    expect(seen.body.instructor).not.toHaveProperty("email");
    expect((await callRoute(getRoute, { token: student.token, params: { id } })).status).toBe(404);
  });

  it("creates an instructor with every field of the dialog in one POST", async () => {
    const s = await makeScheduleStudio();
    const body = {
      name: "Ines Rumba",
      email: "Ines@Example.test",
      phone: "555-0100",
      bio: "Latin champion.",
      color: "#225588",
      styles: ["Latin", "Rumba"],
    };
    const created = await callRoute(createRoute, { token: s.owner.token, body });
    expect(created.status).toBe(201);
    expect(created.body.instructor).toMatchObject({ ...body, email: "ines@example.test" });
    const shown = await callRoute(getRoute, { token: s.owner.token, params: { id: created.body.instructor.id } });
    expect(shown.body.instructor).toMatchObject({ phone: "555-0100", bio: "Latin champion." });
    const tooLong = await callRoute(createRoute, { token: s.owner.token, body: { name: "Ines", bio: "x".repeat(4001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ bio: "Keep the bio under 4,000 characters." });
  });

  it("deletes an instructor without history and answers 409 telling to deactivate otherwise", async () => {
    const s = await makeScheduleStudio();
    await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-48) });
    const refused = await callRoute(deleteRoute, { method: "DELETE", token: s.owner.token, params: { id: s.instructor.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("This instructor has lessons on record. Deactivate them instead, so their history stays.");
    const removed = await callRoute(deleteRoute, { method: "DELETE", token: s.owner.token, params: { id: s.otherInstructor.id } });
    expect(removed.body).toEqual({ deleted: true });
  });

  it("replaces weekly availability and days off; an instructor may set only their own", async () => {
    const s = await makeScheduleStudio();
    const body = {
      slots: [
        { weekday: 2, startTime: "13:00", endTime: "18:00" },
        { weekday: 4, startTime: "10:00", endTime: "12:00" },
      ],
      exceptions: [{ date: "2026-12-24", reason: "Holiday" }],
    };
    const own = await callRoute(availabilityRoute, {
      method: "PUT",
      token: s.instructorMember.token,
      params: { id: s.instructor.id },
      body,
    });
    expect(own.status).toBe(200);
    expect(own.body.instructor.availability).toEqual(body.slots);
    expect(own.body.instructor.exceptions).toEqual([{ date: "2026-12-24", startTime: null, endTime: null, reason: "Holiday" }]);
    const other = await callRoute(availabilityRoute, {
      method: "PUT",
      token: s.instructorMember.token,
      params: { id: s.otherInstructor.id },
      body,
    });
    expect(other.status).toBe(403);
    const bad = await callRoute(availabilityRoute, {
      method: "PUT",
      token: s.owner.token,
      params: { id: s.instructor.id },
      body: { slots: [{ weekday: 1, startTime: "18:00", endTime: "09:00" }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("The end time must be after the start time.");
  });

  it("keeps the rate history: a new rate never changes what an earlier lesson paid", async () => {
    const s = await makeScheduleStudio();
    const post = (body: Record<string, unknown>) => callRoute(rateRoute, { token: s.owner.token, params: { id: s.instructor.id }, body });
    expect((await post({ privateCents: 6000, classCents: 4000, effectiveFrom: "2026-01-01" })).status).toBe(201);
    expect((await post({ privateCents: 7000, classCents: 4500, effectiveFrom: "2026-07-01" })).status).toBe(201);
    const db = await getDb();
    expect(await findRateOn(db, s.studio.id, s.instructor.id, "2026-03-15")).toMatchObject({ privateCents: 6000 });
    expect(await findRateOn(db, s.studio.id, s.instructor.id, "2026-07-01")).toMatchObject({ privateCents: 7000 });
    expect(await findRateOn(db, s.studio.id, s.instructor.id, "2025-12-31")).toBeNull();
    const profile = await callRoute(getRoute, { token: s.owner.token, params: { id: s.instructor.id } });
    expect(profile.body.instructor.rates.map((rate: { effectiveFrom: string }) => rate.effectiveFrom)).toEqual([
      "2026-07-01",
      "2026-01-01",
    ]);
    expect((await post({ privateCents: 12.5, classCents: 1, effectiveFrom: "2026-08-01" })).body.error.message).toBe(
      "Amounts are whole cents.",
    );
    expect(
      (
        await callRoute(rateRoute, {
          token: s.instructorMember.token,
          params: { id: s.instructor.id },
          body: { privateCents: 1, classCents: 1, effectiveFrom: "2026-08-01" },
        })
      ).status,
    ).toBe(403);
  });
});
