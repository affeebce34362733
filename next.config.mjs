import { baseSecurityHeaders, NON_PAGE_CSP, SERVICE_WORKER_CSP, UNSUBSCRIBE_PAGE_CSP, UNSUBSCRIBE_PATH } from "./lib/security/headers.mjs";

// Read when the app is built and when it starts (next.config is not app code: lib/env.ts can't be imported here).
const isProduction = process.env.NODE_ENV === "production";
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
const base = baseSecurityHeaders({ isProduction, siteUrl });
const isFrameHeader = (header) => header.key === "X-Frame-Options";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  // esbuild: Serwist bundles the service worker with it while the app is built (app/serwist/[path]/route.ts).
  // prom-client: one copy for the serving process (scripts/serve.mjs) and the routes, which share its registry.
  serverExternalPackages: ["@electric-sql/pglite", "esbuild", "esbuild-wasm", "prom-client"],
  poweredByHeader: false,
  // `npm run dev` serves both loopback names: without this, Next blocks its dev scripts on
  // http://127.0.0.1:PORT (it starts on localhost) and the page never hydrates — Login does nothing.
  allowedDevOrigins: ["localhost", "127.0.0.1"],
  reactStrictMode: true,
  // CI builds once, from a clean clone, after checking the types itself (npm run typecheck: the routes'
  // generated types, then tsc over the whole project). TYPES_CHECKED=1 skips the build's second check of
  // the same files; NEXT_BUILD_CACHE=0 skips writing a Turbopack cache no later build will read.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  // app/global-not-found.tsx answers unknown addresses, so no page carries a 404 tree in its payload.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "0" },
  async headers() {
    return [
      // Every answer: pages, API, static files.
      { source: "/:path*", headers: base.filter((header) => !isFrameHeader(header)) },
      // Unframeable, all but a studio's widget: its frame-ancestors lets the studio's own site frame it.
      { source: "/", headers: base.filter(isFrameHeader) },
      { source: "/:path((?!s/[^/]+/widget/?$).+)", headers: base.filter(isFrameHeader) },
      // Pages get theirs (a nonce, or their inline scripts' hashes) from proxy.ts; the rest may run nothing.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CSP }] },
      // The unsubscribe page is served under /api: its own style and form (the later rule wins).
      { source: UNSUBSCRIBE_PATH, headers: [{ key: "Content-Security-Policy", value: UNSUBSCRIBE_PAGE_CSP }] },
      { source: "/_next/static/:path*", headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CSP }] },
      // The service worker (app/serwist/[path]/route.ts): its own CSP, and checked for a new version on
      // every visit rather than kept by the browser's cache.
      {
        source: "/serwist/:path*",
        headers: [
          { key: "Content-Security-Policy", value: SERVICE_WORKER_CSP },
          { key: "Cache-Control", value: "no-cache" },
        ],
      },
    ];
  },
};

export default nextConfig;
