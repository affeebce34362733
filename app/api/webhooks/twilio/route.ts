// POST /api/webhooks/twilio — incoming texts (STOP / START), verified by Twilio's signature; no session.
import { route } from "@/lib/http/route";
import { receiveTwilioWebhook } from "@/lib/notifications/sms-inbound";

export const dynamic = "force-dynamic";

export const POST = route({ auth: false }, async ({ db, request }) =>
  receiveTwilioWebhook(db, await request.text(), request.headers.get("x-twilio-signature")),
);
