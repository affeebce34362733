import "server-only";
import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Tx } from "@/lib/db/client";
import { bookings, events, services, students } from "@/lib/db/schema";
import { formatDay, formatTimeRange } from "@/lib/dates/wall-time";
import { getStudioTimeZone } from "./studio-clock";
import { takesPlace } from "./places-taken";

/** The time a new place would take, and the event it is in when that event exists already (a class). */
export type WantedPlace = { startsAt: Date; endsAt: Date; eventId?: string };

/**
 * A student holds one place at a time: no two overlapping private lessons, class places, or room
 * rentals (a couple booking together: both of them). Takes each student's row lock (in id order,
 * so two bookings of a couple can't deadlock) and then looks for a place overlapping the wanted
 * time, in the transaction that writes the booking: two requests for one student run one after
 * the other, and the second sees the first's place. A waitlist entry is not a place (it holds no
 * time until promoted); a hold still running while the student pays is. 409 naming the clash:
 * "Sam Carter is already booked 7:00–8:00 PM in Bronze Waltz."
 */
export async function assertStudentsFree(tx: Tx, studioId: string, studentIds: string[], wanted: WantedPlace): Promise<void> {
  const clash = await lockAndFindClash(tx, studioId, studentIds, wanted);
  if (!clash) return;
  const timeZone = await getStudioTimeZone(tx, studioId);
  const sameDay = formatDay(clash.startsAt, timeZone) === formatDay(wanted.startsAt, timeZone);
  const when = `${sameDay ? "" : `on ${formatDay(clash.startsAt, timeZone)}, `}${formatTimeRange(clash.startsAt, clash.endsAt, timeZone)}`;
  throw new AppError("conflict", `${clash.name} is already booked ${when} in ${clash.title}. A dancer can be in one place at a time.`, {
    extra: {
      clash: { student: clash.name, title: clash.title, startsAt: clash.startsAt.toISOString(), endsAt: clash.endsAt.toISOString() },
    },
  });
}

/** The students' row locks, then their first place overlapping the wanted time (null: they are free). */
export async function lockAndFindClash(tx: Tx, studioId: string, studentIds: string[], wanted: WantedPlace) {
  const ids = [...new Set(studentIds)].sort();
  await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), inArray(students.id, ids)))
    .orderBy(asc(students.id))
    .for("update");
  const [clash] = await tx
    .select({ name: students.name, title: services.name, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(services, eq(services.id, events.serviceId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(
      and(
        eq(bookings.studioId, studioId),
        inArray(bookings.studentId, ids),
        takesPlace,
        eq(events.status, "scheduled"),
        lt(events.startsAt, wanted.endsAt),
        gt(events.endsAt, wanted.startsAt),
        wanted.eventId ? ne(events.id, wanted.eventId) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(1);
  return clash ?? null;
}
