// POST /api/partner-requests/[id]/accept — become partners (the addressee; the plan's partner-connection limit applies).
import { ZIdParams } from "@/lib/api/ids";
import { acceptPartnerRequest } from "@/lib/community/partner-requests";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZPartnerRequestView } from "@/lib/community/views";

export const POST = route(
  {
    summary: "Accept: you become partners. 403 plan_required when the plan's partner connections are used up.",
    roles: ["student"],
    params: ZIdParams,
    response: z.object({ request: ZPartnerRequestView }),
  },
  async ({ db, session, params }) => acceptPartnerRequest(db, session, params.id),
);
