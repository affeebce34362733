import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import type { ExportTable } from "./table-spec";

/** Rows read per query: a page is all that is ever in memory of a table, however many years it holds. */
export const PAGE_ROWS = 500;

export type ExportRow = Record<string, unknown>;

/** The SQL a spec's values are written with: a student's name, or "Former student #N" once erased. */
const STUDENT_NAME = `case when s.erased_at is not null then 'Former student #' || coalesce(s.former_number::text, '') else s.name end`;

/**
 * One table of one studio, page after page in the order of its keys (a keyset, never an offset, so
 * page 2,000 costs what page 1 does). Each row has exactly the spec's columns; where the row is
 * about an erased student, their name reads "Former student #N" and the spec's personal columns are empty.
 */
export async function* readPages(db: Db, studioId: string, spec: ExportTable, pageRows = PAGE_ROWS): AsyncGenerator<ExportRow[]> {
  let after: unknown[] | null = null;
  for (;;) {
    const rows: ExportRow[] = await queryRows<ExportRow>(db, pageQuery(spec, studioId, after, pageRows));
    if (rows.length === 0) return;
    const last: ExportRow = rows[rows.length - 1];
    after = spec.keys.map((_, index): unknown => last[`__k${index}`]);
    yield rows.map((row) => shape(spec, row));
    if (rows.length < pageRows) return;
  }
}

function pageQuery(spec: ExportTable, studioId: string, after: unknown[] | null, limit: number): SQL {
  const keys = spec.keys.map(([expression], index) => `${expression}::text as __k${index}`);
  const student = spec.student ? [`${STUDENT_NAME} as student_name`, `s.erased_at is not null as __erased`] : [];
  const own = Object.entries(spec.columns).map(([name, expression]) => `${expression} as "${name}"`);
  const select = [...own, ...student, ...keys].join(", ");
  const join = spec.student ? ` left join students s on s.studio_id = t.studio_id and s.id = ${spec.student}` : "";
  const tuple = spec.keys.map(([expression]) => expression).join(", ");
  const cursor = after
    ? sql` and (${sql.raw(tuple)}) > (${sql.join(
        spec.keys.map(([, type], index) => sql`${after[index]}::${sql.raw(type)}`),
        sql`, `,
      )})`
    : sql``;
  const filter = spec.where ? sql.raw(` and ${spec.where}`) : sql``;
  return sql`select ${sql.raw(select)} from ${sql.raw(spec.from)}${sql.raw(join)}
    where t.studio_id = ${studioId}${filter}${cursor}
    order by ${sql.raw(tuple)} limit ${limit}`;
}

function shape(spec: ExportTable, row: ExportRow): ExportRow {
  const erased = row.__erased === true;
  const out: ExportRow = {};
  for (const column of columnsOf(spec)) {
    out[column] = erased && spec.personal?.includes(column) ? null : (row[column] ?? null);
  }
  return spec.shape ? spec.shape(out) : out;
}

/** A spec's columns in file order: its own, then the student's name when it names a student. */
export function columnsOf(spec: ExportTable): string[] {
  const own = Object.keys(spec.columns);
  return spec.student ? [...own, "student_name"] : own;
}
