// GET /api/imports — the studio's imports, newest first; POST — upload a CSV (multipart: file, kind) to map and check (owners).
import { route } from "@/lib/http/route";
import { createImport, listImports } from "@/lib/records/import/batches";
import { readImportUpload } from "@/lib/records/import/upload";
import { ZImportAnswer, ZImportsAnswer } from "@/lib/records/import/views";

export const GET = route(
  { summary: "The studio's imports, newest first, with what each did (owners).", roles: ["owner"], response: ZImportsAnswer },
  async ({ db, session }) => ({ imports: await listImports(db, session) }),
);

export const POST = route(
  {
    summary:
      "Upload a CSV to import (multipart: `file` ≤ 20 MB, `kind`: students, instructors, packages, balances, lessons or classes); answers its columns and the guessed mapping (owners).",
    roles: ["owner"],
    acceptsUpload: true,
    status: 201,
    response: ZImportAnswer,
  },
  async ({ db, session, request }) => ({ import: await createImport(db, session, await readImportUpload(request)) }),
);
