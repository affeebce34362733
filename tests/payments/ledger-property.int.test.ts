import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as voidRoute } from "@/app/api/charges/[id]/void/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { GET as accountRoute } from "@/app/api/students/[id]/account/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { bookings, creditEntries, events, ledgerEntries, services, studentPackages, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makePackage } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

const PRICE = 2_500;
const stats = { runs: 0, bookings: 0 };
const FEES = { late_cancel: 2_000, no_show: 3_000 } as const;
const ZPolicy = fc.constantFrom("lesson" as const, "fee" as const, "none" as const);

const ZCommand = fc.oneof(
  fc.record({
    op: fc.constant("sell" as const),
    paid: fc.option(fc.integer({ min: 1, max: 20_000 })),
    units: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ op: fc.constant("book" as const), late: fc.boolean() }),
  fc.record({ op: fc.constant("cancel" as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant("post" as const),
    pick: fc.nat(),
    status: fc.constantFrom("attended" as const, "no_show" as const, "late_cancel" as const),
  }),
  fc.record({ op: fc.constant("pay" as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ op: fc.constant("refund" as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ op: fc.constant("void" as const), pick: fc.nat() }),
);
type Command = typeof ZCommand extends fc.Arbitrary<infer T> ? T : never;

async function run(commands: Command[], policies: { late: "lesson" | "fee" | "none"; noShow: "lesson" | "fee" | "none" }) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db
    .update(studios)
    .set({
      lateCancelPolicy: policies.late,
      lateCancelFeeCents: FEES.late_cancel,
      noShowPolicy: policies.noShow,
      noShowFeeCents: FEES.no_show,
    })
    .where(eq(studios.id, s.studio.id));
  await db.update(services).set({ priceCents: PRICE }).where(eq(services.id, s.groupClass.id));
  const me = await makeStudentMember(s.studio.id);
  const owner = s.owner.token;
  const bookingIds: string[] = [];
  const paymentIds: string[] = [];
  let hours = 5;
  let past = 0;
  for (const command of commands) {
    if (command.op === "sell") {
      const pkg = await makePackage(s.studio.id, [s.groupClass.id], { units: command.units, priceCents: 5_000 });
      const payment = command.paid === null ? undefined : { method: "cash", amountCents: command.paid };
      const sold = await callRoute(sellRoute, { token: owner, params: { id: me.student.id }, body: { packageId: pkg.id, payment } });
      expect(sold.status).toBe(201);
      if (sold.body.paymentId) paymentIds.push(sold.body.paymentId);
    } else if (command.op === "book") {
      hours += 1;
      const event = await makeEvent(s.studio.id, {
        serviceId: s.groupClass.id,
        instructorId: null,
        startsAt: hoursFromNow(command.late ? hours : 100 + hours),
      });
      const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
      expect(booked.status).toBe(201);
      bookingIds.push(booked.body.booking.id);
    } else if (command.op === "cancel" && bookingIds.length) {
      const response = await callRoute(cancelRoute, {
        method: "DELETE",
        token: me.token,
        params: { id: bookingIds[command.pick % bookingIds.length] },
      });
      expect([200, 422]).toContain(response.status);
    } else if (command.op === "post" && bookingIds.length) {
      const id = bookingIds[command.pick % bookingIds.length];
      const [row] = await db.select({ eventId: bookings.eventId }).from(bookings).where(eq(bookings.id, id));
      past += 2;
      await db
        .update(events)
        .set({ startsAt: hoursFromNow(-past), endsAt: hoursFromNow(1 - past) })
        .where(eq(events.id, row.eventId));
      const response = await callRoute(attendanceRoute, { token: owner, params: { id }, body: { status: command.status } });
      expect([200, 422]).toContain(response.status);
    } else if (command.op === "pay") {
      const paid = await callRoute(paymentRoute, {
        token: owner,
        body: { studentId: me.student.id, amountCents: command.amount, method: "card" },
      });
      expect(paid.status).toBe(201);
      paymentIds.push(paid.body.payment.id);
    } else if (command.op === "refund" && paymentIds.length) {
      const response = await callRoute(refundRoute, {
        token: owner,
        params: { id: paymentIds[command.pick % paymentIds.length] },
        body: { amountCents: command.amount },
      });
      expect([201, 422]).toContain(response.status);
    } else if (command.op === "void") {
      const charges = await db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.studentId, me.student.id), eq(ledgerEntries.kind, "charge")));
      if (charges.length) {
        const response = await callRoute(voidRoute, { token: owner, params: { id: charges[command.pick % charges.length].id } });
        expect([201, 422]).toContain(response.status);
      }
    }
  }
  await checkInvariants(me.student.id, me.token, policies);
  stats.runs += 1;
  stats.bookings += bookingIds.length;
}

async function checkInvariants(studentId: string, token: string, policies: { late: string; noShow: string }) {
  const db = await getDb();
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));
  const sum = (kind: string) => entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amountCents, 0);
  const account = await callRoute(accountRoute, { token, params: { id: studentId } });
  // balance = charges − voids − payments + refunds, and the running balance ends on it.
  expect(account.body.balanceCents).toBe(sum("charge") - sum("void") - sum("payment") + sum("refund"));
  expect(account.body.entries.at(-1)?.balanceAfterCents ?? 0).toBe(account.body.balanceCents);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const payment of entries.filter((entry) => entry.kind === "payment")) {
    const refunded = entries
      .filter((entry) => entry.kind === "refund" && entry.relatedEntryId === payment.id)
      .reduce((total, entry) => total + entry.amountCents, 0);
    expect(refunded).toBeLessThanOrEqual(payment.amountCents);
  }
  const voids = entries.filter((entry) => entry.kind === "void");
  expect(new Set(voids.map((entry) => entry.relatedEntryId)).size).toBe(voids.length);
  for (const entry of voids) expect(byId.get(entry.relatedEntryId!)?.amountCents).toBe(entry.amountCents);

  // Units: never negative nor above the package, and exactly the bookings holding them.
  const owned = await db.select().from(studentPackages).where(eq(studentPackages.studentId, studentId));
  const rows = await db.select().from(bookings).where(eq(bookings.studentId, studentId));
  const credits = owned.length
    ? await db
        .select()
        .from(creditEntries)
        .where(
          inArray(
            creditEntries.studentPackageId,
            owned.map((row) => row.id),
          ),
        )
    : [];
  for (const pkg of owned) {
    expect(pkg.unitsUsed).toBeGreaterThanOrEqual(0);
    expect(pkg.unitsUsed).toBeLessThanOrEqual(pkg.units);
    expect(pkg.unitsUsed).toBe(rows.filter((row) => row.studentPackageId === pkg.id).length);
    const mine = credits.filter((credit) => credit.studentPackageId === pkg.id);
    expect(mine.filter((c) => c.kind === "reserve").length - mine.filter((c) => c.kind === "release").length).toBe(pkg.unitsUsed);
  }

  // Each booking's money matches its final status and the studio's policy.
  const voided = new Set(voids.map((entry) => entry.relatedEntryId));
  for (const row of rows) {
    const active = entries.filter((entry) => entry.kind === "charge" && entry.bookingId === row.id && !voided.has(entry.id));
    const fees = active.filter((entry) => /fee/.test(entry.description));
    const lessons = active.filter((entry) => !/fee/.test(entry.description));
    const manuallyWaived = voids.some((entry) => entry.bookingId === row.id && entry.createdByUserId !== null);
    const policy =
      row.status === "late_cancel"
        ? policies.late
        : row.status === "no_show"
          ? policies.noShow
          : row.status === "cancelled"
            ? "none"
            : "lesson";
    if (policy === "lesson") {
      const holds = row.studentPackageId !== null ? 1 : 0;
      if (!manuallyWaived) expect(holds + lessons.length).toBe(1);
      expect(fees).toHaveLength(0);
    } else {
      expect(row.studentPackageId).toBeNull();
      expect(lessons).toHaveLength(0);
      const fee = policy === "fee" ? FEES[row.status as keyof typeof FEES] : 0;
      expect(fees.reduce((total, entry) => total + entry.amountCents, 0)).toBe(
        manuallyWaived ? fees.reduce((t, e) => t + e.amountCents, 0) : fee,
      );
    }
  }
}

describe("ledger properties (fast-check)", () => {
  it("any sequence of sales, bookings, cancellations, postings, payments, refunds and voids keeps the books consistent", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(ZCommand, { minLength: 8, maxLength: 24, size: "max" }),
        ZPolicy,
        ZPolicy,
        async (commands, late, noShow) => {
          await run(commands, { late, noShow });
        },
      ),
      { numRuns: 40, endOnFailure: true },
    );
    console.log(`[property] ${stats.runs} runs, ${stats.bookings} bookings`);
  }, 240_000);
});
