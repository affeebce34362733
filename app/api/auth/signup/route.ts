// POST /api/auth/signup — create an account and its studio (14-day Pro trial), and sign in; throttled per address.
import { clientAddress, route } from "@/lib/http/route";
import { ZStudioSignup } from "@/lib/studio/schemas";
import { startSessionCookie } from "@/lib/auth/session-cookie";
import { ZSessionView } from "@/lib/auth/views";
import { assertSignupAllowed } from "@/lib/auth/signup-throttle";
import { signUp } from "@/lib/studio/sign-up";

export const POST = route(
  {
    summary:
      "Create an account and its studio (14-day Pro trial; `timeZone`, `currency`, `starter`: `ballroom` or `empty`), and sign in (throttled per address).",
    auth: false,
    body: ZStudioSignup,
    status: 201,
    response: ZSessionView,
  },
  async ({ db, body, request, cookies }) => {
    await assertSignupAllowed(db, clientAddress(request));
    const user = await signUp(db, body);
    return startSessionCookie(db, request, cookies, user, body.remember ?? false);
  },
);
