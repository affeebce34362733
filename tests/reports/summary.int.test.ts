import { describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { callRoute } from "../helpers/call-route";
import { getDb } from "@/lib/db/client";
import { saveContactMessage } from "@/lib/contact/save-contact-message";
import { at, makeReportStudio, PREVIOUS_WEEK, WEEK, weekQuery } from "./report-fixture";

describe("GET /api/reports/summary", () => {
  it("adds up the DST week by hand: lessons, cash by method, sales, students, no-shows, balances; and the week before", async () => {
    const s = await makeReportStudio();
    const other = await makeReportStudio();
    const db = await getDb();
    const inquiry = (date: string, time: string, studioId: string | null, ip: string) =>
      saveContactMessage(
        db,
        { name: "Lee", email: "lee@example.test", subject: undefined, message: "Do you teach wedding dances?" },
        ip,
        at(date, time),
        studioId,
      );
    // To this studio: the week's first minutes and last, and the Saturday before; to another studio; to Promenade's own form.
    await inquiry("2025-03-09", "00:30", s.studio.id, "10.0.0.1");
    await inquiry("2025-03-15", "23:59", s.studio.id, "10.0.0.2");
    await inquiry("2025-03-08", "23:59", s.studio.id, "10.0.0.3");
    await inquiry("2025-03-12", "12:00", other.studio.id, "10.0.0.4");
    await inquiry("2025-03-12", "12:00", null, "10.0.0.5");
    const { status, body } = await callRoute(summaryRoute, { token: s.owner.token, path: `/api/reports/summary?${weekQuery()}` });
    expect(status).toBe(200);
    expect(body.period).toEqual(WEEK);
    expect(body.previous).toEqual(PREVIOUS_WEEK);
    expect(body.totals).toEqual({
      // Private lessons with a student attending: Sun 10:00, Fri 18:00, Sat 23:30 (Sunday 00:30 is next week's).
      privateLessons: 3,
      classesTaught: 2,
      classAttendances: 4,
      // card 850 + cash 50 + check 30 (Saturday 23:59); the cash refund of 10; Dev's Sunday 00:30 payment is next week's.
      receivedCents: 93_000,
      refundedCents: 1_000,
      netCents: 92_000,
      packagesSold: 1,
      unitsSold: 10,
      salesCents: 85_000,
      activeStudents: 3,
      // Ben and Cleo joined in the week (Ana on the 5th); Ana's and Ben's first lessons were in it (Dev's the week before).
      newStudents: 2,
      firstLessons: 2,
      inquiries: 2,
      noShows: 2,
      lateCancels: 1,
      // At the week's end Ana owes 50, Ben 145 (215 charged − 80 paid + 10 refunded), Cleo 45 (the practice party was voided).
      openBalanceCents: 24_000,
      studentsOwing: 3,
      // Nothing paid online (Stripe): no gross, fees or net.
      onlineGrossCents: 0,
      onlineFeeCents: 0,
      onlineNetCents: 0,
      onlineFeePendingCents: 0,
      // No memberships (tests/reports/summary-autopay.int.test.ts counts them).
      activeMembers: 0,
      membersGained: 0,
      membersLost: 0,
      mrrCents: 0,
    });
    expect(body.previousTotals).toMatchObject({
      privateLessons: 1,
      receivedCents: 9_500,
      netCents: 9_500,
      activeStudents: 1,
      newStudents: 1,
      firstLessons: 1,
      inquiries: 1,
      noShows: 0,
      openBalanceCents: 0,
    });
    expect(body.tables[0].rows).toEqual([
      { method: "cash", receivedCents: 5_000, refundedCents: 1_000, netCents: 4_000 },
      { method: "card", receivedCents: 85_000, refundedCents: 0, netCents: 85_000 },
      { method: "check", receivedCents: 3_000, refundedCents: 0, netCents: 3_000 },
      { method: "online", receivedCents: 0, refundedCents: 0, netCents: 0 },
      { method: "other", receivedCents: 0, refundedCents: 0, netCents: 0 },
    ]);
    expect(body.rows.find((row: { metric: string }) => row.metric === "netCents")).toEqual({
      metric: "netCents",
      label: "Net received",
      unit: "cents",
      value: 92_000,
      previous: 9_500,
    });
  });

  it("defaults to this week in the studio's zone and compares it with the week before", async () => {
    const s = await makeReportStudio();
    const { status, body } = await callRoute(summaryRoute, { token: s.owner.token, path: "/api/reports/summary" });
    expect(status).toBe(200);
    const days = (span: { from: string; to: string }) => (Date.parse(span.to) - Date.parse(span.from)) / 86_400_000 + 1;
    expect(days(body.period)).toBe(7);
    expect(new Date(`${body.period.from}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(Date.parse(body.previous.to) + 86_400_000).toBe(Date.parse(body.period.from));
  });
});
