import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, ledgerEntries, services } from "@/lib/db/schema";
import { callRoute } from "./call-route";
import { makePackage } from "./money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "./people-factory";
import { makeScheduleStudio, makeService } from "./studio-factory";

export const CLASS_CENTS = 2_500;
export const OTHER_CENTS = 4_000;

/**
 * A student with lessons booked and charged (no package yet): group classes at $25 each, 2, 3, 4…
 * days ahead (the first one moved into the past and posted attended when asked), and one Silver
 * Tango class at $40 that the package doesn't cover.
 */
export async function studentOwingLessons({ classes = 5, taughtFirst = true } = {}) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db.update(services).set({ priceCents: CLASS_CENTS }).where(eq(services.id, s.groupClass.id));
  const me = await makeStudentMember(s.studio.id);
  const pass = await makePackage(s.studio.id, [s.groupClass.id], { name: "3 Group Classes", units: 3, priceCents: 6_000, validDays: 90 });
  const book = async (serviceId: string, hours: number) => {
    const event = await makeEvent(s.studio.id, { serviceId, instructorId: s.instructor.id, startsAt: hoursFromNow(hours) });
    const response = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.money.kind).toBe("charge");
    return { eventId: event.id, bookingId: response.body.booking.id as string };
  };
  const lessons = [];
  for (let index = 0; index < classes; index += 1) lessons.push(await book(s.groupClass.id, 48 + index * 24));
  const tango = await makeService(s.studio.id, { name: "Silver Tango", kind: "group", durationMinutes: 60, priceCents: OTHER_CENTS });
  const otherClass = await book(tango.id, 36);
  if (taughtFirst) {
    await db
      .update(events)
      .set({ startsAt: hoursFromNow(-30), endsAt: hoursFromNow(-29) })
      .where(eq(events.id, lessons[0].eventId));
    const posted = await callRoute(attendanceRoute, {
      token: s.owner.token,
      params: { id: lessons[0].bookingId },
      body: { status: "attended" },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  }
  return { ...s, db, me, pass, lessons, otherClass };
}

export async function bookingsOf(ids: string[]) {
  const db = await getDb();
  const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/** Each booking's lesson charges still open (not voided). */
export async function openChargesOf(bookingIds: string[]) {
  const db = await getDb();
  const rows = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.bookingId, bookingIds));
  const voided = new Set(rows.filter((row) => row.kind === "void").map((row) => row.relatedEntryId));
  return bookingIds.map((id) => rows.filter((row) => row.bookingId === id && row.kind === "charge" && !voided.has(row.id)).length);
}
