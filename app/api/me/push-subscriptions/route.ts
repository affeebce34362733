// GET /api/me/push-subscriptions — your devices taking push notifications; POST — add this device.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { listPushSubscriptions, savePushSubscription } from "@/lib/notifications/push-devices";
import { ZPushSubscriptionCreate } from "@/lib/notifications/push-schemas";
import { ZPushDeviceView } from "@/lib/notifications/views";

export const dynamic = "force-dynamic";

export const GET = route(
  { summary: "Your devices that take push notifications, newest first.", response: z.object({ subscriptions: z.array(ZPushDeviceView) }) },
  async ({ db, session }) => ({ subscriptions: await listPushSubscriptions(db, session) }),
);

export const POST = route(
  {
    summary:
      "Take push notifications on this device: the browser's `PushSubscription` (`endpoint`, https only, of a browser's push service; `keys.p256dh`, `keys.auth`) and an optional `device` name. The same endpoint again updates its row.",
    body: ZPushSubscriptionCreate,
    status: 201,
    response: z.object({ subscription: ZPushDeviceView }),
  },
  async ({ db, session, body }) => ({ subscription: await savePushSubscription(db, session, body) }),
);
