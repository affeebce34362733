// POST /api/charges/[id]/void — void an unpaid charge (owners).
import { route } from "@/lib/http/route";
import { voidCharge } from "@/lib/payments/payments";
import { ZVoidView } from "@/lib/payments/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  { summary: "Void an unpaid charge (owners).", roles: ["owner"], params: ZIdParams, response: ZVoidView, status: 201 },
  async ({ db, session, params }) => voidCharge(db, session, params.id),
);
