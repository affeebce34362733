// GET /api/promo-codes/[id]/uses — who used a promo code, on what, newest first (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { listPromoUses } from "@/lib/growth/promo-codes";
import { ZPromoUseItem } from "@/lib/growth/promo-views";

export const GET = route(
  {
    summary: "Who used a promo code, on what and for how much off, newest first (the latest 200; owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: z.object({ uses: z.array(ZPromoUseItem) }),
  },
  async ({ db, session, params }) => ({ uses: await listPromoUses(db, session, params.id) }),
);
