import { crc32, deflateSync } from "node:zlib";

/**
 * Image bytes made on the fly for the logo tests: a real PNG any browser draws (a square in one
 * colour), and JPEG / WebP / GIF files whose structure is real (what the server checks: the magic
 * numbers, the pixel size, and that the file is whole), so no binary fixture has to be committed.
 */

/** A PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return pngChunk("IHDR", header);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function makePng(width: number, height: number, rgb: [number, number, number] = [122, 31, 75]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([PNG_SIGNATURE, pngHeader(width, height), pngChunk("IDAT", deflateSync(pixels)), pngChunk("IEND", Buffer.alloc(0))]);
}

/**
 * A PNG whose every chunk is whole (CRCs right, IEND last) but whose header declares any size: what a
 * decompression bomb looks like to the server, made without holding its pixels.
 */
export function makePngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's markers: SOI, JFIF, a frame header with the size, a scan (its data all zeros), EOI. */
export function makeJpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03]);
  const components = Buffer.from([0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, components, sos, Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP: its VP8X header (the canvas size stored minus one, in 24 bits), then the image chunk. */
export function makeWebp(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write("VP8X", 0, "ascii");
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  // The image itself: a lossless (VP8L) bitstream's header with the same size, and zeros for its data.
  const vp8l = Buffer.alloc(8 + 32);
  vp8l.write("VP8L", 0, "ascii");
  vp8l.writeUInt32LE(32, 4);
  vp8l[8] = 0x2f;
  vp8l.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 9);
  const body = Buffer.concat([Buffer.from("WEBP", "ascii"), vp8x, vp8l]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "ascii");
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

export function makeGif(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write("GIF89a", 0, "ascii");
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return Buffer.concat([header, Buffer.from([0x3b])]);
}

export const SVG_LOGO = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><script>alert(1)</script><rect width="128" height="128"/></svg>',
);
