// GET /api/gift-certificates/{id} — one gift certificate and its redemptions (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { getGiftCertificate } from "@/lib/growth/gift-certificates";
import { ZGiftCertificateDetail } from "@/lib/growth/gift-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "One gift certificate: its code, value, balance, and each redemption (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ giftCertificate: ZGiftCertificateDetail }),
  },
  async ({ db, session, params }) => ({ giftCertificate: await getGiftCertificate(db, session, params.id) }),
);
