import "server-only";
import { stringify } from "csv-stringify/sync";
import { safeCell } from "@/lib/csv/write-csv";
import type { Db } from "@/lib/db/client";
import { columnsOf, readPages, type ExportRow } from "./read-pages";
import type { ExportTable } from "./table-spec";

/** A value as a spreadsheet cell: text neutralised (a formula is never run), lists joined, true/false as words. */
function cell(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) return safeCell(value.join("; "));
  return safeCell(String(value));
}

/** One table as CSV, a header then a chunk per page read: the table is never whole in memory. */
export async function* csvChunks(db: Db, studioId: string, spec: ExportTable): AsyncGenerator<Buffer> {
  const columns = columnsOf(spec);
  yield Buffer.from(stringify([columns]));
  for await (const rows of readPages(db, studioId, spec)) {
    yield Buffer.from(stringify(rows.map((row) => columns.map((column) => cell(row[column])))));
  }
}

/**
 * Every table as one JSON document, `{ ...head, "tables": { "<name>": [rows…], … } }`, written a
 * page at a time (the same rows as the CSVs, with lists as lists and true/false as booleans).
 */
export async function* jsonChunks(
  db: Db,
  studioId: string,
  head: Record<string, unknown>,
  specs: readonly ExportTable[],
): AsyncGenerator<Buffer> {
  const opening = JSON.stringify(head, null, 2).replace(/\n}$/, ',\n  "tables": {');
  yield Buffer.from(opening);
  for (const [index, spec] of specs.entries()) {
    yield Buffer.from(`${index === 0 ? "" : ","}\n    ${JSON.stringify(spec.name)}: [`);
    let first = true;
    for await (const rows of readPages(db, studioId, spec)) {
      const items = rows.map((row: ExportRow) => `\n      ${JSON.stringify(row)}`).join(",");
      yield Buffer.from(`${first ? "" : ","}${items}`);
      first = false;
    }
    yield Buffer.from(first ? "]" : "\n    ]");
  }
  yield Buffer.from("\n  }\n}\n");
}
