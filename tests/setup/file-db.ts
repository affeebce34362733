import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { installDb, openPostgres, closeDb } from "@/lib/db/client";
import { closeReadDb, installReadDb } from "@/lib/db/replica";
import { withDatabase } from "./global-db";

/** A fresh, migrated database for this test file, installed as the app's database. */
beforeAll(async () => {
  const template = inject("pgTemplate");
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const { default: pg } = await import("pg");
    const database = `promenade_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL ?? url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${inject("pgTemplate")}`);
    const handle = await openPostgres(withDatabase(url, database));
    // With a streaming replica (.ci/run), the same database on it serves the reads routed there (lib/db/replica.ts).
    const replicaUrl = process.env.DATABASE_REPLICA_URL;
    if (replicaUrl) {
      const replica = await openPostgres(withDatabase(replicaUrl, database));
      installReadDb(replica.db, { close: replica.close });
    }
    installDb(handle.db, "pg", async () => {
      await closeReadDb();
      await handle.close();
      // FORCE: a pooler in between may still hold a server connection to it.
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });
    return;
  }

  const { createPglite } = await import("@/lib/db/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("@/lib/db/schema");
  const client = await createPglite({ loadDataDir: new Blob([fs.readFileSync(inject("pgliteDump"))]) });
  installDb(drizzle({ client, schema }), "pglite", () => client.close());
});

afterAll(async () => {
  await closeDb();
});
