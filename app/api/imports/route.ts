// GET /api/imports — the studio's imports, newest first; POST — upload a CSV (text/csv body, or multipart) to map and check (owners).
import { route } from "@/lib/http/route";
import { createImport, listImports } from "@/lib/records/import/batches";
import { readImportUpload } from "@/lib/records/import/upload";
import { ZImportUploadQuery } from "@/lib/records/import/schemas";
import { ZImportAnswer, ZImportsAnswer } from "@/lib/records/import/views";

export const GET = route(
  { summary: "The studio's imports, newest first, with what each did (owners).", roles: ["owner"], response: ZImportsAnswer },
  async ({ db, session }) => ({ imports: await listImports(db, session) }),
);

export const POST = route(
  {
    summary:
      "Upload a CSV to import (≤ 20 MB): its bytes as the body (Content-Type: text/csv) with `kind` and `fileName` in the query, or multipart with `file` and `kind`; answers its columns and the guessed mapping (owners).",
    roles: ["owner"],
    acceptsUpload: true,
    query: ZImportUploadQuery,
    status: 201,
    response: ZImportAnswer,
  },
  async ({ db, session, request }) => ({ import: await createImport(db, session, await readImportUpload(request)) }),
);
