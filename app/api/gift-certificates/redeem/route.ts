// POST /api/gift-certificates/redeem — a certificate into account credit or package lessons.
import { z } from "zod";
import { clientAddress } from "@/lib/auth/client-address";
import { redeemGiftCertificate } from "@/lib/growth/gift-redeem";
import { ZGiftRedeem } from "@/lib/growth/gift-schemas";
import { ZGiftRedemptionView } from "@/lib/growth/gift-views";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Redeem a gift certificate { code, studentId? (staff), amount? } into account credit or package lessons, all or part of it; 400 voided or expired (saying which), 409 more than is left, 429 after 20 wrong codes a minute (owners; a student into their own account).",
    roles: ["owner", "student"],
    body: ZGiftRedeem,
    response: z.object({ redemption: ZGiftRedemptionView }),
  },
  async ({ db, session, body, request }) => ({ redemption: await redeemGiftCertificate(db, session, body, clientAddress(request)) }),
);
