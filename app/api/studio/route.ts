// GET /api/studio — the studio's name, clock, currency, hours, contact and branding; PATCH — change them (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { takesOnlinePayments } from "@/lib/stripe/studio-account";
import { ZStudioPatch } from "@/lib/studio/schemas";
import { getStudioSettings, updateStudioSettings } from "@/lib/studio/studio-settings";
import { ZStudioSettingsView } from "@/lib/studio/views";

const ZStudioAnswer = z.object({ studio: ZStudioSettingsView });

export const GET = route(
  {
    summary: "The studio's name, time zone, currency, week start, business hours, contact details, payment at booking and branding.",
    response: ZStudioAnswer,
  },
  async ({ db, session }) => ({ studio: await getStudioSettings(db, session) }),
);

export const PATCH = route(
  {
    summary:
      "Change them (owners): unknown time zone or closing before opening 400, currency after money moved 409, branding below Premium 403.",
    roles: ["owner"],
    body: ZStudioPatch,
    response: ZStudioAnswer,
  },
  async ({ db, session, body }) => ({
    studio: await updateStudioSettings(db, session, body, await takesOnlinePayments(db, session.studioId)),
  }),
);
