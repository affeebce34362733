// GET /api/me/partner-search — my partner-search ad, partner and requests (students); PUT — write or take down the ad.
import { getMyPartnerSearch, saveMyPartnerSearch } from "@/lib/community/partner-search";
import { ZPartnerSearch } from "@/lib/community/schemas";
import { route } from "@/lib/http/route";
import { ZMyPartnerSearchView } from "@/lib/community/views";

export const GET = route(
  {
    summary: "Your partner-search ad, your partner and the requests to and from you (students).",
    roles: ["student"],
    response: ZMyPartnerSearchView,
  },
  async ({ db, session }) => getMyPartnerSearch(db, session),
);

export const PUT = route(
  {
    summary: "Say you're looking for a partner (style, level, optional height range, days), or stop (`active: false`).",
    roles: ["student"],
    body: ZPartnerSearch,
    response: ZMyPartnerSearchView,
  },
  async ({ db, session, body }) => saveMyPartnerSearch(db, session, body),
);
