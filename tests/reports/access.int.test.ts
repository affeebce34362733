import { describe, expect, it } from "vitest";
import { GET as attendanceRoute } from "@/app/api/reports/attendance/route";
import { GET as payrollRoute } from "@/app/api/reports/payroll/route";
import { GET as retentionRoute } from "@/app/api/reports/retention/route";
import { GET as revenueRoute } from "@/app/api/reports/revenue/route";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { GET as utilisationRoute } from "@/app/api/reports/utilisation/route";
import { getDb } from "@/lib/db/client";
import { students } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "../helpers/call-route";
import { makeReportStudio, weekQuery } from "./report-fixture";

const REPORTS = [
  { name: "summary", handler: summaryRoute, pro: false, instructor: false },
  { name: "attendance", handler: attendanceRoute, pro: false, instructor: true },
  { name: "revenue", handler: revenueRoute, pro: true, instructor: false },
  { name: "payroll", handler: payrollRoute, pro: true, instructor: true },
  { name: "utilisation", handler: utilisationRoute, pro: true, instructor: false },
  { name: "retention", handler: retentionRoute, pro: true, instructor: false },
];

describe("who may read which report, on which plan", () => {
  it("owners read every report on Pro; instructors only payroll and attendance; students none; nobody without a session", async () => {
    const s = await makeReportStudio("pro");
    for (const report of REPORTS) {
      const call = (token?: string) => callRoute(report.handler, { token, path: `/api/reports/${report.name}?${weekQuery()}` });
      expect((await call(s.owner.token)).status, report.name).toBe(200);
      expect((await call(s.mariaMember.token)).status, report.name).toBe(report.instructor ? 200 : 403);
      expect((await call(s.studentMember.token)).status, report.name).toBe(403);
      expect((await call()).status, report.name).toBe(401);
    }
  });

  it("Free and Basic get the summary and attendance; the rest answers the one plan_required shape naming Pro", async () => {
    for (const plan of ["free", "basic"] as const) {
      const s = await makeReportStudio(plan);
      for (const report of REPORTS) {
        const { status, body } = await callRoute(report.handler, {
          token: s.owner.token,
          path: `/api/reports/${report.name}?${weekQuery()}`,
        });
        if (!report.pro) {
          expect(status, `${plan} ${report.name}`).toBe(200);
          continue;
        }
        expect(status, `${plan} ${report.name}`).toBe(403);
        expect(body.error).toEqual({
          code: "plan_required",
          message: "Advanced analytics is available on the Pro plan.",
          feature: "advanced_analytics",
          plan: "pro",
          planName: "Pro",
        });
      }
      // The CSV is data export: Pro too.
      const csv = await callRoute(summaryRoute, { token: s.owner.token, path: `/api/reports/summary?${weekQuery({ format: "csv" })}` });
      expect(csv.status).toBe(403);
      expect(csv.body.error).toMatchObject({ code: "plan_required", feature: "data_export", planName: "Pro" });
    }
  });

  it("refuses a period ending before it starts, longer than five years, or a malformed date, with 400", async () => {
    const s = await makeReportStudio("pro");
    const call = (query: string) => callRoute(summaryRoute, { token: s.owner.token, path: `/api/reports/summary?${query}` });
    const backwards = await call("from=2025-03-15&to=2025-03-09");
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.to).toBeTruthy();
    const long = await call("from=2020-01-01&to=2025-01-01");
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe("Reports cover at most five years at a time.");
    expect((await call("from=2020-01-02&to=2025-01-01")).status).toBe(200);
    expect((await call("from=2025-02-30&to=2025-03-01")).status).toBe(400);
    expect((await call("from=last-week")).status).toBe(400);
    // Another studio's instructor is 404, like any other studio's id.
    const other = await makeReportStudio("pro");
    const foreign = await callRoute(attendanceRoute, {
      token: s.owner.token,
      path: `/api/reports/attendance?${weekQuery({ instructorId: other.maria.id })}`,
    });
    expect(foreign.status).toBe(404);
  });
});

describe("CSV export", () => {
  it("streams every row of the chosen table, amounts in currency units, formula-looking cells neutralised", async () => {
    const s = await makeReportStudio("pro");
    const db = await getDb();
    await db.update(students).set({ name: '=HYPERLINK("http://evil")' }).where(eq(students.id, s.students.ben.id));
    await db.update(students).set({ name: "@Cleo" }).where(eq(students.id, s.students.cleo.id));
    const byStudent = await callRoute(attendanceRoute, {
      token: s.owner.token,
      path: `/api/reports/attendance?${weekQuery({ format: "csv" })}`,
    });
    expect(byStudent.status).toBe(200);
    expect(byStudent.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(byStudent.headers.get("content-disposition")).toBe('attachment; filename="attendance-2025-03-09-to-2025-03-15.csv"');
    const lines = String(byStudent.body).trim().split("\n");
    expect(lines[0]).toBe("Student,Level,Attended,No-shows,Late cancels,Attendance rate (%)");
    expect(lines).toContain("'@Cleo,Newcomer,0,1,1,0");
    expect(lines).toContain(`"'=HYPERLINK(""http://evil"")",Silver,2,1,0,66.7`);

    const missed = await callRoute(attendanceRoute, {
      token: s.owner.token,
      path: `/api/reports/attendance?${weekQuery({ format: "csv", table: "missed" })}`,
    });
    expect(String(missed.body).trim().split("\n")).toEqual([
      "When,Student,Class or lesson,Instructor,Outcome",
      "2025-03-13 14:00,'@Cleo,Private Lesson,James Chen,Late cancel",
      `2025-03-12 14:00,"'=HYPERLINK(""http://evil"")",Private Lesson,Maria Lopez,No-show`,
      "2025-03-11 21:00,'@Cleo,Bronze Waltz,Maria Lopez,No-show",
    ]);

    const revenue = await callRoute(revenueRoute, { token: s.owner.token, path: `/api/reports/revenue?${weekQuery({ format: "csv" })}` });
    expect(String(revenue.body).trim().split("\n")).toEqual([
      "Month,Received (USD),Refunded (USD),Net (USD),Charged (USD)",
      "2025-03,930,10,920,1160",
    ]);

    const unknown = await callRoute(revenueRoute, {
      token: s.owner.token,
      path: `/api/reports/revenue?${weekQuery({ format: "csv", table: "nope" })}`,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.table).toMatch(/rows, methods, online, services, instructors, packages/);
  });
});
