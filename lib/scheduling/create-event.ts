import "server-only";
import { assertCanSchedule } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import { assertInstructorWhenNeeded, loadReferences } from "./references";
import { guardOverlaps } from "./conflicts";
import { findEventViewsByIds, type EventView } from "./event-view";
import type { TCreateEvent } from "./schemas";
import { meetingUrlFor } from "./meeting-link";
import { getStudioTimeZone } from "./studio-clock";

/**
 * One event. `then` runs in the event's transaction once its row is written: the booking layer books
 * a private lesson's named students there (lib/booking/book-named.ts), so the lesson and its students
 * are saved together or not at all.
 */
export async function createEvent(
  db: Db,
  session: Session,
  input: TCreateEvent,
  then?: (tx: Tx, eventId: string) => Promise<void>,
): Promise<EventView> {
  assertCanSchedule(session, [input.instructorId ?? null]);
  const { service } = await loadReferences(db, session.studioId, input);
  assertInstructorWhenNeeded(service!.kind, input.instructorId);
  const named = input.studentIds?.length ?? 0;
  if (named > 0 && service!.kind !== "private")
    throw new AppError("validation", "Students are named here for a private lesson only. Book a class's students from its bookings.", {
      fields: { studentIds: "Only for a private lesson." },
    });
  const meetingUrl = meetingUrlFor(session, input) ?? null;
  const slot = {
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    instructorId: input.instructorId ?? null,
    roomId: input.roomId ?? null,
  };
  const timeZone = await getStudioTimeZone(db, session.studioId);
  const [row] = await guardOverlaps(db, { studioId: session.studioId, timeZone, slots: [slot] }, async (tx) => {
    const inserted = await tx
      .insert(events)
      .values({
        studioId: session.studioId,
        serviceId: service!.id,
        ...slot,
        // A couple's lesson holds both partners.
        capacity: input.capacity ?? Math.max(service!.defaultCapacity, named),
        leadCap: input.leadCap ?? null,
        followCap: input.followCap ?? null,
        notes: input.notes || null,
        danceId: input.danceId ?? null,
        meetingUrl,
      })
      .returning({ id: events.id });
    await then?.(tx, inserted[0].id);
    await notifyInstructors(tx, session.studioId, [inserted[0].id], "new", session.userId);
    return inserted;
  });
  const [view] = await findEventViewsByIds(db, session.studioId, [row.id]);
  return view;
}
