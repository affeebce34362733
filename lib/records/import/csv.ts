import "server-only";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { AppError } from "@/lib/api/app-error";

/** The largest file an import reads. */
export const IMPORT_FILE_LIMIT = 20 * 1024 * 1024;
/** The most rows one import takes (a studio with more splits its file). */
export const IMPORT_ROW_LIMIT = 50_000;
const COLUMN_LIMIT = 200;

export type Sheet = { columns: string[]; rows: string[][] };

function notCsv(message: string): AppError {
  return new AppError("validation", message, { fields: { file: message } });
}

/**
 * The file's text: UTF-8 (with or without a byte-order mark), else Windows-1252, which is what
 * Excel saves "CSV" as on many machines. Files that are plainly not text are refused here.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.length === 0) throw notCsv("The file is empty: export your students (or other records) as CSV and upload that.");
  const head = bytes.subarray(0, 8);
  if (head[0] === 0x50 && head[1] === 0x4b)
    throw notCsv(
      "This looks like an Excel workbook or a zip, not a CSV: in your spreadsheet choose File → Save as → CSV, then upload that.",
    );
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) throw notCsv("This is a PDF, not a CSV.");
  const sample = bytes.subarray(0, 64 * 1024);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) throw notCsv("This file isn't a CSV (it holds binary data). Save your spreadsheet as CSV and upload that.");
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13) controls++;
  }
  if (controls > sample.length / 100)
    throw notCsv("This file isn't a CSV (it holds binary data). Save your spreadsheet as CSV and upload that.");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** `,`, `;` (spreadsheets in much of Europe) or a tab: whichever the header line, outside quotes, has most of. */
export function guessDelimiter(text: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text.slice(0, 10_000)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char]++;
  }
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ",";
}

/** Header names made usable: trimmed, never empty, never twice the same (the mapping names columns by them). */
function headerOf(record: string[]): string[] {
  const seen = new Map<string, number>();
  return record.map((raw, index) => {
    const base = raw.replace(/\s+/g, " ").trim() || `Column ${index + 1}`;
    const times = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), times);
    return times === 1 ? base : `${base} (${times})`;
  });
}

/** A row with nothing in it (a blank line, or only separators): skipped, but still counted as a row. */
export function isBlankRow(row: string[]): boolean {
  return row.every((cell) => cell.trim() === "");
}

/**
 * Reads a CSV through csv-parse's stream (quoted fields with commas and line breaks, CRLF, a BOM,
 * `,` or `;` or tab), the first record being the header. Short rows are padded; blank rows are
 * kept (so rows keep the numbers a spreadsheet shows) and skipped by the import. A malformed file is refused naming its line.
 */
export async function parseCsv(bytes: Uint8Array): Promise<Sheet> {
  const text = decodeCsv(bytes);
  const parser = parse({
    delimiter: guessDelimiter(text),
    bom: true,
    relax_column_count: true,
    max_record_size: 1_000_000,
  });
  let columns: string[] | null = null;
  const rows: string[][] = [];
  try {
    for await (const record of Readable.from([text]).pipe(parser) as AsyncIterable<string[]>) {
      if (!columns) {
        if (isBlankRow(record)) continue;
        if (record.length > COLUMN_LIMIT) throw notCsv(`The file has ${record.length} columns: an import reads at most ${COLUMN_LIMIT}.`);
        columns = headerOf(record);
        continue;
      }
      if (rows.length >= IMPORT_ROW_LIMIT)
        throw notCsv(`The file has more than ${IMPORT_ROW_LIMIT.toLocaleString("en-US")} rows: split it into smaller files.`);
      const row = record.slice(0, columns.length);
      while (row.length < columns.length) row.push("");
      rows.push(row);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const line = (error as { lines?: number }).lines;
    throw notCsv(
      `This file isn't a CSV we can read${line ? ` (line ${line})` : ""}: check it opens in a spreadsheet, save it as CSV and upload it again.`,
    );
  }
  // Blank rows inside the file keep their place (errors name the spreadsheet's own row numbers); trailing ones go.
  while (rows.length && isBlankRow(rows[rows.length - 1])) rows.pop();
  if (!columns || columns.length === 0) throw notCsv("The file is empty: its first line should name the columns.");
  if (columns.length === 1 && rows.length === 0 && !/[,;\t]/.test(text.slice(0, 1000)) && text.length > 200)
    throw notCsv("This file isn't a CSV: its first line should name the columns, separated by commas.");
  return { columns, rows };
}

const SAMPLE_BYTES = 256 * 1024;

/** The first `count` data rows, read from the start of the file only (for the mapping screen and the list). */
export async function sampleRows(bytes: Uint8Array, count = 5): Promise<string[][]> {
  try {
    // Cut at a line break, so a character's bytes are never split (which would misread the encoding).
    const head = bytes.length > SAMPLE_BYTES ? bytes.subarray(0, bytes.lastIndexOf(0x0a, SAMPLE_BYTES) + 1 || SAMPLE_BYTES) : bytes;
    const sheet = await parseCsvText(decodeCsv(head), count + 1);
    return sheet.rows.slice(0, count);
  } catch {
    return [];
  }
}

async function parseCsvText(text: string, records: number): Promise<Sheet> {
  const parser = parse({
    delimiter: guessDelimiter(text),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    to: records,
  });
  const out: string[][] = [];
  for await (const record of Readable.from([text]).pipe(parser) as AsyncIterable<string[]>) out.push(record);
  const [header = [], ...rows] = out;
  return { columns: header, rows: rows.map((row) => row.slice(0, header.length)) };
}
