import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/CR that hides one) gets a
 * leading apostrophe: names and notes are typed by people, so they are never trusted (CSV injection).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell: text is neutralised with safeCell; numbers are written as they are (a negative amount stays a number). */
type Cell = string | number | null | undefined;

/** The same CSV sent in chunks of rows as the client reads them, so a five-year export never sits whole in a string. */
export function streamCsv(header: readonly string[], records: readonly (readonly Cell[])[], chunkRows = 500): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      if (index === 0) controller.enqueue(encoder.encode(stringify([[...header]])));
      const chunk = records.slice(index, index + chunkRows);
      index += chunkRows;
      if (chunk.length > 0) controller.enqueue(encoder.encode(stringify(chunk.map(neutralise))));
      if (index >= records.length) controller.close();
    },
  });
}

function neutralise(record: readonly Cell[]): (string | number)[] {
  return record.map((cell) => (typeof cell === "string" ? safeCell(cell) : (cell ?? "")));
}
