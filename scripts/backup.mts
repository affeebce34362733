// npm run backup — one consistent backup of the database while the app keeps serving, to BACKUP_DIR
// (named with the UTC time, its SHA-256 beside it), then the retention (BACKUP_KEEP_DAILY/WEEKLY).
// PostgreSQL (DATABASE_URL): pg_dump -Fc. The embedded database (DATA_DIR): its own dump, written by
// the running app when one holds the folder (asked through DATA_DIR/backup.sock), else opened here.
import path from "node:path";

try {
  const { env } = await import("@/lib/env");
  const { takeBackup } = await import("@/lib/ops/backup/take");
  const target = env.DATABASE_URL ? { engine: "pg" as const, url: env.DATABASE_URL } : { engine: "pglite" as const, dataDir: env.DATA_DIR };
  const result = await takeBackup(target, {
    dir: env.BACKUP_DIR,
    retention: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
  });
  const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
  const shown = path.relative(process.cwd(), result.file).startsWith("..") ? result.file : path.relative(process.cwd(), result.file);
  console.log(`Backup written: ${shown} (${size}, ${result.ms} ms), sha256 ${result.sha256}.`);
  if (result.removed.length) console.log(`Removed by the retention: ${result.removed.join(", ")}.`);
} catch (error) {
  // Expected failures (BackupError: by name, as tsx may load lib/ twice) and a bad setting: one line, no stack.
  if (!(error instanceof Error) || !(error.name === "BackupError" || error.message.startsWith("Invalid environment"))) throw error;
  console.error(error.message);
  process.exit(1);
}
