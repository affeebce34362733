// npm run db:migrate — applies drizzle/ migrations to DATABASE_URL, or the PGlite folder in DATA_DIR.
import { closeDb, getDb } from "@/lib/db/client";

await getDb(); // opening the database migrates it
await closeDb();
console.log("Database migrated.");
