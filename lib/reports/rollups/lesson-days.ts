import { sql, type SQL } from "drizzle-orm";
import { POSTED } from "../sql-helpers";
import { BOOKING_REVENUE, bookingMoney, scopedEvents, type DayScope } from "./day-scope";

/**
 * report_lesson_facts for the scope's days, from events, bookings, the ledger, packages and rates.
 * scheduled_minutes (Utilisation's booked time) counts a private lesson only once someone is in it.
 * Payroll follows lib/reports/payroll.ts: a lesson with an instructor (not a rental) is taught when a
 * student attended it, else a no-show or a late cancel, priced at the rate in force on its local date.
 */
export function lessonDays(scope: DayScope): SQL {
  return sql`insert into report_lesson_facts (studio_id, grain, period_start, instructor_id, service_id, room_id, dance_id,
      scheduled_events, scheduled_minutes, places_booked, events_booked, lessons_taught, taught_minutes, attended, no_shows,
      late_cancels, units_used, revenue, sessions, places_taken, places, pay_private, pay_classes, pay_private_minutes,
      pay_class_minutes, pay_missed, pay_taught_cents, pay_missed_cents, without_rate)
    with ev as (${scopedEvents(scope)}),
    m as (${bookingMoney(scope)}),
    per_event as (
      select ev.id, ev.instructor_id, ev.service_id, ev.room_id, ev.dance_id, ev.status, ev.capacity, ev.kind, ev.day, ev.minutes,
        count(b.id) filter (where b.status = 'attended') as attended,
        count(b.id) filter (where b.status = 'no_show') as no_shows,
        count(b.id) filter (where b.status = 'late_cancel') as late_cancels,
        count(b.id) filter (where b.status = 'booked') as booked,
        count(b.id) filter (where b.status in ('booked', 'held', 'attended', 'no_show')) as taken,
        count(b.id) filter (where b.status in ${POSTED} and b.student_package_id is not null) as units_used,
        coalesce(sum(${BOOKING_REVENUE}), 0) as revenue
      from ev left join bookings b on b.event_id = ev.id
      left join m on m.booking_id = b.id
      left join student_packages sp on sp.id = b.student_package_id
      group by ev.id, ev.instructor_id, ev.service_id, ev.room_id, ev.dance_id, ev.status, ev.capacity, ev.kind, ev.day, ev.minutes
    ),
    lines as (
      select p.*, r.rate,
        case when p.instructor_id is null or p.kind = 'rental' then null
          when p.attended > 0 and p.status = 'scheduled' then 'taught'
          when p.status = 'scheduled' and p.no_shows > 0 then 'no_show'
          when p.late_cancels > 0 and (p.kind = 'private' or p.status = 'scheduled') then 'late_cancel' end as outcome
      from per_event p left join lateral (
        select case when p.kind = 'private' then r.private_cents else r.class_cents end as rate from instructor_rates r
        where r.studio_id = ${scope.studioId} and r.instructor_id = p.instructor_id and r.effective_from <= p.day
        order by r.effective_from desc limit 1
      ) r on true
    )
    select ${scope.studioId}::uuid, 'day', day, instructor_id, service_id, room_id, dance_id,
      count(*) filter (where status = 'scheduled'),
      -- Time given to lessons: a private lesson nobody is booked into is an open slot, not teaching.
      coalesce(sum(minutes) filter (where status = 'scheduled' and not (kind = 'private' and taken = 0)), 0),
      coalesce(sum(booked) filter (where status = 'scheduled'), 0),
      count(*) filter (where status = 'scheduled' and booked > 0 and instructor_id is not null),
      count(*) filter (where attended > 0),
      coalesce(sum(minutes) filter (where attended > 0), 0),
      sum(attended), sum(no_shows), sum(late_cancels), sum(units_used), sum(revenue),
      count(*) filter (where status = 'scheduled' and kind in ('group', 'practice')),
      coalesce(sum(taken) filter (where status = 'scheduled' and kind in ('group', 'practice')), 0),
      coalesce(sum(capacity) filter (where status = 'scheduled' and kind in ('group', 'practice')), 0),
      count(*) filter (where outcome = 'taught' and kind = 'private'),
      count(*) filter (where outcome = 'taught' and kind <> 'private'),
      coalesce(sum(minutes) filter (where outcome = 'taught' and kind = 'private'), 0),
      coalesce(sum(minutes) filter (where outcome = 'taught' and kind <> 'private'), 0),
      count(*) filter (where outcome in ('no_show', 'late_cancel')),
      coalesce(sum(rate) filter (where outcome = 'taught'), 0),
      coalesce(sum(rate) filter (where outcome in ('no_show', 'late_cancel')), 0),
      count(*) filter (where outcome is not null and rate is null)
    from lines group by day, instructor_id, service_id, room_id, dance_id`;
}

/** report_level_facts for the scope's days: the posted bookings by the student's level. */
export function levelDays(scope: DayScope): SQL {
  return sql`insert into report_level_facts (studio_id, grain, period_start, instructor_id, service_id, room_id, level, dance_id,
      attended, no_shows, late_cancels, revenue, lessons_taught, taught_minutes)
    with ev as (${scopedEvents(scope)}),
    m as (${bookingMoney(scope)}),
    per_level as (
      select ev.id, ev.day, ev.instructor_id, ev.service_id, ev.room_id, ev.dance_id, ev.minutes, st.level,
        count(*) filter (where b.status = 'attended') as attended,
        count(*) filter (where b.status = 'no_show') as no_shows,
        count(*) filter (where b.status = 'late_cancel') as late_cancels,
        sum(${BOOKING_REVENUE}) as revenue
      from ev join bookings b on b.event_id = ev.id and b.status in ${POSTED}
      join students st on st.id = b.student_id
      left join m on m.booking_id = b.id
      left join student_packages sp on sp.id = b.student_package_id
      group by ev.id, ev.day, ev.instructor_id, ev.service_id, ev.room_id, ev.dance_id, ev.minutes, st.level
    )
    select ${scope.studioId}::uuid, 'day', day, instructor_id, service_id, room_id, level, dance_id,
      sum(attended), sum(no_shows), sum(late_cancels), sum(revenue),
      count(*) filter (where attended > 0), coalesce(sum(minutes) filter (where attended > 0), 0)
    from per_level group by day, instructor_id, service_id, room_id, level, dance_id`;
}
