import "server-only";
import { and, asc, eq, gte, inArray, lt, notInArray } from "drizzle-orm";
import { isInstructor } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructors, rooms, services, students } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { findStudentHistories, type StudentHistory } from "./agenda-history";
import { getStudioTimeZone } from "./studio-clock";

export type AgendaStudent = {
  bookingId: string;
  studentId: string;
  name: string;
  /** booked, attended, no_show, late_cancel or held (waitlisted and cancelled places are not on the agenda). */
  status: string;
  role: "lead" | "follow" | null;
  history: StudentHistory;
};

export type AgendaLesson = {
  id: string;
  title: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  instructorId: string | null;
  instructorName: string | null;
  roomName: string | null;
  notes: string | null;
  capacity: number;
  /**
   * A remote lesson's meeting link (the agenda's readers are its instructor and owners: its people).
   * Optional: a copy of the agenda kept on a device may predate it.
   */
  meetingUrl?: string | null;
  students: AgendaStudent[];
};

export type Agenda = { timeZone: string; today: string; days: { date: string; lessons: AgendaLesson[] }[] };

/** How many days the agenda spans, today included: the week ahead, read on a phone between lessons. */
export const AGENDA_DAYS = 7;

/**
 * An instructor's days (today first, then the week ahead): each lesson with its students, room and
 * notes, and each student's last lesson and latest note one tap away. Owners see every instructor's.
 */
export async function getAgenda(db: Db, session: Session, now = new Date()): Promise<Agenda> {
  const timeZone = await getStudioTimeZone(db, session.studioId);
  const today = instantToLocal(now, timeZone).date;
  const from = localToInstant(today, "00:00", timeZone);
  const to = localToInstant(addDays(today, AGENDA_DAYS), "00:00", timeZone);
  // An instructor without an instructor record has no lessons of their own: an empty agenda, not the studio's.
  const ownOnly = isInstructor(session);
  if (ownOnly && !session.instructorId) return { timeZone, today, days: [{ date: today, lessons: [] }] };
  const rows = await db
    .select({
      id: events.id,
      title: services.name,
      kind: services.kind,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      instructorId: events.instructorId,
      instructorName: instructors.name,
      roomName: rooms.name,
      notes: events.notes,
      capacity: events.capacity,
      meetingUrl: events.meetingUrl,
    })
    .from(events)
    .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
    .leftJoin(instructors, and(eq(instructors.studioId, events.studioId), eq(instructors.id, events.instructorId)))
    .leftJoin(rooms, and(eq(rooms.studioId, events.studioId), eq(rooms.id, events.roomId)))
    .where(
      and(
        eq(events.studioId, session.studioId),
        gte(events.startsAt, from),
        lt(events.startsAt, to),
        eq(events.status, "scheduled"),
        ownOnly ? eq(events.instructorId, session.instructorId!) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(300);
  const places = rows.length
    ? await findPlaces(
        db,
        session.studioId,
        rows.map((row) => row.id),
      )
    : [];
  const histories = await findStudentHistories(db, session.studioId, [...new Set(places.map((place) => place.studentId))], from);
  const days = new Map<string, AgendaLesson[]>([[today, []]]);
  for (const row of rows) {
    const date = instantToLocal(row.startsAt, timeZone).date;
    const lesson: AgendaLesson = {
      ...row,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      students: places
        .filter((place) => place.eventId === row.id)
        .map(({ eventId: _eventId, ...place }) => ({ ...place, history: histories.get(place.studentId) ?? EMPTY_HISTORY })),
    };
    days.set(date, [...(days.get(date) ?? []), lesson]);
  }
  return { timeZone, today, days: [...days].map(([date, lessons]) => ({ date, lessons })) };
}

const EMPTY_HISTORY: StudentHistory = { lastLesson: null, lastNote: null };

/** The places of the agenda's events, by name (waitlisted and cancelled places take no attendance). */
async function findPlaces(db: Db, studioId: string, eventIds: string[]) {
  return db
    .select({
      bookingId: bookings.id,
      eventId: bookings.eventId,
      studentId: bookings.studentId,
      name: students.name,
      status: bookings.status,
      role: bookings.role,
    })
    .from(bookings)
    .innerJoin(students, and(eq(students.studioId, bookings.studioId), eq(students.id, bookings.studentId)))
    .where(
      and(eq(bookings.studioId, studioId), inArray(bookings.eventId, eventIds), notInArray(bookings.status, ["waitlisted", "cancelled"])),
    )
    .orderBy(asc(students.name));
}
