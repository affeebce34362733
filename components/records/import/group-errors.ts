import type { ImportRowError } from "./import-types";

/** One message and the rows it is said of, in file order. */
export type ErrorLine = { message: string; rows: number[] };
/** The problems of one column; `column` is "" for a problem with the whole row. */
export type ErrorGroup = { column: string; count: number; lines: ErrorLine[] };

/**
 * The dry run's problems by column, then by message ("Rows 4, 9, 14: not an e-mail address"), the column
 * with most problems first: a hundred rows missing the same thing read as one line, each row still named.
 */
export function groupErrors(errors: ImportRowError[]): ErrorGroup[] {
  const columns = new Map<string, Map<string, Set<number>>>();
  for (const { column, message, row } of errors) {
    const messages = columns.get(column) ?? new Map<string, Set<number>>();
    messages.set(message, (messages.get(message) ?? new Set<number>()).add(row));
    columns.set(column, messages);
  }
  const groups = [...columns].map(([column, messages]) => {
    const lines = [...messages].map(([message, rows]) => ({ message, rows: [...rows].sort((a, b) => a - b) }));
    lines.sort((a, b) => b.rows.length - a.rows.length || a.rows[0] - b.rows[0]);
    return { column, count: lines.reduce((sum, line) => sum + line.rows.length, 0), lines };
  });
  return groups.sort((a, b) => b.count - a.count || a.lines[0].rows[0] - b.lines[0].rows[0]);
}
