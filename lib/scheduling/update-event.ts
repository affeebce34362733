import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { assertCanSchedule } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import { takesPlace } from "./places-taken";
import { assertStudentsFree } from "./student-clash";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { assertInstructorWhenNeeded, loadReferences } from "./references";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import { guardOverlaps, type Slot } from "./conflicts";
import { findEventViewsByIds, type EventView } from "./event-view";
import type { TScope, TUpdateEvent } from "./schemas";
import { loadEvent, scopeTargets, type EventRow } from "./series-scope";
import { updateSeriesRecord } from "./update-series-record";
import { meetingUrlFor } from "./meeting-link";
import { getStudioTimeZone } from "./studio-clock";
import { addDays, daysBetween, instantToLocal, localToInstant } from "@/lib/dates/wall-time";

/**
 * Move, resize, reassign or edit an event — or, for a series occurrence, this and following or all.
 * A move of a series is applied in local wall-clock terms (same new time of day, same day shift),
 * so every occurrence keeps its local time across DST. All or nothing: one conflict refuses all.
 */
export async function updateEvent(
  db: Db,
  session: Session,
  id: string,
  scope: TScope,
  patch: TUpdateEvent,
): Promise<{ events: EventView[] }> {
  const target = await loadEvent(db, session.studioId, id);
  if (target.status === "cancelled") throw new AppError("rule", "This event was cancelled and can't be changed.");
  assertCanSchedule(session, [target.instructorId, patch.instructorId]);
  const { service } = await loadReferences(db, session.studioId, patch, target);
  assertInstructorWhenNeeded(service?.kind ?? "", patch.instructorId === undefined ? target.instructorId : patch.instructorId);

  // One link for every occurrence the change reaches (a weekly class keeps one room).
  const meetingUrl = meetingUrlFor(session, patch);
  const timeZone = await getStudioTimeZone(db, session.studioId);
  const targets = await scopeTargets(db, target, scope);
  const plan = planMoves(targets, target, patch, timeZone);
  const slots: Slot[] = plan.map((move) => ({
    startsAt: move.startsAt,
    endsAt: move.endsAt,
    instructorId: patch.instructorId === undefined ? move.row.instructorId : patch.instructorId,
    roomId: patch.roomId === undefined ? move.row.roomId : patch.roomId,
  }));

  await guardOverlaps(db, { studioId: session.studioId, timeZone, slots, excludeIds: targets.map((row) => row.id) }, async (tx) => {
    for (const [index, move] of plan.entries()) {
      await tx
        .update(events)
        .set({
          startsAt: slots[index].startsAt,
          endsAt: slots[index].endsAt,
          instructorId: slots[index].instructorId,
          roomId: slots[index].roomId,
          ...(patch.serviceId ? { serviceId: patch.serviceId } : {}),
          ...(patch.capacity ? { capacity: patch.capacity } : {}),
          ...(patch.leadCap !== undefined ? { leadCap: patch.leadCap } : {}),
          ...(patch.followCap !== undefined ? { followCap: patch.followCap } : {}),
          ...(patch.notes !== undefined ? { notes: patch.notes || null } : {}),
          ...(patch.danceId !== undefined ? { danceId: patch.danceId } : {}),
          ...(meetingUrl !== undefined ? { meetingUrl } : {}),
          updatedAt: new Date(),
        })
        .where(eq(events.id, move.row.id));
      await assertBookedStudentsFree(tx, session.studioId, move.row, slots[index]);
    }
    // The instructor hears of a new time, and a newly named instructor of a lesson that is now theirs.
    // The one it was handed over from hears it is no longer theirs. A new length counts as a new time.
    const retimed = plan.filter(
      (move, index) =>
        slots[index].startsAt.getTime() !== move.row.startsAt.getTime() || slots[index].endsAt.getTime() !== move.row.endsAt.getTime(),
    );
    const handedOver = plan.filter((move, index) => slots[index].instructorId !== move.row.instructorId);
    const ids = (moves: typeof plan) => moves.map((move) => move.row.id);
    await notifyInstructors(tx, session.studioId, ids(handedOver), "new", session.userId);
    for (const former of new Set(handedOver.flatMap((move) => (move.row.instructorId ? [move.row.instructorId] : []))))
      await notifyInstructors(
        tx,
        session.studioId,
        ids(handedOver.filter((move) => move.row.instructorId === former)),
        "handed_over",
        session.userId,
        new Date(),
        former,
      );
    await notifyInstructors(tx, session.studioId, ids(retimed.filter((move) => !handedOver.includes(move))), "moved", session.userId);
    if (scope !== "one" && target.seriesId) {
      const targetSlot = slots[plan.findIndex((move) => move.row.id === target.id)];
      await updateSeriesRecord(tx, { target, scope, targets, targetSlot, patch, timeZone });
    }
  });
  return {
    events: await findEventViewsByIds(
      db,
      session.studioId,
      targets.map((row) => row.id),
    ),
  };
}

/**
 * A moved or resized event takes its booked students with it: each must be free at the new time
 * (lib/scheduling/student-clash.ts, under their row locks), or the whole change is refused with the
 * clash named — the same rule as booking, so no move can put a dancer in two places.
 */
async function assertBookedStudentsFree(tx: Tx, studioId: string, row: EventRow, slot: Slot): Promise<void> {
  if (slot.startsAt.getTime() === row.startsAt.getTime() && slot.endsAt.getTime() === row.endsAt.getTime()) return;
  const held = await tx
    .select({ studentId: bookings.studentId })
    .from(bookings)
    .where(and(eq(bookings.studioId, studioId), eq(bookings.eventId, row.id), takesPlace));
  if (held.length === 0) return;
  await assertStudentsFree(
    tx,
    studioId,
    held.map((booking) => booking.studentId),
    { startsAt: slot.startsAt, endsAt: slot.endsAt, eventId: row.id },
  );
}

export type Move = { row: EventRow; startsAt: Date; endsAt: Date };

/** New times for each target: the edited event as asked, the others shifted the same way locally. */
function planMoves(targets: EventRow[], target: EventRow, patch: TUpdateEvent, timeZone: string): Move[] {
  if (!patch.startsAt || !patch.endsAt) return targets.map((row) => ({ row, startsAt: row.startsAt, endsAt: row.endsAt }));
  const newStart = new Date(patch.startsAt);
  const duration = new Date(patch.endsAt).getTime() - newStart.getTime();
  const before = instantToLocal(target.startsAt, timeZone);
  const after = instantToLocal(newStart, timeZone);
  const dayShift = daysBetween(before.date, after.date);
  return targets.map((row) => {
    if (row.id === target.id) return { row, startsAt: newStart, endsAt: new Date(newStart.getTime() + duration) };
    const local = instantToLocal(row.startsAt, timeZone);
    const startsAt = localToInstant(addDays(local.date, dayShift), after.time, timeZone);
    return { row, startsAt, endsAt: new Date(startsAt.getTime() + duration) };
  });
}
