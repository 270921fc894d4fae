/**
 * Pixel size of a picture read from its header, before anything decodes it: a picture's bytes say
 * nothing about its decoded size (a 30-byte WebP can declare 16000 × 16000 pixels, a gigabyte once
 * decoded). PNG, JPEG, BMP, GIF, WebP (lossy, lossless, extended), TIFF and AVIF/HEIF; null for
 * other formats and broken headers.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) =>
    at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

  const isPng = bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && ascii(12, 4) === 'IHDR';
  if (isPng) return size(view.getUint32(16), view.getUint32(20));

  // BMP: "BM", then the info header; a negative height means rows are stored top-down.
  if (bytes.length >= 26 && ascii(0, 2) === 'BM') {
    return size(Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
  }
  if (bytes.length >= 10 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) {
    return size(view.getUint16(6, true), view.getUint16(8, true));
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return readWebpSize(bytes, view, ascii);
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return readTiffSize(bytes, view);
  if (ascii(4, 4) === 'ftyp') return readIsoMediaSize(bytes, view, ascii);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return readJpegSize(bytes, view);
  return null;
}

function readJpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  // Walk the segments to the start-of-frame marker, which carries the dimensions.
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    const segmentLength = view.getUint16(offset + 2);
    if (segmentLength < 2) return null;
    offset += 2 + segmentLength;
  }
  return null;
}

function readWebpSize(bytes: Uint8Array, view: DataView, ascii: (at: number, length: number) => string): ImageSize | null {
  const chunk = ascii(12, 4);
  const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: uint24(24) + 1, height: uint24(27) + 1 };
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && bytes.length >= 30 && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}

const TIFF_IMAGE_WIDTH = 256;
const TIFF_IMAGE_LENGTH = 257;
const TIFF_SHORT = 3;

function readTiffSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  const little = bytes[0] === 0x49;
  if (bytes.length < 8) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > bytes.length) return null;
  const entries = view.getUint16(ifd, little);
  let width = 0;
  let height = 0;
  for (let index = 0; index < entries; index++) {
    const at = ifd + 2 + index * 12;
    if (at + 12 > bytes.length) return null;
    const tag = view.getUint16(at, little);
    if (tag !== TIFF_IMAGE_WIDTH && tag !== TIFF_IMAGE_LENGTH) continue;
    const value = view.getUint16(at + 2, little) === TIFF_SHORT ? view.getUint16(at + 8, little) : view.getUint32(at + 8, little);
    if (tag === TIFF_IMAGE_WIDTH) width = value;
    else height = value;
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

/** AVIF and HEIF: the first 'ispe' (image spatial extents) property box within the header. */
function readIsoMediaSize(bytes: Uint8Array, view: DataView, ascii: (at: number, length: number) => string): ImageSize | null {
  const searchEnd = Math.min(bytes.length - 16, 64 * 1024);
  for (let at = 8; at < searchEnd; at++) {
    // box: size (4), 'ispe' (4), version and flags (4), width (4), height (4)
    if (bytes[at] === 0x69 && ascii(at, 4) === 'ispe') {
      const width = view.getUint32(at + 8);
      const height = view.getUint32(at + 12);
      return width > 0 && height > 0 ? { width, height } : null;
    }
  }
  return null;
}
