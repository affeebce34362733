// GET /api/me/sms — your "Text me reminders" choice and number (absent without SMS settings); PATCH — change it.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getSmsSettings, updateSmsSettings } from "@/lib/notifications/sms-preferences";
import { ZSmsSettingsPatch } from "@/lib/notifications/sms-schemas";
import { ZSmsSettingsView } from "@/lib/notifications/views";

const ZSmsAnswer = z.object({ sms: ZSmsSettingsView });

export const dynamic = "force-dynamic";

export const GET = route(
  {
    summary: 'Your "Text me reminders" choice and number (`available: false` without SMS settings); students and instructors.',
    response: ZSmsAnswer,
  },
  async ({ db, session }) => ({ sms: await getSmsSettings(db, session) }),
);

export const PATCH = route(
  {
    summary: "Turn texts on (`enabled`, `phone`, stored in E.164; Pro and up) or off, for yourself only.",
    body: ZSmsSettingsPatch,
    response: ZSmsAnswer,
  },
  async ({ db, session, body }) => ({
    sms: await updateSmsSettings(db, session, body),
  }),
);
