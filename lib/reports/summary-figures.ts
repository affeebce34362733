import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { ReportContext, Window } from "./report-context";
import { BEGINNING, coveringBuckets, inBuckets } from "./rollups/buckets";
import { selectRows, toNumber } from "./sql-helpers";

/** Lessons taught, attendances and misses of a window, from the lesson rollups. */
export async function lessonFigures(db: Db, context: ReportContext, window: Window) {
  const [row] = await selectRows(
    db,
    sql`select coalesce(sum(f.lessons_taught) filter (where s.kind = 'private'), 0) as private_lessons,
        coalesce(sum(f.lessons_taught) filter (where s.kind in ('group', 'practice')), 0) as classes_taught,
        coalesce(sum(f.attended) filter (where s.kind in ('group', 'practice')), 0) as class_attendances,
        coalesce(sum(f.no_shows), 0) as no_shows, coalesce(sum(f.late_cancels), 0) as late_cancels
      from report_lesson_facts f join services s on s.id = f.service_id
      where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))}`,
  );
  return {
    privateLessons: toNumber(row.private_lessons),
    classesTaught: toNumber(row.classes_taught),
    classAttendances: toNumber(row.class_attendances),
    noShows: toNumber(row.no_shows),
    lateCancels: toNumber(row.late_cancels),
  };
}

/** Contact messages sent to the studio in the window (the marketing site's forms name no studio: not counted). */
export async function inquiryCount(db: Db, context: ReportContext, window: Window): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*) as n from contact_messages
      where studio_id = ${context.studioId} and created_at >= ${window.start} and created_at < ${window.end}`,
  );
  return toNumber(row.n);
}

/** Students who attended in the window, and those whose first lesson ever was in it. */
export async function studentFigures(db: Db, context: ReportContext, window: Window) {
  const [row] = await selectRows(
    db,
    sql`select
      (select count(distinct f.student_id) from report_student_facts f
        where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))} and f.attended > 0) as active,
      (select count(*) from (select min(f.first_visit_at) as first_visit from report_student_facts f
        where f.studio_id = ${context.studioId} and f.grain = 'year' group by f.student_id) firsts
        where first_visit >= ${window.start} and first_visit < ${window.end}) as first_lessons,
      (select count(*) from students where studio_id = ${context.studioId} and created_at >= ${window.start} and created_at < ${window.end}) as new_students`,
  );
  return { activeStudents: toNumber(row.active), firstLessons: toNumber(row.first_lessons), newStudents: toNumber(row.new_students) };
}

/** The ledger of a window by kind and method. */
export async function moneyByMethod(db: Db, context: ReportContext, window: Window) {
  return selectRows(
    db,
    sql`select f.kind, f.method, sum(f.amount_cents) as total from report_money_facts f
      where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))} group by f.kind, f.method`,
  );
}

/** Packages sold in the window, their units and price, and units used by its lessons. */
export async function packageFigures(db: Db, context: ReportContext, window: Window) {
  return selectRows(
    db,
    sql`select f.name, sum(f.sold) as sold, sum(f.units_sold) as units, sum(f.sales_cents) as cents, sum(f.units_used) as used
      from report_package_facts f where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))} group by f.name order by f.name`,
  );
}

/** Balances owed to the studio as they stood at the window's end (or now, for a period still running). */
export async function openBalances(db: Db, context: ReportContext, window: Window) {
  const running = context.now.getTime() < window.end.getTime();
  const upTo = running
    ? sql`f.studio_id = ${context.studioId} and f.grain = 'year'`
    : inBuckets(context.studioId, coveringBuckets(BEGINNING, window.to));
  const [row] = await selectRows(
    db,
    sql`select count(*) filter (where balance > 0) as owing, coalesce(sum(balance) filter (where balance > 0), 0) as cents
      from (select sum(f.balance_cents) as balance from report_student_facts f where ${upTo} group by f.student_id) balances`,
  );
  return { openBalanceCents: toNumber(row.cents), studentsOwing: toNumber(row.owing) };
}
