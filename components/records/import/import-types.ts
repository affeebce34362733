import type { z } from "zod";
import type { ZCommitView, ZDryRunView, ZImportFieldView, ZImportView, ZRowError } from "@/lib/records/import/views";
import type { TImportMapping } from "@/lib/records/import/schemas";

/** What the import endpoints answer (/api/imports…), as the wizard and the history read them: the API's own views. */
export type ImportView = z.output<typeof ZImportView>;
export type ImportKind = ImportView["kind"];
export type ImportField = z.output<typeof ZImportFieldView>;
/** Each of our fields → the file's column read for it (null: not read). */
export type ImportMapping = TImportMapping["mapping"];
/** `column` is the file's column header, "" for the whole row; row 0 is the file or the mapping itself. */
export type ImportRowError = z.output<typeof ZRowError>;
export type DryRun = z.output<typeof ZDryRunView>;
export type ImportOutcome = z.output<typeof ZCommitView>;
