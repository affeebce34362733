import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studioLogos, studios } from "@/lib/db/schema";
import { isLogoType, LOGO_MAX_BYTES, LOGO_MIN_PIXELS, LOGO_TYPE_MESSAGE, SVG_MESSAGE, tooBigMessage, type LogoType } from "./logo-rules";
import { studioLogoUrl } from "./logo-url";

export type StudioLogo = { url: string; contentType: LogoType; width: number; height: number; bytes: number };

const refuse = (message: string) => new AppError("validation", message, { fields: { logo: message } });

/** "image/PNG; charset=x" → "image/png"; the old "image/jpg" alias is JPEG. */
function normaliseType(header: string | null): string | null {
  const type = header?.split(";")[0].trim().toLowerCase() || null;
  return type === "image/jpg" || type === "image/pjpeg" ? "image/jpeg" : type;
}

/** SVG is text, so file-type finds no magic number: look for its root element near the start. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 4096)).toString("utf8").toLowerCase().includes("<svg");
}

/**
 * The image's type from its bytes (never its name or its header alone): PNG, JPEG or WebP, and the
 * declared `content-type` must say the same. SVG is refused by name: it can carry script.
 */
async function detectType(bytes: Uint8Array, declared: string | null): Promise<LogoType> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isLogoType(detected.mime)) {
    if (declared === "image/svg+xml" || looksLikeSvg(bytes)) throw refuse(SVG_MESSAGE);
    throw refuse(
      detected
        ? `This file is a ${detected.ext.toUpperCase()}. ${LOGO_TYPE_MESSAGE}`
        : `This isn't an image we can use. ${LOGO_TYPE_MESSAGE}`,
    );
  }
  if (!declared || declared === "application/octet-stream")
    throw refuse("Say what the image is in the Content-Type header: image/png, image/jpeg or image/webp.");
  if (declared !== detected.mime)
    throw refuse(`This file is lying about its type: it was sent as ${declared}, but its bytes are ${detected.mime}.`);
  return detected.mime;
}

const UNREADABLE = "This image couldn't be read; it may be damaged. Export it again and upload the new file.";

function measure(bytes: Uint8Array): { width: number; height: number } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse(UNREADABLE);
  }
  if (!(size.width > 0 && size.height > 0)) throw refuse(UNREADABLE);
  // EXIF orientations 5–8 turn the picture a quarter: the logo shows with its sides swapped.
  const turned = (size.orientation ?? 1) >= 5;
  return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * PUT /api/studio/logo: checks the bytes (type, size, at least 64 px a side) and stores them with
 * their sha-256, the studio row pointing at the new hash in the same transaction, so the logo's URL
 * never names bytes that aren't there.
 */
export async function saveStudioLogo(db: Db, session: Session, bytes: Uint8Array, contentType: string | null): Promise<StudioLogo> {
  if (bytes.length === 0) throw refuse("Send the image itself as the request body.");
  if (bytes.length > LOGO_MAX_BYTES) throw refuse(tooBigMessage(bytes.length));
  const type = await detectType(bytes, normaliseType(contentType));
  const { width, height } = measure(bytes);
  if (width < LOGO_MIN_PIXELS || height < LOGO_MIN_PIXELS) {
    const message = `This image is ${width} × ${height} px; a logo needs at least ${LOGO_MIN_PIXELS} px on each side.`;
    throw new AppError("rule", message, { fields: { logo: message } });
  }
  const hash = createHash("sha256").update(bytes).digest("hex");
  const row = { hash, contentType: type, bytes: Buffer.from(bytes), width, height, createdAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(studioLogos)
      .values({ studioId: session.studioId, ...row })
      .onConflictDoUpdate({ target: studioLogos.studioId, set: row });
    await tx.update(studios).set({ logoHash: hash }).where(eq(studios.id, session.studioId));
  });
  return { url: studioLogoUrl(session.studioId, hash)!, contentType: type, width, height, bytes: bytes.length };
}

/** DELETE /api/studio/logo: the bytes and the studio's pointer to them go together. */
export async function deleteStudioLogo(db: Db, session: Session): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(studioLogos).where(eq(studioLogos.studioId, session.studioId));
    await tx.update(studios).set({ logoHash: null }).where(eq(studios.id, session.studioId));
  });
}

/** The logo stored under this hash, or 404: a replaced logo's old URL is gone, not silently the new picture. */
export async function findStudioLogo(db: Db, studioId: string, hash: string) {
  const [row] = await db
    .select({ bytes: studioLogos.bytes, contentType: studioLogos.contentType, hash: studioLogos.hash })
    .from(studioLogos)
    .where(and(eq(studioLogos.studioId, studioId), eq(studioLogos.hash, hash)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Logo not found.");
  return row;
}

/**
 * The request body, read only up to the limit (one byte more tells it is too big): a client that
 * sends 50 MB, or lies in Content-Length, never makes the server hold more than 1 MB.
 */
export async function readLogoBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > LOGO_MAX_BYTES) throw refuse(tooBigMessage(declared));
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > LOGO_MAX_BYTES) {
      await reader.cancel();
      throw refuse("This image is over 1 MB; a logo can be at most 1 MB.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
