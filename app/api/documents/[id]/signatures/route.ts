// GET /api/documents/[id]/signatures — who signed which version when, and who hasn't signed the current one (owners).
import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/api/ids";
import { listSignatures } from "@/lib/records/documents-signing";
import { ZDocumentSignatures } from "@/lib/records/documents-views";

export const GET = route(
  {
    summary:
      "A document's signatures (who, which version, when, from where) and the active students who haven't signed its current version (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: ZDocumentSignatures,
  },
  async ({ db, session, params }) => listSignatures(db, session, params.id),
);
