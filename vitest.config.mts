import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: {
    tsconfigPaths: true,
    // `server-only` throws outside React Server Components; tests import server modules directly.
    alias: { "server-only": path.resolve("tests/setup/server-only.ts") },
  },
};

// Tests sign tokens with a fixed secret instead of writing one into ./data.
// Route tests say who is calling in X-Forwarded-For, as one trusted proxy in front of the app would.
// SMTP_URL only says a mail server is configured (first lessons need one): tests send through their own
// capture servers (tests/helpers/smtp-capture.ts), and no worker runs in them.
const env = { JWT_SECRET: "test-secret-for-vitest-only-0123456789abcdef", TRUSTED_PROXY: "1", SMTP_URL: "smtp://127.0.0.1:9" };

export default defineConfig({
  ...shared,
  test: {
    // Vitest's default is one worker fewer than the machine has cores: on CI's two, one worker and an
    // idle core. Two files at a time there, so neither core sits idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          env,
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/**/*.int.test.ts"],
          environment: "node",
        },
      },
      {
        ...shared,
        test: {
          name: "integration",
          env,
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
