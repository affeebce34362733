// POST /api/payments/[id]/refunds — refund all or part of a payment, never more than is left (owners);
// a payment taken online is refunded at Stripe, on the studio's account that took it, first.
import { route } from "@/lib/http/route";
import { refundWithStripe } from "@/lib/stripe/refund-online";
import { ZRefundInput } from "@/lib/payments/schemas";
import { ZRefundView } from "@/lib/payments/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Refund all or part of a payment, never more than is left; one paid online is refunded at Stripe too (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZRefundInput,
    idempotent: true,
    response: ZRefundView,
    status: 201,
  },
  async ({ db, session, params, body }) => refundWithStripe(db, session, params.id, body),
);
