// POST /api/gift-certificates/{id}/void — it can no longer be redeemed (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { voidGiftCertificate } from "@/lib/growth/gift-certificates";
import { ZGiftVoid } from "@/lib/growth/gift-schemas";
import { ZGiftCertificateDetail } from "@/lib/growth/gift-views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Void a gift certificate { reason }: what is left can no longer be redeemed; what was redeemed stays (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZGiftVoid,
    response: z.object({ giftCertificate: ZGiftCertificateDetail }),
  },
  async ({ db, session, params, body }) => ({ giftCertificate: await voidGiftCertificate(db, session, params.id, body.reason) }),
);
