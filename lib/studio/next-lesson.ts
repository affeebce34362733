import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events, services } from "@/lib/db/schema";

/** The studio's next scheduled lesson or class: Settings uses it to show what a time zone change does. */
export async function findNextLesson(db: Db, session: Session, now = new Date()): Promise<{ title: string; startsAt: string } | null> {
  const [row] = await db
    .select({ title: services.name, startsAt: events.startsAt })
    .from(events)
    .innerJoin(services, eq(services.id, events.serviceId))
    .where(and(eq(events.studioId, session.studioId), eq(events.status, "scheduled"), gt(events.startsAt, now)))
    .orderBy(asc(events.startsAt))
    .limit(1);
  return row ? { title: row.title, startsAt: row.startsAt.toISOString() } : null;
}
