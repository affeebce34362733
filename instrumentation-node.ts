// The Node half of instrumentation.ts: validate the environment (lib/env) before serving anything.
try {
  await import("./lib/env");
} catch (error) {
  // Next logs a failed hook but keeps serving, every request then failing: stop the process instead.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The server log's level and format (LOG_LEVEL; readable under `next dev`): scripts/serve.mjs sets them first when it serves.
{
  const { env } = await import("./lib/env");
  const { configureServerLog } = await import("./lib/api/server-log.mjs");
  configureServerLog({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === "development" });
}

// Unpaid places held for Stripe Checkout are released every minute (lib/booking/hold-sweeper.ts).
(await import("./lib/booking/hold-sweeper")).startHoldSweeper();
// E-mail in the outbox is sent every few seconds, reminders found every minute (lib/notifications).
(await import("./lib/notifications/start-worker")).startNotificationWorker();
// Memberships and instalments due are charged every minute, each exactly once (lib/autopay/run.ts).
(await import("./lib/autopay/start-autopay")).startAutopay();
// The embedded database backs itself up each night (BACKUP_AT) and answers `npm run backup` (lib/ops/backup).
(await import("./lib/ops/backup/nightly")).startBackups();

export {};
