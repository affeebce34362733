import "server-only";
import { and, asc, lte, ne } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { inquiries, instructors } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { INQUIRY_COLUMNS, assignedJoin, visibleTo, withSourceLabel } from "./inquiries";

/**
 * Today's panel: the follow-ups due today or overdue, oldest first — every one for owners, an
 * instructor's own for them. A lost inquiry's old follow-up no longer counts.
 */
export async function listFollowUpsDue(db: Db, session: Session, now = new Date()) {
  const today = instantToLocal(now, session.studioTimeZone).date;
  const rows = await db
    .select(INQUIRY_COLUMNS)
    .from(inquiries)
    .leftJoin(instructors, assignedJoin)
    .where(and(visibleTo(session), lte(inquiries.followUpOn, today), ne(inquiries.stage, "lost")))
    .orderBy(asc(inquiries.followUpOn), asc(inquiries.createdAt))
    .limit(50);
  return { today, followUps: rows.map(withSourceLabel) };
}
export type FollowUpsDue = Awaited<ReturnType<typeof listFollowUpsDue>>;
