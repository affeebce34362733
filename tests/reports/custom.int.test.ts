import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/reports/custom/[id]/route";
import { GET as runRoute } from "@/app/api/reports/custom/[id]/run/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/reports/custom/route";
import { callRoute } from "../helpers/call-route";
import { makeRoom } from "../helpers/studio-factory";
import { makeReportStudio, weekQuery, type ReportStudio } from "./report-fixture";

type Point = { label: string; value: number | null };

async function run(s: ReportStudio, body: Record<string, unknown>) {
  const created = await callRoute(createRoute, { token: s.owner.token, body: { name: `Report ${Math.random()}`, ...body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const result = await callRoute(runRoute, {
    token: s.owner.token,
    params: { id: created.body.report.id },
    path: `/api/run?${weekQuery()}`,
  });
  expect(result.status).toBe(200);
  return result.body as { rows: Point[]; totals: { total: number | null }; unit: string };
}

const pairs = (rows: Point[]) => rows.map((row) => [row.label, row.value]);

describe("custom reports", () => {
  it("counts each measure by each grouping, by hand", async () => {
    const s = await makeReportStudio();
    expect(pairs((await run(s, { measure: "lessons", groupBy: "instructor" })).rows)).toEqual([
      ["James Chen", 1],
      ["Maria Lopez", 4],
    ]);
    const hours = await run(s, { measure: "hours", groupBy: "instructor" });
    expect(hours.unit).toBe("minutes");
    expect(pairs(hours.rows)).toEqual([
      ["James Chen", 45],
      ["Maria Lopez", 210],
    ]);
    const revenue = await run(s, { measure: "revenue", groupBy: "service" });
    expect(pairs(revenue.rows)).toEqual([
      ["Bronze Waltz", 10_000],
      ["Private Lesson", 38_000],
    ]);
    expect(revenue.totals.total).toBe(48_000);
    const rate = await run(s, { measure: "attendanceRate", groupBy: "level" });
    expect(pairs(rate.rows)).toEqual([
      ["Bronze", 1],
      ["Gold", 1],
      ["Newcomer", 0],
      ["Silver", 0.6667],
    ]);
    expect(rate.totals.total).toBe(0.7);
    expect(pairs((await run(s, { measure: "noShows", groupBy: "month" })).rows)).toEqual([["2025-03", 2]]);
    expect(pairs((await run(s, { measure: "newStudents", groupBy: "week" })).rows)).toEqual([["2025-03-09", 2]]);
    expect(pairs((await run(s, { measure: "newStudents", groupBy: "instructor" })).rows)).toEqual([["Maria Lopez", 2]]);
    expect(pairs((await run(s, { measure: "lessons", groupBy: "room" })).rows)).toEqual([
      ["Main Ballroom", 2],
      ["Studio B", 3],
    ]);
    const filtered = await run(s, { measure: "lessons", groupBy: "service", filters: { instructorId: s.james.id }, chart: "pie" });
    expect(pairs(filtered.rows)).toEqual([["Private Lesson", 1]]);
  });

  it("saves by name for the studio, edits, lists, deletes; refuses a taken name and a foreign filter", async () => {
    const s = await makeReportStudio();
    const created = await callRoute(createRoute, {
      token: s.owner.token,
      body: { name: "Lessons by teacher", measure: "lessons", groupBy: "instructor", chart: "bar" },
    });
    expect(created.status).toBe(201);
    const id = created.body.report.id;
    const again = await callRoute(createRoute, {
      token: s.owner.token,
      body: { name: "Lessons by teacher", measure: "hours", groupBy: "month" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.name).toBeTruthy();
    const bad = await callRoute(createRoute, { token: s.owner.token, body: { name: "", measure: "miles", groupBy: "instructor" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["measure", "name"]);
    const other = await makeReportStudio();
    const foreignRoom = await makeRoom(other.studio.id);
    const foreign = await callRoute(createRoute, {
      token: s.owner.token,
      body: { name: "Foreign", measure: "lessons", groupBy: "room", filters: { roomId: foreignRoom.id } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields["filters.roomId"]).toBeTruthy();

    const patched = await callRoute(patchRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id },
      body: { name: "Teaching load", chart: "line" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.report).toMatchObject({ name: "Teaching load", chart: "line", measure: "lessons" });
    const list = await callRoute(listRoute, { token: s.owner.token });
    expect(list.body.reports.map((report: { name: string }) => report.name)).toEqual(["Teaching load"]);
    // Another studio's report looks like no report at all.
    expect((await callRoute(getRoute, { token: other.owner.token, params: { id } })).status).toBe(404);
    expect((await callRoute(runRoute, { token: other.owner.token, params: { id }, path: "/api/run" })).status).toBe(404);
    expect((await callRoute(deleteRoute, { method: "DELETE", token: s.owner.token, params: { id } })).status).toBe(204);
    expect((await callRoute(getRoute, { token: s.owner.token, params: { id } })).status).toBe(404);
  });

  it("is Premium, for owners", async () => {
    const pro = await makeReportStudio("pro");
    const locked = await callRoute(listRoute, { token: pro.owner.token });
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({ code: "plan_required", feature: "custom_reports", plan: "premium", planName: "Premium" });
    const s = await makeReportStudio();
    expect((await callRoute(listRoute, { token: s.mariaMember.token })).status).toBe(403);
    expect((await callRoute(listRoute, { token: s.studentMember.token })).status).toBe(403);
    expect((await callRoute(listRoute, {})).status).toBe(401);
  });
});
