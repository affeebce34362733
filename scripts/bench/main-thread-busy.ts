// bench:schedule: how busy the page's main thread was during given spans of its own clock, from a
// Chromium trace. Busy is the time inside the thread's tasks, a wait for the compositor's commit
// included; a dropped drag frame with the main thread mostly idle was late for the machine's sake
// (the compositor or the OS), not for work the page did.
import type { Browser, Page } from "@playwright/test";

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };

const SYNC_MARK = "bench-trace-sync";

/** Starts a trace of `page`; the returned stop gives, per span [from, to] in performance.now() ms, the busy ms. */
export async function traceMainThread(browser: Browser, page: Page) {
  await browser.startTracing(page, {
    categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
  });
  // A mark ties the page's clock (its startTime) to the trace's (its ts, in µs).
  const markAt = await page.evaluate<number>(`performance.mark("${SYNC_MARK}").startTime`);
  return async (spans: [number, number][]): Promise<number[]> => {
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const mark = events.find((event) => event.name === SYNC_MARK);
    if (!mark) return spans.map(() => Number.NaN);
    const toPage = (ts: number) => (ts - mark.ts) / 1000 + markAt;
    // The page's main thread is the one the mark was made on; its top-level tasks are RunTask.
    const tasks = events.filter(
      (event) => event.pid === mark.pid && event.tid === mark.tid && event.name === "RunTask" && event.ph === "X",
    );
    return spans.map(([from, to]) =>
      tasks.reduce((busy, task) => {
        const start = toPage(task.ts);
        const end = start + (task.dur ?? 0) / 1000;
        return busy + Math.max(0, Math.min(end, to) - Math.max(start, from));
      }, 0),
    );
  };
}
