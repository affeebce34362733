// POST /api/auth/login — e-mail and password in, `{ accessToken, user }` and the session cookie out.
import { clientAddress, route } from "@/lib/http/route";
import { logIn } from "@/lib/auth/log-in";
import { ZLogin } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/auth/session-cookie";

export const POST = route(
  { summary: "Sign in: `{ accessToken, user }` and the session cookie (throttled per e-mail and address).", auth: false, body: ZLogin },
  async ({ db, body, request }) => {
    const user = await logIn(db, body, clientAddress(request));
    return sessionResponse(db, request, user, body.remember ?? false);
  },
);
