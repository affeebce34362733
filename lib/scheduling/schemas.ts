import { z } from "zod";
import { multiline, ZHexColor, ZHttpsUrl, ZInstant, ZLocalDate } from "@/lib/api/zod-fields";
import { ZId } from "@/lib/api/ids";
import { SERVICE_KINDS } from "@/lib/db/schema/column-values";

const MAX_DURATION_MS = 12 * 3600_000;

/** The event fields naming one of the studio's records, each with a message a person can act on (not "Not a valid id."). */
const ZServiceRef = z.uuid("Choose a service.");
const ZInstructorRef = z.uuid("Choose one of your instructors, or No instructor.").nullable().optional();
const ZRoomRef = z.uuid("Choose one of your rooms, or No room.").nullable().optional();
/** The dance a lesson teaches (reports group by it); null: none, or for an event its service's. */
const ZDanceRef = z.uuid("Choose one of your studio's dances, or none.").nullable().optional();
const NOTES_TOO_LONG = "Keep the notes under 2,000 characters.";
/** Places for leads or follows in a partnered class; null lifts the cap. */
const ZRoleCap = z.number().int("Use a whole number of places.").min(0).max(500).nullable().optional();
/** Who a new private lesson is for: one student, or a couple (booked with the lesson, in its transaction). */
const ZLessonStudents = z
  .array(z.uuid("Choose one of your students."))
  .min(1, "Choose a student.")
  .max(2, "A private lesson is for one student or a couple.")
  .refine((ids) => new Set(ids).size === ids.length, "Choose two different students for a couple.")
  .optional();

/**
 * A remote lesson: a meeting link (Zoom, Meet, Jitsi; https only), or `createMeetingRoom` for a new
 * Jitsi room with an unguessable name. Null (on an edit) takes the link off. Both at once is refused.
 */
const meetingFields = {
  meetingUrl: ZHttpsUrl.nullable().optional(),
  createMeetingRoom: z.boolean().optional(),
};
function checkMeeting(value: { meetingUrl?: string | null; createMeetingRoom?: boolean }, ctx: z.RefinementCtx) {
  if (value.createMeetingRoom && value.meetingUrl)
    ctx.addIssue({
      code: "custom",
      path: ["createMeetingRoom"],
      message: "Paste a meeting link or create a Jitsi room, not both.",
    });
}

/** Shared by create and edit: end after start, at most 12 hours, within two years of today. */
function checkTimes(value: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) {
  if (!value.startsAt || !value.endsAt) return;
  const start = Date.parse(value.startsAt);
  const end = Date.parse(value.endsAt);
  if (end <= start) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end time must be after the start time." });
  else if (end - start > MAX_DURATION_MS)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "A booking can last at most 12 hours." });
}

export const ZCreateEvent = z
  .object({
    serviceId: ZServiceRef,
    instructorId: ZInstructorRef,
    roomId: ZRoomRef,
    danceId: ZDanceRef,
    startsAt: ZInstant,
    endsAt: ZInstant,
    capacity: z.number().int().min(1).max(500).optional(),
    leadCap: ZRoleCap,
    followCap: ZRoleCap,
    notes: multiline(z.string().trim().max(2000, NOTES_TOO_LONG)).optional(),
    studentIds: ZLessonStudents,
    ...meetingFields,
  })
  .superRefine((value, ctx) => {
    checkTimes(value, ctx);
    checkMeeting(value, ctx);
  });
export type TCreateEvent = z.infer<typeof ZCreateEvent>;

export const ZUpdateEvent = z
  .object({
    serviceId: ZServiceRef.optional(),
    instructorId: ZInstructorRef,
    roomId: ZRoomRef,
    danceId: ZDanceRef,
    startsAt: ZInstant.optional(),
    endsAt: ZInstant.optional(),
    capacity: z.number().int().min(1).max(500).optional(),
    leadCap: ZRoleCap,
    followCap: ZRoleCap,
    notes: multiline(z.string().trim().max(2000, NOTES_TOO_LONG)).nullable().optional(),
    ...meetingFields,
  })
  .superRefine((value, ctx) => {
    checkMeeting(value, ctx);
    if ((value.startsAt === undefined) !== (value.endsAt === undefined)) {
      ctx.addIssue({ code: "custom", path: [value.startsAt ? "endsAt" : "startsAt"], message: "Send both the start and the end time." });
    }
    checkTimes(value, ctx);
  });
export type TUpdateEvent = z.infer<typeof ZUpdateEvent>;

export const ZScope = z.object({ scope: z.enum(["one", "following", "all"]).default("one") });
export type TScope = z.infer<typeof ZScope>["scope"];

export const ZCreateSeries = z
  .object({
    serviceId: ZServiceRef,
    instructorId: ZInstructorRef,
    roomId: ZRoomRef,
    weekdays: z.array(z.number().int().min(0).max(6)).min(1, "Choose at least one weekday.").max(7),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time like 19:00."),
    durationMinutes: z.number().int().min(5, "At least 5 minutes.").max(720, "At most 12 hours."),
    startDate: ZLocalDate,
    until: ZLocalDate.optional(),
    count: z.number().int().min(1).max(730).optional(),
    capacity: z.number().int().min(1).max(500).optional(),
    notes: multiline(z.string().trim().max(2000, NOTES_TOO_LONG)).optional(),
    /** Copied to every class of the series (one room for all when created here). */
    ...meetingFields,
  })
  .superRefine((value, ctx) => {
    checkMeeting(value, ctx);
    if (!value.until && !value.count)
      ctx.addIssue({ code: "custom", path: ["until"], message: "Choose an end date or a number of classes." });
    if (value.until && value.until < value.startDate)
      ctx.addIssue({ code: "custom", path: ["until"], message: "The end date must be on or after the start date." });
  });
export type TCreateSeries = z.infer<typeof ZCreateSeries>;

export const ZEventsQuery = z
  .object({
    from: ZInstant,
    to: ZInstant,
    instructorId: ZId.optional(),
    roomId: ZId.optional(),
  })
  .superRefine((value, ctx) => {
    const span = Date.parse(value.to) - Date.parse(value.from);
    if (span <= 0) ctx.addIssue({ code: "custom", path: ["to"], message: "`to` must be after `from`." });
    else if (span > 62 * 86_400_000) ctx.addIssue({ code: "custom", path: ["to"], message: "The range can be at most 62 days." });
  });
export type TEventsQuery = z.infer<typeof ZEventsQuery>;

const roomFields = {
  name: z.string({ error: "Give the room a name." }).trim().min(1, "Give the room a name.").max(80, "Keep the name under 80 characters."),
  capacity: z
    .number({ error: "Enter how many people fit, e.g. 20." })
    .int("Enter a whole number of people.")
    .min(1, "At least 1 person.")
    .max(1000, "At most 1,000 people."),
  color: ZHexColor,
};
export const ZRoomInput = z.object({
  ...roomFields,
  capacity: roomFields.capacity.default(20),
  /** Left out: the next palette colour the studio's rooms don't wear yet (lib/scheduling/catalog-colors.ts). */
  color: ZHexColor.optional(),
  active: z.boolean().default(true),
});
/** Only what is sent changes (no defaults here: a rename must not reset the colour). `archived` is `active` turned around. */
export const ZRoomPatch = z.object({ ...roomFields, active: z.boolean(), archived: z.boolean() }).partial();

const serviceFields = {
  name: z
    .string({ error: "Give the service a name." })
    .trim()
    .min(1, "Give the service a name.")
    .max(80, "Keep the name under 80 characters."),
  kind: z.enum(SERVICE_KINDS, { error: "Choose private lesson, group class, practice party or room rental." }),
  durationMinutes: z
    .number({ error: "Enter whole minutes from 5 to 720." })
    .int("Enter whole minutes from 5 to 720.")
    .min(5, "Enter whole minutes from 5 to 720.")
    .max(720, "Enter whole minutes from 5 to 720."),
  priceCents: z
    .number({ error: "Enter a price." })
    .int("Amounts are whole cents.")
    .min(0, "The price can't be negative.")
    .max(10_000_000, "The price is too large."),
  defaultCapacity: z
    .number({ error: "Enter how many students, e.g. 20." })
    .int("Enter a whole number of students.")
    .min(1, "At least 1 student.")
    .max(500, "At most 500 students."),
  color: ZHexColor,
  /** false: staff book it for students; students never see it offered. */
  bookableOnline: z.boolean(),
  danceId: ZDanceRef,
};
export const ZServiceInput = z.object({
  ...serviceFields,
  defaultCapacity: serviceFields.defaultCapacity.default(1),
  /** Left out: the next palette colour the studio's services don't wear yet. */
  color: ZHexColor.optional(),
  bookableOnline: z.boolean().default(true),
  active: z.boolean().default(true),
});
export const ZServicePatch = z.object({ ...serviceFields, active: z.boolean(), archived: z.boolean() }).partial();
