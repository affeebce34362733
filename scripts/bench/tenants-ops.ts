// The four hot paths bench:tenants times for one studio, through the app's own code: the schedule's
// week query, a booking (rolled back), the summary report and the session lookup (full, a new token each time).
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { getSessionFromToken } from "@/lib/auth/session";
import { startSession } from "@/lib/auth/sessions";
import { bookEvent } from "@/lib/booking/book-event";
import { summaryReport } from "@/lib/reports/summary";
import { findEvents } from "@/lib/scheduling/list-events";
import { queryRows as rows } from "@/lib/db/query-rows";

export type Op = { name: string; run: () => Promise<unknown> };

/** The studio owner's session, read through the real lookup. */
export async function ownerSession(db: Db, studioId: string, now: Date): Promise<{ session: Session; userId: string }> {
  const [owner] = await rows<{ userId: string }>(
    db,
    sql`select user_id as "userId" from memberships where studio_id = ${studioId} and role = 'owner' limit 1`,
  );
  const { token } = await startSession(db, { userId: owner.userId, studioId, role: "owner" }, false, now);
  const session = await getSessionFromToken(db, token);
  if (!session) throw new Error("The owner's session did not read back.");
  return { session, userId: owner.userId };
}

class RollBack extends Error {}

/** Runs `work` in a transaction that never commits. */
async function rolledBack(db: Db, work: (tx: Db) => Promise<unknown>) {
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}

/** A group class after `now` with a free place and a student the booking admits, tried for real (and rolled back). */
async function findBooking(db: Db, session: Session, now: Date) {
  const candidates = await rows<{ eventId: string; studentId: string }>(
    db,
    sql`select e.id as "eventId", s.id as "studentId" from events e join services v on v.studio_id = e.studio_id and v.id = e.service_id
      cross join lateral (select id from students where studio_id = e.studio_id and active and erased_at is null order by id limit 10) s
      where e.studio_id = ${session.studioId} and e.starts_at > ${now.toISOString()}::timestamptz + interval '1 day' and v.kind = 'group'
      order by e.starts_at, s.id limit 300`,
  );
  for (const candidate of candidates) {
    try {
      await rolledBack(db, (tx) => bookEvent(tx, session, candidate.eventId, { studentId: candidate.studentId }, now));
      return candidate;
    } catch {
      // Refused (full, already booked, a clash…): the next one.
    }
  }
  throw new Error("No bookable class found in the studio.");
}

/** The week with the most events: fixed by the data, so every run of a reused database times the same week. */
async function busiestWeek(db: Db, session: Session) {
  const [week] = await rows<{ from: string }>(
    db,
    sql`select date_trunc('week', starts_at) as from from events where studio_id = ${session.studioId}
      group by 1 order by count(*) desc, 1 limit 1`,
  );
  const from = new Date(week.from);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() };
}

/** The operations on one database; `tokens` fresh sessions are made up front for the session lookup. */
export async function studioOps(db: Db, studioId: string, now: Date, tokens: number): Promise<{ ops: Op[]; cleanUp: () => Promise<void> }> {
  // Sessions start now (a token names its expiry); the data's clock is `now`, when it was built.
  const { session, userId } = await ownerSession(db, studioId, new Date());
  // No week kept in memory: each run reads the database.
  const reading: Session = { ...session, scheduleVersion: null };
  const week = await busiestWeek(db, session);
  const booking = await findBooking(db, session, now);
  const fresh: string[] = [];
  for (let i = 0; i < tokens; i++) fresh.push((await startSession(db, { userId, studioId, role: "owner" }, false, new Date())).token);
  // The bench makes and deletes hundreds of sessions per run: without this, the lookup's time
  // follows when autovacuum last visited each side's sessions table, not the number of studios.
  await db.execute(sql`vacuum analyze sessions`);
  let next = 0;
  return {
    ops: [
      { name: "week query (schedule)", run: () => findEvents(db, reading, week) },
      {
        name: "booking (rolled back)",
        run: () => rolledBack(db, (tx) => bookEvent(tx, session, booking.eventId, { studentId: booking.studentId }, now)),
      },
      { name: "summary report", run: () => summaryReport(db, session, {}, now) },
      {
        name: "session lookup",
        run: async () => {
          if (!(await getSessionFromToken(db, fresh[next++ % fresh.length]))) throw new Error("Session lookup failed.");
        },
      },
    ],
    cleanUp: async () => {
      await db.execute(sql`delete from sessions where studio_id = ${studioId} and user_id = ${userId}`);
      await db.execute(sql`vacuum analyze sessions`);
    },
  };
}
