import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** Which driver the database runs on: each has its own migrator. */
export type Driver = "pglite" | "pg";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Applies the SQL migrations in drizzle/ with the migrator of the driver `db` runs on. */
export async function migrateDatabase(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>, driver: Driver): Promise<void> {
  const migrate = driver === "pglite" ? migratePglite : migratePg;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite runs no autovacuum, so nothing else gathers planner statistics: without them a student's
  // years of bookings are joined row by row, and a long-time student's progress reads slowly. Once per start.
  if (driver === "pglite") await db.execute(sql`analyze`);
}
