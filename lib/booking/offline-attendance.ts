import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { canManageEvent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { attendanceReceipts, bookings, events } from "@/lib/db/schema";
import { markPlace, type MarkRefusal } from "./attendance";
import type { TAttendanceBatch } from "./schemas";

export type BatchItemResult = { clientId: string; result: "applied" | "duplicate" | "conflict"; message?: string };

const CONFLICT_MESSAGE: Record<MarkRefusal | "not_started", string> = {
  lesson_cancelled: "Lesson cancelled by the studio — your mark wasn't saved.",
  not_markable: "This place was cancelled by the studio — your mark wasn't saved.",
  not_started: "This lesson hadn't started yet — your mark wasn't saved.",
};

/**
 * Attendance taken on a device while it was offline, sent when the connection returns. Each tap
 * carries the id the device gave it: the first arrival is kept as a receipt and applied through the
 * same rule as a single mark (markPlace); the same tap sent again answers "duplicate" and changes
 * nothing. A lesson or place the studio cancelled meanwhile answers "conflict", kept on the receipt,
 * the booking untouched. Every item runs in a transaction of its own, in the order sent, so a later
 * correction of the same place wins and one refusal doesn't undo the others.
 *
 * Before anything is written, every booking must be in the caller's studio (else 404) and in a lesson
 * the caller teaches, or the caller an owner (else 403) — checked for the taps not yet received, so
 * resending a batch whose receipts were all kept still answers.
 */
export async function recordAttendanceBatch(db: Db, session: Session, input: TAttendanceBatch, now = new Date()) {
  const places = await findPlaces(db, session, input.items);
  const results: BatchItemResult[] = [];
  for (const item of input.items) {
    const place = places.get(item.bookingId);
    if (!place) {
      results.push({ clientId: item.clientId, result: "duplicate", ...(await earlierConflict(db, session, item.clientId)) });
      continue;
    }
    const result = await db.transaction(async (tx): Promise<BatchItemResult> => {
      // The receipt first: a second arrival of the same tap (a resend, a parallel batch) waits on the
      // first one's key and then finds it taken.
      const [receipt] = await tx
        .insert(attendanceReceipts)
        .values({
          studioId: session.studioId,
          clientId: item.clientId,
          bookingId: item.bookingId,
          status: item.status,
          result: "applied",
          takenAt: new Date(item.takenAt),
          takenBy: session.userId,
          receivedAt: now,
        })
        .onConflictDoNothing({ target: [attendanceReceipts.studioId, attendanceReceipts.clientId] })
        .returning({ clientId: attendanceReceipts.clientId });
      if (!receipt) return { clientId: item.clientId, result: "duplicate" };
      const outcome =
        place.startsAt.getTime() > now.getTime() ? "not_started" : await markPlace(tx, session.studioId, place, item.status, now);
      if (outcome === "marked") return { clientId: item.clientId, result: "applied" };
      await tx
        .update(attendanceReceipts)
        .set({ result: "conflict" })
        .where(and(eq(attendanceReceipts.studioId, session.studioId), eq(attendanceReceipts.clientId, item.clientId)));
      return { clientId: item.clientId, result: "conflict", message: CONFLICT_MESSAGE[outcome] };
    });
    results.push(result.result === "duplicate" ? { ...result, ...(await earlierConflict(db, session, item.clientId)) } : result);
  }
  return { results };
}

/**
 * The places the batch names that still need their receipt, each with its lesson, checked to be the
 * caller's to mark. Taps already received are left out: they answer "duplicate" whoever sends them again.
 */
async function findPlaces(db: Db, session: Session, items: TAttendanceBatch["items"]) {
  const received = await db
    .select({ clientId: attendanceReceipts.clientId })
    .from(attendanceReceipts)
    .where(
      and(
        eq(attendanceReceipts.studioId, session.studioId),
        inArray(
          attendanceReceipts.clientId,
          items.map((item) => item.clientId),
        ),
      ),
    );
  const done = new Set(received.map((row) => row.clientId));
  const wanted = [...new Set(items.filter((item) => !done.has(item.clientId)).map((item) => item.bookingId))];
  if (wanted.length === 0) return new Map<string, Place>();
  const rows = await db
    .select({
      id: bookings.id,
      eventId: bookings.eventId,
      studentId: bookings.studentId,
      instructorId: events.instructorId,
      startsAt: events.startsAt,
    })
    .from(bookings)
    .innerJoin(events, and(eq(events.studioId, bookings.studioId), eq(events.id, bookings.eventId)))
    .where(and(eq(bookings.studioId, session.studioId), inArray(bookings.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row) throw new AppError("not_found", "Booking not found.", { extra: { bookingId: id } });
    if (!canManageEvent(session, row)) {
      throw new AppError("forbidden", "Only the lesson's instructor or an owner can take attendance.", { extra: { bookingId: id } });
    }
  }
  return byId;
}

type Place = { id: string; eventId: string; studentId: string; instructorId: string | null; startsAt: Date };

/** A resent tap whose first arrival was refused says so again, so the device can tell its instructor. */
async function earlierConflict(db: Db, session: Session, clientId: string): Promise<{ message?: string }> {
  const [receipt] = await db
    .select({ result: attendanceReceipts.result })
    .from(attendanceReceipts)
    .where(and(eq(attendanceReceipts.studioId, session.studioId), eq(attendanceReceipts.clientId, clientId)))
    .limit(1);
  return receipt?.result === "conflict" ? { message: "Received earlier and not saved: the lesson was cancelled or hadn't started." } : {};
}
