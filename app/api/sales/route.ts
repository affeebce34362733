// GET /api/sales — one student's sales, or the studio's in a period, with category and credit (owners).
import { z } from "zod";
import { listSales } from "@/lib/growth/sales-records";
import { ZSalesQuery } from "@/lib/growth/sales-schemas";
import { ZSaleView } from "@/lib/growth/sales-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "One student's sales, or the studio's in a period, with category and credit (owners).",
    roles: ["owner"],
    query: ZSalesQuery,
    response: z.object({ sales: z.array(ZSaleView) }),
  },
  async ({ db, session, query }) => ({ sales: await listSales(db, session, query) }),
);
