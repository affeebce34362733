// GET /api/partner-search — the studio's students looking for a partner: first name, level and their ad only (students).
import { listPartnerSearch } from "@/lib/community/partner-search";
import { ZPartnerSearchQuery } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  { summary: "Students looking for a partner: first name, level and their ad only.", roles: ["student"], query: ZPartnerSearchQuery },
  async ({ db, session, query }) => listPartnerSearch(db, session, query),
);
