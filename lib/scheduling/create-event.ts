import "server-only";
import { assertCanSchedule } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { assertInstructorWhenNeeded, loadReferences } from "./references";
import { guardOverlaps } from "./conflicts";
import { findEventViewsByIds, type EventView } from "./event-view";
import type { TCreateEvent } from "./schemas";
import { getStudioTimeZone } from "./studio-clock";

export async function createEvent(db: Db, session: Session, input: TCreateEvent): Promise<EventView> {
  assertCanSchedule(session, [input.instructorId ?? null]);
  const { service } = await loadReferences(db, session.studioId, input);
  assertInstructorWhenNeeded(service!.kind, input.instructorId);
  const slot = {
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    instructorId: input.instructorId ?? null,
    roomId: input.roomId ?? null,
  };
  const timeZone = await getStudioTimeZone(db, session.studioId);
  const [row] = await guardOverlaps(db, { studioId: session.studioId, timeZone, slots: [slot] }, (tx) =>
    tx
      .insert(events)
      .values({
        studioId: session.studioId,
        serviceId: service!.id,
        ...slot,
        capacity: input.capacity ?? service!.defaultCapacity,
        leadCap: input.leadCap ?? null,
        followCap: input.followCap ?? null,
        notes: input.notes || null,
        danceId: input.danceId ?? null,
      })
      .returning({ id: events.id }),
  );
  const [view] = await findEventViewsByIds(db, session.studioId, [row.id]);
  return view;
}
