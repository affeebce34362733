// PATCH /api/sales/[id] — a sale's category (set by hand) and who is credited, split by percent (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { updateSale } from "@/lib/growth/sales-records";
import { ZSalePatch } from "@/lib/growth/sales-schemas";
import { ZSaleView } from "@/lib/growth/sales-views";
import { route } from "@/lib/http/route";

export const PATCH = route(
  {
    summary: "A sale's category (kept from then on) and the staff credited, shares adding up to 100% (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZSalePatch,
    response: z.object({ sale: ZSaleView }),
  },
  async ({ db, session, params, body }) => ({ sale: await updateSale(db, session, params.id, body) }),
);
