// POST /api/charges/[id]/void — void an unpaid charge (owners).
import { json, route } from "@/lib/http/route";
import { voidCharge } from "@/lib/payments/payments";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  { summary: "Void an unpaid charge (owners).", roles: ["owner"], params: ZIdParams },
  async ({ db, session, params }) => json(await voidCharge(db, session, params.id), 201),
);
