// A fresh, migrated database for the scale test and bench on the server in `url`, installed as this
// process's database (the factories in tests/helpers write through it), and dropped afterwards.
import pg from "pg";
import { closeDb, installDb, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";

export async function prepareDatabase(url: string): Promise<{ directUrl: string; drop: () => Promise<void> }> {
  const name = `promenade_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const direct = new URL(url);
  direct.pathname = `/${name}`;
  const handle = await openPostgres(direct.toString());
  await migrateDatabase(handle.db, "pg");
  installDb(handle.db, "pg", handle.close);
  return {
    directUrl: direct.toString(),
    drop: async () => {
      await closeDb();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
