import "server-only";
import { parse } from "csv-parse/sync";
import { AppError } from "@/lib/api/app-error";

/**
 * Reading an organiser's CSV (a heat list, or results): the header names the columns, in any order
 * and any case; each row keeps its spreadsheet number (the header is row 1), so an error names the row
 * the owner sees. The columns: docs/heat-list-csv.md.
 */

export type CsvRow = { row: number; values: Record<string, string> };

/** `,`, `;` or a tab: whichever the header line has most of (outside quotes). */
function guessDelimiter(text: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text.slice(0, 5000)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char]++;
  }
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ",";
}

const normaliseHeader = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export function csvError(message: string, row?: number): AppError {
  const text = row ? `Row ${row}: ${message}` : message;
  return new AppError("validation", text, { fields: { csv: text }, ...(row ? { extra: { row } } : {}) });
}

/**
 * The rows of a CSV under canonical column keys: `columns` maps each key to the header names it
 * answers to (normalised: lower case, punctuation as spaces). A key in `required` missing from the
 * header is refused naming the column.
 */
export function readCsv(text: string, columns: Record<string, string[]>, required: string[]): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw csvError(`This isn't a CSV we can read${line ? ` (line ${line})` : ""}: check it opens in a spreadsheet and save it as CSV.`);
  }
  const [header, ...body] = records;
  if (!header) throw csvError("The list is empty: its first line should name the columns.");
  const names = header.map(normaliseHeader);
  const index: Record<string, number> = {};
  for (const [key, aliases] of Object.entries(columns)) {
    const at = names.findIndex((name) => aliases.includes(name));
    if (at >= 0) index[key] = at;
  }
  const missing = required.filter((key) => index[key] === undefined);
  if (missing.length) {
    const wanted = missing.map((key) => `"${columns[key][0].replace(/\b\w/g, (c) => c.toUpperCase())}"`).join(" and ");
    throw csvError(`The first line should name the columns: ${wanted} ${missing.length > 1 ? "are" : "is"} missing.`);
  }
  const rows: CsvRow[] = [];
  body.forEach((record, at) => {
    if (record.every((cell) => cell.trim() === "")) return;
    const values: Record<string, string> = {};
    for (const [key, column] of Object.entries(index)) values[key] = (record[column] ?? "").trim();
    rows.push({ row: at + 2, values });
  });
  if (rows.length === 0) throw csvError("The list has a header but no rows.");
  return rows;
}

/** A person's name as the studio's records and an organiser's list can both spell it ("Lee, Ana" = "ana  lee"). */
export function nameKey(name: string): string {
  const flipped = /^([^,]+),\s*([^,]+)$/.exec(name.trim());
  const ordered = flipped ? `${flipped[2]} ${flipped[1]}` : name;
  return ordered
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** "19:30", "7:30 PM", "7.30pm" → "19:30"; null when it isn't a time. */
export function parseWallTime(value: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})\s*([ap])?\.?\s*m?\.?$/i.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === "p" ? 12 : 0);
  } else if (hours > 23) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** "2026-05-02" or "5/2/2026" (month first, as US organisers print it) → "2026-05-02"; null otherwise. */
export function parseDay(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return null;
  const [year, month, day] = parts;
  const text = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const parsed = new Date(`${text}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text ? null : text;
}
