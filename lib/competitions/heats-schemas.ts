import { z } from "zod";
import { multiline, ZLocalDate } from "@/lib/api/zod-fields";
import { EXAM_RESULTS } from "@/lib/db/schema/column-values";

/** Requests of the heat sheet and the results (client-safe: the forms use them too). */

const ZId = z.uuid("Not a valid id.");

/** The organiser's heat list as CSV text (the columns: docs/heat-list-csv.md). */
const ZCsvText = multiline(
  z
    .string()
    .trim()
    .min(1, "Paste the heat list, or choose its CSV file.")
    .max(90_000, "A heat list has at most 90,000 characters: split a longer one by session."),
);

export const ZHeatImport = z.object({
  csv: ZCsvText,
  /** E-mail each student their heats (once per sheet: importing the same list again mails nobody twice). */
  notify: z.boolean().default(true),
});
export type THeatImport = z.infer<typeof ZHeatImport>;

/** "19:30" (or "7:30"): a wall-clock time in the studio's zone, 24-hour. */
const ZWallTime = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "Use a time like 19:30.")
  .transform((value) => value.padStart(5, "0"));

/**
 * Building an in-studio showcase's sheet: the first heat's local day and time and the floor's time
 * per heat (each kept on the event; left out, the event's own are used).
 */
export const ZHeatBuild = z.object({
  startsOn: ZLocalDate.optional(),
  startTime: ZWallTime.optional(),
  heatSeconds: z
    .number()
    .int("Whole seconds.")
    .min(15, "A heat lasts at least 15 seconds.")
    .max(3600, "A heat lasts at most an hour.")
    .optional(),
  notify: z.boolean().default(true),
});
export type THeatBuild = z.infer<typeof ZHeatBuild>;

export const ZHeatsQuery = z.object({
  instructorId: ZId.optional(),
  studentId: ZId.optional(),
});
export type THeatsQuery = z.infer<typeof ZHeatsQuery>;

const ZPlacement = z
  .number()
  .int("A placement is a whole number.")
  .min(1, "First place is 1.")
  .max(999, "A placement is at most 999.")
  .nullable();

const ZNote = z
  .string()
  .trim()
  .max(200, "A result note has at most 200 characters.")
  .transform((value) => value || null)
  .nullable()
  .optional();

/**
 * Results as typed: placements per heat and entry, and a medal exam's verdicts per entry; or the
 * organiser's results as CSV (Heat, Dancer, Partner, Place, Note). A null placement or verdict clears it.
 */
export const ZResultsInput = z
  .object({
    placements: z
      .array(z.object({ heatId: ZId, entryId: ZId, placement: ZPlacement, note: ZNote }))
      .max(2000, "At most 2,000 placements at once.")
      .default([]),
    exams: z
      .array(z.object({ entryId: ZId, result: z.enum(EXAM_RESULTS, "Choose pass, honours or retry.").nullable() }))
      .max(500, "At most 500 exam results at once.")
      .default([]),
    csv: ZCsvText.optional(),
  })
  .refine((input) => input.placements.length > 0 || input.exams.length > 0 || input.csv !== undefined, {
    message: "Type a placement or an exam result, or paste the results CSV.",
    path: ["placements"],
  });
export type TResultsInput = z.infer<typeof ZResultsInput>;
