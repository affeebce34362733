// POST /api/documents/[id]/versions — publish a new text as the next version (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/api/ids";
import { publishVersion } from "@/lib/records/documents";
import { ZDocumentVersionInput } from "@/lib/records/documents-schemas";
import { ZDocumentView } from "@/lib/records/documents-views";

export const POST = route(
  {
    summary: "Publish a new text of a document as its next version; the same text changes nothing (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZDocumentVersionInput,
    status: 201,
    response: z.object({ document: ZDocumentView }),
  },
  async ({ db, session, params, body }) => ({ document: await publishVersion(db, session, params.id, body.text) }),
);
