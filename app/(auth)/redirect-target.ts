import { LOGIN_REDIRECT_FALLBACK, safeRedirect } from "@/lib/auth/safe-redirect";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The checked `redirect` target of a login/sign-up URL, and the query to carry it across the tabs. */
export async function readRedirectTarget(searchParams: SearchParams): Promise<{ target: string; query: string }> {
  const { redirect } = await searchParams;
  const target = safeRedirect(typeof redirect === "string" ? redirect : undefined, LOGIN_REDIRECT_FALLBACK);
  return { target, query: target === LOGIN_REDIRECT_FALLBACK ? "" : `?redirect=${encodeURIComponent(target)}` };
}
