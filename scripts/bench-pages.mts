// npm run bench:pages — the public pages against an empty Next page (each should weigh about what it does): the empty page is
// built in a temp folder from this project's node_modules and served beside the demo; Lighthouse
// mobile runs interleaved (empty, then each page, three rounds) and each page's median is printed
// with its ratios to the empty page measured in the same run. With `--floors`, each page is also
// measured without its JavaScript, and without it with only its critical CSS inlined (page-floors.ts):
// what the page's own HTML and CSS allow at best.
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import { DEMO_PUBLIC_SLUG } from "@/lib/demo/seed-public-page";
import { serveEmptyNext } from "./bench/empty-next";
import { lighthousePage, medianRun, type PageRun } from "./bench/lighthouse-page";
import { FLOORS, serveFloors, type Floor } from "./bench/page-floors";
import { CHROME_PATH, serveDemo } from "./bench/serve-demo";

const RUNS = 3;
const EMPTY = "empty Next page";
const STUDIO_PAGE = `/s/${DEMO_PUBLIC_SLUG}`;
const PAGES = ["/", "/pricing", "/login", "/signup", STUDIO_PAGE];
const floors = process.argv.includes("--floors") ? (Object.keys(FLOORS) as Floor[]) : [];
// A floor's row sits under its page's, named by the floor alone; floors are shown, not judged.
const floorRow = (page: string, floor: Floor) => `${page} (${floor})`;
const floorOfRow = new Map(PAGES.flatMap((page) => floors.map((floor) => [floorRow(page, floor), floor] as const)));

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
console.log(`bench:pages — Lighthouse mobile, median of ${RUNS}, interleaved; load average at start ${load()}`);

const empty = await serveEmptyNext(3471);
const demo = await serveDemo(3470, "bench-pages");
const floorServer = floors.length ? await serveFloors(3472, demo.base) : null;
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const rows = [EMPTY, ...PAGES.flatMap((page) => [page, ...floors.map((floor) => floorRow(page, floor))])];
const runs = new Map<string, PageRun[]>(rows.map((row) => [row, []]));
try {
  // A first visit of each page warms the servers (compiles nothing in production, but fills caches).
  for (const page of PAGES) await fetch(`${demo.base}${page}`);
  await fetch(empty.base);
  for (let round = 0; round < RUNS; round++) {
    for (const page of [EMPTY, ...PAGES]) {
      const url = page === EMPTY ? `${empty.base}/` : `${demo.base}${page}`;
      runs.get(page)!.push(await lighthousePage(url, chrome.port));
      if (page === EMPTY) continue;
      for (const floor of floors) runs.get(floorRow(page, floor))!.push(await lighthousePage(floorServer!.url(floor, page), chrome.port));
    }
  }
} finally {
  chrome.kill();
  floorServer?.stop();
  demo.stop();
  empty.stop();
}

const medians = new Map([...runs].map(([page, pageRuns]) => [page, medianRun(pageRuns)]));
const base = medians.get(EMPTY)!;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`load average at end ${load()}\n`);
console.log("page                        perf  a11y   LCP ms   FCP ms   TBT ms    CLS   JS KiB   LCP ÷ empty   JS ÷ empty  targets");
for (const [page, row] of medians) {
  const lcpRatio = row.lcp / base.lcp;
  const jsRatio = row.jsBytes / base.jsBytes;
  const isStudio = page === STUDIO_PAGE;
  const floor = floorOfRow.get(page);
  const misses =
    page === EMPTY || floor
      ? []
      : [
          row.performance < (isStudio ? 98 : 100) && `perf ${row.performance} < ${isStudio ? 98 : 100}`,
          !isStudio && lcpRatio > 1.1 && "LCP > 1.1×",
          !isStudio && jsRatio > 1.1 && "JS > 1.1×",
          row.cls > 0 && "CLS > 0",
          row.accessibility < 100 && `a11y ${row.accessibility} < 100`,
        ].filter(Boolean);
  console.log(
    [
      (floor ? `  └ ${FLOORS[floor]}` : page).padEnd(26),
      String(row.performance).padStart(5),
      String(row.accessibility).padStart(5),
      row.lcp.toFixed(0).padStart(8),
      row.fcp.toFixed(0).padStart(8),
      row.tbt.toFixed(0).padStart(8),
      row.cls.toFixed(3).padStart(6),
      kib(row.jsBytes).padStart(8),
      `${lcpRatio.toFixed(2)}×`.padStart(13),
      `${jsRatio.toFixed(2)}×`.padStart(12),
      page === EMPTY ? " baseline" : floor ? "" : misses.length ? ` MISSED: ${misses.join(", ")}` : " met",
    ].join(" "),
  );
}
console.log(
  `\ntargets: perf 100 (the public studio page ≥ 98), LCP ≤ 1.1× and JS ≤ 1.1× the empty page (the studio page reads the studio per request: ratios shown, not judged), CLS 0, a11y 100${floors.length ? "; └ rows: the page's floors (scripts/bench/page-floors.ts), not judged" : ""}`,
);
