import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: migrations are applied by the app (lib/db/migrate.ts),
// because drizzle-kit cannot load btree_gist into PGlite.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./drizzle",
});
