// GET/PUT /api/gift-certificates/settings — months until a new gift certificate expires (owners).
import { z } from "zod";
import { giftSettings, saveGiftSettings } from "@/lib/growth/gift-certificates";
import { ZGiftSettings } from "@/lib/growth/gift-schemas";
import { ZGiftSettingsView } from "@/lib/growth/gift-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Gift certificate terms: months until a new one expires, null for never (the default) (owners).",
    roles: ["owner"],
    response: z.object({ settings: ZGiftSettingsView }),
  },
  async ({ db, session }) => ({ settings: await giftSettings(db, session.studioId) }),
);

export const PUT = route(
  {
    summary: "Set { expiryMonths: 1–120 | null } for gift certificates sold from now on (owners).",
    roles: ["owner"],
    body: ZGiftSettings,
    response: z.object({ settings: ZGiftSettingsView }),
  },
  async ({ db, session, body }) => ({ settings: await saveGiftSettings(db, session, body) }),
);
