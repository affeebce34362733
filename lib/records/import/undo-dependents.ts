import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";

/** The batch's own record of a kind: `<alias>.id` was written by this batch. */
const ours = (entity: string, column: SQL, batchId: string) =>
  sql`exists (select 1 from import_links o where o.studio_id = ${sql.raw("l.studio_id")} and o.entity = ${entity} and o.record_id = ${column} and o.batch_id = ${batchId})`;

/**
 * What was written since a batch and depends on what it created — a booking, a payment or charge,
 * a package sold, attendance, an account from an invitation, a later import changing the same
 * records — as a sentence naming it, or null when the batch can be undone.
 */
export async function newerDependent(tx: Tx, studioId: string, batchId: string): Promise<string | null> {
  const created = (entity: string) =>
    sql`l.studio_id = ${studioId} and l.batch_id = ${batchId} and l.entity = ${entity} and l.created_record`;
  const ourEvent = sql`(${ours("event", sql`e.id`, batchId)} or exists (select 1 from import_links o where o.studio_id = l.studio_id and o.entity = 'series' and o.record_id = e.series_id and o.batch_id = ${batchId}))`;
  const checks: SQL[] = [
    sql`select 'a later import (' || b.file_name || ') changed the same records: undo it first' as what
        from import_links l join import_batches b on b.studio_id = l.studio_id and b.id = l.batch_id
        where l.studio_id = ${studioId} and l.before -> 'link' ->> 'batchId' = ${batchId} limit 1`,
    sql`select s.name || ' has a booking made since' as what from import_links l
        join students s on s.studio_id = l.studio_id and s.id = l.record_id
        join bookings bk on bk.studio_id = s.studio_id and bk.student_id = s.id
        where ${created("student")} and not ${ours("booking", sql`bk.id`, batchId)} limit 1`,
    sql`select s.name || ' has a payment or charge recorded since' as what from import_links l
        join students s on s.studio_id = l.studio_id and s.id = l.record_id
        join ledger_entries le on le.studio_id = s.studio_id and le.student_id = s.id
        where ${created("student")} and not ${ours("ledger_entry", sql`le.id`, batchId)} limit 1`,
    sql`select s.name || ' has a package sold since' as what from import_links l
        join students s on s.studio_id = l.studio_id and s.id = l.record_id
        join student_packages sp on sp.studio_id = s.studio_id and sp.student_id = s.id
        where ${created("student")} and not ${ours("student_package", sql`sp.id`, batchId)} limit 1`,
    sql`select p.name || ' has accepted an invitation and signed in' as what from import_links l
        join (select studio_id, id, name, user_id from students union all select studio_id, id, name, user_id from instructors) p
          on p.studio_id = l.studio_id and p.id = l.record_id
        where l.studio_id = ${studioId} and l.batch_id = ${batchId} and l.entity in ('student', 'instructor') and l.created_record
          and p.user_id is not null limit 1`,
    sql`select i.name || ' teaches a lesson scheduled since' as what from import_links l
        join instructors i on i.studio_id = l.studio_id and i.id = l.record_id
        join events e on e.studio_id = i.studio_id and e.instructor_id = i.id
        where ${created("instructor")} and not ${ourEvent} limit 1`,
    sql`select sp.name || ' has been used since' as what from import_links l
        join student_packages sp on sp.studio_id = l.studio_id and sp.id = l.record_id
        where ${created("student_package")} and (sp.units_used > 0
          or exists (select 1 from bookings bk where bk.studio_id = sp.studio_id and bk.student_package_id = sp.id)) limit 1`,
    sql`select le.description || ' was voided or refunded since' as what from import_links l
        join ledger_entries le on le.studio_id = l.studio_id and le.related_entry_id = l.record_id
        where ${created("ledger_entry")} limit 1`,
    sql`select 'a lesson it added has a booking, attendance or a charge recorded since' as what from import_links l
        join bookings bk on bk.studio_id = l.studio_id and bk.event_id = l.record_id
        where ${created("event")} and (bk.status <> 'booked' or not ${ours("booking", sql`bk.id`, batchId)}
          or exists (select 1 from ledger_entries le where le.studio_id = bk.studio_id and le.booking_id = bk.id)) limit 1`,
    sql`select 'a class it added has a booking made since' as what from import_links l
        join events e on e.studio_id = l.studio_id and e.series_id = l.record_id
        join bookings bk on bk.studio_id = e.studio_id and bk.event_id = e.id
        where ${created("series")} limit 1`,
    sql`select p.name || ' was sold since' as what from import_links l
        join packages p on p.studio_id = l.studio_id and p.id = l.record_id
        join student_packages sp on sp.studio_id = p.studio_id and sp.package_id = p.id
        where ${created("package")} and not ${ours("student_package", sql`sp.id`, batchId)} limit 1`,
    sql`select sv.name || ' has lessons scheduled since' as what from import_links l
        join services sv on sv.studio_id = l.studio_id and sv.id = l.record_id
        join events e on e.studio_id = sv.studio_id and e.service_id = sv.id
        where ${created("service")} and not ${ourEvent} limit 1`,
  ];
  for (const check of checks) {
    const [row] = await queryRows<{ what: string }>(tx, check);
    if (row) return row.what;
  }
  return anythingElse(tx, studioId, batchId);
}

/** Checked above with the batch's own rows told apart (or written by the import itself). */
const HANDLED: Record<string, string[]> = {
  students: ["students", "bookings", "ledger_entries", "student_packages", "intake_answers"],
  instructors: ["events", "series"],
};

/**
 * Every other table whose foreign key names a student or an instructor (they cascade, so deleting
 * would silently take a signed waiver, a membership, a rate or an availability with it): any row
 * there referring to a person the batch created was added since, and keeps the batch.
 */
async function anythingElse(tx: Tx, studioId: string, batchId: string): Promise<string | null> {
  for (const [table, entity] of [
    ["students", "student"],
    ["instructors", "instructor"],
  ] as const) {
    const references = await queryRows<{ tbl: string; col: string }>(
      tx,
      sql`select c.conrelid::regclass::text as tbl, a.attname as col
          from pg_constraint c
          cross join lateral unnest(c.conkey, c.confkey) as k(src, dst)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.src
          join pg_attribute r on r.attrelid = c.confrelid and r.attnum = k.dst
          where c.contype = 'f' and c.confrelid = ${table}::regclass and r.attname = 'id'`,
    );
    for (const { tbl, col } of references) {
      if (HANDLED[table].includes(tbl) || !/^[a-z_]+$/.test(tbl) || !/^[a-z_]+$/.test(col)) continue;
      const [row] = await queryRows<{ name: string }>(
        tx,
        sql`select p.name from import_links l join ${sql.identifier(table)} p on p.studio_id = l.studio_id and p.id = l.record_id
            where l.studio_id = ${studioId} and l.batch_id = ${batchId} and l.entity = ${entity} and l.created_record
              and exists (select 1 from ${sql.identifier(tbl)} t where t.${sql.identifier(col)} = p.id) limit 1`,
      );
      if (row) return `${row.name} has ${tbl.replace(/_/g, " ")} recorded since`;
    }
  }
  return null;
}
