import "server-only";
import { logError } from "@/lib/api/log-error";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { countedJob } from "@/lib/ops/metrics";
import { getMailTransport } from "./mail-transport";
import { getPushSender } from "./push-transport";
import { scanDueNotices } from "./scan";
import { getSmsSender } from "./sms-transport";
import { drainOutbox } from "./worker";

const SCAN_EVERY_MS = 60_000;

const globalForWorker = globalThis as typeof globalThis & { __promenadeMailWorker?: NodeJS.Timeout };

/**
 * Started once per server process (instrumentation-node.ts), in every process: the claim's SKIP
 * LOCKED and the dedupe keys make two processes safe. Every few seconds it sends what is due; a
 * round that fails is tried again next tick. The timer never keeps the process alive on its own.
 */
export function startNotificationWorker(): void {
  if (globalForWorker.__promenadeMailWorker) return;
  let running = false;
  let lastScan = 0;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await countedJob("notifications", async () => {
        const db = await getDb();
        // Reminders, packages and trials: found once a minute, queued once thanks to their dedupe keys.
        if (Date.now() - lastScan >= SCAN_EVERY_MS) {
          lastScan = Date.now();
          await scanDueNotices(db);
        }
        const options = {
          transport: getMailTransport(),
          sms: getSmsSender(),
          push: await getPushSender(db),
          from: env.MAIL_FROM,
          print: env.NODE_ENV === "development",
        };
        await drainOutbox(db, options, 20);
      });
    } catch (error) {
      logError("Sending e-mail failed; the worker tries again in a few seconds.", error);
    } finally {
      running = false;
    }
  }, env.NOTIFY_EVERY_MS);
  timer.unref();
  globalForWorker.__promenadeMailWorker = timer;
}
