// DELETE /api/me/push-subscriptions/{id} — stop push notifications to one of your devices (404 for anyone else's).
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { deletePushSubscription } from "@/lib/notifications/push-devices";

export const dynamic = "force-dynamic";

export const DELETE = route(
  { summary: "Stop push notifications to one of your devices (404 for another person's).", params: ZIdParams, response: null },
  async ({ db, session, params }) => {
    await deletePushSubscription(db, session, params.id);
  },
);
