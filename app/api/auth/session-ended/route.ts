// GET /api/auth/session-ended?redirect=… — where the /app layout sends a token that failed server
// verification (forged, tampered, removed member): clears the cookie and goes on to /login.
import { NextResponse } from "next/server";
import { z } from "zod";
import { raw, route } from "@/lib/http/route";
import { loginLocation } from "@/lib/auth/gate";
import { APP_HOME } from "@/lib/auth/public-routes";
import { safeRedirect } from "@/lib/auth/safe-redirect";
import { clearSessionCookie } from "@/lib/auth/session-cookie";

export const dynamic = "force-dynamic";

// An unusable redirect (too long to be one of our pages) is dropped: the person still lands on /login.
// (route() refuses control characters and line breaks in any query with a 400 before this runs.)
const ZQuery = z.object({ redirect: z.string().max(2048).optional().catch(undefined) });

export const GET = route(
  {
    summary: "Clear a token that failed verification, then go to /login.",
    auth: false,
    query: ZQuery,
    response: raw(
      "text/plain",
      "A 303 redirect, no body: back to the page when the session stands, else to /login with the cookie cleared.",
    ),
  },
  async ({ session, query, request }) => {
    // A checked, resolved path, percent-encoded: any text the browser sent makes an ASCII Location.
    const target = safeRedirect(query.redirect, APP_HOME);
    // A GET must not sign anyone out: a valid session is sent back where it came from, untouched.
    if (session) return seeOther(target);
    return clearSessionCookie(request, seeOther(loginLocation(target)));
  },
);

// A relative Location keeps the host the browser used (behind `next start`, request.url says localhost).
function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location } });
}
