import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { GET as revenueRoute } from "@/app/api/reports/revenue/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { bookings, ledgerEntries, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makePackage } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

type Totals = { liabilityUnits: number; liabilityCents: number };
type Body = { totals: Totals; tables: { key: string; rows: Record<string, unknown>[] }[] };

/** This week and the next, around now: the figure is read at the period's end or now, whichever is first. */
function aroundNow(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({ from: day(-7), to: day(7) }).toString();
}

async function paidNotTaught(token: string) {
  const { status, body } = await callRoute<Body>(revenueRoute, { token, path: `/api/reports/revenue?${aroundNow()}` });
  expect(status).toBe(200);
  const row = body.tables.find((table) => table.key === "packages")?.rows.find((candidate) => candidate.package === "10 Lessons");
  return { units: body.totals.liabilityUnits, cents: body.totals.liabilityCents, owedCents: row?.owedCents };
}

describe("Revenue: lessons paid, not yet taught", () => {
  it("counts the money received for a package (£300 of its £600), not its price: £30 for each lesson still to teach", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    await db.update(studios).set({ currency: "GBP", timeZone: "Europe/London" }).where(eq(studios.id, s.studio.id));
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { name: "10 Lessons", units: 10, priceCents: 60_000 });
    const student = await makeStudent(s.studio.id, { name: "Poppy Hale" });

    // Sold at £600, £300 of it paid at the desk.
    const sold = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: student.id },
      body: { packageId: pkg.id, payment: { method: "cash", amountCents: 30_000 } },
    });
    expect(sold.status).toBe(201);
    expect(await paidNotTaught(s.owner.token)).toEqual({ units: 10, cents: 30_000, owedCents: 30_000 });

    // Two classes booked on it, not taught yet: still ten lessons paid at £30 each.
    for (const hours of [48, 72]) {
      const event = await makeEvent(s.studio.id, {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        startsAt: hoursFromNow(hours),
      });
      const booked = await callRoute<{ booking: { id: string } }>(bookRoute, {
        token: s.owner.token,
        params: { id: event.id },
        body: { studentId: student.id },
      });
      expect(booked.status).toBe(201);
      const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.body.booking.id));
      expect(row.studentPackageId).toBe(sold.body.studentPackage.id);
    }
    expect(await paidNotTaught(s.owner.token)).toEqual({ units: 10, cents: 30_000, owedCents: 30_000 });

    // One taught yesterday: nine left, £270.
    const taught = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-24) });
    await db.insert(bookings).values({
      studioId: s.studio.id,
      eventId: taught.id,
      studentId: student.id,
      status: "attended",
      studentPackageId: sold.body.studentPackage.id,
    });
    expect(await paidNotTaught(s.owner.token)).toEqual({ units: 9, cents: 27_000, owedCents: 27_000 });

    // The other £300 paid later at the desk, on account: the package is paid in full, £60 a lesson.
    const rest = await callRoute(paymentRoute, {
      token: s.owner.token,
      body: { studentId: student.id, amountCents: 30_000, method: "card" },
    });
    expect(rest.status).toBe(201);
    expect(await paidNotTaught(s.owner.token)).toEqual({ units: 9, cents: 54_000, owedCents: 54_000 });
  });

  it("counts a payment made with the sale for its package, and what was refunded of it, whatever else the student owes", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { name: "10 Lessons", units: 10, priceCents: 60_000 });
    const paidInFull = await makeStudent(s.studio.id, { name: "Rafe Dunn" });
    const unpaid = await makeStudent(s.studio.id, { name: "Iris Vale" });
    // Rafe paid his package in full but owes £95 for a private lesson: his package is still all paid.
    const sale = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: paidInFull.id },
      body: { packageId: pkg.id, payment: { method: "card", amountCents: 60_000 } },
    });
    expect(sale.status).toBe(201);
    await db
      .insert(ledgerEntries)
      .values({ studioId: s.studio.id, studentId: paidInFull.id, kind: "charge", amountCents: 9_500, description: "Private Lesson" });
    // Iris hasn't paid anything: nothing of hers is money received.
    expect((await callRoute(sellRoute, { token: s.owner.token, params: { id: unpaid.id }, body: { packageId: pkg.id } })).status).toBe(201);
    expect(await paidNotTaught(s.owner.token)).toEqual({ units: 20, cents: 60_000, owedCents: 60_000 });

    // Owen already owed £95, then paid £600 with his package: the sale's payment is the package's.
    const owen = await makeStudent(s.studio.id, { name: "Owen Marsh" });
    await db
      .insert(ledgerEntries)
      .values({ studioId: s.studio.id, studentId: owen.id, kind: "charge", amountCents: 9_500, description: "Private Lesson" });
    const owenSale = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: owen.id },
      body: { packageId: pkg.id, payment: { method: "card", amountCents: 60_000 } },
    });
    expect(owenSale.status).toBe(201);
    expect(await paidNotTaught(s.owner.token)).toEqual({ units: 30, cents: 120_000, owedCents: 120_000 });

    // £100 of Rafe's payment refunded: £500 received for his ten lessons.
    const refunded = await callRoute(refundRoute, {
      token: s.owner.token,
      params: { id: sale.body.paymentId },
      body: { amountCents: 10_000 },
    });
    expect(refunded.status).toBe(201);
    expect(await paidNotTaught(s.owner.token)).toEqual({ units: 30, cents: 110_000, owedCents: 110_000 });
  });
});
