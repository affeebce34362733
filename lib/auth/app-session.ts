import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { APP_PATH_HEADER } from "./gate";
import { APP_HOME } from "./public-routes";
import { safeRedirect } from "./safe-redirect";
import { getSessionFromToken, type Session } from "./session";
import { TOKEN_COOKIE } from "./token";

/** Where the /app layout sends a request whose token fails verification: it clears the cookie, then /login. */
export const SESSION_ENDED_PATH = "/api/auth/session-ended";

/**
 * The signed-in area's session, verified on the server (signature, expiry, active membership) for
 * every request, whatever proxy.ts did or was told to skip (`x-middleware-subrequest`).
 * Cached per request, so the layout and any page can both call it.
 */
export const getAppSession = cache(async (): Promise<Session> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  const session = await getSessionFromToken(await getDb(), token);
  if (session) return session;
  // A server component cannot change cookies: a route handler clears the bad token and goes on to /login.
  const target = safeRedirect((await headers()).get(APP_PATH_HEADER), APP_HOME);
  redirect(`${SESSION_ENDED_PATH}?redirect=${encodeURIComponent(target)}`);
});
