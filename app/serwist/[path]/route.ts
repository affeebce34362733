// The service worker and its source map, built from app/sw.ts by Serwist when the app is built
// (a static route: nothing here runs per request). Served at /serwist/sw.js with the scope "/"
// (Service-Worker-Allowed); its headers (no caching, its own CSP) are in next.config.mjs.
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PAGE } from "@/lib/pwa/offline-page";

// The offline page's revision, new with each build: a new build's worker fetches the page again
// (its scripts are that build's).
const revision = crypto.randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  // The build's own esbuild (a devDependency already), not esbuild-wasm.
  useNativeEsbuild: true,
  // Precached: the build's static files (scripts, styles, fonts) and the app's icons; nothing else.
  globPatterns: [".next/static/**/*.{js,css,woff2,png,svg,ico,webp}", "public/icons/*.png"],
  additionalPrecacheEntries: [{ url: OFFLINE_PAGE, revision }],
});
