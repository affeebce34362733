// Builds the bench studio: 50 instructors, 10 rooms and ~200,000 events over 5 years, generated in
// SQL (so the EXCLUDE constraints check every row, as they would for real bookings).
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

export const INSTRUCTORS = 50;
export const ROOMS = 10;
export const DAYS = 5 * 365;

export async function buildBenchStudio(db: Db): Promise<{ studioId: string; userId: string; firstDay: string }> {
  const run = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
  const [studio] = await run(
    sql`insert into studios (name, time_zone, plan) values ('Bench Ballroom', 'America/New_York', 'pro') returning id`,
  );
  const [user] = await run(
    sql`insert into users (name, email, password_hash) values ('Bench Owner', ${`bench-${Date.now()}@example.test`}, 'x') returning id`,
  );
  await run(sql`insert into memberships (user_id, studio_id, role) values (${user.id}, ${studio.id}, 'owner')`);
  await run(
    sql`insert into instructors (studio_id, name) select ${studio.id}, 'Instructor ' || n from generate_series(1, ${INSTRUCTORS}) n`,
  );
  await run(sql`insert into rooms (studio_id, name) select ${studio.id}, 'Room ' || n from generate_series(1, ${ROOMS}) n`);
  const [service] = await run(
    sql`insert into services (studio_id, name, kind, duration_minutes) values (${studio.id}, 'Private Lesson', 'private', 45) returning id`,
  );
  const firstDay = new Date(Date.now() - 2.5 * 365 * 86_400_000).toISOString().slice(0, 10);
  // Each day: 13 hourly slots × 10 rooms = 130 places, 110 of them used; the 10 lessons of one hour
  // go to 10 different instructors, so nothing overlaps.
  await run(sql`
    insert into events (studio_id, service_id, instructor_id, room_id, starts_at, ends_at, capacity)
    select ${studio.id}, ${service.id}, i.id, r.id, t.start, t.start + interval '45 minutes', 1
    from generate_series(0, ${DAYS - 1}) d
    cross join generate_series(9, 21) h
    cross join generate_series(0, ${ROOMS - 1}) k
    cross join lateral (select (${firstDay}::date + d + make_interval(hours => h)) at time zone 'America/New_York' as start) t
    join (select id, row_number() over (order by name) - 1 as n from instructors where studio_id = ${studio.id}) i on i.n = (k + h * ${ROOMS} + d * 7) % ${INSTRUCTORS}
    join (select id, row_number() over (order by name) - 1 as n from rooms where studio_id = ${studio.id}) r on r.n = k
    where ((h - 9) * ${ROOMS} + k + d) % 130 < 110`);
  await run(sql`analyze events`);
  return { studioId: studio.id, userId: user.id, firstDay };
}
