import { looksLikeGibberish, readabilityScore } from './gibberish.ts';
import { readImageSize } from './image-size.ts';
import { NOTHING_READ, recognizeImage, type OcrReading } from './ocr.ts';
import type { PageDraft } from './page-assembly.ts';

/**
 * OCR of the pictures placed on a slide, shared by the PowerPoint readers (PPTX and legacy PPT). A PDF
 * page is rendered whole instead (see pdf.ts); a PowerPoint slide is its shapes, so its pictures are read.
 */

/** Below this many letters a page or slide counts as a picture of text (or a title only). */
export const NEAR_EMPTY_LETTERS = 40;
const MAX_PICTURES_TO_OCR_PER_SLIDE = 3;
export const MAX_OCR_PICTURE_BYTES = 20 * 1024 * 1024;
/** Icons and logos produce noise, and decoding giant bitmaps inside tesseract's wasm heap fails anyway. */
const MIN_OCR_PICTURE_SIDE = 200;
/** 25 MP: a slide scanned at 600 dpi; the decoded bitmap (100 MB of RGBA) is what tesseract holds. */
const MAX_OCR_PICTURE_PIXELS = 25_000_000;

/** A picture on a slide; its bytes are only read when it is one of those chosen for OCR. */
export interface SlidePicture {
  byteSize: number;
  read(): Promise<Uint8Array | null>;
}

export const countLetters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * The text of a slide's largest pictures (a slide exported as an image is one big picture). Pictures
 * too small to hold readable text, or too large to decode, are skipped.
 */
export async function readPictureText(pictures: SlidePicture[], signal?: AbortSignal): Promise<OcrReading> {
  const candidates = pictures
    .filter((picture) => picture.byteSize <= MAX_OCR_PICTURE_BYTES)
    .sort((a, b) => b.byteSize - a.byteSize)
    .slice(0, MAX_PICTURES_TO_OCR_PER_SLIDE);

  const readings: OcrReading[] = [];
  for (const picture of candidates) {
    signal?.throwIfAborted();
    const image = await picture.read();
    if (!image) continue;
    // A picture is decoded only once its header says how big it is: its bytes do not (see readImageSize).
    const size = readImageSize(image);
    if (
      !size ||
      Math.min(size.width, size.height) < MIN_OCR_PICTURE_SIDE ||
      size.width * size.height > MAX_OCR_PICTURE_PIXELS
    ) {
      continue;
    }
    readings.push(await recognizeImage(image).catch(() => NOTHING_READ));
  }
  return {
    rawText: readings.map((reading) => reading.rawText).join('\n').trim(),
    text: readings.map((reading) => reading.text).join('\n').trim(),
  };
}

/**
 * A near-empty slide's draft with the text read from its pictures added, when that text reads better
 * than what the slide's own text boxes hold; otherwise the draft as it was.
 */
export async function withPictureText(
  draft: PageDraft,
  pictures: SlidePicture[],
  signal?: AbortSignal,
): Promise<PageDraft> {
  const slideText = draft.lines.map((line) => line.text).join('\n');
  if (countLetters(slideText) >= NEAR_EMPTY_LETTERS || pictures.length === 0) return draft;
  const reading = await readPictureText(pictures, signal);
  // Decided on the reading as tesseract printed it (as before OCR was cleaned); the cleaned text is added.
  if (looksLikeGibberish(reading.rawText) || readabilityScore(reading.rawText) <= readabilityScore(slideText))
    return draft;
  return {
    ...draft,
    lines: [...draft.lines, ...reading.text.split('\n').map((text) => ({ text }))],
    method: 'ocr',
    ocrText: reading.rawText,
  };
}
