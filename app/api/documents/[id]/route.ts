// PATCH /api/documents/[id] — title, kind, required, active; a new text publishes the next version (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZIdParams } from "@/lib/api/ids";
import { updateDocument } from "@/lib/records/documents";
import { ZDocumentPatch } from "@/lib/records/documents-schemas";
import { ZDocumentView } from "@/lib/records/documents-views";

export const PATCH = route(
  {
    summary: "Edit a document; a changed text publishes the next version, which everyone signs again (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZDocumentPatch,
    response: z.object({ document: ZDocumentView }),
  },
  async ({ db, session, params, body }) => ({ document: await updateDocument(db, session, params.id, body) }),
);
