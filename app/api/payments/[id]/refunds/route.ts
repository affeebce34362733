// POST /api/payments/[id]/refunds — refund all or part of a payment, never more than is left (owners).
import { route } from "@/lib/http/route";
import { refundPayment } from "@/lib/payments/payments";
import { ZRefundInput } from "@/lib/payments/schemas";
import { ZRefundView } from "@/lib/payments/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Refund all or part of a payment, never more than is left (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZRefundInput,
    idempotent: true,
    response: ZRefundView,
    status: 201,
  },
  async ({ db, session, params, body }) => refundPayment(db, session, params.id, body.amountCents),
);
