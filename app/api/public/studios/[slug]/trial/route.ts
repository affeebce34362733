// POST /api/public/studios/{slug}/trial — a visitor books a first lesson; 201 "check your e-mail", 409 full, 429 too many (no session).
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { ZSlugParams, ZTrialBooking } from "@/lib/public/schemas";
import { bookTrial } from "@/lib/public/trial-booking";
import { ZTrialAskedView } from "@/lib/public/views";

export const POST = route(
  {
    summary:
      'Ask for a first lesson: { eventId | instructorId+startsAt, name, email, phone?, ref? } → 201 { status: "check_email" }, the same for every address; nothing is booked until the address confirms from the e-mail; 409 full; 429.',
    auth: false,
    params: ZSlugParams,
    body: ZTrialBooking,
    response: ZTrialAskedView,
    status: 201,
  },
  async ({ db, params, body, request }) => bookTrial(db, params.slug, body, { address: clientAddress(request) }),
);
