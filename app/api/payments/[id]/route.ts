// GET /api/payments/[id] — one payment with its refunds, for a printable receipt (owners; a student their own).
import { route } from "@/lib/api/route";
import { getPaymentReceipt } from "@/lib/payments/receipt";
import { ZIdParams } from "@/lib/scheduling/schemas";

export const GET = route({ roles: ["owner", "student"], params: ZIdParams }, async ({ db, session, params }) =>
  getPaymentReceipt(db, session, params.id),
);
