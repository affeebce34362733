import { describe, expect, it } from "vitest";
import { GET as utilisationRoute } from "@/app/api/reports/utilisation/route";
import { callRoute } from "../helpers/call-route";
import { getDb } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { at, makeReportStudio, weekQuery } from "./report-fixture";

describe("GET /api/reports/utilisation", () => {
  it("divides booked hours by available hours (days off deducted) and room hours by business hours, over the DST week", async () => {
    const s = await makeReportStudio();
    const { status, body } = await callRoute(utilisationRoute, { token: s.owner.token, path: `/api/reports/utilisation?${weekQuery()}` });
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      // Sunday 10–12 (the DST morning still has two hours on the clock); Saturday off for a competition. One 45-minute lesson; the late-cancelled one freed its time.
      { instructor: "James Chen", bookedMinutes: 45, availableMinutes: 120, rate: 0.375 },
      // Five days of 13–18 less Thursday 13–15: 1,380 minutes; three privates and two classes: 255.
      { instructor: "Maria Lopez", bookedMinutes: 255, availableMinutes: 1380, rate: 0.1848 },
    ]);
    const rooms = body.tables.find((table: { key: string }) => table.key === "rooms").rows;
    // Open 5 × 10 h + 8 h on Saturday = 3,480 minutes a room.
    expect(rooms).toEqual([
      { room: "Main Ballroom", bookedMinutes: 120, openMinutes: 3480, rate: 0.0345 },
      { room: "Studio B", bookedMinutes: 180, openMinutes: 3480, rate: 0.0517 },
    ]);
    expect(body.totals).toEqual({
      bookedMinutes: 300,
      availableMinutes: 1500,
      rate: 0.2,
      roomBookedMinutes: 300,
      roomOpenMinutes: 6960,
      roomRate: 0.0431,
    });
    const heat = body.tables.find((table: { key: string }) => table.key === "busiestHours").rows;
    expect(
      heat.map((cell: { weekday: string; hour: number; lessons: number }) => `${cell.weekday} ${cell.hour}:00 ×${cell.lessons}`),
    ).toEqual(["Sunday 10:00 ×1", "Tuesday 21:00 ×1", "Wednesday 14:00 ×1", "Thursday 19:00 ×1", "Friday 18:00 ×1", "Saturday 23:00 ×1"]);
  });

  it("counts a private lesson nobody is booked into as an open slot, not booked teaching", async () => {
    const s = await makeReportStudio();
    const db = await getDb();
    const startsAt = at("2025-03-10", "15:00");
    await db.insert(events).values({
      studioId: s.studio.id,
      serviceId: s.services.privateLesson.id,
      instructorId: s.maria.id,
      roomId: s.rooms.studioB.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      capacity: 1,
    });
    const { body } = await callRoute(utilisationRoute, { token: s.owner.token, path: `/api/reports/utilisation?${weekQuery()}` });
    expect(body.rows.find((row: { instructor: string }) => row.instructor === "Maria Lopez")).toMatchObject({ bookedMinutes: 255 });
  });
});
