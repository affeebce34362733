import { describe, expect, it } from "vitest";
import { GET as payrollRoute } from "@/app/api/reports/payroll/route";
import { PATCH as settingsRoute } from "@/app/api/reports/payroll/settings/route";
import { callRoute } from "../helpers/call-route";
import { makeReportStudio, weekQuery } from "./report-fixture";

const path = (query = weekQuery()) => `/api/reports/payroll?${query}`;
type Line = { instructor: string; service: string; outcome: string; rateCents: number; payCents: number; day: string; minutes: number };

describe("GET /api/reports/payroll", () => {
  it("prices each lesson at the rate in force on its local date; missed lessons unpaid by default; totals are the lines' sums", async () => {
    const s = await makeReportStudio();
    const { status, body } = await callRoute(payrollRoute, { token: s.owner.token, path: path() });
    expect(status).toBe(200);
    const lines = body.tables[0].rows as Line[];
    // Newest first.
    expect(lines.map((line) => [line.instructor, line.day, line.service, line.outcome, line.rateCents, line.payCents])).toEqual([
      ["Maria Lopez", "2025-03-15", "Private Lesson", "Taught", 7000, 7000],
      ["James Chen", "2025-03-14", "Private Lesson", "Taught", 5000, 5000],
      ["Maria Lopez", "2025-03-13", "Bronze Waltz", "Taught", 4500, 4500],
      ["James Chen", "2025-03-13", "Private Lesson", "Late cancel", 5000, 0],
      ["Maria Lopez", "2025-03-12", "Private Lesson", "No-show", 7000, 0],
      // Tuesday 21:00 in New York (Wednesday in UTC): still the old class rate.
      ["Maria Lopez", "2025-03-11", "Bronze Waltz", "Taught", 4000, 4000],
      // Sunday of the DST change, the old rate.
      ["Maria Lopez", "2025-03-09", "Private Lesson", "Taught", 6000, 6000],
    ]);
    expect(body.rows).toEqual([
      {
        instructorId: s.james.id,
        instructor: "James Chen",
        privateLessons: 1,
        classes: 0,
        classMinutes: 0,
        missed: 1,
        payCents: 5_000,
        commissionCents: 0,
        totalCents: 5_000,
      },
      {
        instructorId: s.maria.id,
        instructor: "Maria Lopez",
        privateLessons: 2,
        classes: 2,
        classMinutes: 120,
        missed: 1,
        payCents: 21_500,
        commissionCents: 0,
        totalCents: 21_500,
      },
    ]);
    expect(body.totals).toEqual({
      privateLessons: 3,
      classes: 2,
      privateMinutes: 135,
      classMinutes: 120,
      missed: 2,
      payCents: 26_500,
      withoutRate: 0,
      unposted: 0,
      payMissedLessons: false,
      commissionCents: 0,
      commissionBasis: "sale",
    });
    for (const row of body.rows) {
      const sum = lines.filter((line) => line.instructor === row.instructor).reduce((total, line) => total + line.payCents, 0);
      expect(sum, row.instructor).toBe(row.payCents);
    }
    expect(body.previousTotals).toMatchObject({ privateLessons: 1, payCents: 5_000 });
  });

  it("pays no-shows and late cancels once the owner says so, and only then", async () => {
    const s = await makeReportStudio();
    const refused = await callRoute(settingsRoute, { method: "PATCH", token: s.mariaMember.token, body: { payMissedLessons: true } });
    expect(refused.status).toBe(403);
    const bad = await callRoute(settingsRoute, { method: "PATCH", token: s.owner.token, body: { payMissedLessons: "yes" } });
    expect(bad.status).toBe(400);
    const saved = await callRoute(settingsRoute, { method: "PATCH", token: s.owner.token, body: { payMissedLessons: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ payMissedLessons: true, commissionBasis: "sale" });
    const { body } = await callRoute(payrollRoute, { token: s.owner.token, path: path() });
    // Maria's no-show at her new private rate (70) and James's late cancel (50) are now paid.
    expect(body.rows.map((row: { payCents: number }) => row.payCents)).toEqual([10_000, 28_500]);
    expect(body.totals).toMatchObject({ payCents: 38_500, payMissedLessons: true });
    const sum = (body.tables[0].rows as Line[]).reduce((total, line) => total + line.payCents, 0);
    expect(sum).toBe(38_500);
  });

  it("shows an instructor their own pay only", async () => {
    const s = await makeReportStudio();
    const own = await callRoute(payrollRoute, { token: s.mariaMember.token, path: path() });
    expect(own.status).toBe(200);
    expect(own.body.rows.map((row: { instructor: string }) => row.instructor)).toEqual(["Maria Lopez"]);
    expect(new Set((own.body.tables[0].rows as Line[]).map((line) => line.instructor))).toEqual(new Set(["Maria Lopez"]));
    expect(own.body.totals.payCents).toBe(21_500);
    const other = await callRoute(payrollRoute, { token: s.mariaMember.token, path: path(weekQuery({ instructorId: s.james.id })) });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe("forbidden");
  });
});
