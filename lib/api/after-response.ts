import "server-only";
import { after } from "next/server";
import { loggableError } from "./log-error";

/** Work scheduled outside a request (tests, scripts), still running. */
const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the answer is sent (Next's `after()`), so the answer takes the same time
 * whatever the task finds: "if an account uses this address" must not show in how long it took.
 * A failure is logged, never answered (the answer has gone). Outside a request — an integration test
 * calling a handler directly, a script — the task starts on the next turn of the event loop instead,
 * and `settleAfterResponse()` waits for it.
 */
export function afterResponse(label: string, task: () => Promise<void>): void {
  const run = () => task().catch((error: unknown) => console.error(`${label} failed after the answer was sent:`, loggableError(error)));
  try {
    after(run);
    return;
  } catch {
    // Not in a request's scope: no response to wait for.
  }
  const running = new Promise<void>((resolve) => setImmediate(resolve)).then(run);
  pending.add(running);
  void running.finally(() => pending.delete(running));
}

/** Waits until the work scheduled outside a request (and any it scheduled in turn) has finished. */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
