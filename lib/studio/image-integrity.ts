import { crc32 } from "node:zlib";
import type { LogoType } from "./logo-rules";

/**
 * Whether an uploaded image is whole: every part its format announces is there, up to its end
 * marker. A file cut short in the upload, or damaged on the way, is refused rather than stored and
 * drawn as half a picture (or nothing). Structure only, no pixel decoding: exact per format, no
 * dependency, and cheap whatever size the header declares (the size limit is checked apart).
 */
export function isWholeImage(bytes: Uint8Array, type: LogoType): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "image/png") return isWholePng(view);
  if (type === "image/jpeg") return isWholeJpeg(view);
  return isWholeWebp(view);
}

/** PNG: chunks back to back, each with its CRC right, IHDR first, some IDAT, and IEND. */
function isWholePng(bytes: Buffer): boolean {
  let at = 8; // after the signature (file-type checked it)
  let sawData = false;
  for (let index = 0; at + 12 <= bytes.length; index++) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    const type = bytes.toString("latin1", at + 4, at + 8);
    if (crc32(bytes.subarray(at + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false;
    if (index === 0 && type !== "IHDR") return false;
    if (type === "IDAT") sawData = true;
    if (type === "IEND") return sawData;
    at = end;
  }
  return false;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Start-of-frame markers (C0–CF, except DHT C4, JPG C8 and DAC CC): the one that carries the size. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: segments from SOI, each within the file; a frame header and at least one scan; each scan's
 * coded data runs to the next marker (a 0xFF is followed by 0x00 or a restart marker inside it);
 * and EOI at the end of it all (anything after EOI is ignored, as browsers do).
 */
function isWholeJpeg(bytes: Buffer): boolean {
  let at = 2; // after SOI (file-type checked it)
  let sawFrame = false;
  let sawScan = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff) at++; // fill bytes before a marker
    if (at >= bytes.length) return false;
    const marker = bytes[at++];
    if (marker === 0xd9) return sawFrame && sawScan;
    if (isRestart(marker) || marker === 0x01) continue; // markers without a length
    if (at + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return false;
    at += length;
    if (isFrame(marker)) sawFrame = true;
    if (marker !== 0xda) continue;
    sawScan = true;
    while (at < bytes.length) {
      if (bytes[at] === 0xff && at + 1 < bytes.length) {
        const next = bytes[at + 1];
        if (next !== 0x00 && !isRestart(next) && next !== 0xff) break;
        at += next === 0xff ? 1 : 2;
      } else {
        at++;
      }
    }
  }
  return false;
}

/** WebP: the RIFF size within the file, chunks that fill it exactly (each padded to an even length), and an image chunk. */
function isWholeWebp(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return false;
  let at = 12; // after "RIFF", its size and "WEBP"
  let sawImage = false;
  while (at + 8 <= end) {
    const type = bytes.toString("latin1", at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    if (at + 8 + length > end) return false;
    if (type === "VP8 " || type === "VP8L" || type === "ANMF") sawImage = true;
    at += 8 + length + (length % 2);
  }
  // The last chunk's padding byte may be left out when the RIFF size ends with the chunk.
  return sawImage && (at === end || at === end + 1);
}
