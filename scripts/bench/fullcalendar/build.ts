// Bundles bench:schedule's FullCalendar fixture with esbuild (minified, production React) into a
// temporary folder, and serves it to Playwright from a made-up origin (page.route), not from the app.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import type { EventView } from "@/lib/scheduling/event-view";

export const FIXTURE_ORIGIN = "http://fullcalendar.bench";

export async function buildFullCalendarFixture(folder: string, events: EventView[], initialDate: string) {
  fs.rmSync(folder, { recursive: true, force: true });
  await build({
    entryPoints: [path.resolve("scripts/bench/fullcalendar/fixture.tsx")],
    outdir: folder,
    entryNames: "bundle",
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const data = {
    initialDate,
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      color: event.service.color,
      instructor: event.instructor?.name ?? null,
    })),
  };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FullCalendar 7 fixture</title>
<link rel="stylesheet" href="/bundle.css"></head><body style="margin:0">
<script type="application/json" id="bench-data">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>
<div id="root"></div><script type="module" src="/bundle.js"></script></body></html>`;
  fs.writeFileSync(path.join(folder, "index.html"), html);
  const script = fs.readFileSync(path.join(folder, "bundle.js"));
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  return {
    bytes: { raw: script.length, gzip: gzipSync(script).length },
    /** What Playwright's route answers for a path of the fixture's origin. */
    serve(pathname: string) {
      const file = path.join(folder, path.basename(pathname));
      if (!fs.existsSync(file)) return { status: 404, body: "" };
      return { status: 200, contentType: types[path.extname(file)] ?? "application/octet-stream", body: fs.readFileSync(file) };
    },
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}
