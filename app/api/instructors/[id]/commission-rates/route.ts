// GET/POST /api/instructors/[id]/commission-rates — commission per category of sale, from a date on.
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { addCommissionRate, listCommissionRates } from "@/lib/growth/commission-rates";
import { ZCommissionRateInput } from "@/lib/growth/sales-schemas";
import { ZCommissionRateView } from "@/lib/growth/sales-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "An instructor's commission rates by category, newest first (owners; an instructor their own).",
    roles: ["owner", "instructor"],
    params: ZIdParams,
    response: z.object({ rates: z.array(ZCommissionRateView) }),
  },
  async ({ db, session, params }) => ({ rates: await listCommissionRates(db, session, params.id) }),
);

export const POST = route(
  {
    summary: "A commission rate for one category of sale from a date on, a percent or a fixed amount; history kept (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZCommissionRateInput,
    status: 201,
    response: z.object({ rate: ZCommissionRateView }),
  },
  async ({ db, session, params, body }) => ({ rate: await addCommissionRate(db, session, params.id, body) }),
);
