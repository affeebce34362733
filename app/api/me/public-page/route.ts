// GET/PUT /api/me/public-page — an instructor's own choice to appear on the studio's public page.
import { route } from "@/lib/http/route";
import { getOwnConsent, setOwnConsent } from "@/lib/public/page-settings";
import { ZOwnConsent } from "@/lib/public/schemas";
import { ZOwnConsentView } from "@/lib/public/views";

export const GET = route(
  { summary: "Whether you (an instructor) agreed to appear on the public page.", roles: ["instructor"], response: ZOwnConsentView },
  async ({ db, session }) => getOwnConsent(db, session),
);

export const PUT = route(
  { summary: "{ showOnPublicPage }.", roles: ["instructor"], body: ZOwnConsent, response: ZOwnConsentView },
  async ({ db, session, body }) => setOwnConsent(db, session, body.showOnPublicPage),
);
