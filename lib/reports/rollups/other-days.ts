import { sql, type SQL } from "drizzle-orm";
import { POSTED } from "../sql-helpers";
import { dayArray, scopedEvents, scopedLedger, type DayScope } from "./day-scope";

/** report_student_facts: visits and misses by lesson day, the balance's change by ledger day. */
export function studentDays(scope: DayScope): SQL {
  return sql`insert into report_student_facts (studio_id, grain, period_start, student_id, attended, no_shows, late_cancels,
      first_visit_at, first_event_id, last_visit_at, balance_cents)
    with ev as (${scopedEvents(scope)})
    select ${scope.studioId}::uuid, 'day', day, student_id, sum(attended), sum(no_shows), sum(late_cancels), min(visit_at),
      (array_agg(event_id order by visit_at) filter (where visit_at is not null))[1], max(visit_at), sum(balance)
    from (
      select ev.day, b.student_id, (b.status = 'attended')::int as attended, (b.status = 'no_show')::int as no_shows,
        (b.status = 'late_cancel')::int as late_cancels, case when b.status = 'attended' then ev.starts_at end as visit_at,
        case when b.status = 'attended' then ev.id end as event_id, 0::bigint as balance
      from ev join bookings b on b.event_id = ev.id and b.status in ${POSTED}
      union all
      select (l.created_at at time zone ${scope.timeZone})::date, l.student_id, 0, 0, 0, null, null,
        case l.kind when 'charge' then l.amount_cents when 'refund' then l.amount_cents else -l.amount_cents end
      from ledger_entries l where ${scopedLedger(scope)}
    ) facts group by day, student_id`;
}

/** report_money_facts: the ledger by kind and method; what an import brought forward from the previous system changed no money hands. */
export function moneyDays(scope: DayScope): SQL {
  return sql`insert into report_money_facts (studio_id, grain, period_start, kind, method, amount_cents, entries)
    select ${scope.studioId}::uuid, 'day', (l.created_at at time zone ${scope.timeZone})::date, l.kind, l.method, sum(l.amount_cents), count(*)
    from ledger_entries l where ${scopedLedger(scope)} and not l.brought_forward group by 3, 4, 5`;
}

/** report_package_facts: packages sold by purchase day, units used by lesson day (a membership's units, or a package an import brought forward, are not a sale). */
export function packageDays(scope: DayScope): SQL {
  return sql`insert into report_package_facts (studio_id, grain, period_start, name, sold, units_sold, sales_cents, units_used)
    with ev as (${scopedEvents(scope)})
    select ${scope.studioId}::uuid, 'day', day, name, sum(sold), sum(units), sum(cents), sum(used) from (
      select (sp.purchased_at at time zone ${scope.timeZone})::date as day, sp.name, 1 as sold, sp.units, sp.price_cents::bigint as cents, 0 as used
      from student_packages sp
      where sp.studio_id = ${scope.studioId} and sp.purchased_at >= ${scope.lo} and sp.purchased_at < ${scope.hi}
        and (sp.purchased_at at time zone ${scope.timeZone})::date = any(${dayArray(scope)}) and sp.membership_id is null
        and not sp.brought_forward
      union all
      select ev.day, sp.name, 0, 0, 0, 1 from ev join bookings b on b.event_id = ev.id and b.status in ${POSTED}
      join student_packages sp on sp.id = b.student_package_id and sp.membership_id is null
    ) facts group by day, name`;
}

/** report_hour_facts: scheduled lessons by local weekday and starting hour. */
export function hourDays(scope: DayScope): SQL {
  return sql`insert into report_hour_facts (studio_id, grain, period_start, weekday, hour, lessons)
    with ev as (${scopedEvents(scope)})
    select ${scope.studioId}::uuid, 'day', day, extract(dow from day)::int,
      extract(hour from starts_at at time zone ${scope.timeZone})::int, count(*)
    from ev where status = 'scheduled' group by day, 4, 5`;
}

/** report_fill_facts: scheduled group classes and practice parties by places taken and capacity. */
export function fillDays(scope: DayScope): SQL {
  return sql`insert into report_fill_facts (studio_id, grain, period_start, instructor_id, taken, capacity, sessions)
    with ev as (${scopedEvents(scope)})
    select ${scope.studioId}::uuid, 'day', day, instructor_id, taken, capacity, count(*) from (
      select ev.day, ev.instructor_id, ev.capacity, count(b.id) filter (where b.status in ('booked', 'held', 'attended', 'no_show'))::int as taken
      from ev left join bookings b on b.event_id = ev.id
      where ev.status = 'scheduled' and ev.kind in ('group', 'practice')
      group by ev.id, ev.day, ev.instructor_id, ev.capacity
    ) sessions group by day, instructor_id, taken, capacity`;
}
