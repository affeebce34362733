/**
 * One table of the studio export: a CSV in the zip and a list in the JSON, read page by page
 * (read-pages.ts). Everything is plain SQL over `from` aliased `t`, filtered by `t.studio_id`, so
 * no row of another studio can be read; `keys` are unique within a studio and order the pages.
 */
export type ExportTable = {
  /** The file's name without `.csv`, and the JSON's key. */
  name: string;
  /** What it holds, in a few words (Settings → Export lists it). */
  about: string;
  /** The database table each row is one of (the export test counts it, with `where`). */
  table: string;
  /** `<table> t`, with any joins that bring in names (never `s`: that is the student's alias). */
  from: string;
  /** Column name → SQL expression; values are text, numbers, booleans or arrays, never Dates (see `iso`). */
  columns: Record<string, string>;
  /** [expression, SQL type] pairs, unique within the studio, in page order. */
  keys: [string, string][];
  /** An extra condition on `t` (attendance is the bookings a lesson's roll call marked). */
  where?: string;
  /** The row's student id: the row gains `student_name`, "Former student #N" once the student is erased. */
  student?: string;
  /** Columns emptied when the row's student is erased (what they wrote or what was written about them). */
  personal?: string[];
  /** A last change to each row as it is written (redacting a message's secret slots). */
  shape?: (row: Record<string, unknown>) => Record<string, unknown>;
};

/** An instant as ISO 8601 in UTC, read as text so every driver answers the same. */
export const iso = (expression: string) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A uuid, a date or anything else read as its text. */
export const text = (expression: string) => `${expression}::text`;

/** The usual single key: the row's id. */
export const BY_ID: [string, string][] = [["t.id", "uuid"]];
