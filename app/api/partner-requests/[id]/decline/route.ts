// POST /api/partner-requests/[id]/decline — say no to a partner request (the addressee).
import { ZIdParams } from "@/lib/api/ids";
import { declinePartnerRequest } from "@/lib/community/partner-requests";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZPartnerRequestView } from "@/lib/community/views";

export const POST = route(
  {
    summary: "Decline a partner request.",
    roles: ["student"],
    params: ZIdParams,
    response: z.object({ request: ZPartnerRequestView }),
  },
  async ({ db, session, params }) => declinePartnerRequest(db, session, params.id),
);
