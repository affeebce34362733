import "server-only";
import type { z } from "zod";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { instructorAvailability, instructorExceptions, instructors } from "@/lib/db/schema";
import { businessSlots, weeklyMinutes } from "./open-minutes";
import { refuseInstructorFilter, reportContext, type ReportContext, type Window } from "./report-context";
import { coveringBuckets, inBuckets } from "./rollups/buckets";
import { reportResult } from "./report-result";
import type { ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { ratio, selectRows, toNumber } from "./sql-helpers";
import type { ZUtilisationTotals } from "./views";

/** The report's totals (lib/reports/views.ts declares them, with what each means). */
export type UtilisationTotals = z.input<typeof ZUtilisationTotals>;

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Minutes of scheduled lessons per instructor and per room in the window (cancelled ones free the time), from the rollups. */
async function bookedOf(db: Db, context: ReportContext, window: Window) {
  const buckets = inBuckets(context.studioId, coveringBuckets(window.from, window.to));
  const [teachers, rooms] = await Promise.all([
    selectRows(
      db,
      sql`select f.instructor_id as id, sum(f.scheduled_minutes) as minutes from report_lesson_facts f where ${buckets} and f.instructor_id is not null group by 1`,
    ),
    selectRows(
      db,
      sql`select f.room_id as id, sum(f.scheduled_minutes) as minutes from report_lesson_facts f where ${buckets} and f.room_id is not null group by 1`,
    ),
  ]);
  return {
    teachers: new Map(teachers.map((row) => [String(row.id), toNumber(row.minutes)])),
    rooms: new Map(rooms.map((row) => [String(row.id), toNumber(row.minutes)])),
  };
}

async function availableOf(db: Db, context: ReportContext, window: Window) {
  const [people, slots, daysOff] = await Promise.all([
    db
      .select({ id: instructors.id, name: instructors.name, active: instructors.active })
      .from(instructors)
      .where(eq(instructors.studioId, context.studioId))
      .orderBy(instructors.name),
    db.select().from(instructorAvailability).where(eq(instructorAvailability.studioId, context.studioId)),
    db
      .select()
      .from(instructorExceptions)
      .where(
        and(
          eq(instructorExceptions.studioId, context.studioId),
          gte(instructorExceptions.date, window.from),
          lte(instructorExceptions.date, window.to),
        ),
      ),
  ]);
  return people.map((person) => ({
    ...person,
    available: weeklyMinutes(
      slots.filter((slot) => slot.instructorId === person.id),
      window.from,
      window.to,
      daysOff.filter((item) => item.instructorId === person.id),
    ),
  }));
}

async function totalsOf(db: Db, context: ReportContext, window: Window) {
  const [booked, people, roomList] = await Promise.all([
    bookedOf(db, context, window),
    availableOf(db, context, window),
    selectRows(db, sql`select id, name, active from rooms where studio_id = ${context.studioId} order by name`),
  ]);
  const open = context.businessHours ? weeklyMinutes(businessSlots(context.businessHours), window.from, window.to) : null;
  const teacherRows = people
    .map((person) => ({ ...person, booked: booked.teachers.get(person.id) ?? 0 }))
    .filter((person) => person.active || person.booked > 0);
  const roomRows = roomList
    .map((room) => ({
      id: String(room.id),
      name: String(room.name),
      active: Boolean(room.active),
      booked: booked.rooms.get(String(room.id)) ?? 0,
    }))
    .filter((room) => room.active || room.booked > 0);
  const bookedMinutes = teacherRows.reduce((sum, row) => sum + row.booked, 0);
  const availableMinutes = teacherRows.reduce((sum, row) => sum + row.available, 0);
  const roomBookedMinutes = roomRows.reduce((sum, row) => sum + row.booked, 0);
  const roomOpenMinutes = open === null ? null : open * roomRows.length;
  const totals: UtilisationTotals = {
    bookedMinutes,
    availableMinutes,
    rate: ratio(bookedMinutes, availableMinutes),
    roomBookedMinutes,
    roomOpenMinutes,
    roomRate: roomOpenMinutes === null ? null : ratio(roomBookedMinutes, roomOpenMinutes),
  };
  return { totals, teacherRows, roomRows, open };
}

/**
 * GET /api/reports/utilisation — instructors' booked hours ÷ their available hours (weekly
 * availability less days off), rooms' booked hours ÷ business hours, and the busiest hours of the week.
 */
export async function utilisationReport(
  db: Db,
  session: Session,
  query: TReportQuery,
  now = new Date(),
): Promise<ReportResult<UtilisationTotals>> {
  refuseInstructorFilter(query, "utilisation");
  const context = await reportContext(db, session, query, now);
  const window = context.period;
  const [current, previous, heat] = await Promise.all([
    totalsOf(db, context, window),
    totalsOf(db, context, context.previous),
    selectRows(
      db,
      sql`select f.weekday, f.hour, sum(f.lessons) as lessons from report_hour_facts f
      where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))} group by 1, 2 order by 1, 2`,
    ),
  ]);
  const heatRows: Row[] = heat.map((row) => ({
    weekday: WEEKDAYS[toNumber(row.weekday)],
    weekdayIndex: toNumber(row.weekday),
    hour: toNumber(row.hour),
    lessons: toNumber(row.lessons),
  }));
  return reportResult(
    "utilisation",
    context,
    [current.totals, previous.totals],
    {
      title: "Instructors: booked ÷ available hours",
      columns: [
        { key: "instructor", label: "Instructor", format: "text" },
        { key: "bookedMinutes", label: "Booked", format: "minutes" },
        { key: "availableMinutes", label: "Available", format: "minutes" },
        { key: "rate", label: "Utilisation", format: "percent" },
      ],
      rows: current.teacherRows.map((row) => ({
        instructor: row.name,
        bookedMinutes: row.booked,
        availableMinutes: row.available,
        rate: ratio(row.booked, row.available),
      })),
    },
    [
      {
        key: "rooms",
        title: "Rooms: booked ÷ business hours",
        columns: [
          { key: "room", label: "Room", format: "text" },
          { key: "bookedMinutes", label: "Booked", format: "minutes" },
          { key: "openMinutes", label: "Open", format: "minutes" },
          { key: "rate", label: "Utilisation", format: "percent" },
        ],
        rows: current.roomRows.map((row) => ({
          room: row.name,
          bookedMinutes: row.booked,
          openMinutes: current.open,
          rate: current.open === null ? null : ratio(row.booked, current.open),
        })),
      },
      {
        key: "busiestHours",
        title: "Busiest hours (lessons starting, by weekday and hour)",
        columns: [
          { key: "weekday", label: "Weekday", format: "text" },
          { key: "hour", label: "Hour", format: "count" },
          { key: "lessons", label: "Lessons", format: "count" },
        ],
        rows: heatRows,
      },
    ],
  );
}
