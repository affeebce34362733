// POST /api/public/studios/{slug}/trial/confirm — the e-mailed link's reader books the first lesson asked for; 410 used or expired, 409 taken meanwhile.
import { route } from "@/lib/http/route";
import { ZSlugParams } from "@/lib/public/schemas";
import { ZTrialConfirm } from "@/lib/public/trial-confirm-schema";
import { confirmTrial } from "@/lib/public/trial-confirmation";
import { ZTrialConfirmedView } from "@/lib/public/views";

export const POST = route(
  {
    summary:
      'Confirm a first lesson with the e-mailed link\'s { token }: books it → { status: "booked" | "requested" | "checkout" (checkoutUrl, place held 15 min) | "sign_in" }; 409 taken meanwhile; 410 used or expired.',
    auth: false,
    params: ZSlugParams,
    body: ZTrialConfirm,
    response: ZTrialConfirmedView,
  },
  async ({ db, params, body }) => confirmTrial(db, params.slug, body.token),
);
