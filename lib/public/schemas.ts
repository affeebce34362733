import { z } from "zod";
import { multiline, ZInstant, ZLocalDate } from "@/lib/api/zod-fields";
import { DANCE_ROLES } from "@/lib/db/schema/booking";
import { ZSlug } from "./slug";
import { ZIntakeAnswersPart } from "@/lib/records/intake-schemas";
import { ZWidgetOrigin } from "./widget-origin";

/** GET/PATCH /api/studio/public-page: every field optional on PATCH. */
export const ZPublicPageSettings = z.object({
  enabled: z.boolean("Say whether the page is on."),
  slug: ZSlug.nullable(),
  description: multiline(z.string().trim().max(2000, "Keep the description under 2,000 characters.")).nullable(),
  showInstructors: z.array(z.uuid("Choose instructors of your studio."), "Choose instructors of your studio.").max(100),
  widgetOrigins: z.array(ZWidgetOrigin, "List origins like https://www.example.com.").max(10, "List at most 10 origins."),
  trialNeedsConfirmation: z.boolean("Say whether first lessons need your confirmation."),
});
export type TPublicPageSettings = z.infer<typeof ZPublicPageSettings>;

export const ZPublicPagePatch = ZPublicPageSettings.partial();
export type TPublicPagePatch = z.infer<typeof ZPublicPagePatch>;

const ZText = (max: number, what: string) => z.string().trim().max(max, `Keep the ${what} under ${max} characters.`).optional();

/** Where the visitor came from: `?ref=` and the UTM fields of the page's address. */
export const ZTrialSource = z.object({
  ref: ZText(100, "reference"),
  utmSource: ZText(100, "UTM source"),
  utmMedium: ZText(100, "UTM medium"),
  utmCampaign: ZText(100, "UTM campaign"),
});

/**
 * POST /api/public/studios/{slug}/trial: a class (`eventId`) or a private time (`instructorId` +
 * `startsAt`), and who is coming. `website` is the honeypot: people never see it, bots fill it.
 */
export const ZTrialBooking = z
  .object({
    eventId: z.uuid("Choose a class.").optional(),
    instructorId: z.uuid("Choose an instructor.").optional(),
    startsAt: ZInstant.optional(),
    role: z.enum(DANCE_ROLES, "Choose lead or follow.").optional(),
    name: z.string().trim().min(1, "Enter your name.").max(100, "Keep your name under 100 characters."),
    email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address.")),
    phone: z
      .string()
      .trim()
      // Read in the studio's country when the request is handled (lib/api/phone.ts): the form doesn't know it.
      .max(40, "A phone number has at most 40 characters.")
      .optional(),
    website: z.string().max(200).optional(),
    /** Answers to the studio's intake questions by field id (checked against them when asked). */
    intake: ZIntakeAnswersPart,
    ...ZTrialSource.shape,
  })
  .superRefine((value, ctx) => {
    const isClass = Boolean(value.eventId);
    const isPrivate = Boolean(value.instructorId || value.startsAt);
    if (isClass === isPrivate) ctx.addIssue({ code: "custom", path: ["eventId"], message: "Choose a class or a private-lesson time." });
    if (isPrivate && !(value.instructorId && value.startsAt))
      ctx.addIssue({ code: "custom", path: ["startsAt"], message: "Choose an instructor and a time." });
  });
export type TTrialBooking = z.infer<typeof ZTrialBooking>;

const BOUND_MESSAGE = "Use a date like 2026-12-01 or a date and time like 2026-12-01T19:00:00-05:00.";
const isLocalDate = (value: string) => z.iso.date().safeParse(value).success;

/**
 * A bound of the public timetable: a date, read in the studio's zone (lib/public/timetable.ts: a
 * `from` day from its start, a `to` day to its end), or a date and time with its offset.
 */
const ZTimetableBound = z.string(BOUND_MESSAGE).superRefine((value, ctx) => {
  const schema = isLocalDate(value) ? ZLocalDate : z.iso.datetime({ offset: true }).safeParse(value).success ? ZInstant : null;
  const issue = schema ? schema.safeParse(value).error?.issues[0] : { message: BOUND_MESSAGE };
  if (issue) ctx.addIssue({ code: "custom", message: issue.message });
});

/**
 * GET …/timetable?from&to: dates or date-times, at most 31 days apart (checked in the studio's zone,
 * where a date's day lies); default the next 14 days.
 */
export const ZTimetableQuery = z.object({ from: ZTimetableBound.optional(), to: ZTimetableBound.optional() });
export type TTimetableQuery = z.infer<typeof ZTimetableQuery>;

/** Whether a timetable bound is a date (the studio's day) rather than a date and time. */
export const isTimetableDay = isLocalDate;

/** First private lessons are offered on today and the 41 days after it (six weeks), in the studio's zone. */
export const FIRST_LESSON_DAYS = 42;
const DAY_MS = 86_400_000;

/**
 * GET …/private-slots?date: a day near enough to offer. Checked here against today in UTC, a day of
 * slack either side because a studio's today can be a day off UTC's (lib/public/private-slots.ts
 * checks it again in the studio's zone).
 */
export const ZPrivateSlotsQuery = z.object({
  date: z.iso
    .date("Use a date like 2026-11-24.")
    .refine((value) => {
      const day = Date.parse(`${value}T00:00:00Z`);
      const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
      return day >= today - DAY_MS && day <= today + FIRST_LESSON_DAYS * DAY_MS;
    }, "Choose a day from today to six weeks ahead.")
    .optional(),
});

export const ZSlugParams = z.object({ slug: ZSlug });

export const ZOwnConsent = z.object({ showOnPublicPage: z.boolean("Say whether you appear on the public page.") });

export const ZIdParams = z.object({ id: z.uuid() });
