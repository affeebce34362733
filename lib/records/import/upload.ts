import "server-only";
import { AppError } from "@/lib/api/app-error";
import { IMPORT_FILE_LIMIT } from "./csv";
import type { ImportKind } from "./fields";
import { ZImportKind } from "./schemas";
import { readText } from "./values";

/** Room for the multipart envelope around the file (boundaries, the kind field, headers). */
const ENVELOPE = 64 * 1024;

type Upload = { kind: ImportKind; fileName: string; bytes: Uint8Array };

function tooLarge(): AppError {
  return new AppError("too_large", "The file is larger than 20 MB: split it into smaller files and import them one after another.", {
    fields: { file: "At most 20 MB." },
  });
}

function kindOf(value: unknown): ImportKind {
  const kind = ZImportKind.safeParse(value);
  if (!kind.success)
    throw new AppError("validation", "Choose what the file holds: students, instructors, packages, balances, lessons or classes.", {
      fields: { kind: "Choose what the file holds." },
    });
  return kind.data;
}

function fileNameOf(value: string | null | undefined): string {
  const name = readText(value || "import.csv", 200);
  return ("value" in name && name.value) || "import.csv";
}

/** The body's bytes, counted as they arrive and refused past `limit` (413) before it is all read. */
async function readBytes(request: Request, limit: number) {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * The upload of POST /api/imports, in either form: the CSV's bytes as the body (`text/csv`, what
 * the app's own page sends — a signed-in page may not send a form a cross-site page could) with
 * `kind` and `fileName` in the query, or multipart form data with `file` and `kind` (API clients).
 * The body is counted as it arrives and refused past 20 MB (413), so 50 MB of anything costs
 * nothing; anything else is a 400 naming what to send.
 */
export async function readImportUpload(request: Request): Promise<Upload> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const query = new URL(request.url).searchParams;
  if (type === "multipart/form-data") return readMultipart(request);
  if (type === "text/csv" || type === "application/csv" || type === "application/vnd.ms-excel" || type === "application/octet-stream") {
    const kind = kindOf(query.get("kind"));
    return { kind, fileName: fileNameOf(query.get("fileName")), bytes: await readBytes(request, IMPORT_FILE_LIMIT) };
  }
  throw new AppError(
    "bad_request",
    "Send the CSV as the body (Content-Type: text/csv, ?kind=…) or as multipart/form-data with `file` and `kind`.",
    {
      fields: { file: "Choose a CSV file." },
    },
  );
}

async function readMultipart(request: Request): Promise<Upload> {
  const bytes = await readBytes(request, IMPORT_FILE_LIMIT + ENVELOPE);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload couldn't be read: send multipart/form-data with `file` and `kind`.", {
      fields: { file: "Choose a CSV file." },
    });
  }
  const kind = kindOf(form.get("kind"));
  const file = form.get("file");
  if (!file || typeof file === "string")
    throw new AppError("validation", "Choose a CSV file to upload.", { fields: { file: "Choose a CSV file." } });
  if (file.size > IMPORT_FILE_LIMIT) throw tooLarge();
  return { kind, fileName: fileNameOf(file.name), bytes: new Uint8Array(await file.arrayBuffer()) };
}
