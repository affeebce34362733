import { z } from "zod";
import { ZEntryInput, ZEntryInputs, type TEntryInput } from "@/lib/competitions/entries-schemas";
import type { CompetitionEntryView } from "@/lib/competitions/entries-views";
import { COMPETITION_ENTRY_TYPES, DANCE_STYLES, LEVEL_KEYS } from "@/lib/competitions/events-values";
import { instantToLocal, localToInstant } from "@/lib/dates/wall-time";

export const WITH = ["instructor", "partner", "alone"] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const values = z.object({
  studentId: z.string(),
  with: z.enum(WITH),
  instructorId: z.string(),
  partnerStudentId: z.string(),
  entryType: z.enum(COMPETITION_ENTRY_TYPES),
  style: z.enum(DANCE_STYLES),
  level: z.enum(LEVEL_KEYS),
  ageCategory: z.string(),
  title: z.string(),
  danceIds: z.array(z.string()),
  /** A medal exam's slot: the day of the event and the time on the studio's clocks ("" = none yet). */
  slotDay: z.string(),
  slotTime: z.string().refine((time) => time === "" || TIME.test(time), "Type a time like 10:30 AM."),
});

type Setting = { editing: boolean; exam: boolean; timeZone: string };

/**
 * The entry form's values as chosen, turned into the route's bodies and checked by its schema: editing
 * is one entry (PATCH); entering a single-dance entry with several dances ticked is a heat per dance.
 */
export function entryForm({ editing, exam, timeZone }: Setting) {
  const body = values.transform((chosen): TEntryInput => ({
    studentId: chosen.studentId,
    entryType: chosen.entryType,
    style: chosen.style,
    level: chosen.level,
    ageCategory: chosen.ageCategory.trim() || null,
    title: chosen.title.trim() || null,
    danceIds: chosen.danceIds,
    instructorId: chosen.with === "instructor" ? chosen.instructorId : null,
    partnerStudentId: chosen.with === "partner" ? chosen.partnerStudentId : null,
    ...(exam ? { examSlotAt: chosen.slotTime ? localToInstant(chosen.slotDay, chosen.slotTime, timeZone).toISOString() : null } : {}),
  }));
  return editing
    ? body.pipe(ZEntryInput as unknown as z.ZodType<TEntryInput, TEntryInput>).transform((entry) => [entry])
    : body.pipe(ZEntryInputs as unknown as z.ZodType<TEntryInput[], TEntryInput>);
}

export type EntryFormValues = z.input<typeof values>;

type Defaults = { studentId: string; instructorId: string; partnerId: string; exam: boolean; firstDay: string; timeZone: string };

export function entryDefaults(entry: CompetitionEntryView | undefined, fallback: Defaults): EntryFormValues {
  const slot = entry?.examSlotAt ? instantToLocal(new Date(entry.examSlotAt), fallback.timeZone) : null;
  return {
    studentId: entry?.studentId ?? fallback.studentId,
    with: entry
      ? entry.instructorId
        ? "instructor"
        : entry.partnerStudentId
          ? "partner"
          : "alone"
      : fallback.exam
        ? "alone"
        : "instructor",
    instructorId: entry?.instructorId ?? fallback.instructorId,
    partnerStudentId: entry?.partnerStudentId ?? fallback.partnerId,
    entryType: entry?.entryType ?? (fallback.exam ? "exam" : "single"),
    style: entry?.style ?? "american-smooth",
    level: entry?.level ?? "bronze-1",
    ageCategory: entry?.ageCategory ?? "",
    title: entry?.title ?? "",
    danceIds: entry?.dances.map((dance) => dance.id) ?? [],
    slotDay: slot?.date ?? fallback.firstDay,
    slotTime: slot?.time ?? "",
  };
}
