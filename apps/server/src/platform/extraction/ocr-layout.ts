import type { OcrLine } from './ocr-cleaning.ts';

/** The page's lines in reading order (placeholder: tesseract's own order). */
export function orderOcrLines(lines: OcrLine[]): OcrLine[] {
  return lines;
}
