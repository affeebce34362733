import "server-only";
import { logError } from "@/lib/api/log-error";
import { getDb } from "@/lib/db/client";
import { countedJob } from "@/lib/ops/metrics";
import { sweepExpiredHolds } from "./held-places";
import { plural } from "@/lib/text/plural";

const EVERY_MS = 60_000;

const globalForSweeper = globalThis as typeof globalThis & { __promenadeHoldSweeper?: NodeJS.Timeout };

/**
 * Started once by the server (instrumentation-node.ts): every minute, unpaid holds past their 15
 * minutes are released even when Stripe's `checkout.session.expired` never arrives (no webhook set
 * up, or Stripe's own 30-minute minimum not reached yet). Safe with several processes: the sweep
 * claims events with SKIP LOCKED. The timer never keeps the process alive on its own.
 */
export function startHoldSweeper(): void {
  if (globalForSweeper.__promenadeHoldSweeper) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { released } = await countedJob("hold-sweeper", async () => sweepExpiredHolds(await getDb()));
      if (released > 0) console.info(`Released ${plural(released, "unpaid held place")}.`);
    } catch (error) {
      logError("The sweep of unpaid held places failed; it runs again in a minute.", error);
    } finally {
      running = false;
    }
  }, EVERY_MS);
  timer.unref();
  globalForSweeper.__promenadeHoldSweeper = timer;
}
