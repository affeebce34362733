// POST /api/auth/logout — ends this session on the server and clears the cookie (204). Open to
// anyone: signing out never fails, and a token that is already unusable has nothing left to end.
import { route } from "@/lib/http/route";
import { readRequestToken } from "@/lib/auth/session";
import { expireSessionCookie } from "@/lib/auth/session-cookie";
import { verifySessionToken } from "@/lib/auth/session-token";
import { revokeSession } from "@/lib/auth/sessions";

export const POST = route(
  { summary: "End this session on the server and clear its cookie (204).", auth: false, response: null },
  async ({ db, request, cookies }) => {
    const claims = await verifySessionToken(readRequestToken(request));
    if (claims) await revokeSession(db, claims.studioId, claims.sid);
    expireSessionCookie(request, cookies);
  },
);
