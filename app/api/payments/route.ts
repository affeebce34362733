// GET /api/payments?from=&to= — the Payments overview for a period (owners); POST — record a payment (owners).
import { json, route } from "@/lib/api/route";
import { paymentsOverview } from "@/lib/payments/overview";
import { recordPayment } from "@/lib/payments/payments";
import { ZPaymentInput, ZPeriodQuery } from "@/lib/payments/schemas";

export const GET = route({ roles: ["owner"], query: ZPeriodQuery }, async ({ db, session, query }) => paymentsOverview(db, session, query));

export const POST = route({ roles: ["owner"], body: ZPaymentInput }, async ({ db, session, body }) =>
  json(await recordPayment(db, session, body), 201),
);
