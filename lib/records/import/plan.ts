import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { countryOfTimeZone } from "@/lib/dates/time-zone-country";
import { instantToLocal } from "@/lib/dates/wall-time";
import type { Sheet } from "./csv";
import type { ImportField, Mapping } from "./fields";
import { dayOrderFor, type DayOrder, type Read } from "./values";

/** "row 14, email: not an e-mail address": rows counted as a spreadsheet does (the header is row 1). */
export type RowError = { row: number; column: string; message: string };

/** What a dry run finds and what a commit then writes (`apply`, inside the commit's transaction). */
export type Planned = {
  errors: RowError[];
  created: number;
  updated: number;
  skipped: number;
  apply: (tx: Tx, batchId: string) => Promise<void>;
};

/** The studio an import writes into, read once per run. */
export type ImportContext = {
  db: Db;
  studioId: string;
  userId: string | null;
  timeZone: string;
  currency: string;
  dayOrder: DayOrder;
  today: string;
  now: Date;
  /** Planning inside the commit's transaction: rows the checks read are locked as booking locks them. */
  committing: boolean;
};

export async function importContext(
  db: Db,
  studioId: string,
  userId: string | null,
  committing = false,
  now = new Date(),
): Promise<ImportContext> {
  const [studio] = await db
    .select({ timeZone: studios.timeZone, currency: studios.currency })
    .from(studios)
    .where(eq(studios.id, studioId))
    .limit(1);
  const timeZone = studio?.timeZone ?? "America/New_York";
  const country = countryOfTimeZone(timeZone);
  return {
    db,
    studioId,
    userId,
    timeZone,
    currency: studio?.currency ?? "USD",
    dayOrder: dayOrderFor(country),
    today: instantToLocal(now, timeZone).date,
    now,
    committing,
  };
}

/** The sheet read through the person's mapping: a field's cell in a row, and the column to name in an error. */
export class MappedSheet {
  readonly errors: RowError[] = [];
  private readonly index: Map<string, number>;

  constructor(
    readonly sheet: Sheet,
    readonly mapping: Mapping,
    readonly fields: ImportField[],
  ) {
    this.index = new Map(sheet.columns.map((column, i) => [column, i]));
    for (const [key, column] of Object.entries(mapping))
      if (column !== null && !this.index.has(column))
        this.errors.push({
          row: 0,
          column,
          message: `${column} isn't a column of this file: map ${this.label(key)} to one of its columns.`,
        });
  }

  get rows(): string[][] {
    return this.sheet.rows;
  }

  /** The spreadsheet's row number of a data row. */
  rowNumber(index: number): number {
    return index + 2;
  }

  mapped(key: string): boolean {
    const column = this.mapping[key];
    return column !== null && column !== undefined && this.index.has(column);
  }

  cell(row: string[], key: string): string {
    const column = this.mapping[key];
    const at = column ? this.index.get(column) : undefined;
    return at === undefined ? "" : (row[at] ?? "").trim();
  }

  label(key: string): string {
    return this.fields.find((field) => field.key === key)?.label ?? key;
  }

  /** The file's column a field is read from (what the person sees in their spreadsheet), else our field's name. */
  column(key: string): string {
    return this.mapping[key] ?? this.label(key);
  }

  error(index: number, key: string | null, message: string): void {
    this.errors.push({ row: this.rowNumber(index), column: key ? this.column(key) : "", message });
  }

  /** A cell read with `reader`: undefined when empty, null (and an error recorded) when it can't be read. */
  read<T>(row: string[], index: number, key: string, reader: (text: string) => Read<T>): T | undefined | null {
    const text = this.cell(row, key);
    if (!text) return undefined;
    const read = reader(text);
    if ("error" in read) {
      this.error(index, key, read.error);
      return null;
    }
    return read.value;
  }

  /** Required fields that no column is mapped to (one error each, on row 0: the file, not a row). */
  requireMapped(keys: string[]): boolean {
    const missing = keys.filter((key) => !this.mapped(key));
    for (const key of missing) this.errors.push({ row: 0, column: key, message: `Choose the column that holds ${this.label(key)}.` });
    return missing.length === 0;
  }
}

/** Rows of `size` for multi-row inserts (PostgreSQL takes at most 65,535 parameters a statement). */
export function chunks<T>(items: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
