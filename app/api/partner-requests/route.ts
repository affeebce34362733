// POST /api/partner-requests — ask a dancer from the partner-search list to connect (students).
import { sendPartnerRequest } from "@/lib/community/partner-requests";
import { ZPartnerRequest } from "@/lib/community/schemas";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZPartnerRequestView } from "@/lib/community/views";

export const POST = route(
  {
    summary: "Ask a dancer from the list to connect (`profileId`).",
    roles: ["student"],
    body: ZPartnerRequest,
    status: 201,
    response: z.object({ request: ZPartnerRequestView }),
  },
  async ({ db, session, body }) => sendPartnerRequest(db, session, body),
);
