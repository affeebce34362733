// GET /api/gift-certificates — the studio's gift certificates; POST — sell one at the desk (owners).
import { z } from "zod";
import { listGiftCertificates, sellGiftCertificate } from "@/lib/growth/gift-certificates";
import { ZGiftListQuery, ZGiftSale } from "@/lib/growth/gift-schemas";
import { ZGiftCertificateDetail, ZGiftCertificateView } from "@/lib/growth/gift-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The studio's gift certificates, newest first, with what is left of each (?status=open: not used up or voided) (owners).",
    roles: ["owner"],
    query: ZGiftListQuery,
    response: z.object({ giftCertificates: z.array(ZGiftCertificateView) }),
  },
  async ({ db, session, query }) => ({ giftCertificates: await listGiftCertificates(db, session, query) }),
);

export const POST = route(
  {
    summary:
      "Sell a gift certificate at the desk: { amountCents | units+packageId, paymentMethod, buyerName, recipientName, recipientEmail?, message?, deliverOn? } → 201 with its code; the recipient is e-mailed on the delivery day (owners).",
    roles: ["owner"],
    body: ZGiftSale,
    status: 201,
    response: z.object({ giftCertificate: ZGiftCertificateDetail }),
  },
  async ({ db, session, body }) => ({ giftCertificate: await sellGiftCertificate(db, session, body) }),
);
