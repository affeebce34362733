import "server-only";
import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";
import { queryRows } from "./query-rows";

/**
 * Raw SQL run as a named prepared statement on PGlite, so a large read that runs on every request
 * is planned once per process rather than every time (planning a statement of a dozen subqueries
 * costs PGlite, which is WebAssembly, about as much as running it). The statement's text must not
 * depend on the values: they stay parameters. PostgreSQL (node-postgres) plans fast and simply
 * runs the query.
 *
 * PGlite's extended protocol can't bind parameters to EXECUTE, so the values are written into it
 * as SQL literals: only strings (quoted, quotes doubled; standard_conforming_strings is on),
 * finite numbers, booleans, dates and null are accepted.
 */
export async function preparedRows<T extends Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = pgliteOf(db);
  if (!client) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = await prepare(client, name, text);
  const result = await client.query<T>(`execute ${statement}${params.length ? `(${params.map(literal).join(", ")})` : ""}`);
  return result.rows;
}

const dialect = new PgDialect();
/**
 * Per client, the statement prepared for each text. Kept on the client itself: Next bundles this
 * module more than once (route handlers, server components), and every copy shares one database.
 */
const PREPARED = Symbol.for("promenade.preparedStatements");
type WithPrepared = PGlite & { [PREPARED]?: Map<string, Promise<string>> };

function prepare(client: WithPrepared, name: string, text: string): Promise<string> {
  const statements = (client[PREPARED] ??= new Map());
  let statement = statements.get(text);
  if (!statement) {
    // Named by its text's hash: two copies of this module preparing one text agree on the name,
    // and the one that comes second finds it there (42P05) rather than failing.
    const unique = `${name}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    statement = client.query(`prepare ${unique} as ${text}`).then(
      () => unique,
      (error: { code?: string }) => {
        if (error?.code === "42P05") return unique;
        throw error;
      },
    );
    // A failed PREPARE (the text is wrong) is tried again next time rather than remembered.
    statement.catch(() => statements.delete(text));
    statements.set(text, statement);
  }
  return statement;
}

/** The PGlite client under `db`, if that is what it runs on (by shape: the package can load twice, as ESM and CommonJS). */
function pgliteOf(db: Db): PGlite | null {
  const client = (db as { $client?: Partial<PGlite> }).$client;
  return client && typeof client.exec === "function" && typeof client.query === "function" && "waitReady" in client
    ? (client as PGlite)
    : null;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (value instanceof Date) return literal(value.toISOString());
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`preparedRows: a ${typeof value} can't be written as a literal`);
}
