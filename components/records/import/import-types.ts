/** What the import endpoints answer (/api/imports…), as the wizard and the history read them. */

export type ImportKind = "students" | "instructors" | "packages" | "balances" | "lessons" | "classes";

export type ImportField = { key: string; label: string; required: boolean; hint: string | null };

/** Each of our fields → the file's column read for it (null: not read). */
export type ImportMapping = Record<string, string | null>;

export type ImportView = {
  id: string;
  kind: ImportKind;
  fileName: string;
  status: string;
  rowCount: number;
  columns: string[];
  fields: ImportField[];
  guessedMapping: ImportMapping;
  /** The first data rows, cell by cell in the file's column order. */
  sample: string[][];
  created: number;
  updated: number;
  skipped: number;
  createdAt: string;
  committedAt: string | null;
  undoneAt: string | null;
  canUndo: boolean;
};

export type ImportRowError = { row: number; column: string; message: string };

export type DryRun = {
  rows: number;
  errors: ImportRowError[];
  preview: { row: number; values: Record<string, string> }[];
  wouldCreate: number;
  wouldUpdate: number;
  wouldSkip: number;
};

export type ImportOutcome = { created: number; updated: number; skipped: number };
