// Adds to bench:schedule's studio (50 instructors, 10 rooms, ~200,000 lessons over 5 years) what the
// reports read: 2,000 students, a booking per lesson with its outcome, packages and their units,
// charges, payments and refunds, pay rates with a change half-way, weekly availability and business hours.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { buildBenchStudio, INSTRUCTORS } from "./schedule-data";

export const STUDENTS = 2000;

const TRIGGERS: [string, string][] = [
  ["events", "report_events_changed"],
  ["bookings", "report_bookings_changed"],
  ["ledger_entries", "report_ledger_changed"],
  ["student_packages", "report_packages_changed"],
  ["students", "report_student_level_changed"],
  ["instructor_rates", "report_rates_changed"],
];

/**
 * A bulk load: the rollup triggers are switched off while the rows go in (one dirty-day insert per
 * row would only slow it down), then every day of the studio is marked dirty at once, so the first
 * report rebuilds all its rollups from the source tables.
 */
export async function buildReportsBenchStudio(db: Db) {
  for (const [table, trigger] of TRIGGERS) await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    return await buildData(db);
  } finally {
    for (const [table, trigger] of TRIGGERS) await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
}

async function buildData(db: Db) {
  const studio = await buildBenchStudio(db);
  const id = studio.studioId;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(sql`update studios set plan = 'premium', business_hours = '{"0": null, "1": {"open": "09:00", "close": "22:00"},
    "2": {"open": "09:00", "close": "22:00"}, "3": {"open": "09:00", "close": "22:00"}, "4": {"open": "09:00", "close": "22:00"},
    "5": {"open": "09:00", "close": "22:00"}, "6": {"open": "09:00", "close": "22:00"}}'::jsonb where id = ${id}`);
  await run(sql`insert into students (studio_id, name, level, created_at)
    select ${id}, 'Student ' || lpad(n::text, 4, '0'), (array['Newcomer', 'Bronze', 'Silver', 'Gold'])[1 + n % 4],
      ${studio.firstDay}::date + (n * 1825 / ${STUDENTS}) * interval '1 day'
    from generate_series(0, ${STUDENTS - 1}) n`);
  const [lesson] = ((await run(sql`select id from services where studio_id = ${id} limit 1`)) as unknown as { rows: { id: string }[] })
    .rows;
  await run(sql`insert into instructor_rates (studio_id, instructor_id, private_cents, class_cents, effective_from)
    select ${id}, i.id, 5000 + k * 500, 3500, ${studio.firstDay}::date + k * 900 from instructors i cross join generate_series(0, 1) k where i.studio_id = ${id}`);
  await run(sql`insert into instructor_availability (studio_id, instructor_id, weekday, start_time, end_time)
    select ${id}, i.id, d, '09:00', '22:00' from instructors i cross join generate_series(1, 6) d where i.studio_id = ${id}`);
  // One student per lesson, spread over the 2,000; past lessons 88% attended, 7% no-shows, 5% late cancels.
  await run(sql`insert into bookings (studio_id, event_id, student_id, status, created_at)
    select ${id}, e.id, s.id,
      case when e.starts_at > now() then 'booked' when e.h % 100 < 88 then 'attended' when e.h % 100 < 95 then 'no_show' else 'late_cancel' end,
      e.starts_at - interval '3 days'
    from (select id, starts_at, row_number() over (order by starts_at, id) as rn, abs(hashtext(id::text)) as h from events where studio_id = ${id}) e
    join (select id, row_number() over (order by name) - 1 as n from students where studio_id = ${id}) s on s.n = (e.rn * 7919) % ${STUDENTS}`);
  // Five packages of 10 lessons per student over the years; a third of the lessons take a unit.
  await run(
    sql`insert into packages (studio_id, name, units, price_cents, valid_days) values (${id}, '10 Private Lessons', 10, 85000, 365)`,
  );
  await run(sql`insert into student_packages (studio_id, student_id, package_id, name, units, units_used, price_cents, service_ids, purchased_at, expires_at)
    select ${id}, s.id, p.id, p.name, 10, 0, 85000, array[${lesson.id}::uuid], t.at, t.at + interval '365 days'
    from students s cross join generate_series(0, 4) k cross join (select id, name from packages where studio_id = ${id}) p
    cross join lateral (select ${studio.firstDay}::date + k * 365 + (abs(hashtext(s.id::text)) % 60) * interval '1 day' as at) t
    where s.studio_id = ${id}`);
  await run(sql`update bookings b set student_package_id = (
      select sp.id from student_packages sp where sp.student_id = b.student_id and sp.purchased_at <= e.starts_at and sp.expires_at > e.starts_at
      order by sp.purchased_at limit 1)
    from events e where e.id = b.event_id and b.studio_id = ${id} and abs(hashtext(b.id::text)) % 3 = 0 and b.status in ('attended', 'no_show', 'booked')`);
  await run(sql`update student_packages sp set units_used = least(10, used.n) from (
      select student_package_id, count(*) as n from bookings where studio_id = ${id} and student_package_id is not null group by 1) used
    where used.student_package_id = sp.id`);
  // Lessons without a unit are charged; four in five are paid the same day; one payment in fifty is partly refunded.
  await run(sql`insert into ledger_entries (studio_id, student_id, kind, amount_cents, description, booking_id, created_at)
    select ${id}, b.student_id, 'charge', 9500, 'Private Lesson', b.id, e.starts_at
    from bookings b join events e on e.id = b.event_id where b.studio_id = ${id} and b.student_package_id is null and b.status <> 'late_cancel'`);
  await run(sql`insert into ledger_entries (studio_id, student_id, kind, amount_cents, description, student_package_id, created_at)
    select ${id}, student_id, 'charge', price_cents, name, id, purchased_at from student_packages where studio_id = ${id}`);
  await run(sql`insert into ledger_entries (studio_id, student_id, kind, amount_cents, method, description, created_at)
    select ${id}, student_id, 'payment', amount_cents, (array['cash', 'card', 'check', 'card'])[1 + abs(hashtext(id::text)) % 4], 'Payment', created_at + interval '1 minute'
    from ledger_entries where studio_id = ${id} and kind = 'charge' and created_at < now() and abs(hashtext(id::text)) % 5 <> 0`);
  await run(sql`insert into ledger_entries (studio_id, student_id, kind, amount_cents, method, description, related_entry_id, created_at)
    select ${id}, student_id, 'refund', 2000, method, 'Refund', id, created_at + interval '1 day'
    from ledger_entries where studio_id = ${id} and kind = 'payment' and abs(hashtext(id::text)) % 50 = 0`);
  await run(sql`select report_mark_all(${id}::uuid)`);
  await run(sql`analyze`);
  return { ...studio, instructors: INSTRUCTORS, students: STUDENTS };
}
