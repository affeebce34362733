// POST /api/payments/[id]/refunds — refund all or part of a payment, never more than is left (owners).
import { json, route } from "@/lib/http/route";
import { refundPayment } from "@/lib/payments/payments";
import { ZRefundInput } from "@/lib/payments/schemas";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Refund all or part of a payment, never more than is left (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZRefundInput,
    idempotent: true,
  },
  async ({ db, session, params, body }) => json(await refundPayment(db, session, params.id, body.amountCents), 201),
);
