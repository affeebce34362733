import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancelBookingRoute } from "@/app/api/bookings/[id]/route";
import { PATCH as moveEventRoute } from "@/app/api/events/[id]/route";
import { POST as rateRoute } from "@/app/api/instructors/[id]/rates/route";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { GET as payrollRoute } from "@/app/api/reports/payroll/route";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { PATCH as studentRoute } from "@/app/api/students/[id]/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { bookings, events, studios } from "@/lib/db/schema";
import { markAllDirty } from "@/lib/reports/rollups/refresh-rollups";
import { callRoute } from "../helpers/call-route";
import { makeEvent } from "../helpers/people-factory";
import { makeReportStudio, type ReportStudio } from "./report-fixture";

const TABLES = [
  "report_lesson_facts",
  "report_level_facts",
  "report_student_facts",
  "report_money_facts",
  "report_package_facts",
  "report_hour_facts",
  "report_fill_facts",
];

/** Every rollup row of the studio, in a stable order, as text. */
async function snapshot(studioId: string) {
  const db = await getDb();
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select (t.*)::text as row from ${sql.raw(table)} t where t.studio_id = ${studioId} order by (t.*)::text`,
    );
    result[table] = rows.map((row) => row.row);
  }
  return result;
}

/** Reads a report, which folds the days changed since the last one into the rollups. */
async function readReports(s: ReportStudio) {
  const span = "from=2024-12-01&to=2027-01-31";
  const summary = await callRoute(summaryRoute, { token: s.owner.token, path: `/api/reports/summary?${span}` });
  const payroll = await callRoute(payrollRoute, { token: s.owner.token, path: `/api/reports/payroll?${span}` });
  expect(summary.status).toBe(200);
  return { summary: summary.body.totals, payroll: payroll.body.rows };
}

/** Throws the studio's rollups away and rebuilds them from the source tables alone. */
async function rebuild(s: ReportStudio) {
  const db = await getDb();
  for (const table of TABLES) await db.execute(sql`delete from ${sql.raw(table)} where studio_id = ${s.studio.id}`);
  await markAllDirty(db, s.studio.id);
}

describe("report rollups", () => {
  it("kept up day by day through the app's own changes, equal a rebuild from the sources", async () => {
    const s = await makeReportStudio();
    const db = await getDb();
    const owner = s.owner.token;
    await readReports(s);

    // A lesson yesterday, booked and posted through the attendance route; another one corrected.
    const yesterday = await makeEvent(s.studio.id, {
      serviceId: s.services.privateLesson.id,
      instructorId: s.james.id,
      roomId: s.rooms.studioB.id,
      startsAt: new Date(Date.now() - 26 * 3600_000),
      minutes: 45,
      capacity: 1,
    });
    const [place] = await db
      .insert(bookings)
      .values({ studioId: s.studio.id, eventId: yesterday.id, studentId: s.students.cleo.id, status: "booked" })
      .returning();
    expect((await callRoute(attendanceRoute, { token: owner, params: { id: place.id }, body: { status: "no_show" } })).status).toBe(200);
    await readReports(s);
    expect((await callRoute(attendanceRoute, { token: owner, params: { id: place.id }, body: { status: "attended" } })).status).toBe(200);
    const e3Place = s.lessons.e3.bookings[0];
    expect((await callRoute(attendanceRoute, { token: owner, params: { id: e3Place.id }, body: { status: "attended" } })).status).toBe(200);

    // Money: a payment and part of it refunded, a package sold with its payment.
    const paid = await callRoute(paymentRoute, {
      token: owner,
      body: { studentId: s.students.dev.id, amountCents: 20_000, method: "card" },
    });
    await callRoute(refundRoute, { token: owner, params: { id: paid.body.payment.id }, body: { amountCents: 5_000 } });
    await readReports(s);
    const sold = await callRoute(sellRoute, {
      token: owner,
      params: { id: s.students.fay.id },
      body: { packageId: s.anaPackage.packageId, payment: { method: "cash", amountCents: 10_000 } },
    });
    expect(sold.status).toBe(201);

    // A raise back-dated into the fixture's week, a student moving up a level, a lesson moved to another day.
    expect(
      (
        await callRoute(rateRoute, {
          token: owner,
          params: { id: s.james.id },
          body: { privateCents: 5500, classCents: 3000, effectiveFrom: "2025-03-14" },
        })
      ).status,
    ).toBe(201);
    expect(
      (await callRoute(studentRoute, { method: "PATCH", token: owner, params: { id: s.students.ben.id }, body: { level: "Gold" } })).status,
    ).toBe(200);
    await readReports(s);
    const upcoming = await makeEvent(s.studio.id, {
      serviceId: s.services.waltz.id,
      instructorId: s.maria.id,
      roomId: s.rooms.main.id,
      startsAt: new Date(Date.now() + 5 * 86_400_000),
      minutes: 60,
      capacity: 4,
    });
    const [ahead] = await db
      .insert(bookings)
      .values({ studioId: s.studio.id, eventId: upcoming.id, studentId: s.students.ana.id, status: "booked" })
      .returning();
    const movedEvent = await callRoute(moveEventRoute, {
      method: "PATCH",
      token: owner,
      params: { id: upcoming.id },
      path: `/api/events/${upcoming.id}?scope=one`,
      body: {
        startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 9 * 86_400_000 + 3_600_000).toISOString(),
      },
    });
    expect(movedEvent.status, JSON.stringify(movedEvent.body)).toBe(200);
    expect((await callRoute(cancelBookingRoute, { method: "DELETE", token: owner, params: { id: ahead.id } })).status).toBe(200);
    const incremental = await readReports(s);
    const kept = await snapshot(s.studio.id);
    expect(kept.report_lesson_facts.length).toBeGreaterThan(10);
    await rebuild(s);
    expect(await readReports(s)).toEqual(incremental);
    expect(await snapshot(s.studio.id)).toEqual(kept);

    // A studio that moves to Chicago: every lesson lands on other local hours (and some on other days).
    await db.update(studios).set({ timeZone: "America/Chicago" }).where(eq(studios.id, s.studio.id));
    const chicago = await readReports(s);
    expect(chicago.summary.receivedCents).toBe(incremental.summary.receivedCents);
    const moved = await snapshot(s.studio.id);
    expect(moved.report_hour_facts).not.toEqual(kept.report_hour_facts);
    await rebuild(s);
    expect(await readReports(s)).toEqual(chicago);
    expect(await snapshot(s.studio.id)).toEqual(moved);
  });

  it("a lesson cancelled or deleted leaves no trace in the sums", async () => {
    const s = await makeReportStudio();
    const db = await getDb();
    const week = "from=2025-03-09&to=2025-03-15";
    const before = await callRoute(summaryRoute, { token: s.owner.token, path: `/api/reports/summary?${week}` });
    expect(before.body.totals.privateLessons).toBe(3);
    await db.delete(events).where(eq(events.id, s.lessons.e5.event.id));
    await db.update(events).set({ status: "cancelled" }).where(eq(events.id, s.lessons.e1.event.id));
    const after = await callRoute(summaryRoute, { token: s.owner.token, path: `/api/reports/summary?${week}` });
    // E1 still had Ana attending (a studio-cancelled lesson with posted attendance counts as taught); E5 is gone.
    expect(after.body.totals.privateLessons).toBe(2);
    const dirty = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from report_dirty_days where studio_id = ${s.studio.id}`,
    );
    expect(Number(dirty[0].n)).toBe(0);
  });
});
