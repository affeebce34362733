/**
 * Which paths are public pages, which look like files, and which old paths move into /app
 * (docs/product.md#sessions-and-redirects). Pure: proxy.ts decides with these, and the tests read the same lists.
 *
 * Decisions:
 * - A path is a known public page when it equals one of PUBLIC_PAGES or sits under a PUBLIC_PREFIXES
 *   entry. Anything else that is not under /app, not a legacy path and not file-like is "unknown":
 *   it goes to /app/schedule with a valid token, otherwise to /.
 * - File-like paths (a dot in the last segment, a segment starting with a dot such as
 *   /.well-known/…, or anything under /_next/ or /api/) are never redirected: they answer a real
 *   404 page, or the API's JSON 404, so a missing asset is not mistaken for a page.
 */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/features",
  "/pricing",
  "/gallery",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  // What the service worker shows when a page can't be reached (app/offline): the same for everyone.
  "/offline",
  // Metadata routes Next serves from app/ (sitemap.ts, robots.ts, icon.svg, opengraph-image).
  "/sitemap.xml",
  "/robots.txt",
  "/icon.svg",
  "/favicon.ico",
  "/opengraph-image",
];

/**
 * Public sections with their own sub-paths: invitations, image variants, studios' public pages (/s/{slug}),
 * printable gift certificates (/gift/{id}?code=…, opened from the recipient's e-mail).
 */
export const PUBLIC_PREFIXES: readonly string[] = ["/invite/", "/opengraph-image/", "/s/", "/gift/"];

/** A studio's embeddable widget: framed by the studio's own site, so its headers are its own (app/s/[slug]/widget). */
export function isWidgetPath(pathname: string): boolean {
  return /^\/s\/[^/]+\/widget\/?$/.test(pathname);
}

/** Old paths redirect to the matching /app page; /dashboard (in the public nav) to the schedule. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  "/schedule": "/app/schedule",
  "/instructors": "/app/instructors",
  "/students": "/app/students",
  "/reports": "/app/reports",
  "/payments": "/app/payments",
  "/settings": "/app/settings",
  "/dashboard": "/app/schedule",
};

export const APP_HOME = "/app/schedule";

/** Trailing slashes are ignored (`/pricing/` is `/pricing`); the root stays `/`. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export function isPublicPage(pathname: string): boolean {
  const path = normalizePath(pathname);
  return PUBLIC_PAGES.includes(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/** The signed-in area: /app and everything below it (not /apple or /application). */
export function isAppPath(pathname: string): boolean {
  return pathname === "/app" || pathname.startsWith("/app/");
}

/**
 * The operator's screen (/operator): not a public page and not the studio's area. The gate lets it
 * through and the page answers for itself — a 404 to anyone not in OPERATOR_EMAILS, signed in or not.
 */
export function isOperatorPath(pathname: string): boolean {
  return pathname === "/operator" || pathname.startsWith("/operator/");
}

export function isFileLikePath(pathname: string): boolean {
  if (pathname.startsWith("/_next/") || pathname === "/api" || pathname.startsWith("/api/")) return true;
  const segments = pathname.split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  return last.includes(".") || segments.some((segment) => segment.startsWith("."));
}

export function legacyTarget(pathname: string): string | undefined {
  return LEGACY_REDIRECTS[normalizePath(pathname).toLowerCase()];
}
