/** Pixel size of a PNG, JPEG or BMP read from its header, or null for other formats and broken headers. */
export function readImageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452; // IHDR
  if (isPng) return { width: view.getUint32(16), height: view.getUint32(20) };

  // BMP: "BM", then the info header; a negative height means rows are stored top-down.
  const isBmp = bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;
  if (isBmp) return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };

  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // Walk the JPEG segments to the start-of-frame marker, which carries the dimensions.
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
