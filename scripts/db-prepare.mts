// Used by `npm run dev`: migrate and seed, then release the database for the dev server.
import { closeDb, getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/demo/seed";

await seedDemo(await getDb());
await closeDb();
