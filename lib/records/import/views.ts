import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { IMPORT_KINDS, IMPORT_STATUSES } from "@/lib/db/schema/column-values";

export const ZImportFieldView = z.object({ key: z.string(), label: z.string(), required: z.boolean(), hint: z.string() });

/** An uploaded file: its columns, our fields with the guessed (or last used) mapping, and what its commit did. */
export const ZImportView = z.object({
  id: ZIdOut,
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rowCount: z.number().int(),
  columns: z.array(z.string()),
  fields: z.array(ZImportFieldView),
  guessedMapping: z.record(z.string(), z.string().nullable()),
  /** The first five data rows, as written. */
  sample: z.array(z.array(z.string())),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  createdAt: ZInstantOut,
  committedAt: ZInstantOut.nullable(),
  undoneAt: ZInstantOut.nullable(),
  /** Committed, not undone, and the newest committed import touching its records. */
  canUndo: z.boolean(),
});

export const ZImportAnswer = z.object({ import: ZImportView });
export const ZImportsAnswer = z.object({ imports: z.array(ZImportView) });

export const ZRowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });

export const ZDryRunView = z.object({
  rows: z.number().int(),
  errors: z.array(ZRowError),
  /** The first 20 rows as the mapping reads them. */
  preview: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
  wouldCreate: z.number().int(),
  wouldUpdate: z.number().int(),
  wouldSkip: z.number().int(),
});

export const ZCommitView = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() });
export const ZInvitedView = z.object({ invited: z.number().int() });
