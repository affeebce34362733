import { sql, type SQL } from "drizzle-orm";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import { POSTED } from "../sql-helpers";

/** The local days being recomputed, and the instants around them (so the index on start times is used). */
export type DayScope = { studioId: string; timeZone: string; days: string[]; lo: Date; hi: Date };

export function dayScope(studioId: string, timeZone: string, days: string[]): DayScope {
  const sorted = [...days].sort();
  // A day's instants lie within a day of its UTC midnight whatever the zone; the local-date test does the rest.
  return {
    studioId,
    timeZone,
    days: sorted,
    lo: localToInstant(addDays(sorted[0], -1), "00:00", "UTC"),
    hi: localToInstant(addDays(sorted[sorted.length - 1], 2), "00:00", "UTC"),
  };
}

export const dayArray = (scope: DayScope) => sql`${`{${scope.days.join(",")}}`}::date[]`;

/** The scope's events (alias e), with their local day, length and dance (the event's own, else its service's). */
export function scopedEvents(scope: DayScope): SQL {
  return sql`select e.id, e.instructor_id, e.service_id, e.room_id, e.status, e.capacity, e.starts_at, s.kind,
      coalesce(e.dance_id, s.dance_id) as dance_id,
      (e.starts_at at time zone ${scope.timeZone})::date as day,
      round(extract(epoch from (e.ends_at - e.starts_at)) / 60)::int as minutes
    from events e join services s on s.id = e.service_id
    where e.studio_id = ${scope.studioId} and e.starts_at >= ${scope.lo} and e.starts_at < ${scope.hi}
      and (e.starts_at at time zone ${scope.timeZone})::date = any(${dayArray(scope)})`;
}

/** Each posted booking's charges less their voids, for the scope's bookings. */
export function bookingMoney(scope: DayScope): SQL {
  return sql`select l.booking_id, sum(case l.kind when 'charge' then l.amount_cents else -l.amount_cents end) as net
    from ev join bookings b on b.event_id = ev.id join ledger_entries l on l.booking_id = b.id
    where l.studio_id = ${scope.studioId} and l.kind in ('charge', 'void')
    group by l.booking_id`;
}

/** What a posted booking earned: its charges net of voids (fees included), plus a used unit at its share of the package price. */
export const BOOKING_REVENUE = sql`case when b.status in ${POSTED}
  then coalesce(m.net, 0) + case when b.student_package_id is not null then sp.price_cents::numeric / sp.units else 0 end else 0 end`;

/** The scope's ledger entries (alias l), by their local day. */
export function scopedLedger(scope: DayScope): SQL {
  return sql`l.studio_id = ${scope.studioId} and l.created_at >= ${scope.lo} and l.created_at < ${scope.hi}
    and (l.created_at at time zone ${scope.timeZone})::date = any(${dayArray(scope)})`;
}
