import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { canManageEvent, canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, events, students, studios } from "@/lib/db/schema";
import { moveInquiriesForAttendance } from "@/lib/growth/inquiry-stages";
import { settleBookingMoney } from "@/lib/payments/booking-money";
import { findBookingFor } from "./cancel-booking";
import { lateCancelFacts } from "./late-cancel";
import type { TAttendance } from "./schemas";

/** Statuses attendance may set or correct; waitlisted and cancelled places never attended. */
const MARKABLE = ["booked", "attended", "no_show", "late_cancel"] as const;

/** The event, checked to be the caller's to take attendance for (its instructor, or an owner). */
async function findEventForAttendance(db: Db, session: Session, eventId: string, now: Date) {
  const [event] = await db
    .select({ id: events.id, instructorId: events.instructorId, startsAt: events.startsAt, status: events.status })
    .from(events)
    .where(and(eq(events.studioId, session.studioId), eq(events.id, eventId)))
    .limit(1);
  if (!event) throw new AppError("not_found", "Class or lesson not found.");
  if (event.status === "cancelled") throw new AppError("rule", "This lesson was cancelled; there is no attendance to take.");
  if (!canManageEvent(session, event)) {
    throw new AppError("forbidden", "Only the lesson's instructor or an owner can take attendance.");
  }
  if (event.startsAt.getTime() > now.getTime())
    throw new AppError("rule", "This lesson hasn't started yet; take attendance once it has begun.");
  return event;
}

export async function recordAttendance(db: Db, session: Session, bookingId: string, input: TAttendance, now = new Date()) {
  const booking = await findBookingFor(db, session, bookingId);
  await findEventForAttendance(db, session, booking.eventId, now);
  // The status and its money (a unit consumed, a fee, a correction) change together or not at all.
  const outcome = await db.transaction((tx) => markPlace(tx, session.studioId, booking, input.status, now));
  if (outcome === "lesson_cancelled") throw new AppError("rule", "This lesson was cancelled; there is no attendance to take.");
  if (outcome === "not_markable") throw new AppError("rule", "Only a booked place can be marked.");
  return { booking: { id: booking.id, status: input.status } };
}

/** Why a place could not be marked once its locks were held: the lesson or the place was cancelled meanwhile. */
export type MarkRefusal = "lesson_cancelled" | "not_markable";

/**
 * Sets one place's attendance and settles its money, inside the caller's transaction; the caller has
 * already checked that the lesson is theirs and has begun. Under the event's and the booking's locks,
 * so a parallel cancel of the event or of the place can't slip between the check and the change.
 * Posting what is already recorded changes nothing (and never re-charges a fee an owner waived).
 */
export async function markPlace(
  tx: Tx,
  studioId: string,
  booking: { id: string; eventId: string; studentId: string },
  status: TAttendance["status"],
  now: Date,
): Promise<"marked" | MarkRefusal> {
  const [current] = await tx
    .select({ status: events.status })
    .from(events)
    .where(and(eq(events.studioId, studioId), eq(events.id, booking.eventId)))
    .for("update");
  if (current.status === "cancelled") return "lesson_cancelled";
  const [place] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.studioId, studioId), eq(bookings.id, booking.id)))
    .for("update");
  if (!(MARKABLE as readonly string[]).includes(place.status)) return "not_markable";
  if (place.status === status) return "marked";
  await tx
    .update(bookings)
    .set({ status, updatedAt: now })
    .where(and(eq(bookings.studioId, studioId), eq(bookings.id, booking.id)));
  await settleBookingMoney(tx, studioId, booking.id, status, now);
  if (status === "attended") await moveInquiriesForAttendance(tx, studioId, [booking.studentId], now);
  return "marked";
}

/** Marks every booked place of the event attended (one update), for a class where everyone came. */
export async function markAllPresent(db: Db, session: Session, eventId: string, now = new Date()) {
  const event = await findEventForAttendance(db, session, eventId, now);
  const rows = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: events.status }).from(events).where(eq(events.id, event.id)).for("update");
    if (current.status === "cancelled") throw new AppError("rule", "This lesson was cancelled; there is no attendance to take.");
    const marked = await tx
      .update(bookings)
      .set({ status: "attended", updatedAt: now })
      .where(and(eq(bookings.studioId, session.studioId), eq(bookings.eventId, event.id), eq(bookings.status, "booked")))
      .returning({ id: bookings.id, studentId: bookings.studentId });
    for (const row of marked) await settleBookingMoney(tx, session.studioId, row.id, "attended", now);
    await moveInquiriesForAttendance(
      tx,
      session.studioId,
      marked.map((row) => row.studentId),
      now,
    );
    return marked;
  });
  return { marked: rows.length };
}

/** The event's bookings with the student's name, for its instructor and owners. */
export async function listEventBookings(db: Db, session: Session, eventId: string, now = new Date()) {
  const [event] = await db
    .select({ id: events.id, instructorId: events.instructorId, startsAt: events.startsAt, windowHours: studios.cancellationWindowHours })
    .from(events)
    .innerJoin(studios, eq(studios.id, events.studioId))
    .where(and(eq(events.studioId, session.studioId), eq(events.id, eventId)))
    .limit(1);
  if (!event) throw new AppError("not_found", "Class or lesson not found.");
  if (!canManageEvent(session, event)) {
    throw new AppError("forbidden", "Only the lesson's instructor or an owner can see who booked.");
  }
  const rows = await db
    .select({
      id: bookings.id,
      studentId: bookings.studentId,
      studentName: students.name,
      level: students.level,
      status: bookings.status,
      role: bookings.role,
      position: bookings.position,
      promotedAt: bookings.promotedAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(
      and(
        eq(bookings.studioId, session.studioId),
        eq(bookings.eventId, event.id),
        inArray(bookings.status, ["booked", "held", "waitlisted", "attended", "no_show", "late_cancel"]),
      ),
    )
    // Places first, then the waitlist in its order.
    .orderBy(sql`${bookings.status} = 'waitlisted'`, asc(bookings.position), asc(bookings.createdAt));
  // Each place says whether cancelling it now would be late, so staff see it before they cancel.
  return {
    bookings: rows.map(({ promotedAt, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      ...lateCancelFacts({ status: row.status, promotedAt, startsAt: event.startsAt, windowHours: event.windowHours }, now),
    })),
    windowHours: event.windowHours,
    ownStudentsOnly: !canManageStudio(session),
  };
}
