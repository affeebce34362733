import "server-only";
import { AppError } from "@/lib/api/app-error";

/** The largest JSON body an endpoint reads (the logo upload reads its image with its own limit). */
export const JSON_BODY_LIMIT = 100 * 1024;

function tooLarge(limit: number): AppError {
  return new AppError("too_large", `The request is too large: send at most ${Math.round(limit / 1024)} KB.`);
}

/**
 * The body as text, refused with 413 past `limit` bytes before it is all read: the declared
 * Content-Length first, then a running count for a chunked body (which declares none).
 */
export async function readBodyText(request: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
