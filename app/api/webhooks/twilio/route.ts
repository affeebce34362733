// POST /api/webhooks/twilio — incoming texts (STOP / START), verified by Twilio's signature; no session.
import { AppError } from "@/lib/api/app-error";
import { raw, route } from "@/lib/http/route";
import { receiveTwilioWebhook } from "@/lib/notifications/sms-inbound";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    summary: "Incoming texts from Twilio, signature-checked: STOP turns texts off for the number, START back on (404 without SMS).",
    auth: false,
    response: raw("text/xml", "An empty TwiML reply: Twilio's own opt-out handling answers the texter."),
  },
  async ({ db, request }) => {
    const body = await request.text();
    // A NUL can't be stored or compared in PostgreSQL text: such a message is malformed whoever signed it (400, never a 500).
    if ([...new URLSearchParams(body).values()].some((value) => value.includes("\u0000"))) {
      console.warn("Twilio webhook refused: a field holds a NUL character.");
      throw new AppError("bad_request", "This is not a message we can read: a field holds a NUL character.");
    }
    return receiveTwilioWebhook(db, body, request.headers.get("x-twilio-signature"));
  },
);
