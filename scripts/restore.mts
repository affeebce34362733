// npm run restore FILE [--force] — restores a backup of npm run backup into DATABASE_URL, or the
// embedded database in DATA_DIR (the app stopped): only when FILE matches its .sha256, only over a
// database without data unless --force, then migrates it to the current schema.
import path from "node:path";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
if (files.length !== 1 || files[0].startsWith("-")) {
  console.error("Usage: npm run restore -- FILE [--force]   (FILE: a backup written by npm run backup, with its .sha256 beside it)");
  process.exit(1);
}

try {
  const { env } = await import("@/lib/env");
  const { restoreBackup } = await import("@/lib/ops/backup/restore");
  const target = env.DATABASE_URL ? { engine: "pg" as const, url: env.DATABASE_URL } : { engine: "pglite" as const, dataDir: env.DATA_DIR };
  const started = Date.now();
  const result = await restoreBackup(path.resolve(files[0]), target, { force });
  const where = target.engine === "pg" ? "the PostgreSQL database" : path.resolve(target.dataDir);
  console.log(
    `Restored ${path.basename(files[0])} into ${where} and migrated it (${result.tablesWithRows} tables with rows, ${Date.now() - started} ms).`,
  );
  if (result.replacedFolder) console.log(`The data it replaced is kept in ${result.replacedFolder}; delete it once you no longer need it.`);
} catch (error) {
  // Expected failures (BackupError: by name, as tsx may load lib/ twice) and a bad setting: one line, no stack.
  if (!(error instanceof Error) || !(error.name === "BackupError" || error.message.startsWith("Invalid environment"))) throw error;
  console.error(error.message);
  process.exit(1);
}
