import "server-only";
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import { AppError } from "@/lib/api/app-error";
import { isWholeImage } from "./image-integrity";
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  type ImageField,
  isLogoType,
  LOGO_MAX_BYTES,
  LOGO_MIN_PIXELS,
  LOGO_TYPE_MESSAGE,
  svgMessage,
  tooBigMessage,
  tooManyPixelsMessage,
  type LogoType,
} from "./logo-rules";

/**
 * The checks every uploaded image gets (the studio logo, instructor photos): type from the bytes,
 * at most 1 MB, readable dimensions. `field` names the form field a refusal is shown beside.
 */
const refuse = (message: string, field: ImageField) => new AppError("validation", message, { fields: { [field]: message } });

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
async function detectType(bytes: Uint8Array, declared: string | null, field: ImageField): Promise<LogoType> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isLogoType(detected.mime)) {
    if (declared === "image/svg+xml" || looksLikeSvg(bytes)) throw refuse(svgMessage(field), field);
    throw refuse(
      detected
        ? `This file is a ${detected.ext.toUpperCase()}. ${LOGO_TYPE_MESSAGE}`
        : `This isn't an image we can use. ${LOGO_TYPE_MESSAGE}`,
      field,
    );
  }
  if (!declared || declared === "application/octet-stream")
    throw refuse("Say what the image is in the Content-Type header: image/png, image/jpeg or image/webp.", field);
  if (declared !== detected.mime)
    throw refuse(`This file is lying about its type: it was sent as ${declared}, but its bytes are ${detected.mime}.`, field);
  return detected.mime;
}

const UNREADABLE = "This image couldn't be read; it may be damaged. Export it again and upload the new file.";

function measure(bytes: Uint8Array, field: ImageField): { width: number; height: number } {
  let size: ReturnType<typeof imageSize>;
  try {
    // A copy of exactly these bytes: image-size reads through a DataView on the whole underlying
    // buffer, so a view into a larger (pooled) buffer let a truncated file borrow its neighbours' bytes.
    size = imageSize(new Uint8Array(bytes));
  } catch {
    throw refuse(UNREADABLE, field);
  }
  if (!(size.width > 0 && size.height > 0)) throw refuse(UNREADABLE, field);
  // EXIF orientations 5–8 turn the picture a quarter: the logo shows with its sides swapped.
  const turned = (size.orientation ?? 1) >= 5;
  return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * Type, size, wholeness and dimensions (64 px a side to 8,000, 40 megapixels in all) checked from the bytes, and the row to store:
 * the bytes with their type, dimensions and sha-256 (the URL carries it).
 */
export async function checkImage(bytes: Uint8Array, contentType: string | null, field: ImageField) {
  if (bytes.length === 0) throw refuse("Send the image itself as the request body.", field);
  if (bytes.length > LOGO_MAX_BYTES) throw refuse(tooBigMessage(bytes.length, field), field);
  const type = await detectType(bytes, normaliseType(contentType), field);
  if (!isWholeImage(bytes, type)) throw refuse(UNREADABLE, field);
  const { width, height } = measure(bytes, field);
  if (width < LOGO_MIN_PIXELS || height < LOGO_MIN_PIXELS) {
    const message = `This image is ${width} × ${height} px; a ${field} needs at least ${LOGO_MIN_PIXELS} px on each side.`;
    throw new AppError("rule", message, { fields: { [field]: message } });
  }
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    const message = tooManyPixelsMessage(width, height, field);
    throw new AppError("rule", message, { fields: { [field]: message } });
  }
  const hash = createHash("sha256").update(bytes).digest("hex");
  return { hash, contentType: type, bytes: Buffer.from(bytes), width, height, createdAt: new Date() };
}

/**
 * The request body, read only up to the limit (one byte more tells it is too big): a client that
 * sends 50 MB, or lies in Content-Length, never makes the server hold more than 1 MB.
 */
export async function readImageBody(request: Request, field: ImageField): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > LOGO_MAX_BYTES) throw refuse(tooBigMessage(declared, field), field);
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
      throw refuse(`This image is over 1 MB; a ${field} can be at most 1 MB.`, field);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
