import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut, ZTimeOut } from "@/lib/api/answer-fields";
import { SERVICE_KINDS } from "@/lib/db/schema/column-values";

/** A room as every member reads it (students see only the active ones). */
export const ZRoomView = z.object({
  id: ZIdOut,
  name: z.string(),
  capacity: z.number().int(),
  color: z.string(),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: ZInstantOut,
});

/** A service as every member reads it (students see only the active ones bookable online). */
export const ZServiceView = z.object({
  id: ZIdOut,
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  defaultCapacity: z.number().int(),
  color: z.string(),
  bookableOnline: z.boolean(),
  danceId: ZIdOut.nullable(),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: ZInstantOut,
});

const ZNamedColor = z.object({ id: ZIdOut, name: z.string(), color: z.string() });

/** An event as the schedule shows it: its service, instructor and room, times, fill, and who a private lesson or rental is with. */
export const ZEventView = z.object({
  id: ZIdOut,
  title: z.string(),
  serviceId: ZIdOut,
  service: ZNamedColor.extend({ kind: z.string() }),
  instructorId: ZIdOut.nullable(),
  instructor: ZNamedColor.nullable(),
  roomId: ZIdOut.nullable(),
  room: ZNamedColor.nullable(),
  seriesId: ZIdOut.nullable(),
  startsAt: ZInstantOut,
  endsAt: ZInstantOut,
  capacity: z.number().int(),
  /** Places taken. */
  booked: z.number().int(),
  status: z.enum(["scheduled", "cancelled"]),
  /** Students read a private lesson's or rental's notes as null: they may be about the people in it. */
  notes: z.string().nullable(),
  danceId: ZIdOut.nullable(),
  /** Who a private lesson or rental is with, in booking order; empty for classes and for student readers. */
  students: z.array(z.string()),
});

/** The events of a week (or any range) of the schedule. */
export const ZEventsView = z.object({ events: z.array(ZEventView) });

/** One event just created. */
export const ZEventCreatedView = z.object({ event: ZEventView });

/** The events cancelled: the one, or it and the rest of its series. */
export const ZEventsCancelledView = z.object({ cancelled: z.array(ZIdOut) });

/** A weekly series as set: its weekdays, local start time and length, from when until when. */
export const ZSeriesView = z.object({
  id: ZIdOut,
  serviceId: ZIdOut,
  instructorId: ZIdOut.nullable(),
  roomId: ZIdOut.nullable(),
  weekdays: z.array(z.number().int()),
  startTime: ZTimeOut,
  durationMinutes: z.number().int(),
  startDate: ZDayOut,
  untilDate: ZDayOut.nullable(),
  count: z.number().int().nullable(),
  capacity: z.number().int(),
  notes: z.string().nullable(),
  createdAt: ZInstantOut,
});

/** A series just created and every occurrence of it. */
export const ZSeriesCreatedView = z.object({ series: ZSeriesView, events: z.array(ZEventView) });

const ZStudentHistory = z.object({
  lastLesson: z.object({ title: z.string(), startsAt: ZInstantOut, status: z.string(), notes: z.string().nullable() }).nullable(),
  lastNote: z.object({ body: z.string(), createdAt: ZInstantOut }).nullable(),
});

/** One lesson of the agenda with its students, each with their last lesson and latest note (staff only). */
export const ZAgendaLessonView = z.object({
  id: ZIdOut,
  title: z.string(),
  kind: z.string(),
  startsAt: ZInstantOut,
  endsAt: ZInstantOut,
  instructorId: ZIdOut.nullable(),
  instructorName: z.string().nullable(),
  roomName: z.string().nullable(),
  notes: z.string().nullable(),
  capacity: z.number().int(),
  /** A remote lesson's meeting link: the agenda is read by the lesson's instructor and owners only. */
  meetingUrl: z.string().nullable().optional(),
  students: z.array(
    z.object({
      bookingId: ZIdOut,
      studentId: ZIdOut,
      name: z.string(),
      status: z.string(),
      role: z.enum(["lead", "follow"]).nullable(),
      history: ZStudentHistory,
    }),
  ),
});

/** Today and the six days after it, lesson by lesson, in the studio's time zone. */
export const ZAgendaView = z.object({
  timeZone: z.string(),
  today: ZDayOut,
  days: z.array(z.object({ date: ZDayOut, lessons: z.array(ZAgendaLessonView) })),
});

const ZTodayEvent = z.object({
  id: ZIdOut,
  title: z.string(),
  kind: z.string(),
  startsAt: ZInstantOut,
  endsAt: ZInstantOut,
  instructorName: z.string().nullable(),
  roomName: z.string().nullable(),
  capacity: z.number().int(),
  taken: z.number().int(),
  studentNames: z.array(z.string()),
});

/** What today holds: lessons, classes and their fill, who teaches, and (owners) what today's students owe. */
export const ZTodayView = z.object({
  timeZone: z.string(),
  today: ZDayOut,
  lessons: z.array(ZTodayEvent),
  classes: z.array(ZTodayEvent),
  teaching: z.array(z.object({ name: z.string(), count: z.number().int(), startsAt: ZInstantOut, endsAt: ZInstantOut })),
  balances: z.array(z.object({ studentId: ZIdOut, name: z.string(), balanceCents: ZCentsOut })),
  currency: z.string(),
});

/** A remote lesson's meeting link as its reader may see it: the link for the lesson's people, null for everyone else or none set. */
export const ZMeetingLinkView = z.object({ meetingUrl: z.string().nullable() });
