import "server-only";
import path from "node:path";
import type { Db, Driver } from "./client";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Applies the SQL migrations in drizzle/ with the migrator of the driver `db` runs on. */
export async function migrateDatabase(db: Db, driver: Driver): Promise<void> {
  const { migrate } =
    driver === "pglite" ? await import("drizzle-orm/pglite/migrator") : await import("drizzle-orm/node-postgres/migrator");
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}
