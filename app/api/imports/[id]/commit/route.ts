// POST /api/imports/{id}/commit — import every row in one transaction, all or nothing (owners).
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { commitImport } from "@/lib/records/import/run";
import { ZImportMapping } from "@/lib/records/import/schemas";
import { ZCommitView } from "@/lib/records/import/views";

export const POST = route(
  {
    summary:
      "Import the file with a mapping, all or nothing: 422 import_invalid with the dry run's errors when any row has a problem (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZImportMapping,
    response: ZCommitView,
  },
  async ({ db, session, params, body }) => commitImport(db, session, params.id, body.mapping),
);
