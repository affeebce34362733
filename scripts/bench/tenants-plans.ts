// What each hot path reads in the 1,000-studio database. The server's scan counters, read around
// one run of each operation, count every row read by sequential scans (triggers' reads too); and
// every SELECT an operation sends is captured at the pg driver and planned with EXPLAIN ANALYZE. A
// large table scanned whole, an index led by anything but a uuid (studio_id, or one of the
// studio's own rows: an event's, a student's), or many rows filtered away is named.
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import type { Op } from "./tenants-ops";

type Sent = { text: string; values: unknown[] };
type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

async function captured(run: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === "string" ? config : config?.text;
    if (text) sent.push({ text, values: (typeof config === "string" ? values : (config.values ?? values)) ?? [] });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

const seqRead = async (client: pg.Client) =>
  new Map(
    (await client.query<{ name: string; rows: string }>(`select relname as name, seq_tup_read as rows from pg_stat_user_tables`)).rows.map(
      (row) => [row.name, Number(row.rows)],
    ),
  );

/**
 * Rows read by sequential scans while `run` runs once, from the server's own counters, which count
 * what triggers and writes read too: no EXPLAIN of the app's SELECTs shows those. An idle backend
 * reports its counters within PGSTAT_IDLE_INTERVAL (10 s), so each reading waits that long.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000));

function scanCounter(client: pg.Client) {
  let before: Map<string, number> | null = null;
  return async (run: () => Promise<unknown>): Promise<[string, number][]> => {
    if (!before) {
      await settle();
      before = await seqRead(client);
    }
    await run();
    await settle();
    const after = await seqRead(client);
    const read = [...after].map(([table, rows]): [string, number] => [table, rows - (before!.get(table) ?? 0)]);
    before = after;
    return read.filter(([, rows]) => rows > 10_000);
  };
}

export async function planNotes(db: Db, ops: Op[]): Promise<string[]> {
  const indexes = await queryRows<{ index: string; first: string; type: string }>(
    db,
    sql`select c.relname as index, a.attname as first, format_type(a.atttypid, null) as type from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]`,
  );
  const leading = new Map(indexes.map((row) => [row.index, row]));
  const tables = await queryRows<{ name: string; rows: number }>(
    db,
    sql`select relname as name, reltuples::float8 as rows from pg_class where relkind = 'r'`,
  );
  const sizes = new Map(tables.map((row) => [row.name, row.rows]));
  const client = new pg.Client({ connectionString: (db as unknown as { $client: pg.Pool }).$client.options.connectionString });
  await client.connect();
  const notes: string[] = [];
  const scannedRows = scanCounter(client);
  try {
    for (const op of ops)
      for (const [table, rows] of await scannedRows(op.run))
        notes.push(`  ${op.name}: ${rows.toLocaleString("en-US")} rows of ${table} read by sequential scans (server counters)`);
    for (const op of ops) {
      const seen = new Set<string>();
      for (const { text, values } of await captured(op.run)) {
        if (!/^\s*(select|with)\b/i.test(text) || seen.has(text)) continue;
        seen.add(text);
        const result = await client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`explain (analyze, format json) ${text}`, values);
        const walk = (node: PlanNode) => {
          const relation = node["Relation Name"] as string | undefined;
          const index = node["Index Name"] as string | undefined;
          const removed = ((node["Rows Removed by Filter"] as number) ?? 0) * ((node["Actual Loops"] as number) ?? 1);
          const where = `${op.name}: ${node["Node Type"]} on ${relation ?? index}`;
          if (node["Node Type"] === "Seq Scan" && relation && (sizes.get(relation) ?? 0) > 10_000)
            notes.push(`  ${where} (${Math.round(sizes.get(relation)!).toLocaleString("en-US")} rows)`);
          else if (index && leading.get(index)?.type !== "uuid")
            notes.push(`  ${where} via ${index} (first column ${leading.get(index)?.first}, not a studio's id or a row's)`);
          if (removed > 1_000) notes.push(`  ${where}: ${removed.toLocaleString("en-US")} rows read and filtered away`);
          for (const child of node.Plans ?? []) walk(child);
        };
        walk(result.rows[0]["QUERY PLAN"][0].Plan);
      }
    }
  } finally {
    await client.end();
  }
  return [...new Set(notes)];
}
