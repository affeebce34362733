// GET /api/payments/[id] — one payment with its refunds, for a printable receipt (owners; a student their own).
import { route } from "@/lib/http/route";
import { getPaymentReceipt } from "@/lib/payments/receipt";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  { summary: "One payment with its refunds, for a receipt (owners; a student their own).", roles: ["owner", "student"], params: ZIdParams },
  async ({ db, session, params }) => getPaymentReceipt(db, session, params.id),
);
