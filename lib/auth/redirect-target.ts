import { LOGIN_REDIRECT_FALLBACK, safeRedirect } from "./safe-redirect";

/**
 * The checked `redirect` target of a login/sign-up URL's query (`location.search`), and the query
 * that carries it across the tabs. Read in the browser: the two pages are built ahead of time, the
 * same for every visitor, so the query is not theirs to read on the server.
 */
export function readRedirectTarget(search: string): { target: string; query: string } {
  const redirect = new URLSearchParams(search).get("redirect");
  const target = safeRedirect(redirect ?? undefined, LOGIN_REDIRECT_FALLBACK);
  return { target, query: target === LOGIN_REDIRECT_FALLBACK ? "" : `?redirect=${encodeURIComponent(target)}` };
}
