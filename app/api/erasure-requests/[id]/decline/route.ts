// POST /api/erasure-requests/[id]/decline — decline a student's request, the reason e-mailed to them (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { declineErasureRequest } from "@/lib/records/erasure-requests";
import { ZErasureDeclineInput } from "@/lib/records/erasure-schemas";

export const POST = route(
  {
    summary: "Decline a student's request to erase their personal data; the reason is e-mailed to them (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZErasureDeclineInput,
    response: z.object({ declined: z.literal(true) }),
  },
  async ({ db, session, params, body }) => declineErasureRequest(db, session, params.id, body),
);
