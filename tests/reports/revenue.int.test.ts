import { and, eq, gte, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { GET as revenueRoute } from "@/app/api/reports/revenue/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { addDays } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { at, makeReportStudio, weekQuery } from "./report-fixture";

const path = (query = weekQuery()) => `/api/reports/revenue?${query}`;
const table = (body: { tables: { key: string; rows: unknown[] }[] }, key: string) =>
  body.tables.find((candidate) => candidate.key === key)!.rows;

describe("GET /api/reports/revenue", () => {
  it("counts cash, lesson revenue by service and instructor, units sold vs used and what is still owed, by hand", async () => {
    const s = await makeReportStudio();
    const { status, body } = await callRoute(revenueRoute, { token: s.owner.token, path: path() });
    expect(status).toBe(200);
    expect(body.totals).toEqual({
      receivedCents: 93_000,
      refundedCents: 1_000,
      netCents: 92_000,
      // 850 package + 25 × 4 class places + 95 × 2 privates + 20 late-cancel fee; the 15 practice party charged and voided.
      chargedCents: 116_000,
      packagesSold: 1,
      unitsSold: 10,
      // Ana's package paid Sunday's and Saturday's lessons (Sunday 00:30 is next week's): 8 of 10 units still owed at 85 each.
      unitsUsed: 2,
      liabilityUnits: 8,
      liabilityCents: 68_000,
      // No promo codes used (tests/growth/promo-sales.int.test.ts counts them).
      discountsCents: 0,
      giftLiabilityCents: 0,
      giftSoldCents: 0,
      discountUses: 0,
      // Nothing paid online (Stripe): no gross, fees or net.
      onlineGrossCents: 0,
      onlineFeeCents: 0,
      onlineNetCents: 0,
      onlineFeePendingCents: 0,
      // No automatic payments (tests/reports/revenue-autopay.int.test.ts counts them).
      autopayCollectedCents: 0,
      autopayCollectedCount: 0,
      autopayToAccountCents: 0,
      autopayToAccountCount: 0,
      autopayFailedCents: 0,
      autopayFailedCount: 0,
      autopayUpcomingCents: 0,
      autopayUpcomingCount: 0,
    });
    expect(body.rows).toEqual([{ month: "2025-03", receivedCents: 93_000, refundedCents: 1_000, netCents: 92_000, chargedCents: 116_000 }]);
    expect(table(body, "services")).toEqual([
      { service: "Bronze Waltz", lessons: 2, revenueCents: 10_000 },
      // Two units at 85, Ben's no-show and lesson at 95 each, Cleo's late-cancel fee of 20.
      { service: "Private Lesson", lessons: 3, revenueCents: 38_000 },
    ]);
    expect(table(body, "instructors")).toEqual([
      { instructor: "James Chen", lessons: 1, revenueCents: 11_500 },
      { instructor: "Maria Lopez", lessons: 4, revenueCents: 36_500 },
    ]);
    expect(table(body, "packages")).toEqual([
      { package: "10 Private Lessons", sold: 1, salesCents: 85_000, unitsSold: 10, unitsUsed: 2, unitsOwed: 8, owedCents: 68_000 },
    ]);
    expect(body.previousTotals).toMatchObject({ receivedCents: 9_500, refundedCents: 0, netCents: 9_500, liabilityUnits: 0 });
  });

  it("reconciles with the ledger: net = payments − refunds of the period, whatever the routes wrote", async () => {
    const s = await makeReportStudio();
    const paid = await callRoute(paymentRoute, {
      token: s.owner.token,
      body: { studentId: s.students.ben.id, amountCents: 12_345, method: "card" },
    });
    expect(paid.status).toBe(201);
    const refund = await callRoute(refundRoute, {
      token: s.owner.token,
      params: { id: paid.body.payment.id },
      body: { amountCents: 2_345 },
    });
    expect(refund.status).toBe(201);
    await callRoute(paymentRoute, { token: s.owner.token, body: { studentId: s.students.cleo.id, amountCents: 4_500, method: "cash" } });

    for (const span of [
      { from: "2025-03-01", to: "2025-03-31" },
      { from: "2025-01-01", to: "2026-12-31" },
    ]) {
      const { body } = await callRoute(revenueRoute, { token: s.owner.token, path: path(new URLSearchParams(span).toString()) });
      const db = await getDb();
      const end = at(addDays(span.to, 1), "00:00");
      const entries = await db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.studioId, s.studio.id),
            gte(ledgerEntries.createdAt, at(span.from, "00:00")),
            lt(ledgerEntries.createdAt, end),
          ),
        );
      const sum = (kind: string) => entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amountCents, 0);
      expect(body.totals.receivedCents, span.to).toBe(sum("payment"));
      expect(body.totals.refundedCents, span.to).toBe(sum("refund"));
      expect(body.totals.netCents, span.to).toBe(sum("payment") - sum("refund"));
      const months = body.rows as { receivedCents: number; refundedCents: number; netCents: number }[];
      expect(months.reduce((total, row) => total + row.netCents, 0)).toBe(body.totals.netCents);
    }
  });

  it("is a Pro report, for owners only", async () => {
    const basic = await makeReportStudio("basic");
    const locked = await callRoute(revenueRoute, { token: basic.owner.token, path: path() });
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({ code: "plan_required", feature: "advanced_analytics", plan: "pro", planName: "Pro" });
    const s = await makeReportStudio("pro");
    expect((await callRoute(revenueRoute, { token: s.mariaMember.token, path: path() })).status).toBe(403);
    const narrowed = await callRoute(revenueRoute, { token: s.owner.token, path: path(weekQuery({ instructorId: s.maria.id })) });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.error.fields.instructorId).toBeTruthy();
  });
});
