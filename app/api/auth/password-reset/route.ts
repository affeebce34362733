// POST /api/auth/password-reset — e-mail a single-use reset link; 202 whether or not the address has an account.
import { clientAddress, route } from "@/lib/http/route";
import { ZResetRequestedView } from "@/lib/auth/views";
import { ZPasswordResetRequest } from "@/lib/auth/schemas";
import { requestPasswordReset } from "@/lib/notifications/request-password-reset";

export const POST = route(
  {
    summary: "E-mail a single-use link (1 hour) to reset the password: 202 whether or not the address has an account; throttled.",
    auth: false,
    body: ZPasswordResetRequest,
    status: 202,
    response: ZResetRequestedView,
  },
  async ({ db, body, request }) => {
    await requestPasswordReset(db, body.email, clientAddress(request));
    return { message: "If an account uses this address, a link to reset its password is on its way." };
  },
);
