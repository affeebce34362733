// GET /api/payments?from=&to= — the Payments overview for a period (owners); POST — record a payment (owners).
import { json, route } from "@/lib/http/route";
import { paymentsOverview } from "@/lib/payments/overview";
import { recordPayment } from "@/lib/payments/payments";
import { ZPaymentInput, ZPeriodQuery } from "@/lib/payments/schemas";
import { onlinePaymentAvailable } from "@/lib/stripe/config";

// Whether students can pay online is Stripe's configuration: lib/payments never asks lib/stripe (it sits below it).
export const GET = route(
  { summary: "The Payments overview for a period (owners).", roles: ["owner"], query: ZPeriodQuery },
  async ({ db, session, query }) => ({
    ...(await paymentsOverview(db, session, query)),
    onlinePayments: onlinePaymentAvailable(),
  }),
);

export const POST = route(
  { summary: "Record a payment (owners).", roles: ["owner"], body: ZPaymentInput, idempotent: true },
  async ({ db, session, body }) => json(await recordPayment(db, session, body), 201),
);
