// POST /api/auth/password-reset — e-mail a single-use reset link; 202 whether or not the address has an account.
import { clientAddress, json, route } from "@/lib/http/route";
import { ZPasswordResetRequest } from "@/lib/auth/schemas";
import { requestPasswordReset } from "@/lib/notifications/request-password-reset";

export const POST = route(
  {
    summary: "E-mail a single-use link (1 hour) to reset the password: 202 whether or not the address has an account; throttled.",
    auth: false,
    body: ZPasswordResetRequest,
  },
  async ({ db, body, request }) => {
    await requestPasswordReset(db, body.email, clientAddress(request));
    return json({ message: "If an account uses this address, a link to reset its password is on its way." }, 202);
  },
);
