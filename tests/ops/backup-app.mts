// The app's API in a process of its own (tests/faults/app-process.mts) on the embedded database in
// DATA_DIR, answering `npm run backup` as `npm start` does (lib/ops/backup/nightly.ts, BACKUP_AT=off).
await import("../faults/app-process.mjs");
const { startBackups } = await import("@/lib/ops/backup/nightly");
startBackups();
