import { z } from "zod";

/**
 * What a studio logo must be (docs/product.md#branding), shared by PUT /api/studio/logo and the Settings
 * form so both say the same thing. The server decides from the bytes; the form only saves a round trip.
 */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIN_PIXELS = 64;
/**
 * The most pixels an image may declare: 8,000 on a side and 40 megapixels in all, several times what a
 * logo or photo is ever shown at, where a browser decoding 65,535 × 65,535 px needs 17 GB.
 */
export const IMAGE_MAX_SIDE = 8_000;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const LOGO_TYPE_MESSAGE = "Upload a PNG, JPEG or WebP image.";
/** What an uploaded image is for: the studio's logo or an instructor's photo (the messages name it). */
export type ImageField = "logo" | "photo";

export function svgMessage(field: ImageField): string {
  return `SVG ${field}s aren't accepted: an SVG can carry script. Upload a PNG, JPEG or WebP image.`;
}

/** "340 KB", "1.4 MB": sizes as a person reads them. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function tooBigMessage(bytes: number, what: ImageField = "logo"): string {
  return `This image is ${formatBytes(bytes)}; a ${what} can be at most 1 MB.`;
}

export function tooManyPixelsMessage(width: number, height: number, what: ImageField): string {
  const count = (value: number) => value.toLocaleString("en-US");
  return `This image is ${count(width)} × ${count(height)} px; a ${what} can be at most ${count(IMAGE_MAX_SIDE)} px on a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Resize it and upload it again.`;
}

export function isLogoType(type: string): type is LogoType {
  return (LOGO_TYPES as readonly string[]).includes(type);
}

const CHOOSE_MESSAGE: Record<ImageField, string> = { logo: "Choose an image to upload.", photo: "Choose a photo to upload." };

/** A file as the browser describes it (its declared type and size): checked again from the bytes on the server. */
export function imageFile(field: ImageField) {
  return z.object({ type: z.string(), size: z.number() }).superRefine((file, ctx) => {
    if (file.size === 0) ctx.addIssue({ code: "custom", message: "This file is empty. Choose an image." });
    else if (file.type === "image/svg+xml") ctx.addIssue({ code: "custom", message: svgMessage(field) });
    else if (!isLogoType(file.type)) ctx.addIssue({ code: "custom", message: LOGO_TYPE_MESSAGE });
    else if (file.size > LOGO_MAX_BYTES) ctx.addIssue({ code: "custom", message: tooBigMessage(file.size, field) });
  });
}

/** An image upload form (Settings → Branding's logo, an instructor's photo): one chosen file, under the field's name, that passes imageFile. */
export function imageFileForm<F extends ImageField>(field: F) {
  const file = imageFile(field);
  const chosen = z
    .custom<FileList>((value) => typeof FileList !== "undefined" && value instanceof FileList && value.length > 0, CHOOSE_MESSAGE[field])
    .superRefine((files, ctx) => {
      const checked = file.safeParse(files[0]);
      for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message });
    });
  return z.object({ [field]: chosen } as Record<F, typeof chosen>);
}
