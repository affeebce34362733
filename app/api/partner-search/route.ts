// GET /api/partner-search — the studio's students looking for a partner: first name, level and their ad only (students).
import { listPartnerSearch } from "@/lib/community/partner-search";
import { ZPartnerSearchQuery } from "@/lib/community/schemas";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZPartnerCard } from "@/lib/community/views";

export const GET = route(
  {
    summary: "Students looking for a partner: first name, level and their ad only.",
    roles: ["student"],
    query: ZPartnerSearchQuery,
    response: z.object({ people: z.array(ZPartnerCard) }),
  },
  async ({ db, session, query }) => listPartnerSearch(db, session, query),
);
