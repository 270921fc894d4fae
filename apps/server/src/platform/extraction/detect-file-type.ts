import { open } from 'node:fs/promises';

export type DeckFileType = 'pdf' | 'pptx' | 'ppt';

const PDF_MAGIC = asciiBytes('%PDF-');
const ZIP_MAGIC = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
const OLE2_MAGIC = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// Zip stores entry names uncompressed in both the local headers and the central directory.
const PPTX_MAIN_PART = asciiBytes('ppt/presentation.xml');
// OLE2 directory entries store stream names as UTF-16LE.
const PPT_MAIN_STREAM = utf16leBytes('PowerPoint Document');
/** PDF readers accept a header preceded by some junk (pdfjs searches the first 1 KiB). */
const PDF_HEADER_SEARCH_WINDOW = 1024;
/** The zip central directory sits at the end and lists every entry name. */
const ZIP_TAIL_BYTES = 1024 * 1024;

/**
 * Judges a deck file by its content, never its name. For zip and OLE2 containers the answer depends on
 * what is inside, so pass the whole file (or use detectFileTypeFromFile); given only a head, a pptx whose
 * main part is listed further in will not be recognised.
 */
export function detectFileType(bytes: Uint8Array): DeckFileType | null {
  if (startsWith(bytes, ZIP_MAGIC)) return indexOf(bytes, PPTX_MAIN_PART) >= 0 ? 'pptx' : null;
  if (startsWith(bytes, OLE2_MAGIC)) return indexOf(bytes, PPT_MAIN_STREAM) >= 0 ? 'ppt' : null;
  const pdfHeaderAt = indexOf(bytes.subarray(0, PDF_HEADER_SEARCH_WINDOW), PDF_MAGIC);
  return pdfHeaderAt >= 0 ? 'pdf' : null;
}

/** Same as detectFileType, reading no more of the file than the decision needs. */
export async function detectFileTypeFromFile(path: string): Promise<DeckFileType | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = await readAt(file, 0, Math.min(size, PDF_HEADER_SEARCH_WINDOW));
    if (startsWith(head, ZIP_MAGIC)) {
      if (indexOf(head, PPTX_MAIN_PART) >= 0) return 'pptx';
      const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
      return indexOf(await readAt(file, tailStart, size - tailStart), PPTX_MAIN_PART) >= 0 ? 'pptx' : null;
    }
    // OLE2 directory sectors can sit anywhere in the file, so the whole file is searched.
    if (startsWith(head, OLE2_MAGIC)) return detectFileType(await readAt(file, 0, size));
    return detectFileType(head);
  } finally {
    await file.close();
  }
}

async function readAt(file: Awaited<ReturnType<typeof open>>, position: number, length: number) {
  const buffer = new Uint8Array(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await file.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, i) => bytes[i] === byte);
}

function indexOf(bytes: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle);
}

function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function utf16leBytes(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'utf16le'));
}
