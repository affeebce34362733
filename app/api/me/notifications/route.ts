// GET /api/me/notifications — which messages you get (owners: also the studio's lead time and kinds); PATCH — change them.
import { route } from "@/lib/http/route";
import { getNotificationSettings, updateNotificationSettings } from "@/lib/notifications/preferences";
import { ZNotificationSettingsPatch } from "@/lib/notifications/schemas";

export const GET = route({}, async ({ db, session }) => getNotificationSettings(db, session));

export const PATCH = route({ body: ZNotificationSettingsPatch }, async ({ db, session, body }) =>
  updateNotificationSettings(db, session, body),
);
