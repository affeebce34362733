// GET /api/payments/[id] — one payment with its refunds, for a printable receipt (owners; a student their own).
import { route } from "@/lib/http/route";
import { getPaymentReceipt } from "@/lib/payments/receipt";
import { ZPaymentReceiptOwnerView, ZPaymentReceiptView } from "@/lib/payments/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    summary: "One payment with its refunds, for a receipt (owners; a student their own).",
    roles: ["owner", "student"],
    params: ZIdParams,
    // The student reads their own receipt: their own name and e-mail, nothing of anyone else's,
    // and not what Stripe charged the studio for taking it (the studio's business).
    response: { owner: ZPaymentReceiptOwnerView, student: ZPaymentReceiptView },
  },
  async ({ db, session, params }) => getPaymentReceipt(db, session, params.id),
);
