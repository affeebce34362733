// PATCH /api/payment-items/[id] — move, merge or cancel a payment still to come (owners).
import { route } from "@/lib/http/route";
import { changePaymentItem } from "@/lib/autopay/schedule";
import { ZPaymentItemPatch } from "@/lib/autopay/schemas";
import { ZPaymentScheduleView } from "@/lib/autopay/views";
import { ZIdParams } from "@/lib/api/ids";

export const PATCH = route(
  {
    summary: "Move a payment still to come to another day, merge it into the next instalment, or cancel it; answers the schedule (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZPaymentItemPatch,
    response: ZPaymentScheduleView,
  },
  async ({ db, session, params, body }) => changePaymentItem(db, session, params.id, body),
);
