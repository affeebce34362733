// npm run bench:pages — builds and serves the demo, then Lighthouse (mobile and desktop, median of 3
// runs) on the public pages: performance, accessibility, LCP, TBT, CLS and JavaScript bytes.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROME_PATH, serveDemo } from "./bench/serve-demo";

const PAGES = ["/", "/pricing", "/contact", "/privacy-policy"];
const RUNS = 3;

type Row = { page: string; performance: number; accessibility: number; lcp: number; tbt: number; cls: number; jsBytes: number };

const { base, stop } = await serveDemo(3470, "bench-pages");
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (const formFactor of ["mobile", "desktop"] as const) {
    const rows: Row[] = [];
    for (const page of PAGES) {
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          `${base}${page}`,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        const scripts = (
          lhr.audits["resource-summary"].details as unknown as { items: { resourceType: string; transferSize: number }[] }
        ).items.find((item) => item.resourceType === "script");
        runs.push({
          page,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
          jsBytes: scripts?.transferSize ?? 0,
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      rows.push(runs[Math.floor(RUNS / 2)]);
    }
    const lightest = Math.min(...rows.map((row) => row.jsBytes));
    console.log(`\n${formFactor} (median of ${RUNS})`);
    console.log("page              perf  a11y   LCP ms   TBT ms    CLS   JS KiB  JS ÷ lightest");
    for (const row of rows) {
      console.log(
        `${row.page.padEnd(16)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${row.lcp.toFixed(0).padStart(8)} ${row.tbt.toFixed(0).padStart(8)} ${row.cls.toFixed(3).padStart(6)} ${(row.jsBytes / 1024).toFixed(1).padStart(8)} ${(row.jsBytes / lightest).toFixed(2).padStart(13)}×`,
      );
    }
    if (formFactor === "mobile") {
      const misses = rows.filter((row) => row.performance < 98 || row.accessibility < 100 || row.cls > 0).map((row) => row.page);
      const home = rows.find((row) => row.page === "/")!;
      console.log(
        `targets: perf ≥ 98, a11y 100, CLS 0 → ${misses.length ? `missed on ${misses.join(", ")}` : "met"}; home JS ${(home.jsBytes / lightest).toFixed(2)}× lightest (≤ 1.15) → ${home.jsBytes / lightest <= 1.15 ? "met" : "MISSED"}`,
      );
    }
  }
} finally {
  chrome.kill();
  stop();
}
