// POST /api/partner-requests — ask a dancer from the partner-search list to connect (students).
import { sendPartnerRequest } from "@/lib/community/partner-requests";
import { ZPartnerRequest } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Ask a dancer from the list to connect (`profileId`).", roles: ["student"], body: ZPartnerRequest },
  async ({ db, session, body }) => Response.json(await sendPartnerRequest(db, session, body), { status: 201 }),
);
