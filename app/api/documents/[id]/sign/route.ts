// POST /api/documents/[id]/sign — the student signs the current version (full name; a guardian's when under 18).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/api/ids";
import { recordedClientAddress } from "@/lib/auth/client-address";
import { ZSignDocument } from "@/lib/records/documents-schemas";
import { signDocument } from "@/lib/records/documents-signing";
import { ZSignatureView } from "@/lib/records/documents-views";

export const POST = route(
  {
    summary:
      "Sign a document's current version: the full name as the studio has it, a guardian's under 18; kept with the time, address, browser and the text's hash. Signing again answers the first signature (students).",
    roles: ["student"],
    params: ZIdParams,
    body: ZSignDocument,
    status: 201,
    response: z.object({ signature: ZSignatureView }),
  },
  async ({ db, session, params, body, request }) => ({
    signature: await signDocument(db, session, params.id, body, {
      ipAddress: recordedClientAddress(request),
      userAgent: request.headers.get("user-agent"),
    }),
  }),
);
