import "server-only";
import { AppError } from "@/lib/api/app-error";
import { IMPORT_FILE_LIMIT } from "./csv";
import type { ImportKind } from "./fields";
import { ZImportKind } from "./schemas";
import { readText } from "./values";

/** Room for the multipart envelope around the file (boundaries, the kind field, headers). */
const ENVELOPE = 64 * 1024;

function tooLarge(): AppError {
  return new AppError("too_large", "The file is larger than 20 MB: split it into smaller files and import them one after another.", {
    fields: { file: "At most 20 MB." },
  });
}

/**
 * The upload of POST /api/imports: multipart form data with `file` (the CSV) and `kind`. The body is
 * counted as it arrives and refused past 20 MB (413) before it is all read, so 50 MB of anything
 * costs nothing; anything that isn't such a form is a 400 naming what to send.
 */
export async function readImportUpload(request: Request): Promise<{ kind: ImportKind; fileName: string; bytes: Uint8Array }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type))
    throw new AppError("bad_request", "Send the file as multipart/form-data, with `file` (the CSV) and `kind`.", {
      fields: { file: "Choose a CSV file." },
    });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > IMPORT_FILE_LIMIT + ENVELOPE) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > IMPORT_FILE_LIMIT + ENVELOPE) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload couldn't be read: send multipart/form-data with `file` and `kind`.", {
      fields: { file: "Choose a CSV file." },
    });
  }
  const kind = ZImportKind.safeParse(form.get("kind"));
  if (!kind.success)
    throw new AppError("validation", "Choose what the file holds: students, instructors, packages, balances, lessons or classes.", {
      fields: { kind: "Choose what the file holds." },
    });
  const file = form.get("file");
  if (!file || typeof file === "string")
    throw new AppError("validation", "Choose a CSV file to upload.", { fields: { file: "Choose a CSV file." } });
  if (file.size > IMPORT_FILE_LIMIT) throw tooLarge();
  const name = readText(file.name || "import.csv", 200);
  return { kind: kind.data, fileName: ("value" in name && name.value) || "import.csv", bytes: new Uint8Array(await file.arrayBuffer()) };
}
