import "server-only";
import { logError } from "@/lib/api/log-error";
import { getDb } from "@/lib/db/client";
import { countedJob } from "@/lib/ops/metrics";
import { plural } from "@/lib/text/plural";
import { runAutopay } from "./run";

const EVERY_MS = 60_000;

const globalForAutopay = globalThis as typeof globalThis & { __promenadeAutopay?: NodeJS.Timeout };

/**
 * Started once per server process (instrumentation-node.ts), in every process: each minute the
 * charging run settles what fell due. Several processes are safe: items are claimed with SKIP
 * LOCKED and a lease, and charged with an idempotency key. The timer never keeps the process alive.
 */
export function startAutopay(): void {
  if (globalForAutopay.__promenadeAutopay) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const result = await countedJob("autopay", async () => runAutopay(await getDb()));
      const done = result.card + result.account + result.failed;
      if (done > 0)
        console.info(
          `Autopay: ${plural(result.card, "card payment")}, ${plural(result.account, "charge")} to accounts, ${plural(result.failed, "failed card")}.`,
        );
    } catch (error) {
      logError("The autopay run failed; it runs again in a minute.", error);
    } finally {
      running = false;
    }
  }, EVERY_MS);
  timer.unref();
  globalForAutopay.__promenadeAutopay = timer;
}
