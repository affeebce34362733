// One Lighthouse run (mobile, its default simulated throttling) reduced to the figures the page bench prints.
// Lighthouse runs as its own CLI in plain Node: under tsx its page functions would be sent to the
// browser with tsx's `__name` helper in them, which the page doesn't have.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const CLI = path.resolve("node_modules/lighthouse/cli/index.js");

type Lhr = {
  runtimeError?: { message: string };
  categories: Record<"performance" | "accessibility", { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
};

export type PageRun = { performance: number; accessibility: number; lcp: number; fcp: number; tbt: number; cls: number; jsBytes: number };

export async function lighthousePage(url: string, chromePort: number): Promise<PageRun> {
  const { stdout } = await run(
    process.execPath,
    [CLI, url, `--port=${chromePort}`, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance,accessibility"],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const items = (lhr.audits["resource-summary"].details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
    fcp: lhr.audits["first-contentful-paint"].numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
    jsBytes: items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
  };
}

/** The median of each figure on its own (3 runs: the middle one). */
export function medianRun(runs: PageRun[]): PageRun {
  const median = (pick: (run: PageRun) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return {
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    lcp: median((run) => run.lcp),
    fcp: median((run) => run.fcp),
    tbt: median((run) => run.tbt),
    cls: median((run) => run.cls),
    jsBytes: median((run) => run.jsBytes),
  };
}
