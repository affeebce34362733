import "server-only";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { getDb } from "@/lib/db/client";
import type { Viewer } from "@/lib/operator/audit";
import { operatorViewer } from "@/lib/operator/views";

/** The session token of this request (the signed-in cookie). */
export async function requestToken(): Promise<string | undefined> {
  return (await cookies()).get(TOKEN_COOKIE)?.value;
}

/**
 * The operator looking at /operator, verified on the server like any signed-in page. Anyone else —
 * signed out, or signed in without being in OPERATOR_EMAILS — gets the site's 404, not a 403: the
 * screen's existence is no one else's business. Cached per request.
 */
export const getOperatorViewer = cache(async (): Promise<Viewer> => {
  // The cookie first: it makes the page dynamic before anything opens the database (never at build time).
  const token = await requestToken();
  const viewer = await operatorViewer(await getDb(), token);
  if (!viewer) notFound();
  return viewer;
});
