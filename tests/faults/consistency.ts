import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import type { Confirmed } from "./burst";

/**
 * What a kill test finds in the database after the restart: which writes answered 201 are there,
 * and every half-write in the studio, whichever request made it (answered or cut off). What goes
 * together: a package sold at the desk has its sale, its charge and its payment; a booked place
 * has its package unit (the package's counter and its "reserve" credit entry) or else its charge;
 * a package's units used are exactly its places; an Idempotency-Key's answer names a saved record.
 */
export type Found = { [K in keyof Confirmed]: number };
export type Findings = {
  found: Found;
  missing: string[];
  halfWrites: string[];
  rows: { packages: number; bookings: number; entries: number; payments: number };
};

const ids = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::uuid`),
    sql`, `,
  )}]::uuid[]`;

async function countIn(db: Db, table: string, values: string[]): Promise<{ count: number; present: Set<string> }> {
  if (values.length === 0) return { count: 0, present: new Set() };
  const rows = await queryRows<{ id: string }>(db, sql`select id::text as id from ${sql.identifier(table)} where id = any(${ids(values)})`);
  return { count: rows.length, present: new Set(rows.map((row) => row.id)) };
}

export async function inspect(db: Db, anyClassId: string, confirmed: Confirmed): Promise<Findings> {
  const [{ studio }] = await queryRows<{ studio: string }>(db, sql`select studio_id::text as studio from events where id = ${anyClassId}`);
  const tables: Record<keyof Confirmed, string> = {
    students: "students",
    packages: "student_packages",
    entries: "ledger_entries",
    bookings: "bookings",
  };
  const found = {} as Found;
  const missing: string[] = [];
  for (const key of Object.keys(tables) as (keyof Confirmed)[]) {
    const { count, present } = await countIn(db, tables[key], confirmed[key]);
    found[key] = count;
    for (const id of confirmed[key]) if (!present.has(id)) missing.push(`${key} ${id}`);
  }

  const half = await queryRows<{ what: string }>(
    db,
    sql`
    select 'package ' || sp.id || ' without its ' || part.name as what
      from student_packages sp
      cross join (values ('sale'), ('charge'), ('payment')) as part(name)
      where sp.studio_id = ${studio} and not exists (
        select 1 from sales s where part.name = 'sale' and s.studio_id = sp.studio_id and s.student_package_id = sp.id
        union all
        select 1 from ledger_entries l where part.name <> 'sale' and l.studio_id = sp.studio_id and l.student_package_id = sp.id and l.kind = part.name)
    union all
    select 'package ' || sp.id || ' counts ' || sp.units_used || ' units used for ' || count(b.id) || ' places'
      from student_packages sp
      left join bookings b on b.studio_id = sp.studio_id and b.student_package_id = sp.id and b.status = 'booked'
      where sp.studio_id = ${studio}
      group by sp.id, sp.units_used having sp.units_used <> count(b.id)
    union all
    select 'booking ' || b.id || ' without its package unit or charge'
      from bookings b
      where b.studio_id = ${studio} and b.status = 'booked' and not exists (
        select 1 from credit_entries c where c.studio_id = b.studio_id and c.booking_id = b.id and c.student_package_id = b.student_package_id and c.kind = 'reserve'
        union all
        select 1 from ledger_entries l where l.studio_id = b.studio_id and l.booking_id = b.id and l.kind = 'charge')
    union all
    select 'ledger entry ' || l.id || ' of a package that is not there'
      from ledger_entries l
      where l.studio_id = ${studio} and l.student_package_id is not null
        and not exists (select 1 from student_packages sp where sp.studio_id = l.studio_id and sp.id = l.student_package_id)
    union all
    select 'idempotency key ' || k.key || ' answered a record that is not there'
      from idempotency_keys k
      where k.studio_id = ${studio} and k.status = 201 and not exists (
        select 1 from ledger_entries l where l.studio_id = k.studio_id
          and l.id::text in (k.response #>> '{payment,id}', k.response ->> 'paymentId'))`,
  );
  const [rows] = await queryRows<Findings["rows"]>(
    db,
    sql`select (select count(*)::int from student_packages where studio_id = ${studio}) as packages,
      (select count(*)::int from bookings where studio_id = ${studio}) as bookings,
      (select count(*)::int from ledger_entries where studio_id = ${studio}) as entries,
      (select count(*)::int from ledger_entries where studio_id = ${studio} and kind = 'payment') as payments`,
  );
  return { found, missing, halfWrites: half.map((row) => row.what), rows };
}

/** "students 40/40, packages 38/38, …": answered 201 / found after the restart, for the closing note. */
export function foundLine(confirmed: Confirmed, found: Found): string {
  return (Object.keys(found) as (keyof Confirmed)[]).map((key) => `${key} ${confirmed[key].length}/${found[key]}`).join(", ");
}
