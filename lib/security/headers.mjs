// Security headers for every answer (issue 16). Plain JavaScript so next.config.mjs can import it
// too; middleware.ts adds the page CSP with a fresh nonce per request (Next's documented way).

/** The CSP of an API answer or a static file: nothing on it may run, load or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The CSP of a page. Scripts: only ours, each carrying this request's nonce ('strict-dynamic' lets
 * Next's nonced loader pull in its chunks) — no 'unsafe-inline'. Styles keep 'unsafe-inline':
 * Radix positions popovers and recharts sizes charts with style attributes, and next-themes adds a
 * <style> while switching themes; a style can't run script. `isDev`: React's dev build needs eval.
 */
export function pageContentSecurityPolicy(nonce, isDev = false) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
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
