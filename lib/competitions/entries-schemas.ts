import { z } from "zod";
import { ZInstant } from "@/lib/api/zod-fields";
import { COMPETITION_ENTRY_STATUSES, COMPETITION_ENTRY_TYPES, DANCE_STYLES, LEVEL_KEYS } from "@/lib/db/schema/column-values";

const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max} characters.`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

const fields = {
  studentId: z.uuid("Choose a student."),
  entryType: z.enum(COMPETITION_ENTRY_TYPES, "Choose single dance, multi-dance, scholarship, solo or exam."),
  style: z.enum(DANCE_STYLES, "Choose a style."),
  level: z.enum(LEVEL_KEYS, "Choose a level."),
  ageCategory: optionalText("the age category", 40),
  /** A multi-dance event's or a solo's name as the organiser lists it. */
  title: optionalText("the title", 120),
  danceIds: z
    .array(z.uuid("Choose dances of the event's style."), "Choose the dances.")
    .min(1, "Choose at least one dance.")
    .max(10, "At most 10 dances in one entry."),
  /** Pro-am: the instructor dancing with the student. */
  instructorId: z.uuid("Choose an instructor.").nullable().optional(),
  /** Amateur couple: the partner, another student of the studio. */
  partnerStudentId: z.uuid("Choose the partner.").nullable().optional(),
  examSlotAt: ZInstant.nullable().optional(),
};

type Shape = {
  entryType?: string;
  title?: string | null;
  danceIds?: string[];
  instructorId?: string | null;
  partnerStudentId?: string | null;
  studentId?: string;
};
function entryShape(value: Shape, ctx: z.RefinementCtx) {
  if (value.instructorId && value.partnerStudentId)
    ctx.addIssue({ code: "custom", path: ["partnerStudentId"], message: "Dance with an instructor or with a partner, not both." });
  if (value.studentId && value.partnerStudentId === value.studentId)
    ctx.addIssue({ code: "custom", path: ["partnerStudentId"], message: "Choose a partner other than the student." });
  if (value.danceIds && new Set(value.danceIds).size !== value.danceIds.length)
    ctx.addIssue({ code: "custom", path: ["danceIds"], message: "Choose each dance once." });
  if (value.entryType === "single" && value.danceIds && value.danceIds.length > 1)
    ctx.addIssue({ code: "custom", path: ["danceIds"], message: "A single-dance entry has exactly one dance." });
  if (value.entryType === "multi" && value.danceIds && value.danceIds.length < 2)
    ctx.addIssue({ code: "custom", path: ["danceIds"], message: "A multi-dance entry has at least two dances." });
  if (value.entryType === "solo" && value.title === null)
    ctx.addIssue({ code: "custom", path: ["title"], message: "Name the solo as the organiser lists it." });
}

/** A new entry: one heat of one student (staff enter it confirmed; a student proposes it). */
export const ZEntryInput = z.object(fields).superRefine((value, ctx) => {
  entryShape(value, ctx);
  if (value.entryType === "solo" && !value.title)
    ctx.addIssue({ code: "custom", path: ["title"], message: "Name the solo as the organiser lists it." });
});
export type TEntryInput = z.infer<typeof ZEntryInput>;

/**
 * The entry form's Enter: a single-dance entry with several dances ticked is a single-dance heat per
 * dance (each checked as ZEntryInput checks one); any other entry is itself. Messages stay on the
 * form's own fields.
 */
export const ZEntryInputs = z
  .object(fields)
  .superRefine((value, ctx) => {
    entryShape(value.entryType === "single" ? { ...value, danceIds: value.danceIds.slice(0, 1) } : value, ctx);
    if (value.entryType === "single" && new Set(value.danceIds).size !== value.danceIds.length)
      ctx.addIssue({ code: "custom", path: ["danceIds"], message: "Choose each dance once." });
    if (value.entryType === "solo" && !value.title)
      ctx.addIssue({ code: "custom", path: ["title"], message: "Name the solo as the organiser lists it." });
  })
  .transform((value): TEntryInput[] =>
    value.entryType === "single" ? value.danceIds.map((danceId) => ({ ...value, danceIds: [danceId] })) : [value],
  );

/** A change to an entry; `status: "confirmed"` is staff confirming a student's proposal. */
export const ZEntryPatch = z
  .object({
    studentId: fields.studentId.optional(),
    entryType: fields.entryType.optional(),
    style: fields.style.optional(),
    level: fields.level.optional(),
    ageCategory: fields.ageCategory,
    title: fields.title,
    danceIds: fields.danceIds.optional(),
    instructorId: fields.instructorId,
    partnerStudentId: fields.partnerStudentId,
    examSlotAt: fields.examSlotAt,
    status: z.enum(COMPETITION_ENTRY_STATUSES, "Choose proposed or confirmed.").optional(),
  })
  .superRefine(entryShape);
export type TEntryPatch = z.infer<typeof ZEntryPatch>;

/** GET /api/competitions/{id}/entries/levels: a student's level per dance, to suggest an entry's level. */
export const ZEntryLevelsQuery = z.object({ studentId: z.uuid("Choose a student.") });

/** A student's package and extras at one event (replaces their choice; an empty list takes none). */
export const ZStudentItemsPut = z
  .object({
    studentId: z.uuid("Choose a student."),
    items: z
      .array(
        z.object({
          itemId: z.uuid("Choose a package or extra of the event."),
          quantity: z.int("Quantity is a whole number.").min(1, "At least 1.").max(99, "At most 99."),
        }),
        "List the package and extras.",
      )
      .max(50, "At most 50 lines."),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.items.map((item) => item.itemId)).size !== value.items.length)
      ctx.addIssue({ code: "custom", path: ["items"], message: "List each package or extra once." });
  });
export type TStudentItemsPut = z.infer<typeof ZStudentItemsPut>;

/** /api/competitions/{id}/entries/{entryId}. */
export const ZEntryParams = z.object({ id: z.uuid("Not a valid id."), entryId: z.uuid("Not a valid id.") });
