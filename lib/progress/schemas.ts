import { z } from "zod";
import { multiline, ZHttpsUrl, ZLocalDate } from "@/lib/api/zod-fields";
import { ASSESSMENT_KINDS, ASSESSMENT_RESULTS, DANCE_STYLES, FIGURE_STATUSES, GOAL_KINDS, LEVEL_KEYS } from "./levels";

/** One schema per input (the API, the forms and the tests share them); all client-safe. */
const ZId = z.uuid("Not a valid id.");
const ZDay = ZLocalDate;
const ZLevel = z.enum(LEVEL_KEYS, "Choose a level of the ladder, e.g. bronze-2.");
const ZName = (what: string) =>
  z.string().trim().min(1, `Enter the ${what}'s name.`).max(80, `A ${what}'s name has at most 80 characters.`);
/** A video lesson's link (empty from a form: none). */
const ZVideoUrl = z
  .string()
  .trim()
  .max(500, "A link has at most 500 characters.")
  .transform((value) => value || undefined)
  .pipe(z.url({ protocol: /^https?$/, error: "Paste a link starting with https://." }).optional());
/** Empty text from a form means "none". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || undefined)
    .optional();

export const ZStudentFigureParams = z.object({ id: ZId, figureId: ZId });

export const ZDanceInput = z.object({
  name: ZName("dance"),
  style: z.enum(DANCE_STYLES, "Choose the dance's style."),
  topLevel: ZLevel.default("gold-bar"),
});
export type TDanceInput = z.infer<typeof ZDanceInput>;

export const ZDancePatch = z
  .object({ name: ZName("dance"), topLevel: ZLevel, position: z.number().int().min(0).max(1000), active: z.boolean() })
  .partial();
export type TDancePatch = z.infer<typeof ZDancePatch>;

/** A figure's demonstration video: an https link (YouTube and Vimeo play on the page, privacy-enhanced) and what it shows. */
export const ZFigureVideo = z.object({
  url: ZHttpsUrl,
  title: z
    .string()
    .trim()
    .min(1, "Say what the video shows, e.g. Basic step, lead's part.")
    .max(120, "Keep the title under 120 characters."),
});
export type TFigureVideo = z.infer<typeof ZFigureVideo>;
/** A figure's videos, in order (the whole list is sent: an empty one takes them all off). */
const ZFigureVideos = z.array(ZFigureVideo).max(10, "A figure has at most 10 videos.");

export const ZFigureInput = z.object({
  danceId: ZId,
  level: ZLevel,
  name: ZName("figure"),
  position: z.number().int().min(0).max(1000).optional(),
  videos: ZFigureVideos.optional(),
});
export type TFigureInput = z.infer<typeof ZFigureInput>;

export const ZFigurePatch = ZFigureInput.omit({ danceId: true }).extend({ active: z.boolean() }).partial();
export type TFigurePatch = z.infer<typeof ZFigurePatch>;

export const ZLevelNames = z.object({
  levels: z
    .array(
      z.object({
        key: ZLevel,
        /** Empty or null goes back to the default name. */
        name: z.string().trim().max(40, "A level's name has at most 40 characters.").nullable(),
      }),
    )
    .min(1)
    .max(LEVEL_KEYS.length),
});
export type TLevelNames = z.infer<typeof ZLevelNames>;

export const ZPracticeInput = z.object({
  date: ZDay,
  minutes: z
    .number("Enter the minutes you practised.")
    .int("Use whole minutes.")
    .min(1, "Log at least 1 minute.")
    .max(960, "One day has at most 16 hours of practice."),
  danceIds: z.array(ZId).max(12, "Choose at most 12 dances.").optional(),
  withPartner: z.boolean().optional(),
  note: optionalText(500, "A note has at most 500 characters."),
});
export type TPracticeInput = z.infer<typeof ZPracticeInput>;

export const ZFigureStatus = z.object({
  status: z.enum(FIGURE_STATUSES, "Choose introduced, learning or checked."),
  /** The day it was checked off (checked only); today in the studio when left out. */
  date: ZDay.optional(),
});
export type TFigureStatus = z.infer<typeof ZFigureStatus>;

export const ZAssessmentInput = z.object({
  danceId: ZId,
  level: ZLevel,
  result: z.enum(ASSESSMENT_RESULTS, "Choose pass, honours or retry."),
  date: ZDay,
  kind: z.enum(ASSESSMENT_KINDS, "Choose a check-out or a medal test.").default("check-out"),
  marks: optionalText(40, "Marks have at most 40 characters."),
  notes: multiline(optionalText(2000, "Notes have at most 2,000 characters.")),
  examiner: optionalText(80, "An examiner's name has at most 80 characters."),
  videoUrl: ZVideoUrl.optional(),
});
export type TAssessmentInput = z.infer<typeof ZAssessmentInput>;

const goalFields = {
  title: z.string().trim().min(1, "Say what the goal is.").max(120, "A goal has at most 120 characters."),
  targetDate: ZDay,
  level: ZLevel,
  danceIds: z.array(ZId).min(1, "Choose at least one dance.").max(12, "Choose at most 12 dances."),
  weeklyMinutes: z.number("Enter minutes a week.").int("Use whole minutes.").min(10, "Aim for at least 10 minutes a week.").max(6720),
};

export const ZGoalInput = z
  .object({
    kind: z.enum(GOAL_KINDS, "Choose a level, practice or another goal."),
    title: goalFields.title,
    targetDate: goalFields.targetDate,
    level: goalFields.level.optional(),
    // Checked in the refinement: a form sends an empty list for kinds that name no dances.
    danceIds: z.array(ZId).max(12, "Choose at most 12 dances.").optional(),
    weeklyMinutes: goalFields.weeklyMinutes.optional(),
  })
  .superRefine((goal, ctx) => {
    if (goal.kind === "level" && !goal.level) ctx.addIssue({ code: "custom", path: ["level"], message: "Choose the level to reach." });
    if (goal.kind === "level" && !goal.danceIds?.length)
      ctx.addIssue({ code: "custom", path: ["danceIds"], message: "Choose at least one dance." });
    if (goal.kind === "practice" && goal.weeklyMinutes === undefined)
      ctx.addIssue({ code: "custom", path: ["weeklyMinutes"], message: "Enter minutes a week." });
  });
export type TGoalInput = z.infer<typeof ZGoalInput>;

export const ZGoalPatch = z
  .object({ ...goalFields, achieved: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one change.");
export type TGoalPatch = z.infer<typeof ZGoalPatch>;

export const ZNoteInput = z
  .object({
    body: multiline(z.string().trim().max(2000, "A note has at most 2,000 characters.")).default(""),
    videoUrl: ZVideoUrl.optional(),
    eventId: ZId.optional(),
    figureId: ZId.optional(),
    assessmentId: ZId.optional(),
  })
  .refine((note) => note.body.length > 0 || note.videoUrl, { path: ["body"], message: "Write a note or add a video link." });
export type TNoteInput = z.infer<typeof ZNoteInput>;
