import "server-only";
import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { env } from "@/lib/env";

/**
 * One lesson or class as one person sees it, in plain data (no database): the booking e-mails
 * (notify) and the feeds (lib/calendar/feed.ts) both build their VEVENTs from this.
 */
export type CalendarEventView = {
  eventId: string;
  /**
   * Grows with every change the person would notice. For staff: the event's `sequence`. For a
   * student: the event's `sequence` + their booking's `sequence` (see `studentSequence`), so their
   * own cancellation reaches their calendar while the class stays scheduled for everyone else.
   */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** The studio's IANA zone: DTSTART/DTEND carry it as TZID, with its VTIMEZONE in the calendar. */
  timeZone: string;
  /** What it is: the service's name ("Private Lesson", "Rumba Basics"). */
  title: string;
  studioName: string;
  roomName?: string | null;
  /** The other person's first name only (never an e-mail or a note): the instructor, or the student. */
  withFirstName?: string | null;
  /** The whole-studio feed: who teaches it and where, in brackets after the summary ("Maria, Studio B"). */
  summaryNote?: string | null;
  /** Lines of the description before the studio's name ("Instructor: Maria Lopez"). */
  details?: string[];
  /**
   * A remote lesson's meeting link, only in the calendars of its people (the instructor, its booked
   * students, owners): written as URL and as LOCATION, and named in the description.
   */
  meetingUrl?: string | null;
  /** The event was cancelled, or this person's own place in it was. */
  cancelled: boolean;
  /** The last change (DTSTAMP in a feed); defaults to now. */
  updatedAt?: Date;
};

export type IcsMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export type EventIcsInput = CalendarEventView & {
  method: IcsMethod;
  /** RFC 5546 wants an ORGANIZER on REQUEST and CANCEL: the studio's sending address. */
  organizer?: { name: string; email: string };
  /** The recipient themself (their own address only). */
  attendee?: { name: string; email: string };
};

const METHODS: Record<IcsMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/** Event UIDs are `<eventId>@<site host>`: one per event for everyone, stable across every change. */
export function eventUid(eventId: string): string {
  return `${eventId}@${new URL(env.SITE_URL).hostname}`;
}

/** A student's view of an event: both counters only grow, so their sum only grows. */
export function studentSequence(eventSequence: number, bookingSequence: number): number {
  return eventSequence + bookingSequence;
}

/** The VTIMEZONE of each zone the events use, from the IANA rules (never written by hand). */
function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone);
  return block[0] ? block[0] : null;
}

/** An empty calendar that writes the VTIMEZONE of every zone its events name. */
export function createStudioCalendar(options: { name: string; method?: IcsMethod; ttlSeconds?: number }): ICalCalendar {
  const calendar = ical({ name: options.name, prodId: { company: "Promenade", product: "Studio Management", language: "EN" } });
  if (options.method) calendar.method(METHODS[options.method]);
  if (options.ttlSeconds) calendar.ttl(options.ttlSeconds);
  // No calendar-wide zone: ical-generator would then write DTSTAMP as a floating local time.
  // Each event names the zone, and the generator adds that zone's VTIMEZONE once.
  calendar.timezone({ name: null, generator: vtimezone });
  return calendar;
}

export function eventSummary(view: Pick<CalendarEventView, "title" | "withFirstName" | "summaryNote" | "cancelled">): string {
  const withWhom = view.withFirstName ? `${view.title} with ${view.withFirstName}` : view.title;
  const summary = view.summaryNote ? `${withWhom} (${view.summaryNote})` : withWhom;
  return view.cancelled ? `Cancelled: ${summary}` : summary;
}

/** Adds one VEVENT, its times written in the studio's zone (TZDate: the wall clock there, not the server's). */
export function addCalendarEvent(
  calendar: ICalCalendar,
  view: CalendarEventView,
  options: Pick<EventIcsInput, "organizer" | "attendee"> = {},
) {
  const event = calendar.createEvent({
    id: eventUid(view.eventId),
    sequence: view.sequence,
    start: new TZDate(view.startsAt, view.timeZone),
    end: new TZDate(view.endsAt, view.timeZone),
    timezone: view.timeZone,
    stamp: view.updatedAt ?? new Date(),
    summary: eventSummary(view),
    location: view.meetingUrl ?? (view.roomName ? `${view.roomName}, ${view.studioName}` : view.studioName),
    url: view.meetingUrl ?? null,
    description: [...(view.meetingUrl ? [`Join online: ${view.meetingUrl}`] : []), ...(view.details ?? []), view.studioName].join("\n"),
    status: view.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (options.organizer) event.organizer(options.organizer);
  if (options.attendee) event.createAttendee({ ...options.attendee, rsvp: false });
  return event;
}

/**
 * A one-event calendar (the text of an .ics file) for an e-mail attachment or a download:
 * METHOD:REQUEST for a booking, METHOD:CANCEL (always STATUS:CANCELLED) for a cancellation,
 * METHOD:PUBLISH for "Add to calendar".
 */
export function buildEventIcs(input: EventIcsInput): string {
  const calendar = createStudioCalendar({ name: input.studioName, method: input.method });
  const cancelled = input.cancelled || input.method === "CANCEL";
  addCalendarEvent(calendar, { ...input, cancelled }, { organizer: input.organizer, attendee: input.attendee });
  return calendar.toString();
}
