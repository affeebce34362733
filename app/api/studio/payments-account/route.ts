// GET/POST/DELETE /api/studio/payments-account — the studio's own Stripe account: its state, onboarding, disconnecting (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { disconnectByOwner } from "@/lib/booking/online-payment-off";
import { paymentsAccountState, startOnboarding } from "@/lib/stripe/connect-account";
import { ZPaymentsAccountView } from "@/lib/stripe/views";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    summary: "The studio's Stripe account as Stripe sees it now, with its last payouts (owners).",
    roles: ["owner"],
    response: z.object({ account: ZPaymentsAccountView }),
  },
  async ({ db, session }) => ({ account: await paymentsAccountState(db, session.studioId) }),
);

export const POST = route(
  {
    summary: "Connect a Stripe account, or continue its onboarding: a link to Stripe's hosted pages (owners).",
    roles: ["owner"],
    response: z.object({ url: z.url() }),
  },
  async ({ db, session }) => startOnboarding(db, session),
);

export const DELETE = route(
  {
    summary: "Disconnect the studio's Stripe account: online payment stops at once, held places are released (owners).",
    roles: ["owner"],
    response: null,
  },
  async ({ db, session }) => {
    await disconnectByOwner(db, session);
  },
);
