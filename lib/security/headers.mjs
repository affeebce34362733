// Security headers for every answer (docs/security.md#headers-on-every-answer). Plain JavaScript so next.config.mjs can import it
// too; proxy.ts adds each page's CSP: a fresh nonce per request on pages rendered per request (Next's
// documented way), the hashes of its inline scripts on a page built ahead of time.

import { THEME_SCRIPT_HASH } from "./theme-script.mjs";

/** The CSP of an API answer or a static file: nothing on it may run, load or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own CSP (app/sw.ts, served at /serwist/sw.js): a worker is governed by the
 * policy its script arrives with, not the page's. It fetches this origin only (pages from the
 * network, the precache; a notification's icon) and runs nothing else; nothing may frame it.
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The unsubscribe links' address: a page served by an API route (app/api/notifications/unsubscribe/route.ts). */
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

/** The unsubscribe page's one <style> element (its look: it loads no stylesheet). */
export const UNSUBSCRIBE_PAGE_STYLE =
  "body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f1a17;background:#fff}" +
  "h1{font-size:1.5rem}" +
  "button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#7a1f4b;color:#fff;cursor:pointer}";

/** sha256 of UNSUBSCRIBE_PAGE_STYLE (tests/security/headers.test.ts recomputes it). */
export const UNSUBSCRIBE_PAGE_STYLE_HASH = "'sha256-2ykRI3ddiWOOdmAdwyqZ5U6QvhHBwyZKHCnOdkoluG4='";

/**
 * The unsubscribe page's CSP: an API answer's, but its own <style> (by hash) applies and its form
 * may be sent. Its form posts to the page's own address; CSP can name a path only together with a
 * host, and the host the person's browser used is the browser's to know (a proxy, the LAN demo), so
 * this one page allows 'self'. Every other answer under /api keeps form-action 'none'.
 */
export const UNSUBSCRIBE_PAGE_CSP = `default-src 'none'; style-src ${UNSUBSCRIBE_PAGE_STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

/** The hosts a figure's demonstration video plays from (lib/progress/video-embed.ts writes these URLs). */
export const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * The CSP of a page rendered per request. Scripts: only ours, each carrying this request's nonce
 * ('strict-dynamic' lets Next's nonced loader pull in its chunks), and the theme's inline script
 * by its hash — no 'unsafe-inline'. `isDev`: React's dev build needs eval.
 */
export function pageContentSecurityPolicy(nonce, isDev = false) {
  return policy(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${THEME_SCRIPT_HASH}${isDev ? " 'unsafe-eval'" : ""}`);
}

/**
 * The CSP of a page built ahead of time (the public site: home, pricing, login, sign-up…): its
 * HTML is the same for everyone, so it can carry no per-request nonce. Scripts: files from this
 * origin ('self': Next's chunks; answers of this origin that are not JavaScript can't run, as
 * every answer is `nosniff`) and exactly the inline scripts the build put in that page, each by
 * its sha256 (`hashes`, lib/security/static-page-csp.ts) — no 'unsafe-inline', so an injected
 * inline script or a script from another origin is refused as before.
 */
export function staticPageContentSecurityPolicy(hashes) {
  const sources = [...new Set([THEME_SCRIPT_HASH, ...hashes.map((hash) => `'sha256-${hash}'`)])];
  return policy(`script-src 'self' ${sources.join(" ")}`);
}

/**
 * Everything but scripts, shared by both page policies. Styles keep 'unsafe-inline': Radix
 * positions popovers and recharts sizes charts with style attributes, and the theme toggle adds a
 * <style> while switching themes; a style can't run script. No page may be framed. Frames: only
 * the two video players a syllabus figure embeds, each in its privacy-enhanced form. The service
 * worker and the web app manifest: this origin's only ('strict-dynamic' would otherwise leave
 * worker-src, which falls back to script-src, without 'self').
 */
function policy(scriptSrc) {
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    `frame-src ${VIDEO_FRAME_HOSTS.join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The headers every answer carries. HSTS only in production on an https address: sent over the
 * LAN demo's plain http it would be ignored, and on localhost it would pin every other local app.
 */
export function baseSecurityHeaders({ isProduction, siteUrl }) {
  const headers = [
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  ];
  if (isProduction && siteUrl.startsWith("https:")) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
