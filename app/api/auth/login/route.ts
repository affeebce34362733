// POST /api/auth/login — e-mail and password in, `{ accessToken, user }` and the session cookie out.
import { clientAddress, route } from "@/lib/http/route";
import { logIn } from "@/lib/auth/log-in";
import { ZLogin } from "@/lib/auth/schemas";
import { startSessionCookie } from "@/lib/auth/session-cookie";
import { ZSessionView } from "@/lib/auth/views";

export const POST = route(
  {
    summary: "Sign in: `{ accessToken, user }` and the session cookie (throttled per e-mail and address).",
    auth: false,
    body: ZLogin,
    response: ZSessionView,
  },
  async ({ db, body, request, cookies }) => {
    const user = await logIn(db, body, clientAddress(request));
    return startSessionCookie(db, request, cookies, user, body.remember ?? false);
  },
);
