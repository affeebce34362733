// GET /api/payments?from=&to= — the Payments overview for a period (owners); POST — record a payment (owners).
import { route } from "@/lib/http/route";
import { paymentsOverview } from "@/lib/payments/overview";
import { recordPayment } from "@/lib/payments/payments";
import { ZPaymentInput, ZPeriodQuery } from "@/lib/payments/schemas";
import { ZPaymentRecordView, ZPaymentsOverviewView } from "@/lib/payments/views";
import { takesOnlinePayments } from "@/lib/stripe/studio-account";
import { z } from "zod";

// Whether students can pay online is the studio's Stripe account: lib/payments never asks lib/stripe (it sits below it).
export const GET = route(
  { summary: "The Payments overview for a period (owners).", roles: ["owner"], query: ZPeriodQuery, response: ZPaymentsOverviewView },
  async ({ db, session, query }) => ({
    ...(await paymentsOverview(db, session, query)),
    onlinePayments: await takesOnlinePayments(db, session.studioId),
  }),
);

export const POST = route(
  {
    summary: "Record a payment (owners).",
    roles: ["owner"],
    body: ZPaymentInput,
    idempotent: true,
    response: z.object({ payment: ZPaymentRecordView }),
    status: 201,
  },
  async ({ db, session, body }) => recordPayment(db, session, body),
);
