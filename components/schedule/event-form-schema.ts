import { z } from "zod";
import { addIssues } from "@/components/forms/field-schemas";
import {
  ZCreateEvent,
  ZCreateSeries,
  ZUpdateEvent,
  type TCreateEvent,
  type TCreateSeries,
  type TUpdateEvent,
} from "@/lib/scheduling/schemas";
import { localToInstant } from "@/lib/dates/wall-time";

/** What the event dialog holds: the studio's local date and times, "" for none. */
export type EventFormValues = {
  serviceId: string;
  instructorId: string;
  roomId: string;
  date: string;
  start: string;
  end: string;
  repeat: boolean;
  until: string | null;
  notes: string;
  /** "" for the service's dance. */
  danceId: string;
  /** A new private lesson's student (and partner): booked with it. */
  studentIds: string[];
  /**
   * Where the lesson meets online: none (in person), a pasted link, a new Jitsi room made on save;
   * "keep" (an edit, before its link is read) sends nothing. Left out: none.
   */
  meeting?: MeetingChoice;
  meetingUrl?: string;
};

export type MeetingChoice = "keep" | "none" | "link" | "room";

/** The request the dialog's values become: one event, a weekly class, or a change to an event. */
export type EventRequest =
  { kind: "event"; body: TCreateEvent } | { kind: "series"; body: TCreateSeries } | { kind: "change"; body: TUpdateEvent };

/** The route's field names where the dialog's differ (its schema answers in the route's names, and so does the server). */
export const EVENT_FIELD_NAMES: Record<string, string> = {
  startsAt: "start",
  endsAt: "end",
  startTime: "start",
  startDate: "date",
  durationMinutes: "end",
  studentId: "studentIds",
  weekdays: "date",
  count: "until",
  createMeetingRoom: "meeting",
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The dialog's values → the route's body (local date and times → ISO instants in the studio's time
 * zone), checked by the route's own schema: ZCreateEvent, ZCreateSeries (whose first class is checked
 * as an event too, for its times) or ZUpdateEvent. Only what the route can't see is said here.
 */
export function eventFormSchema(mode: "create" | "edit", timeZone: string) {
  return z
    .object({
      serviceId: z.string(),
      instructorId: z.string(),
      roomId: z.string(),
      date: z.string(),
      start: z.string(),
      end: z.string(),
      repeat: z.boolean(),
      until: z.string().nullable(),
      notes: z.string(),
      danceId: z.string(),
      studentIds: z.array(z.string()),
      meeting: z.enum(["keep", "none", "link", "room"]).optional(),
      meetingUrl: z.string().optional(),
    })
    .transform((values, ctx): EventRequest => {
      if (!DATE.test(values.date)) ctx.addIssue({ code: "custom", path: ["date"], message: "Choose a date." });
      if (!TIME.test(values.start)) ctx.addIssue({ code: "custom", path: ["start"], message: "Enter the start time, like 19:00." });
      if (!TIME.test(values.end)) ctx.addIssue({ code: "custom", path: ["end"], message: "Enter the end time, like 20:00." });
      if (values.repeat && values.studentIds.length)
        ctx.addIssue({
          code: "custom",
          path: ["studentIds"],
          message: "A weekly series is created empty: book its students into each lesson, or turn off Repeat weekly.",
        });
      if (!DATE.test(values.date) || !TIME.test(values.start) || !TIME.test(values.end)) return z.NEVER;
      const startsAt = localToInstant(values.date, values.start, timeZone);
      const endsAt = localToInstant(values.date, values.end, timeZone);
      const people = { serviceId: values.serviceId, instructorId: values.instructorId || null, roomId: values.roomId || null };
      const event = { ...people, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
      const request = toRequest(mode, values, people, event, Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000));
      const checked = request.schema.safeParse(request.body);
      addIssues(checked, ctx, []);
      // A weekly class's first occurrence is an event: its times are checked as one.
      if (request.kind === "series") addIssues(ZCreateEvent.safeParse(event), ctx, []);
      if (!checked.success) return z.NEVER;
      return { kind: request.kind, body: checked.data } as EventRequest;
    });
}

/** The meeting fields of the route's body: a link, a new room, or (an edit) none any more. */
function meetingFields(mode: "create" | "edit", values: EventFormValues) {
  if (values.meeting === "link") return { meetingUrl: (values.meetingUrl ?? "").trim() };
  if (values.meeting === "room") return { createMeetingRoom: true };
  if (values.meeting === "none" && mode === "edit") return { meetingUrl: null };
  return {};
}

function toRequest(
  mode: "create" | "edit",
  values: EventFormValues,
  people: { serviceId: string; instructorId: string | null; roomId: string | null },
  event: typeof people & { startsAt: string; endsAt: string },
  durationMinutes: number,
) {
  if (mode === "edit")
    return {
      kind: "change",
      schema: ZUpdateEvent,
      body: { ...event, notes: values.notes || null, danceId: values.danceId || null, ...meetingFields(mode, values) },
    } as const;
  if (!values.repeat)
    return {
      kind: "event",
      schema: ZCreateEvent,
      body: {
        ...event,
        notes: values.notes || undefined,
        danceId: values.danceId || undefined,
        studentIds: values.studentIds.length ? values.studentIds : undefined,
        ...meetingFields(mode, values),
      },
    } as const;
  // A weekly class teaches its service's dance: the series has no dance of its own.
  const body = {
    ...people,
    weekdays: [new Date(`${values.date}T00:00:00Z`).getUTCDay()],
    startTime: values.start,
    durationMinutes,
    startDate: values.date,
    until: values.until ?? undefined,
    count: values.until ? undefined : 12,
    notes: values.notes || undefined,
    ...meetingFields(mode, values),
  };
  return { kind: "series", schema: ZCreateSeries, body } as const;
}

const minutesOf = (time: string) => (TIME.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : null);

/**
 * The end that keeps a lesson's length when its start moves from `startBefore` to `start`; null when
 * there is no length to keep (a time missing, an end not after the start) or it would pass midnight.
 */
export function endKeepingLength(startBefore: string, end: string, start: string): string | null {
  const [from, to, next] = [minutesOf(startBefore), minutesOf(end), minutesOf(start)];
  if (from === null || to === null || next === null || to <= from) return null;
  const moved = next + (to - from);
  if (moved >= 24 * 60) return null;
  return `${String(Math.floor(moved / 60)).padStart(2, "0")}:${String(moved % 60).padStart(2, "0")}`;
}
