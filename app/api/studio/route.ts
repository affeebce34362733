// GET /api/studio — the studio's name, clock, currency, hours, contact and branding; PATCH — change them (owners).
import { route } from "@/lib/http/route";
import { onlinePaymentAvailable } from "@/lib/stripe/config";
import { ZStudioPatch } from "@/lib/studio/schemas";
import { getStudioSettings, updateStudioSettings } from "@/lib/studio/studio-settings";

export const GET = route({}, async ({ db, session }) => ({ studio: await getStudioSettings(db, session) }));

export const PATCH = route({ roles: ["owner"], body: ZStudioPatch }, async ({ db, session, body }) => ({
  studio: await updateStudioSettings(db, session, body, onlinePaymentAvailable()),
}));
