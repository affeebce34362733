// GET /api/me/erasure-request — the student's own latest request; POST — ask the studio to erase their personal data.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { myErasureRequest, requestErasure } from "@/lib/records/erasure-requests";
import { ZErasureRequestInput } from "@/lib/records/erasure-schemas";
import { ZOwnErasureRequestView } from "@/lib/records/erasure-views";

export const GET = route(
  {
    summary: "The student's own latest request to erase their personal data, or null.",
    roles: ["student"],
    response: z.object({ request: ZOwnErasureRequestView.nullable() }),
  },
  async ({ db, session }) => ({ request: await myErasureRequest(db, session) }),
);

export const POST = route(
  {
    summary: "Ask the studio to erase one's personal data (students; one open request at a time).",
    roles: ["student"],
    body: ZErasureRequestInput,
    status: 201,
    response: z.object({ request: ZOwnErasureRequestView }),
  },
  async ({ db, session, body }) => ({ request: await requestErasure(db, session, body) }),
);
