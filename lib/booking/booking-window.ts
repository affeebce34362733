import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import { bookingWindows, priorityStudents, studentPackages, studios } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";

/** The studio's windows as booking reads them; null when none applies (no window set, or not Premium). */
export type BookingWindow = {
  bookingWindowDays: number;
  priorityWindowDays: number | null;
  priorityRule: "packages" | "list";
  timeZone: string;
};

/** Priority booking is Premium: on another plan (or with no window set) classes open as soon as they're scheduled. */
export async function findBookingWindow(db: Db, session: Session, now = new Date()): Promise<BookingWindow | null> {
  if (!hasFeature(resolveSubscription(session.studioPlan, now).key, "priority_booking")) return null;
  const [row] = await db
    .select({
      bookingWindowDays: bookingWindows.bookingWindowDays,
      priorityWindowDays: bookingWindows.priorityWindowDays,
      priorityRule: bookingWindows.priorityRule,
      timeZone: studios.timeZone,
    })
    .from(bookingWindows)
    .innerJoin(studios, eq(studios.id, bookingWindows.studioId))
    .where(eq(bookingWindows.studioId, session.studioId))
    .limit(1);
  if (!row || row.bookingWindowDays === null) return null;
  return { ...row, bookingWindowDays: row.bookingWindowDays };
}

/** Package holders (a package with units left, not expired) or the owner's chosen list. */
export async function isPriorityStudent(
  db: Db,
  studioId: string,
  studentId: string,
  rule: BookingWindow["priorityRule"],
  now = new Date(),
) {
  if (rule === "list") {
    const [row] = await db
      .select({ id: priorityStudents.studentId })
      .from(priorityStudents)
      .where(and(eq(priorityStudents.studioId, studioId), eq(priorityStudents.studentId, studentId)))
      .limit(1);
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: studentPackages.id })
    .from(studentPackages)
    .where(
      and(
        eq(studentPackages.studioId, studioId),
        eq(studentPackages.studentId, studentId),
        gt(studentPackages.expiresAt, now),
        sql`${studentPackages.unitsUsed} < ${studentPackages.units}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The days-before-start at the same local time (a 7:00 PM class opens at 7:00 PM, across DST too). */
export function opensAt(startsAt: Date, days: number, timeZone: string): Date {
  const local = instantToLocal(startsAt, timeZone);
  return localToInstant(addDays(local.date, -days), local.time, timeZone);
}

/** The days of the student's window: the early one for priority students. */
export async function windowDaysFor(db: Db, studioId: string, studentId: string, window: BookingWindow, now = new Date()) {
  if (window.priorityWindowDays !== null && (await isPriorityStudent(db, studioId, studentId, window.priorityRule, now)))
    return window.priorityWindowDays;
  return window.bookingWindowDays;
}

/** "Tuesday, Dec 1 at 7:00 PM" in the studio's zone. */
export function formatOpening(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "short", day: "numeric", timeZone }).format(instant);
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(instant).replace(/\s/g, " ");
  return `${day} at ${time}`;
}

/**
 * Refuses a student's booking of a group class or practice party that hasn't opened for them yet
 * (409, with `opensAt`). Called inside the booking transaction after the event's row lock, so the
 * window is judged by the same clock reading as capacity. Staff book anyone in at any time.
 */
export async function assertBookingOpen(
  tx: Db,
  session: Session,
  event: { startsAt: Date; kind: string },
  studentId: string,
  now = new Date(),
): Promise<void> {
  if (!isStudent(session) || (event.kind !== "group" && event.kind !== "practice")) return;
  const window = await findBookingWindow(tx, session, now);
  if (!window) return;
  const days = await windowDaysFor(tx, session.studioId, studentId, window, now);
  const opens = opensAt(event.startsAt, days, window.timeZone);
  if (now.getTime() >= opens.getTime()) return;
  throw new AppError("conflict", `Booking for this class opens for you on ${formatOpening(opens, window.timeZone)}.`, {
    extra: { reason: "booking_window", opensAt: opens.toISOString() },
  });
}

/**
 * For the student's class list: when each class opens for this student, or null when it is open
 * already (or no window applies), so the list says "Opens Tue Dec 1" instead of offering Book.
 */
export async function openingsForStudent(db: Db, session: Session, now = new Date()): Promise<(startsAt: Date) => string | null> {
  const window = session.studentId ? await findBookingWindow(db, session, now) : null;
  if (!window || !session.studentId) return () => null;
  const days = await windowDaysFor(db, session.studioId, session.studentId, window, now);
  return (startsAt) => {
    const opens = opensAt(startsAt, days, window.timeZone);
    return opens.getTime() > now.getTime() ? opens.toISOString() : null;
  };
}
