// GET /api/me/notifications — which messages you get (owners: also the studio's lead time and kinds); PATCH — change them.
import { route } from "@/lib/http/route";
import { getNotificationSettings, updateNotificationSettings } from "@/lib/notifications/preferences";
import { ZNotificationSettingsPatch } from "@/lib/notifications/schemas";
import { ZNotificationSettingsView } from "@/lib/notifications/views";

export const GET = route(
  {
    summary: "Which messages you get, and which always go; owners also the studio's reminder lead time and the kinds it sends.",
    response: ZNotificationSettingsView,
  },
  async ({ db, session }) => getNotificationSettings(db, session),
);

export const PATCH = route(
  {
    summary:
      "Turn messages off or on (`mutedKinds`), push notifications per kind (`pushMutedKinds`); owners: `studio.reminderLeadHours`, `studio.mutedKinds`.",
    body: ZNotificationSettingsPatch,
    response: ZNotificationSettingsView,
  },
  async ({ db, session, body }) => updateNotificationSettings(db, session, body),
);
