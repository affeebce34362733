import { describe, expect, it } from "vitest";
import { GET as retentionRoute } from "@/app/api/reports/retention/route";
import { getDb } from "@/lib/db/client";
import { studentPackages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeReportStudio, weekQuery } from "./report-fixture";

describe("GET /api/reports/retention", () => {
  it("finds new, returning and lapsed students as they stood at the week's end, with the lists to act on", async () => {
    const s = await makeReportStudio();
    const { status, body } = await callRoute(retentionRoute, { token: s.owner.token, path: `/api/reports/retention?${weekQuery()}` });
    expect(status).toBe(200);
    // Ana and Ben had their first lessons this week, Dev came back; Eve last came on Jan 15 with nothing ahead.
    // Fay last came on Jan 10 too, but had a lesson booked for Mar 20: not lapsed. Cleo never attended.
    expect(body.totals).toEqual({ active: 3, new: 2, returning: 1, lapsed: 1, runningOut: 0 });
    expect(body.rows.map((row: { student: string; status: string; lapsed: string }) => [row.student, row.status, row.lapsed])).toEqual([
      ["Eve", "", "Lapsed"],
      ["Ana", "New", ""],
      ["Ben", "New", ""],
      ["Dev", "Returning", ""],
    ]);
    expect(body.rows[0]).toMatchObject({ email: "eve@example.test", visits: 0 });
    // The week before: Dev's first lesson; Eve already lapsed.
    expect(body.previousTotals).toMatchObject({ active: 1, new: 1, returning: 0, lapsed: 1 });
    // March's cohort (Ana, Ben): Ana came back in July, Ben never did.
    expect(body.tables.find((table: { key: string }) => table.key === "cohorts").rows).toEqual([
      { cohort: "2025-03", size: 2, kept1: 0.5, kept3: 0.5, kept6: 0 },
    ]);
  });

  it("lists students whose valid packages hold two units or fewer now", async () => {
    const s = await makeReportStudio();
    const db = await getDb();
    await db.insert(studentPackages).values({
      studioId: s.studio.id,
      studentId: s.students.ben.id,
      packageId: s.anaPackage.packageId,
      name: "5 Group Classes",
      units: 5,
      unitsUsed: 4,
      priceCents: 11_000,
      purchasedAt: new Date(Date.now() - 86_400_000),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const { body } = await callRoute(retentionRoute, { token: s.owner.token, path: `/api/reports/retention?${weekQuery()}` });
    expect(body.totals.runningOut).toBe(1);
    // Ana's package expired in September 2025, so it is neither running out nor counted.
    expect(body.tables.find((table: { key: string }) => table.key === "runningOut").rows).toEqual([
      expect.objectContaining({ student: "Ben", packages: "5 Group Classes", unitsLeft: 1, email: "ben@example.test" }),
    ]);
  });
});
