import { describe, expect, it } from "vitest";
import { PATCH as updateEventRoute } from "@/app/api/events/[id]/route";
import { GET as runRoute } from "@/app/api/reports/custom/[id]/run/route";
import { POST as createReportRoute } from "@/app/api/reports/custom/route";
import { PATCH as updateServiceRoute } from "@/app/api/services/[id]/route";
import { POST as createServiceRoute } from "@/app/api/services/route";
import { getDb } from "@/lib/db/client";
import { dances } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeReportStudio, weekQuery, type ReportStudio } from "./report-fixture";

type Point = { label: string; value: number | null };

async function makeDance(studioId: string, name: string, style: "american-smooth" | "international-standard") {
  const db = await getDb();
  const [row] = await db.insert(dances).values({ studioId, name, style }).returning();
  return row;
}

/** Saves a custom report grouped by dance and runs it over the fixture's week. */
async function byDance(s: ReportStudio, measure: string, groupBy = "dance", filters: Record<string, string> = {}) {
  const created = await callRoute(createReportRoute, {
    token: s.owner.token,
    body: { name: `By dance ${Math.random()}`, measure, groupBy, filters },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const result = await callRoute(runRoute, {
    token: s.owner.token,
    params: { id: created.body.report.id },
    path: `/api/run?${weekQuery()}`,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const body = result.body as { rows: Point[]; totals: { total: number | null } };
  return { pairs: body.rows.map((row) => [row.label, row.value]), total: body.totals.total };
}

/**
 * The week's lessons taught (worked out in report-fixture.ts): e1, e5 and e6 private (45 min each,
 * the service names no dance), e2 and e9 the Bronze Waltz class (60 min each).
 */
describe("custom reports grouped by dance", () => {
  it("count each lesson once: the event's dance, else its service's, else 'No dance recorded'", async () => {
    const s = await makeReportStudio();
    const americanWaltz = await makeDance(s.studio.id, "Waltz", "american-smooth");
    const foxtrot = await makeDance(s.studio.id, "Foxtrot", "american-smooth");
    await makeDance(s.studio.id, "Waltz", "international-standard");

    expect(await byDance(s, "lessons")).toEqual({ pairs: [["No dance recorded", 5]], total: 5 });

    // The class teaches American Waltz: both its lessons move under it (the rollups follow the service's change).
    const service = await callRoute(updateServiceRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.services.waltz.id },
      body: { danceId: americanWaltz.id },
    });
    expect(service.status, JSON.stringify(service.body)).toBe(200);
    expect(service.body.service.danceId).toBe(americanWaltz.id);
    expect(await byDance(s, "lessons")).toEqual({
      pairs: [
        ["No dance recorded", 3],
        ["Waltz (American Smooth)", 2],
      ],
      total: 5,
    });

    // Thursday's class taught Foxtrot instead: the event overrides its service.
    const event = await callRoute(updateEventRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.lessons.e9.event.id },
      body: { danceId: foxtrot.id },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    expect(event.body.events[0].danceId).toBe(foxtrot.id);
    expect(await byDance(s, "lessons")).toEqual({
      pairs: [
        ["Foxtrot (American Smooth)", 1],
        ["No dance recorded", 3],
        ["Waltz (American Smooth)", 1],
      ],
      total: 5,
    });
    expect(await byDance(s, "hours")).toEqual({
      pairs: [
        ["Foxtrot (American Smooth)", 60],
        ["No dance recorded", 135],
        ["Waltz (American Smooth)", 60],
      ],
      total: 255,
    });
    // New this week: Ana (first lesson e1, private) and Ben (first lesson e2, the Waltz class).
    expect(await byDance(s, "newStudents")).toEqual({
      pairs: [
        ["No dance recorded", 1],
        ["Waltz (American Smooth)", 1],
      ],
      total: 2,
    });

    // Filtered to one dance: only the lessons that taught it, however it was recorded.
    expect(await byDance(s, "lessons", "instructor", { danceId: foxtrot.id })).toEqual({ pairs: [["Maria Lopez", 1]], total: 1 });
    expect(await byDance(s, "hours", "service", { danceId: americanWaltz.id })).toEqual({ pairs: [["Bronze Waltz", 60]], total: 60 });

    // Back to the service's dance.
    await callRoute(updateEventRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.lessons.e9.event.id },
      body: { danceId: null },
    });
    expect((await byDance(s, "lessons")).pairs).toEqual([
      ["No dance recorded", 3],
      ["Waltz (American Smooth)", 2],
    ]);
  });

  it("refuses another studio's dance on a service or an event, beside danceId", async () => {
    const s = await makeReportStudio();
    const other = await makeReportStudio();
    const foreign = await makeDance(other.studio.id, "Tango", "american-smooth");
    const service = await callRoute(createServiceRoute, {
      token: s.owner.token,
      body: { name: "Tango Basics", kind: "group", durationMinutes: 60, priceCents: 2000, danceId: foreign.id },
    });
    expect(service.status).toBe(404);
    expect(service.body.error.fields.danceId).toBeTruthy();
    const event = await callRoute(updateEventRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.lessons.e9.event.id },
      body: { danceId: foreign.id },
    });
    expect(event.status).toBe(404);
    expect(event.body.error.fields.danceId).toBeTruthy();
    const report = await callRoute(createReportRoute, {
      token: s.owner.token,
      body: { name: "Foreign dance", measure: "lessons", groupBy: "instructor", filters: { danceId: foreign.id } },
    });
    expect(report.status).toBe(400);
    expect(report.body.error.fields["filters.danceId"]).toBeTruthy();
  });
});
