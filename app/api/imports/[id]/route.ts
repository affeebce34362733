// GET /api/imports/{id} — one import; DELETE — undo it (owners).
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { getImport } from "@/lib/records/import/batches";
import { undoImport } from "@/lib/records/import/undo";
import { ZImportAnswer } from "@/lib/records/import/views";

export const GET = route(
  {
    summary: "One import: its columns, fields, mapping, sample rows and what it did (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: ZImportAnswer,
  },
  async ({ db, session, params }) => ({ import: await getImport(db, session, params.id) }),
);

export const DELETE = route(
  {
    summary:
      "Undo an import: what it created is removed and what it changed put back; 409 naming anything newer that depends on it (owners).",
    roles: ["owner"],
    params: ZIdParams,
    response: ZImportAnswer,
  },
  async ({ db, session, params }) => ({ import: await undoImport(db, session, params.id) }),
);
