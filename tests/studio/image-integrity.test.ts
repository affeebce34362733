import { describe, expect, it } from "vitest";
import { isWholeImage } from "@/lib/studio/image-integrity";
import { makeJpeg, makePng, makeWebp } from "../helpers/images";

/** makeJpeg's bytes up to its scan (SOI, JFIF, frame header): 39 bytes. */
const JPEG_HEAD = makeJpeg(300, 120).subarray(0, 39);
const SOS = Buffer.from([0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00]);
const DHT = Buffer.from([0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]);
const EOI = Buffer.from([0xff, 0xd9]);
const jpeg = (...parts: Buffer[]) => Buffer.concat([JPEG_HEAD, ...parts]);

describe("isWholeImage: JPEG", () => {
  it("accepts a progressive file's several scans with tables between them, restart markers, stuffed bytes and fill bytes", () => {
    const coded = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd7, 0x78]);
    expect(isWholeImage(jpeg(SOS, coded, DHT, SOS, coded, Buffer.from([0xff, 0xff]), EOI), "image/jpeg")).toBe(true);
  });

  it("accepts bytes after EOI (cameras append data there; browsers ignore it)", () => {
    expect(isWholeImage(jpeg(SOS, Buffer.alloc(8), EOI, Buffer.from("trailer")), "image/jpeg")).toBe(true);
  });

  it.each([
    ["no EOI", jpeg(SOS, Buffer.alloc(8))],
    ["a scan ending on a lone 0xFF", jpeg(SOS, Buffer.from([1, 2, 0xff]))],
    ["a segment longer than the file", jpeg(Buffer.from([0xff, 0xe1, 0x10, 0x00, 1, 2, 3]))],
    ["a segment length under 2", jpeg(Buffer.from([0xff, 0xe1, 0x00, 0x01]), SOS, EOI)],
    ["garbage where a marker should be", jpeg(Buffer.from([0x00, 0x11]), SOS, EOI)],
    ["EOI before any scan", jpeg(EOI, SOS, EOI)],
  ])("refuses %s", (_name, bytes) => {
    expect(isWholeImage(bytes, "image/jpeg")).toBe(false);
  });
});

describe("isWholeImage: PNG", () => {
  it("accepts a whole file, and one with bytes after IEND", () => {
    expect(isWholeImage(makePng(10, 10), "image/png")).toBe(true);
    expect(isWholeImage(Buffer.concat([makePng(10, 10), Buffer.from("x")]), "image/png")).toBe(true);
  });

  it("refuses one cut anywhere, or with any chunk's byte changed", () => {
    const png = makePng(10, 10);
    for (let cut = 8; cut < png.length; cut += 7) expect(isWholeImage(png.subarray(0, cut), "image/png"), `cut at ${cut}`).toBe(false);
    for (let at = 8; at < png.length; at += 5) {
      const damaged = Buffer.from(png);
      damaged[at] ^= 0x01;
      expect(isWholeImage(damaged, "image/png"), `byte ${at} changed`).toBe(false);
    }
  });
});

describe("isWholeImage: WebP", () => {
  it("accepts a whole file, and an odd-length last chunk whose padding the RIFF size leaves out", () => {
    expect(isWholeImage(makeWebp(100, 100), "image/webp")).toBe(true);
    const odd = Buffer.from(makeWebp(100, 100));
    const last = odd.lastIndexOf("VP8L");
    odd.writeUInt32LE(31, last + 4);
    odd.writeUInt32LE(odd.length - 1 - 8, 4);
    expect(isWholeImage(odd.subarray(0, -1), "image/webp")).toBe(true);
  });

  it.each([
    ["shorter than its RIFF size", makeWebp(100, 100).subarray(0, -1)],
    [
      "a chunk running past the RIFF size",
      (() => {
        const bytes = Buffer.from(makeWebp(100, 100));
        bytes.writeUInt32LE(4_000, bytes.lastIndexOf("VP8L") + 4);
        return bytes;
      })(),
    ],
    [
      "no image chunk (only the VP8X header)",
      (() => {
        const bytes = Buffer.from(makeWebp(100, 100).subarray(0, 30));
        bytes.writeUInt32LE(22, 4);
        return bytes;
      })(),
    ],
  ])("refuses one %s", (_name, bytes) => {
    expect(isWholeImage(bytes, "image/webp")).toBe(false);
  });
});
