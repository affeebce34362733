import { z } from "zod";
import { ZEntryInput, type TEntryInput } from "@/lib/competitions/entries-schemas";
import type { CompetitionEntryView } from "@/lib/competitions/entries-views";
import { COMPETITION_ENTRY_TYPES, DANCE_STYLES, LEVEL_KEYS } from "@/lib/competitions/events-values";

export const WITH = ["instructor", "partner", "alone"] as const;

/** The entry form's values as chosen, turned into the route's body and checked by its schema. */
export const entryForm = z
  .object({
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
  })
  .transform((values): TEntryInput => ({
    studentId: values.studentId,
    entryType: values.entryType,
    style: values.style,
    level: values.level,
    ageCategory: values.ageCategory.trim() || null,
    title: values.title.trim() || null,
    danceIds: values.danceIds,
    instructorId: values.with === "instructor" ? values.instructorId : null,
    partnerStudentId: values.with === "partner" ? values.partnerStudentId : null,
  }))
  .pipe(ZEntryInput as unknown as z.ZodType<TEntryInput, TEntryInput>);

export type EntryFormValues = z.input<typeof entryForm>;

type Defaults = { studentId: string; instructorId: string; partnerId: string; exam: boolean };

export function entryDefaults(entry: CompetitionEntryView | undefined, fallback: Defaults): EntryFormValues {
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
  };
}
