// GET /api/push/public-key — the key a browser subscribes to push notifications with.
import { route } from "@/lib/http/route";
import { getVapidKeys } from "@/lib/notifications/push-keys";
import { ZPushPublicKeyView } from "@/lib/notifications/views";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    summary: "The site's VAPID public key (base64url), the `applicationServerKey` a browser subscribes to push notifications with.",
    response: ZPushPublicKeyView,
  },
  async ({ db }) => ({ publicKey: (await getVapidKeys(db)).publicKey }),
);
