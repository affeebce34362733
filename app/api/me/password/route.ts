// POST /api/me/password — change one's own password, given the current one; other sessions end.
import { clientAddress, route } from "@/lib/http/route";
import { changePassword } from "@/lib/auth/change-password";
import { readRequestToken } from "@/lib/auth/session";
import { isRememberedToken, verifySessionToken } from "@/lib/auth/session-token";
import { ZPasswordChange } from "@/lib/auth/schemas";
import { ZPasswordChangedView } from "@/lib/auth/views";

export const POST = route(
  { summary: "Change your password, given the current one.", body: ZPasswordChange, response: ZPasswordChangedView },
  async ({ request, db, session, body, cookies }) => {
    // The renewed cookie keeps the caller's choice: Remember me or a browser session.
    const claims = await verifySessionToken(readRequestToken(request));
    return changePassword(db, session, body, {
      request,
      cookies,
      ip: clientAddress(request),
      remember: claims ? isRememberedToken(claims) : false,
    });
  },
);
