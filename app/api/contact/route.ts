// POST /api/contact — a message from the public contact forms; public, throttled per address.
import { ZOk } from "@/lib/api/answer-fields";
import { clientAddress, route } from "@/lib/http/route";
import { ZContactMessage } from "@/lib/contact/contact-schema";
import { saveContactMessage } from "@/lib/contact/save-contact-message";

export const POST = route(
  { summary: "A message from the public contact forms (throttled).", auth: false, body: ZContactMessage, status: 201, response: ZOk },
  async ({ request, db, body }) => {
    await saveContactMessage(db, body, clientAddress(request));
    return { ok: true as const };
  },
);
