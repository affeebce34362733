// POST /api/contact — a message from the public contact forms; public, throttled per address.
import { clientAddress, json, route } from "@/lib/http/route";
import { ZContactMessage } from "@/lib/contact/contact-schema";
import { saveContactMessage } from "@/lib/contact/save-contact-message";

export const POST = route(
  { summary: "A message from the public contact forms (throttled).", auth: false, body: ZContactMessage },
  async ({ request, db, body }) => {
    await saveContactMessage(db, body, clientAddress(request));
    return json({ ok: true }, 201);
  },
);
