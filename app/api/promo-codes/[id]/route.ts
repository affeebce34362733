// PATCH /api/promo-codes/[id] — change a promo code's terms, or end it (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { updatePromoCode } from "@/lib/growth/promo-codes";
import { ZPromoCodePatch } from "@/lib/growth/promo-schemas";
import { ZPromoCodeView } from "@/lib/growth/promo-views";

export const PATCH = route(
  {
    summary: "Change a promo code's terms, or end it now with `active: false` (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZPromoCodePatch,
    response: z.object({ promoCode: ZPromoCodeView }),
  },
  async ({ db, session, params, body }) => ({ promoCode: await updatePromoCode(db, session, params.id, body) }),
);
