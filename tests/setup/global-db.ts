import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a migrated data folder dump to clone per test file. */
    pgliteDump: string;
    /** PostgreSQL: a migrated template database to copy per test file. */
    pgTemplate: string;
  }
}

/**
 * Migrates one database for the whole run; each test file then gets a fresh copy of it, much faster
 * than migrating again (CONTRIBUTING.md#running-the-tests). With DATABASE_URL set, the same suite runs on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const { migrateDatabase } = await import("@/lib/db/migrate");
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    const { openPostgres } = await import("@/lib/db/client");
    const template = `promenade_template_${process.pid}`;
    // Through a pooler (PgBouncer), creating and migrating databases goes to PostgreSQL itself: a
    // template must have no connections, and the pooler keeps its server connections open.
    const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? url;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openPostgres(withDatabase(adminUrl, template));
    await migrateDatabase(handle.db, "pg");
    await handle.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteDump", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
    };
  }

  const { createPglite } = await import("@/lib/db/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await createPglite({});
  await migrateDatabase(drizzle({ client }), "pglite");
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-test-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  project.provide("pgTemplate", "");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
