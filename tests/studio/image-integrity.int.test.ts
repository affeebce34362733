import { describe, expect, it } from "vitest";
import { PUT as putPhoto } from "@/app/api/instructors/[id]/photo/route";
import { PUT as putLogo } from "@/app/api/studio/logo/route";
import { callRoute } from "../helpers/call-route";
import { makeJpeg, makePng, makePngDeclaring, makeWebp } from "../helpers/images";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";

/**
 * An uploaded logo or photo is refused when it declares more pixels than any screen needs (a
 * decompression bomb for every browser that shows it: at most 8,000 px a side and 40 megapixels),
 * or when the file is not whole (cut short, a damaged chunk): browsers would draw half of it or nothing.
 */
async function premiumOwner() {
  return makeStudio({ plan: "premium", currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) });
}

const uploadLogo = (token: string, bytes: Uint8Array, type: string) =>
  callRoute(putLogo, { method: "PUT", token, body: bytes, headers: { "content-type": type } });

/** A byte changed inside the PNG's image data, leaving its CRC as it was. */
function corruptPng(): Buffer {
  const png = Buffer.from(makePng(100, 100));
  const idat = png.indexOf("IDAT");
  png[idat + 10] ^= 0xff;
  return png;
}

const TOO_LARGE: [string, () => Buffer, string, string][] = [
  ["a PNG declaring 65,535 × 65,535", () => makePngDeclaring(65_535, 65_535), "image/png", "65,535 × 65,535"],
  ["a PNG 8,001 px wide", () => makePngDeclaring(8_001, 100), "image/png", "8,001 × 100"],
  ["a PNG 8,001 px high", () => makePngDeclaring(100, 8_001), "image/png", "100 × 8,001"],
  ["a PNG of 7,000 × 7,000 (49 megapixels)", () => makePngDeclaring(7_000, 7_000), "image/png", "7,000 × 7,000"],
  ["a JPEG declaring 65,535 × 65,535", () => makeJpeg(65_535, 65_535), "image/jpeg", "65,535 × 65,535"],
  ["a WebP declaring 16,384 × 16,384", () => makeWebp(16_384, 16_384), "image/webp", "16,384 × 16,384"],
];

const NOT_WHOLE: [string, () => Buffer, string][] = [
  ["a PNG cut short (no IEND)", () => makePng(100, 100).subarray(0, -12), "image/png"],
  ["a PNG cut in its image data", () => makePng(100, 100).subarray(0, 60), "image/png"],
  ["a PNG with a damaged chunk (CRC wrong)", corruptPng, "image/png"],
  ["a JPEG cut short (no EOI)", () => makeJpeg(300, 120).subarray(0, -2), "image/jpeg"],
  ["a JPEG cut in its scan", () => makeJpeg(300, 120).subarray(0, -40), "image/jpeg"],
  // SOI, JFIF and the frame header (39 bytes), then straight to EOI.
  ["a JPEG with no scan at all", () => Buffer.concat([makeJpeg(300, 120).subarray(0, 39), Buffer.from([0xff, 0xd9])]), "image/jpeg"],
  ["a WebP shorter than its RIFF size", () => makeWebp(200, 200).subarray(0, -10), "image/webp"],
];

describe("PUT /api/studio/logo: size and wholeness", () => {
  it.each(TOO_LARGE)("refuses %s (422, naming the limit)", async (_name, make, type, size) => {
    const { owner } = await premiumOwner();
    const response = await uploadLogo(owner.token, make(), type);
    expect(response.status).toBe(422);
    expect(response.body.error.fields.logo).toBe(
      `This image is ${size} px; a logo can be at most 8,000 px on a side and 40 megapixels. Resize it and upload it again.`,
    );
  });

  it.each(NOT_WHOLE)("refuses %s (400, damaged)", async (_name, make, type) => {
    const { owner } = await premiumOwner();
    const response = await uploadLogo(owner.token, make(), type);
    expect(response.status).toBe(400);
    expect(response.body.error.fields.logo).toMatch(/couldn't be read; it may be damaged/);
  });

  it("accepts the largest allowed: 8,000 × 5,000 (40 megapixels), and whole files of each type", async () => {
    const { owner } = await premiumOwner();
    expect((await uploadLogo(owner.token, makePngDeclaring(8_000, 5_000), "image/png")).body.logo).toMatchObject({
      width: 8_000,
      height: 5_000,
    });
    expect((await uploadLogo(owner.token, makePngDeclaring(5_000, 8_000), "image/png")).status).toBe(200);
    expect((await uploadLogo(owner.token, makeJpeg(300, 120), "image/jpeg")).status).toBe(200);
    expect((await uploadLogo(owner.token, makeWebp(200, 200), "image/webp")).status).toBe(200);
  });
});

describe("PUT /api/instructors/{id}/photo: the same checks", () => {
  it("refuses a photo declaring 65,535 × 65,535, and one cut short", async () => {
    const s = await makeScheduleStudio();
    const upload = (bytes: Uint8Array, type: string) =>
      callRoute(putPhoto, {
        method: "PUT",
        token: s.owner.token,
        params: { id: s.instructor.id },
        body: bytes,
        headers: { "content-type": type },
      });
    const huge = await upload(makePngDeclaring(65_535, 65_535), "image/png");
    expect(huge.status).toBe(422);
    expect(huge.body.error.fields.photo).toMatch(/a photo can be at most 8,000 px on a side and 40 megapixels/);
    const cut = await upload(makeJpeg(120, 160).subarray(0, -2), "image/jpeg");
    expect(cut.status).toBe(400);
    expect(cut.body.error.fields.photo).toMatch(/couldn't be read; it may be damaged/);
  });
});
