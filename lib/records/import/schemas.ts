import { z } from "zod";
import { IMPORT_KINDS } from "@/lib/db/schema/column-values";

export const ZImportKind = z.enum(
  IMPORT_KINDS,
  "Choose what the file holds: students, instructors, packages, balances, lessons or classes.",
);

/** POST /api/imports with the CSV as the body: what it holds and its name (multipart carries them in the form instead). */
export const ZImportUploadQuery = z.object({
  kind: ZImportKind.optional(),
  fileName: z.string().max(200, "A file name has at most 200 characters.").optional(),
});

/** Our field → the file's column (null: not imported). */
export const ZImportMapping = z.object({
  mapping: z
    .record(z.string().trim().min(1).max(100), z.string().max(300, "A column name has at most 300 characters.").nullable())
    .refine((mapping) => Object.keys(mapping).length <= 300, "Map at most 300 fields."),
});
export type TImportMapping = z.infer<typeof ZImportMapping>;
