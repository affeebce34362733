// Copies one studio N times in SQL, read from the catalog rather than a list of tables: every table
// with a studio_id column, `studios` itself and the studio's users. Each copy n maps every uuid (and
// uuid[]) to md5(uuid || ':' || n), so keys stay unique and every foreign key stays consistent
// without a lookup table; text columns of a unique key holding no uuid (an e-mail, a slug, a token
// hash), and the columns that reference them, get the copy's number.
import type pg from "pg";

type Column = { table: string; column: string; udt: string; generated: boolean };
type Statement = { table: string; text: string };

const remap = (expr: string) => `md5(${expr}::text || ':' || n)::uuid`;

export async function cloneStatements(client: pg.Client, studioId: string): Promise<Statement[]> {
  const columns = (
    await client.query<Column>(`select table_name as table, column_name as column, udt_name as udt, is_generated = 'ALWAYS' as generated
      from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where table_schema = 'public' and t.table_type = 'BASE TABLE' order by table_name, ordinal_position`)
  ).rows;
  const scoped = new Set(columns.filter((c) => c.column === "studio_id").map((c) => c.table));
  const tables = ["studios", "users", ...[...scoped].sort()];
  const renumbered = await renumberedColumns(client, new Set(tables));
  const literal = client.escapeLiteral(studioId);
  const where: Record<string, string> = {
    studios: `id = ${literal}`,
    users: `id in (select user_id from memberships where studio_id = ${literal})`,
  };
  return tables.map((table) => {
    const own = columns.filter((c) => c.table === table && !c.generated);
    const names = own.map((c) => `"${c.column}"`).join(", ");
    const values = own.map((c) => {
      const name = `"${c.column}"`;
      if (c.udt === "uuid") return remap(name);
      if (c.udt === "_uuid")
        return `coalesce((select array_agg(${remap("x")} order by i) from unnest(${name}) with ordinality u(x, i)), ${name})`;
      if (renumbered.has(`${table}.${c.column}`)) return c.column.includes("email") ? `'t' || n || '.' || ${name}` : `${name} || '-' || n`;
      return name;
    });
    return {
      table,
      text: `insert into "${table}" (${names}) select ${values.join(", ")} from "${table}" cross join generate_series($1::int, $2::int) n where ${where[table] ?? `studio_id = ${literal}`}`,
    };
  });
}

/** `table.column` for the text columns of unique keys without a uuid, and those referencing them. */
async function renumberedColumns(client: pg.Client, tables: Set<string>): Promise<Set<string>> {
  const keys = (
    await client.query<{ table: string; columns: { name: string; udt: string }[] }>(`select c.relname as table,
      json_agg(json_build_object('name', a.attname, 'udt', t.typname)) as columns
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace s on s.oid = c.relnamespace
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey) join pg_type t on t.oid = a.atttypid
      where s.nspname = 'public' and i.indisunique group by i.indexrelid, c.relname`)
  ).rows;
  const found = new Set<string>();
  for (const key of keys)
    if (tables.has(key.table) && !key.columns.some((c) => c.udt === "uuid"))
      for (const c of key.columns) if (c.udt === "text" || c.udt === "varchar" || c.udt === "citext") found.add(`${key.table}.${c.name}`);
  const references = (
    await client.query<{ from: string; to: string }>(`select f.relname || '.' || fa.attname as from, t.relname || '.' || ta.attname as to
      from pg_constraint k join pg_class f on f.oid = k.conrelid join pg_class t on t.oid = k.confrelid
      cross join lateral unnest(k.conkey, k.confkey) as u(fk, pk)
      join pg_attribute fa on fa.attrelid = k.conrelid and fa.attnum = u.fk join pg_attribute ta on ta.attrelid = k.confrelid and ta.attnum = u.pk
      where k.contype = 'f'`)
  ).rows;
  for (const reference of references) if (found.has(reference.to)) found.add(reference.from);
  return found;
}
