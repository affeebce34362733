// POST /api/auth/password-reset/confirm — set a new password from a reset link (410 used or expired) and sign in.
import { route } from "@/lib/http/route";
import { resetPassword } from "@/lib/auth/password-reset";
import { ZPasswordResetConfirm } from "@/lib/auth/schemas";
import { startSessionCookie } from "@/lib/auth/session-cookie";
import { ZSessionView } from "@/lib/auth/views";

export const POST = route(
  {
    summary: "Set a new password from a reset link and sign in; every other session ends. 410 when used or expired.",
    auth: false,
    body: ZPasswordResetConfirm,
    response: ZSessionView,
  },
  async ({ db, body, request, cookies }) => {
    const user = await resetPassword(db, body.token, body.password);
    return startSessionCookie(db, request, cookies, user, false);
  },
);
