import "server-only";
import { and, eq, gt, gte, lt } from "drizzle-orm";
import { isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { selectEventViews, type EventView } from "./event-view";
import type { TEventsQuery } from "./schemas";

const MAX_EVENT_MS = 12 * 3600_000;

/**
 * The events overlapping [from, to) in the caller's studio. Because no event lasts more than 12
 * hours (a CHECK constraint), `starts_at >= from − 12h` bounds the index range scan on
 * (studio_id, starts_at) without missing an event that began before `from`.
 */
export async function findEvents(db: Db, session: Session, query: TFindEvents): Promise<EventView[]> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const views = await selectEventViews(
    db,
    and(
      eq(events.studioId, session.studioId),
      gte(events.startsAt, new Date(from.getTime() - MAX_EVENT_MS)),
      lt(events.startsAt, to),
      gt(events.endsAt, from),
      eq(events.status, "scheduled"),
      query.instructorId ? eq(events.instructorId, query.instructorId) : undefined,
      query.roomId ? eq(events.roomId, query.roomId) : undefined,
    ),
  );
  // A student sees the studio's calendar, not who else takes private lessons or rents a room.
  return isStudent(session) ? views.map((view) => (view.students.length ? { ...view, students: [] } : view)) : views;
}

type TFindEvents = Pick<TEventsQuery, "from" | "to" | "instructorId" | "roomId">;
