// POST /api/public/studios/{slug}/contact — a visitor's message to the studio from its public page; public, throttled per address.
import { ZOk } from "@/lib/api/answer-fields";
import { ZStudioContactMessage } from "@/lib/contact/studio-contact-schema";
import { sendStudioMessage } from "@/lib/contact/studio-message";
import { clientAddress, route } from "@/lib/http/route";
import { ZSlugParams } from "@/lib/public/schemas";

export const POST = route(
  {
    summary:
      "A message to the studio from its public page: { name, email, phone?, interest, message, ref?, utm…? } → 201; opens or joins the visitor's inquiry and tells the owners; 429 after 5 an hour from one address.",
    auth: false,
    params: ZSlugParams,
    body: ZStudioContactMessage,
    status: 201,
    response: ZOk,
  },
  async ({ request, db, params, body }) => {
    await sendStudioMessage(db, params.slug, body, clientAddress(request));
    return { ok: true as const };
  },
);
