// GET /api/promo-codes — the studio's promo codes with their uses; POST — make one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createPromoCode, listPromoCodes } from "@/lib/growth/promo-codes";
import { ZPromoCodeInput } from "@/lib/growth/promo-schemas";
import { ZPromoCodeView } from "@/lib/growth/promo-views";

export const GET = route(
  {
    summary: "The studio's promo codes, newest first, with their uses and money taken off (owners).",
    roles: ["owner"],
    response: z.object({ promoCodes: z.array(ZPromoCodeView) }),
  },
  async ({ db, session }) => ({ promoCodes: await listPromoCodes(db, session) }),
);

export const POST = route(
  {
    summary: "Make a promo code: percent or amount off, what it is for, dates and limits; 409 when the code exists (owners).",
    roles: ["owner"],
    body: ZPromoCodeInput,
    status: 201,
    response: z.object({ promoCode: ZPromoCodeView }),
  },
  async ({ db, session, body }) => ({ promoCode: await createPromoCode(db, session, body) }),
);
