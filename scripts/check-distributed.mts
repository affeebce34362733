// npm run check:distributed — holds the schema to Citus's rules (docs/SCALING.md): every primary
// key, unique key and exclusion constraint of a distributed table includes its distribution column
// (WITH = for EXCLUDE), foreign keys between distributed tables pair their distribution columns,
// and no reference table points at a distributed one. Reads the catalog of a freshly migrated
// PGlite database, or of the PostgreSQL database in DATABASE_URL (migrated first). Exits 1 on a violation.
import { drizzle } from "drizzle-orm/pglite";
import { migrateDatabase } from "@/lib/db/migrate";
import { createPglite } from "@/lib/db/pglite";
import { checkDistributed, readCatalog } from "./check-distributed-rules";

const url = process.env.DATABASE_URL;
let tables;
if (url) {
  const { openPostgres } = await import("@/lib/db/client");
  const handle = await openPostgres(url);
  await migrateDatabase(handle.db, "pg");
  await handle.close();
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  tables = await readCatalog(async (text) => (await client.query(text)).rows);
  await client.end();
} else {
  const client = await createPglite({});
  await migrateDatabase(drizzle({ client }), "pglite");
  tables = await readCatalog(async <T,>(text: string) => (await client.query<T>(text)).rows);
  await client.close();
}

const report = checkDistributed(tables);
const counts = { reference: 0, distributed: 0 };
for (const placement of report.placements.values()) if (placement.kind !== "unplaced") counts[placement.kind]++;
for (const violation of report.violations) console.log(`✗ ${violation}`);
console.log(
  `${url ? "PostgreSQL" : "PGlite"}: ${report.tables} tables (${counts.distributed} distributed by studio, ${counts.reference} reference), ${report.violations.length} violations`,
);
process.exit(report.violations.length ? 1 : 0);
