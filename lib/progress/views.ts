import { z } from "zod";
import { ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { ASSESSMENT_KINDS, ASSESSMENT_RESULTS, DANCE_STYLES, FIGURE_STATUSES, GOAL_KINDS, LEVEL_KEYS } from "@/lib/db/schema/column-values";
import { MEDALS } from "./levels";

const ZLevelKey = z.enum(LEVEL_KEYS);
const ZStyle = z.enum(DANCE_STYLES);

/** Posted attendance over 90 days: places booked, attended, missed and cancelled late, and the rate (null with none). */
export const ZAttendanceView = z.object({
  booked: z.number().int(),
  attended: z.number().int(),
  noShows: z.number().int(),
  lateCancels: z.number().int(),
  rate: z.number().nullable(),
});

/** A student's level in one dance, since when, and the figures checked off per medal. */
export const ZDanceLevelView = z.object({
  danceId: ZIdOut,
  dance: z.string(),
  style: ZStyle,
  level: ZLevelKey,
  since: ZDayOut.nullable(),
  figureCounts: z.array(z.object({ medal: z.enum(MEDALS), checked: z.number().int(), total: z.number().int() })),
});

/** Where the student is with one figure; who checked it off, by name. */
export const ZFigureMarkView = z.object({
  figureId: ZIdOut,
  status: z.enum(FIGURE_STATUSES),
  checkedAt: ZDayOut.nullable(),
  checkedBy: z.string().nullable(),
});

/** A goal as set: a level in some dances, weekly practice minutes, or anything else in words. */
export const ZGoalView = z.object({
  id: ZIdOut,
  title: z.string(),
  kind: z.enum(GOAL_KINDS),
  level: ZLevelKey.nullable(),
  weeklyMinutes: z.number().int().nullable(),
  targetDate: ZDayOut,
  danceIds: z.array(ZIdOut),
});

/** A goal against the student's progress. */
export const ZGoalProgressView = ZGoalView.extend({
  achievedAt: ZDayOut.nullable(),
  progress: z.object({ current: z.number(), target: z.number() }),
  status: z.enum(["achieved", "open", "overdue"]),
});

/** A check-out or medal test as recorded. */
export const ZAssessmentView = z.object({
  id: ZIdOut,
  danceId: ZIdOut,
  level: ZLevelKey,
  result: z.enum(ASSESSMENT_RESULTS),
  kind: z.enum(ASSESSMENT_KINDS),
  date: ZDayOut,
  marks: z.string().nullable(),
  notes: z.string().nullable(),
  examiner: z.string().nullable(),
  videoUrl: z.string().nullable(),
});

/** A logged practice session. */
export const ZPracticeEntryView = z.object({
  id: ZIdOut,
  date: ZDayOut,
  minutes: z.number().int(),
  danceIds: z.array(ZIdOut),
  withPartner: z.boolean(),
  note: z.string().nullable(),
});

/** An instructor's note for the student (they read it too), by the author's name. */
export const ZProgressNoteView = z.object({
  id: ZIdOut,
  body: z.string(),
  videoUrl: z.string().nullable(),
  author: z.string().nullable(),
  createdAt: ZInstantOut,
});

/** Everything the Progress screen shows for one student; the student reads the same as their teachers. */
export const ZStudentProgressView = z.object({
  studentId: ZIdOut,
  student: z.object({ id: ZIdOut, name: z.string() }),
  today: ZDayOut,
  levels: z.array(ZDanceLevelView),
  figures: z.array(ZFigureMarkView),
  attendance: ZAttendanceView,
  hours: z.array(z.object({ weekStart: ZDayOut, practiceMinutes: z.number().int(), lessonMinutes: z.number().int() })),
  streak: z.object({ weeks: z.number().int(), capped: z.boolean() }),
  goals: z.array(ZGoalProgressView),
  assessments: z.array(ZAssessmentView.extend({ dance: z.string(), style: ZStyle, recordedBy: z.string().nullable() })),
  notes: z.array(ZProgressNoteView),
  practice: z.array(ZPracticeEntryView),
});

/** A check-out recorded, and the dance's level after it. */
export const ZAssessmentRecordedView = z.object({
  assessment: ZAssessmentView,
  level: z.object({ danceId: ZIdOut, dance: z.string(), style: ZStyle, level: ZLevelKey, since: ZDayOut.nullable() }),
});

/** A note just written, with what it is about (a lesson, a figure or a check-out). */
export const ZNoteAddedView = z.object({
  note: ZProgressNoteView.extend({ eventId: ZIdOut.nullable(), figureId: ZIdOut.nullable(), assessmentId: ZIdOut.nullable() }),
});

/** A dance of the studio's syllabus: its style, the top of its ladder, its place in the list, whether it is in use. */
export const ZDanceView = z.object({
  id: ZIdOut,
  name: z.string(),
  style: ZStyle,
  topLevel: ZLevelKey,
  position: z.number().int(),
  active: z.boolean(),
});

/** A figure of a dance at a level, in teaching order, with its demonstration videos. */
export const ZFigureView = z.object({
  id: ZIdOut,
  danceId: ZIdOut,
  level: ZLevelKey,
  name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  videos: z.array(z.object({ url: z.string(), title: z.string() })),
});

/** A dance with its figures, level by level. */
export const ZDanceFiguresView = z.object({ dance: ZDanceView, figures: z.array(ZFigureView) });

/** The level ladder in its fixed order, with the studio's names. */
export const ZLevelsView = z.object({ levels: z.array(z.object({ key: ZLevelKey, name: z.string(), order: z.number().int() })) });

/** A goal after a change, and whether (since when) it is met. */
export const ZGoalChangedView = z.object({ goal: ZGoalView.omit({ danceIds: true }).extend({ achievedAt: ZDayOut.nullable() }) });

/** A record removed: its id. */
export const ZDeletedView = z.object({ deleted: ZIdOut });

/** Staff's students with their level changes of the last 60 days, and who hasn't practised or attended lately. */
export const ZStudentsProgressView = z.object({
  today: ZDayOut,
  students: z.array(
    z.object({
      id: ZIdOut,
      name: z.string(),
      lastPracticeOn: ZDayOut.nullable(),
      lastLessonOn: ZDayOut.nullable(),
      recentPasses: z.array(z.object({ dance: z.string(), style: ZStyle, level: ZLevelKey, date: ZDayOut })),
      notPractised: z.boolean(),
      notAttended: z.boolean(),
    }),
  ),
});
