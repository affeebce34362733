// bench:schedule's measurements inside Chromium, for our week view and the FullCalendar fixture alike.
// Browser-side code is plain JavaScript text: tsx rewrites TypeScript functions with helpers (__name)
// that do not exist in the page, so functions can't be handed to page.evaluate.
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { traceMainThread } from "./main-thread-busy";
import { medianAndP95, quantile } from "./stats";

/** How to step one calendar's week, and a test (JS text) that is true once the busy week is drawn. */
export type Calendar = { next: string; previous: string; drawn: string };

/** Our week view: blocks past two lanes fold into "+N" chips, so the grid says how many events it holds. */
export const OURS: Calendar = {
  next: 'button[aria-label="Next week"]',
  previous: 'button[aria-label="Previous week"]',
  drawn: `Number(document.querySelector("[data-events]")?.dataset.events ?? 0) >= 300`,
};

/** The fixture's own buttons call FullCalendar's next()/prev(); every event it draws has the class bench-event. */
export const FULLCALENDAR: Calendar = {
  next: 'button[aria-label="Next week"]',
  previous: 'button[aria-label="Previous week"]',
  drawn: `document.querySelector(".bench-event") !== null`,
};

// Click → the frame after the one in which the week's events are in the DOM (React + layout + paint).
const timeNext = (calendar: Calendar) => `new Promise((resolve) => {
  const next = document.querySelector('${calendar.next}');
  const start = performance.now();
  next.click();
  const check = () => (${calendar.drawn})
    ? requestAnimationFrame(() => resolve(performance.now() - start))
    : requestAnimationFrame(check);
  check();
})`;

// Polled with evaluate: waitForFunction compiles its text with eval, which the app's CSP refuses.
export async function waitForDrawn(page: Page, calendar: Calendar, drawn: boolean) {
  for (let tries = 0; tries < 600; tries++) {
    if ((await page.evaluate<boolean>(calendar.drawn)) === drawn) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The busy week never ${drawn ? "appeared" : "went away"}.`);
}

/** One render of the busy week from cached data: a week back (empty), then time the step forward. */
export async function timeRender(page: Page, calendar: Calendar): Promise<number> {
  await page.bringToFront();
  await page.locator(calendar.previous).filter({ visible: true }).first().click();
  await waitForDrawn(page, calendar, false);
  return page.evaluate<number>(timeNext(calendar));
}

export function summarize(times: number[]) {
  return { median: quantile(times, 0.5), worst: Math.max(...times) };
}

/** Every script a page loads until it is idle: bytes as shipped (minified) and gzipped. */
export async function scriptBytes(page: Page, url: string): Promise<{ raw: number; gzip: number; files: number }> {
  const bodies: Promise<Buffer>[] = [];
  const listener = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on("response", listener);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", listener);
  const all = await Promise.all(bodies);
  return {
    raw: all.reduce((sum, body) => sum + body.length, 0),
    gzip: all.reduce((sum, body) => sum + gzipSync(body).length, 0),
    files: all.length,
  };
}

/** A route's first-load JavaScript as `next build` counts it (.next/diagnostics), raw and gzipped; null without a build. */
export function routeFirstLoad(route: string): { raw: number; gzip: number } | null {
  const stats = ".next/diagnostics/route-bundle-stats.json";
  if (!fs.existsSync(stats)) return null;
  const entry = (JSON.parse(fs.readFileSync(stats, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[]).find(
    (row) => row.route === route,
  );
  if (!entry) return null;
  const files = entry.firstLoadChunkPaths.map((file) => fs.readFileSync(file));
  return { raw: files.reduce((sum, file) => sum + file.length, 0), gzip: files.reduce((sum, file) => sum + gzipSync(file).length, 0) };
}

const RECORD_FRAMES = `(() => {
  window.frames_ = [];
  window.stop_ = false;
  let last = performance.now();
  window.frameEnds_ = [];
  const tick = (now) => { window.frames_.push(now - last); window.frameEnds_.push(now); last = now; if (!window.stop_) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
const STOP_FRAMES = `(() => { window.stop_ = true; return [window.frames_.slice(2), window.frameEnds_.slice(2)]; })()`;
// The drag's conflict checks, timed by the page itself (performance.measure in schedule-view).
const CLASH_CHECKS = `performance.getEntriesByName("schedule-clash-check").map((entry) => entry.duration)`;

/**
 * Frame times while one of our blocks is dragged across the week, the conflict check per move, and
 * for each dropped frame how long the page's main thread was busy in it (traced).
 */
export async function dragFrames(page: Page, browser: Browser) {
  await page.bringToFront();
  const block = page.locator("[data-event-id]").nth(150);
  const box = (await block.boundingBox())!;
  const stopTrace = await traceMainThread(browser, page);
  await page.evaluate(RECORD_FRAMES);
  await page.mouse.move(box.x + box.width / 2, box.y + 5);
  await page.mouse.down();
  for (let step = 1; step <= 60; step++) await page.mouse.move(box.x + box.width / 2 + step * 3, box.y + 5 + step * 4);
  const checks = await page.evaluate<number[]>(CLASH_CHECKS);
  await page.keyboard.press("Escape");
  const [frames, ends] = await page.evaluate<[number[], number[]]>(STOP_FRAMES);
  await page.mouse.up();
  const slow = frames.flatMap((frame, index) => (frame >= 25 ? [index] : []));
  const busy = await stopTrace(slow.map((index) => [ends[index] - frames[index], ends[index]]));
  // Where the slow frames fell (frame index from the pointer-down), to tell a slow drag start from a
  // slow move, and whether the page's own work filled them.
  const droppedAt = slow.map((index, i) => `#${index} ${frames[index].toFixed(0)} ms, main thread busy ${busy[i].toFixed(1)} ms`);
  return {
    count: frames.length,
    ...medianAndP95(frames),
    dropped: frames.filter((frame) => frame >= 25).length,
    droppedAt,
    checks: { count: checks.length, median: quantile(checks, 0.5) ?? 0, worst: Math.max(0, ...checks) },
  };
}
