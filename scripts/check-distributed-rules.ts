// The rules Citus applies to distributed and reference tables, checked against a catalog read from
// PostgreSQL or PGlite (scripts/check-distributed.mts; tests/db/check-distributed*.test.ts).
import { placementOf, type Placement } from "@/lib/db/distribution";

/** One table as the catalog describes it. */
export type CatalogTable = { name: string; columns: string[]; keys: CatalogKey[]; foreignKeys: CatalogForeignKey[] };
/** A primary key, unique constraint or unique index ("(expr)" for an expression), or an exclusion constraint. */
export type CatalogKey = {
  name: string;
  kind: "primary key" | "unique" | "unique index" | "exclude";
  columns: string[];
  operators?: string[];
};
export type CatalogForeignKey = {
  name: string;
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
};

export type Report = { tables: number; violations: string[]; placements: Map<string, Placement> };

export function checkDistributed(tables: CatalogTable[]): Report {
  const placements = new Map(tables.map((table) => [table.name, placementOf(table.name, table.columns)]));
  const violations: string[] = [];
  for (const table of tables) {
    const placement = placements.get(table.name)!;
    if (placement.kind === "unplaced") {
      violations.push(`${table.name}: no studio_id column and not a reference table (lib/db/distribution.ts)`);
      continue;
    }
    if (placement.kind === "distributed") {
      const column = placement.column;
      if (!table.columns.includes(column)) violations.push(`${table.name}: distribution column ${column} is missing`);
      for (const key of table.keys) {
        const at = key.columns.indexOf(column);
        if (at < 0) violations.push(`${table.name}: ${key.kind} ${key.name} (${key.columns.join(", ")}) does not include ${column}`);
        else if (key.kind === "exclude" && key.operators?.[at] !== "=")
          violations.push(`${table.name}: exclude ${key.name} must compare ${column} WITH = (has ${key.operators?.[at]})`);
      }
    }
    for (const fk of table.foreignKeys) {
      const target = placements.get(fk.references);
      if (!target) continue;
      if (placement.kind === "reference" && target.kind === "distributed")
        violations.push(`${table.name}: foreign key ${fk.name} from a reference table to distributed ${fk.references}`);
      if (placement.kind !== "distributed" || target.kind !== "distributed") continue;
      const paired = fk.columns.some((col, i) => col === placement.column && fk.referencedColumns[i] === target.column);
      if (!paired)
        violations.push(
          `${table.name}: foreign key ${fk.name} (${fk.columns.join(", ")}) → ${fk.references}(${fk.referencedColumns.join(", ")}) does not pair ${placement.column} with ${target.column}`,
        );
      else if (["set null", "set default"].includes(fk.onDelete) && fk.columns.length > 1)
        violations.push(
          `${table.name}: foreign key ${fk.name} ON DELETE ${fk.onDelete.toUpperCase()} would change the distribution column`,
        );
      if (fk.onUpdate === "cascade" || fk.onUpdate === "set null" || fk.onUpdate === "set default")
        violations.push(
          `${table.name}: foreign key ${fk.name} ON UPDATE ${fk.onUpdate.toUpperCase()} is not supported on the distribution column`,
        );
    }
  }
  return { tables: tables.length, violations, placements };
}

const ACTIONS: Record<string, string> = { a: "no action", r: "restrict", c: "cascade", n: "set null", d: "set default" };

/** Reads the public schema's tables, keys and foreign keys through `query` (pg or PGlite). */
export async function readCatalog(query: <T>(text: string) => Promise<T[]>): Promise<CatalogTable[]> {
  const tables = await query<{ name: string; columns: string[] }>(`
    select c.relname as name, array(select a.attname::text from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
    from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by c.relname`);
  const constraints = await query<{
    table: string;
    name: string;
    type: string;
    columns: string[];
    operators: string[] | null;
    references: string | null;
    referenced: string[] | null;
    ondelete: string;
    onupdate: string;
  }>(`
    select c.conrelid::regclass::text as "table", c.conname as name, c.contype::text as type,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
      case when c.contype = 'x' then array(select o.oprname::text from unnest(c.conexclop) with ordinality x(op, i) join pg_operator o on o.oid = x.op order by x.i) end as operators,
      case when c.contype = 'f' then c.confrelid::regclass::text end as "references",
      case when c.contype = 'f' then array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) end as referenced,
      c.confdeltype::text as ondelete, c.confupdtype::text as onupdate
    from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'u', 'x', 'f')`);
  // Unique indexes made with CREATE UNIQUE INDEX (no constraint); expression positions read "(expr)".
  const indexes = await query<{ table: string; name: string; columns: string[] }>(`
    select t.relname as "table", i.relname as name,
      array(select coalesce(a.attname::text, '(expr)') from unnest(x.indkey::int2[]) with ordinality k(n, o)
        left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n order by k.o) as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace and x.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.contype in ('p', 'u', 'x'))`);
  const byName = new Map(
    tables.map((t) => [t.name, { name: t.name, columns: t.columns, keys: [] as CatalogKey[], foreignKeys: [] as CatalogForeignKey[] }]),
  );
  for (const c of constraints) {
    const table = byName.get(c.table.replace(/^public\./, "").replaceAll('"', ""));
    if (!table) continue;
    if (c.type === "f") {
      table.foreignKeys.push({
        name: c.name,
        columns: c.columns,
        references: c.references!.replace(/^public\./, "").replaceAll('"', ""),
        referencedColumns: c.referenced!,
        onDelete: ACTIONS[c.ondelete] ?? c.ondelete,
        onUpdate: ACTIONS[c.onupdate] ?? c.onupdate,
      });
    } else {
      const kind = c.type === "p" ? "primary key" : c.type === "u" ? "unique" : "exclude";
      table.keys.push({ name: c.name, kind, columns: c.columns, operators: c.operators ?? undefined });
    }
  }
  for (const index of indexes) byName.get(index.table)?.keys.push({ name: index.name, kind: "unique index", columns: index.columns });
  return [...byName.values()];
}
