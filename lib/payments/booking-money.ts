import "server-only";
import { notifyMissedLesson } from "@/lib/notifications/money-notices";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { bookings, events, ledgerEntries, services } from "@/lib/db/schema";
import { formatDay } from "@/lib/dates/wall-time";
import { addEntry, addVoid, studioMoneySettings } from "./ledger";
import { consumeUnit, releaseUnit, reserveUnit } from "./package-units";

/**
 * The money side of a booking, always called INSIDE the booking's own transaction (pass its `tx`):
 * - placeBookingMoney when a place is booked: a unit from the oldest-expiring valid package, else the
 *   service's price as a charge;
 * - releaseBookingMoney on a timely cancel (or a cancelled event): the unit back, the charge voided;
 * - settleBookingMoney when the booking is posted attended / no-show / late cancel: the studio's
 *   policy decides — "lesson" keeps the unit (consumed) or the charge, "fee" releases them and adds
 *   the fee, "none" releases them. Posting again (a correction) moves to the new outcome's state.
 * Each is idempotent: calling it twice changes nothing more.
 */
export type Outcome = "attended" | "no_show" | "late_cancel";

/** What booking a place cost, for the booking's answer ("1 unit of 10 Private Lessons, 7 left"). */
export type BookingMoney =
  | { kind: "unit"; studentPackageId: string; packageName: string; unitsLeft: number; expiresAt: string }
  | { kind: "charge"; amountCents: number }
  | { kind: "free" }
  | { kind: "held" }
  /** Paid now at Stripe Checkout ("Pay when booking"): nothing is on the account until Stripe confirms. */
  | { kind: "checkout"; amountCents: number };

const FEE_LABEL = { late_cancel: "Late-cancel fee", no_show: "No-show fee" } as const;
/** A late-cancel or no-show fee's charge (not the lesson's own). */
export const isFee = (description: string) => Object.values(FEE_LABEL).some((label) => description.startsWith(label));

async function loadBooking(tx: Tx, studioId: string, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      studentId: bookings.studentId,
      studentPackageId: bookings.studentPackageId,
      serviceId: events.serviceId,
      startsAt: events.startsAt,
      serviceName: services.name,
      priceCents: services.priceCents,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(services, eq(services.id, events.serviceId))
    .where(and(eq(bookings.studioId, studioId), eq(bookings.id, bookingId)))
    // The booking's row lock serialises its money moves: two postings at once can't both take a unit.
    .for("update", { of: bookings });
  return row;
}

type Booking = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;

/** The booking's charges not voided yet, and whether a person waived its lesson charge by hand. */
async function bookingCharges(tx: Tx, studioId: string, bookingId: string) {
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.bookingId, bookingId), inArray(ledgerEntries.kind, ["charge", "void"])),
    );
  const voided = new Set(rows.filter((row) => row.kind === "void").map((row) => row.relatedEntryId));
  const active = rows.filter((row) => row.kind === "charge" && !voided.has(row.id));
  // A lesson charge voided by an owner (a person, not this module) is a waived lesson: never charged again.
  const waived = rows.some((row) => row.kind === "void" && row.createdByUserId !== null && !isFee(row.description.replace(/^Void: /, "")));
  return { lessons: active.filter((row) => !isFee(row.description)), fees: active.filter((row) => isFee(row.description)), waived };
}

async function voidEntries(tx: Tx, charges: (typeof ledgerEntries.$inferSelect)[], now: Date) {
  for (const charge of charges) await addVoid(tx, charge, now);
}

async function placeLesson(
  tx: Tx,
  studioId: string,
  booking: Booking,
  now: Date,
  studentPackageId?: string,
  payOnline = false,
): Promise<BookingMoney> {
  const unit = await reserveUnit(tx, {
    studioId,
    studentId: booking.studentId,
    serviceId: booking.serviceId,
    bookingId: booking.id,
    lessonAt: booking.startsAt,
    now,
    studentPackageId,
  });
  if (unit) {
    booking.studentPackageId = unit.id;
    return {
      kind: "unit",
      studentPackageId: unit.id,
      packageName: unit.name,
      unitsLeft: unit.unitsLeft,
      expiresAt: unit.expiresAt.toISOString(),
    };
  }
  if (booking.priceCents <= 0) return { kind: "free" };
  if (payOnline) return { kind: "checkout", amountCents: booking.priceCents };
  const { timeZone } = await studioMoneySettings(tx, studioId);
  await addEntry(tx, {
    studioId,
    studentId: booking.studentId,
    kind: "charge",
    amountCents: booking.priceCents,
    description: `${booking.serviceName} · ${formatDay(booking.startsAt, timeZone)}`,
    bookingId: booking.id,
    createdAt: now,
  });
  return { kind: "charge", amountCents: booking.priceCents };
}

/**
 * A place was booked (a new booking, a private lesson, a waitlist promotion). With
 * `studentPackageId` the unit must come from that package, or the booking is refused (422). With
 * `payOnline`, a lesson no package covers is not charged: the answer is `checkout` and its price.
 */
export async function placeBookingMoney(
  tx: Tx,
  studioId: string,
  bookingId: string,
  now = new Date(),
  options: { studentPackageId?: string; payOnline?: boolean } = {},
): Promise<BookingMoney> {
  const booking = await loadBooking(tx, studioId, bookingId);
  if (!booking) return { kind: "free" };
  if (booking.studentPackageId) return { kind: "held" };
  const { lessons, waived } = await bookingCharges(tx, studioId, bookingId);
  if (lessons.length > 0 || waived) return { kind: "held" };
  return placeLesson(tx, studioId, booking, now, options.studentPackageId, options.payOnline);
}

/** A timely cancel or a cancelled event: the unit goes back, the lesson's charges and fees are voided. */
export async function releaseBookingMoney(tx: Tx, studioId: string, bookingId: string, now = new Date()): Promise<void> {
  const booking = await loadBooking(tx, studioId, bookingId);
  if (!booking) return;
  if (booking.studentPackageId) await releaseUnit(tx, studioId, booking.id, booking.studentPackageId, now);
  const { lessons, fees } = await bookingCharges(tx, studioId, bookingId);
  await voidEntries(tx, [...lessons, ...fees], now);
}

/** The booking was posted (or corrected) as attended, no-show or late cancel. */
export async function settleBookingMoney(tx: Tx, studioId: string, bookingId: string, outcome: Outcome, now = new Date()): Promise<void> {
  const booking = await loadBooking(tx, studioId, bookingId);
  if (!booking) return;
  const studio = await studioMoneySettings(tx, studioId);
  const policy = outcome === "attended" ? "lesson" : outcome === "late_cancel" ? studio.lateCancelPolicy : studio.noShowPolicy;
  const feeCents = policy !== "fee" ? 0 : outcome === "late_cancel" ? studio.lateCancelFeeCents : studio.noShowFeeCents;
  const { lessons, fees, waived } = await bookingCharges(tx, studioId, bookingId);

  if (policy === "lesson") {
    if (!booking.studentPackageId && lessons.length === 0 && !waived) await placeLesson(tx, studioId, booking, now);
    if (booking.studentPackageId) await consumeUnit(tx, studioId, booking.id, booking.studentPackageId, now);
  } else {
    if (booking.studentPackageId) await releaseUnit(tx, studioId, booking.id, booking.studentPackageId, now);
    await voidEntries(tx, lessons, now);
  }

  const label = outcome === "attended" ? null : FEE_LABEL[outcome];
  const keep = fees.find((fee) => feeCents > 0 && label && fee.amountCents === feeCents && fee.description.startsWith(label));
  await voidEntries(
    tx,
    fees.filter((fee) => fee !== keep),
    now,
  );
  if (outcome !== "attended") await notifyMissedLesson(tx, { ...booking, studioId }, outcome, { kind: policy, feeCents }, now);
  if (feeCents > 0 && label && !keep) {
    await addEntry(tx, {
      studioId,
      studentId: booking.studentId,
      kind: "charge",
      amountCents: feeCents,
      description: `${label} · ${booking.serviceName} · ${formatDay(booking.startsAt, studio.timeZone)}`,
      bookingId: booking.id,
      createdAt: now,
    });
  }
}

/**
 * Releases the money of every place of events the studio cancelled (inside that transaction) —
 * late cancellations too: nobody pays for a lesson the studio called off.
 */
export async function releaseEventsMoney(tx: Tx, studioId: string, eventIds: string[], now = new Date()): Promise<void> {
  if (eventIds.length === 0) return;
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studioId, studioId),
        inArray(bookings.eventId, eventIds),
        inArray(bookings.status, ["booked", "late_cancel"]),
        isNotNull(bookings.id),
      ),
    );
  for (const row of rows) await releaseBookingMoney(tx, studioId, row.id, now);
}
