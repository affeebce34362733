import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { events, ledgerEntries, paymentItems, paymentsCustomers, savedCards, studios } from "@/lib/db/schema";
import { makePackage } from "./money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "./people-factory";
import { callRoute } from "./call-route";
import { connectStudio } from "./stripe-stand-in-connect";
import { makeScheduleStudio } from "./studio-factory";

/**
 * A studio selling "Bronze 1" (20 lessons, private or group, $2,400) to Sam, in `timeZone`; with
 * `card`, the studio takes payments on its own Stripe account and Sam saved a card there.
 */
export async function planStudio(options: { timeZone?: string; card?: boolean; priceCents?: number; units?: number } = {}) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db
    .update(studios)
    .set({ timeZone: options.timeZone ?? "America/Los_Angeles" })
    .where(eq(studios.id, s.studio.id));
  const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
  const bronze = await makePackage(s.studio.id, [s.privateLesson.id, s.groupClass.id], {
    name: "Bronze 1",
    units: options.units ?? 20,
    priceCents: options.priceCents ?? 240_000,
    validDays: 365,
  });
  let card: string | null = null;
  let accountId: string | null = null;
  if (options.card) {
    const mark = randomUUID().slice(0, 8);
    accountId = await connectStudio(db, s.studio.id, `acct_plan_${mark}`);
    await db
      .insert(paymentsCustomers)
      .values({ studioId: s.studio.id, accountId, studentId: sam.student.id, customerId: `cus_plan_${mark}` });
    [{ id: card }] = await db
      .insert(savedCards)
      .values({
        id: `pm_plan_${mark}`,
        studioId: s.studio.id,
        accountId,
        studentId: sam.student.id,
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2035,
      })
      .returning({ id: savedCards.id });
  }
  return { ...s, db, sam, bronze, card, accountId };
}

/** A student's due items, by sequence (instalments of one package: 1..N). */
export async function itemsOf(studentId: string) {
  const db = await getDb();
  return db.select().from(paymentItems).where(eq(paymentItems.studentId, studentId)).orderBy(asc(paymentItems.sequence));
}

export async function entriesOf(studentId: string, kind: "charge" | "payment") {
  const db = await getDb();
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studentId, studentId), eq(ledgerEntries.kind, kind)))
    .orderBy(asc(ledgerEntries.createdAt));
}

let lessonSlot = 0;

/**
 * Sam books a group class with the package and it is posted as attended: one of its units consumed.
 * Each call takes its own slot in time, so the lessons never overlap.
 */
export async function postLesson(s: Awaited<ReturnType<typeof planStudio>>, studentPackageId: string): Promise<string> {
  const slot = (lessonSlot += 1) * 2;
  const event = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.instructor.id,
    startsAt: hoursFromNow(48 + slot),
  });
  const booked = await callRoute(bookRoute, {
    token: s.owner.token,
    params: { id: event.id },
    body: { studentId: s.sam.student.id, studentPackageId },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  await s.db
    .update(events)
    .set({ startsAt: hoursFromNow(-3 - slot), endsAt: hoursFromNow(-2 - slot) })
    .where(eq(events.id, event.id));
  const posted = await callRoute(attendanceRoute, {
    token: s.owner.token,
    params: { id: booked.body.booking.id },
    body: { status: "attended" },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  return booked.body.booking.id as string;
}
