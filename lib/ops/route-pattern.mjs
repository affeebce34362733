// Names a request by the route that serves it (/api/events/[id]/bookings), never by its raw path:
// ids and tokens in a path stay out of the log and the metrics, and a metric's labels stay few.
// Read from the build's routes manifest (.next/routes-manifest.json), which lists every page and
// route handler with the regular expression Next matches it by.
import fs from "node:fs";
import path from "node:path";

/** A path no route serves (a 404, a file in public/): one label for all of them. */
export const UNMATCHED = "(unmatched)";

/**
 * The route-pattern finder for the build in `distDir` (a path in, its pattern out). Without a
 * manifest (`next dev` writes none) every path but Next's own files is UNMATCHED.
 */
export function routePatterns(distDir = path.join(process.cwd(), ".next")) {
  let manifest = { staticRoutes: [], dynamicRoutes: [] };
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  } catch {
    // No build: only the fixed names below.
  }
  const exact = new Map((manifest.staticRoutes ?? []).map((route) => [route.page, route.page]));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (/** @type {string} */ pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/")) return "/_next";
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    return exact.get(trimmed) ?? dynamic.find((route) => route.regex.test(pathname))?.page ?? UNMATCHED;
  };
}
