// npm run db:seed — migrates, then creates the demo studio and accounts if they are missing.
import { closeDb, getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/demo/seed";

const { created } = await seedDemo(await getDb());
await closeDb();
console.log(created ? "Demo studio seeded." : "Demo studio already present.");
