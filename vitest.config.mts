import path from "node:path";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: {
    tsconfigPaths: true,
    // `server-only` throws outside React Server Components; tests import server modules directly.
    alias: { "server-only": path.resolve("tests/setup/server-only.ts") },
  },
};

export default defineConfig({
  ...shared,
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/**/*.int.test.ts"],
          environment: "node",
        },
      },
      {
        ...shared,
        test: {
          name: "integration",
          include: ["tests/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/file-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
