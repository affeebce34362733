// GET/PATCH /api/studio/public-page — the studio's public page: on/off, address, description, instructors shown, widget origins (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getPublicPageSettings, updatePublicPageSettings } from "@/lib/public/page-settings";
import { ZPublicPagePatch } from "@/lib/public/schemas";
import { ZPublicPageSettingsView } from "@/lib/public/views";

const ZPublicPageAnswer = z.object({ publicPage: ZPublicPageSettingsView });

export const GET = route(
  {
    summary: "The public page's settings (owners): { enabled, slug, description, showInstructors, widgetOrigins, trialNeedsConfirmation }.",
    roles: ["owner"],
    response: ZPublicPageAnswer,
  },
  async ({ db, session }) => ({ publicPage: await getPublicPageSettings(db, session) }),
);

export const PATCH = route(
  {
    summary: "Change them; a slug taken or reserved is refused with its reason.",
    roles: ["owner"],
    body: ZPublicPagePatch,
    response: ZPublicPageAnswer,
  },
  async ({ db, session, body }) => ({
    publicPage: await updatePublicPageSettings(db, session, body),
  }),
);
