import { z } from "zod";
import { IMPORT_KINDS } from "@/lib/db/schema/column-values";

export const ZImportKind = z.enum(
  IMPORT_KINDS,
  "Choose what the file holds: students, instructors, packages, balances, lessons or classes.",
);

/** Our field → the file's column (null: not imported). */
export const ZImportMapping = z.object({
  mapping: z
    .record(z.string().trim().min(1).max(100), z.string().max(300, "A column name has at most 300 characters.").nullable())
    .refine((mapping) => Object.keys(mapping).length <= 300, "Map at most 300 fields."),
});
export type TImportMapping = z.infer<typeof ZImportMapping>;
