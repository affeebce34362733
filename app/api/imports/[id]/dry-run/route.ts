// POST /api/imports/{id}/dry-run — read every row through the mapping and list every problem by row and column; writes nothing (owners).
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { dryRunImport } from "@/lib/records/import/run";
import { ZImportMapping } from "@/lib/records/import/schemas";
import { ZDryRunView } from "@/lib/records/import/views";

export const POST = route(
  {
    summary:
      "Check an import with a mapping: every row's problems by row and column, a preview, and what it would create, update or skip (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZImportMapping,
    response: ZDryRunView,
  },
  async ({ db, session, params, body }) => dryRunImport(db, session, params.id, body.mapping),
);
