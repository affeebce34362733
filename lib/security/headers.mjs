// Security headers for every answer (issue 16). Plain JavaScript so next.config.mjs can import it
// too; proxy.ts adds each page's CSP: a fresh nonce per request on pages rendered per request (Next's
// documented way), the hashes of its inline scripts on a page built ahead of time.

import { THEME_SCRIPT_HASH } from "./theme-script.mjs";

/** The CSP of an API answer or a static file: nothing on it may run, load or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

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
 * <style> while switching themes; a style can't run script. No page may be framed.
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
