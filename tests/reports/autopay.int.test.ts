import { describe, expect, it } from "vitest";
import { GET as revenueRoute } from "@/app/api/reports/revenue/route";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { getDb } from "@/lib/db/client";
import { studentPackages } from "@/lib/db/schema";
import { revenueReport } from "@/lib/reports/revenue";
import { summaryReport } from "@/lib/reports/summary";
import { callRoute } from "../helpers/call-route";
import { makeStudent } from "../helpers/people-factory";
import { makeStudio } from "../helpers/studio-factory";
import { makeMembership, makeMembershipItem } from "../autopay/notices-fixture";

const NY = "America/New_York";
/** The report's clock: Friday Nov 20, 2026, noon in New York. November is the period; Oct 2–31 the one before. */
const NOW = new Date("2026-11-20T17:00:00Z");
const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };

async function studioWithStudent(plan: "basic" | "pro" = "pro") {
  const { studio, owner } = await makeStudio({ timeZone: NY, plan });
  const student = await makeStudent(studio.id, { name: "Ana Ruiz" });
  return { studio, owner, student };
}

describe("Revenue: automatic payments", () => {
  it("counts collected (card and cash), charged to account, failed and the next 30 days, on the studio's calendar", async () => {
    const { studio, owner, student } = await studioWithStudent();
    const membership = await makeMembership(studio.id, student.id, { startsOn: "2026-01-01" });
    let sequence = 0;
    const item = (values: Parameters<typeof makeMembershipItem>[2] extends infer T ? Omit<T, "sequence"> : never) =>
      makeMembershipItem(membership, NY, { ...values, sequence: ++sequence });
    const paid = (settledBy: "card" | "cash" | "account", settledAt: string, amountCents: number) =>
      item({ dueOn: settledAt.slice(0, 10), status: "paid", settledBy, settledAt: new Date(settledAt), amountCents, nextAttemptAt: null });
    await paid("card", "2026-11-05T11:00:00Z", 12_000);
    await paid("cash", "2026-11-10T15:00:00Z", 9_900);
    await paid("account", "2026-11-12T11:00:00Z", 5_000);
    // Oct 31, 23:30 in New York (Nov 1 in UTC): the period before.
    await paid("card", "2026-11-01T03:30:00Z", 7_000);
    await item({ dueOn: "2026-11-15", status: "failed", tries: 2, amountCents: 12_000 });
    await item({ dueOn: "2026-10-20", status: "failed", tries: 3, nextAttemptAt: null, amountCents: 4_000 });
    // Today, the 29th day after it (both in the next 30 days), and the 30th (not).
    await item({ dueOn: "2026-11-20", amountCents: 1_000 });
    await item({ dueOn: "2026-12-19", amountCents: 2_000 });
    await item({ dueOn: "2026-12-20", amountCents: 4_000 });
    await item({ dueOn: "2026-11-18", status: "waived", amountCents: 8_000 });
    await item({ dueOn: "2026-11-19", status: "cancelled", amountCents: 8_000 });
    // Another studio's items are not counted.
    const other = await studioWithStudent();
    const theirs = await makeMembership(other.studio.id, other.student.id, { startsOn: "2026-01-01" });
    await makeMembershipItem(theirs, NY, { sequence: 1, dueOn: "2026-11-21", amountCents: 50_000 });

    const report = await revenueReport(await getDb(), owner.session, NOVEMBER, NOW);
    const upcoming = { autopayUpcomingCents: 3_000, autopayUpcomingCount: 2 };
    expect(report.totals).toMatchObject({
      autopayCollectedCents: 21_900,
      autopayCollectedCount: 2,
      autopayToAccountCents: 5_000,
      autopayToAccountCount: 1,
      autopayFailedCents: 12_000,
      autopayFailedCount: 1,
      ...upcoming,
    });
    expect(report.previousTotals).toMatchObject({
      autopayCollectedCents: 7_000,
      autopayCollectedCount: 1,
      autopayToAccountCents: 0,
      autopayToAccountCount: 0,
      autopayFailedCents: 4_000,
      autopayFailedCount: 1,
      ...upcoming,
    });
    expect(report.tables.find((table) => table.key === "autopay")!.rows).toEqual([
      { outcome: "Collected by card", items: 1, amountCents: 12_000 },
      { outcome: "Recorded in cash", items: 1, amountCents: 9_900 },
      { outcome: "Charged to account (no card)", items: 1, amountCents: 5_000 },
      { outcome: "Failed, still owed", items: 1, amountCents: 12_000 },
      { outcome: "Upcoming, next 30 days", items: 2, amountCents: 3_000 },
    ]);

    // The route answers the same figures and the table's CSV.
    const json = await callRoute(revenueRoute, { token: owner.token, path: "/api/reports/revenue?from=2026-11-01&to=2026-11-30" });
    expect(json.status).toBe(200);
    expect(json.body.totals).toMatchObject({ autopayCollectedCents: 21_900, autopayFailedCents: 12_000 });
    const csv = await callRoute(revenueRoute, {
      token: owner.token,
      path: "/api/reports/revenue?from=2026-11-01&to=2026-11-30&format=csv&table=autopay",
    });
    expect(csv.status).toBe(200);
    expect(String(csv.body).split("\n").slice(0, 3)).toEqual([
      "Outcome,Items,Amount (USD)",
      "Collected by card,1,120",
      "Recorded in cash,1,99",
    ]);
  });
});

describe("Summary: members and monthly recurring revenue", () => {
  it("counts members running on the period's last day (today while it runs), gained, lost, and MRR with weeks as 52/12", async () => {
    const { studio, owner } = await studioWithStudent();
    const student = async () => (await makeStudent(studio.id)).id;
    const [s1, s2, s3, s4, s5, s6, s7, s8] = await Promise.all(Array.from({ length: 8 }, student));
    const join = (studentId: string, values: Parameters<typeof makeMembership>[2]) => makeMembership(studio.id, studentId, values);
    await join(s1, { startsOn: "2026-09-01", priceCents: 12_000 });
    // A second membership of the same student: one member, two prices.
    await join(s1, { startsOn: "2026-10-05", priceCents: 5_000 });
    await join(s2, { startsOn: "2026-11-03", priceCents: 2_500, period: "week" });
    // Cancelled with notice: its last day (Nov 24) is still ahead, so it runs today and isn't lost yet.
    await join(s3, { startsOn: "2026-07-01", priceCents: 8_000, endsOn: "2026-11-25" });
    await join(s4, { startsOn: "2026-08-01", priceCents: 1_999, period: "week" });
    await join(s5, { startsOn: "2026-06-01", priceCents: 7_000, pausedFrom: "2026-11-15", pausedUntil: "2026-12-01" });
    await join(s6, { startsOn: "2026-05-01", priceCents: 6_000, endsOn: "2026-11-10" });
    await join(s7, { startsOn: "2026-11-25", priceCents: 9_000 });
    // Cancelled before its first day: it never ran.
    await join(s8, { startsOn: "2026-11-05", priceCents: 9_000, endsOn: "2026-11-05" });

    const report = await summaryReport(await getDb(), owner.session, NOVEMBER, NOW);
    // 12,000 + 5,000 + 8,000 + (2,500 + 1,999) × 52 / 12 = 44,495.67.
    expect(report.totals).toMatchObject({ activeMembers: 4, membersGained: 1, membersLost: 1, mrrCents: 44_496 });
    // On Oct 31: s1 (both), s3, s4, s5 (not paused yet) and s6 (not ended yet).
    expect(report.previousTotals).toMatchObject({ activeMembers: 5, membersGained: 1, membersLost: 0, mrrCents: 46_662 });
    expect(report.rows.find((row) => row.metric === "mrrCents")).toEqual({
      metric: "mrrCents",
      label: "Monthly recurring revenue",
      unit: "cents",
      value: 44_496,
      previous: 46_662,
    });
    // A closed period counts on its own last day: on Nov 30 s5 is paused, s3 has ended, s7 has started.
    const closed = await summaryReport(await getDb(), owner.session, NOVEMBER, new Date("2026-12-05T17:00:00Z"));
    expect(closed.totals).toMatchObject({ activeMembers: 4, membersGained: 2, membersLost: 2, mrrCents: 45_496 });
  });

  it("is part of the Summary every plan with reports has (Basic), while Revenue's autopay stays on Pro", async () => {
    const { owner } = await studioWithStudent("basic");
    const summary = await callRoute(summaryRoute, { token: owner.token, path: "/api/reports/summary" });
    expect(summary.status).toBe(200);
    expect(summary.body.totals).toMatchObject({ activeMembers: 0, membersGained: 0, membersLost: 0, mrrCents: 0 });
    const revenue = await callRoute(revenueRoute, { token: owner.token, path: "/api/reports/revenue" });
    expect(revenue.status).toBe(403);
    expect(revenue.body.error.code).toBe("plan_required");
  });

  it("a membership's units are neither a package sold nor lessons paid and not yet taught", async () => {
    const { studio, owner, student } = await studioWithStudent();
    const membership = await makeMembership(studio.id, student.id, { startsOn: "2026-11-01" });
    const db = await getDb();
    await db.insert(studentPackages).values({
      studioId: studio.id,
      studentId: student.id,
      membershipId: membership.id,
      grantPeriod: 1,
      grantKind: "unlimited",
      name: "Unlimited group classes · November",
      units: 1000,
      priceCents: 0,
      purchasedAt: new Date("2026-11-01T05:00:00Z"),
      expiresAt: new Date("2026-12-01T05:00:00Z"),
    });
    const report = await revenueReport(db, owner.session, NOVEMBER, NOW);
    expect(report.totals).toMatchObject({ packagesSold: 0, unitsSold: 0, liabilityUnits: 0, liabilityCents: 0 });
  });
});
