import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import type { ExtractedDocument } from './extract-document.ts';
import { joinRawContent, normalizeLine } from './page-assembly.ts';

/**
 * The LibreOffice-converted PDF as a second source of text for legacy PowerPoint (issue #18). The .ppt
 * record reader reads placeholders, text boxes, tables and notes, but not what LibreOffice draws from
 * other records: charts (embedded objects), metafile pictures of text, and shapes written by tools it
 * does not follow. Where a slide gives it little text, the text of the same page of the PDF (hidden
 * slides are exported, so page n is slide n) fills it in.
 */

/** A slide with fewer letters and digits than this gives "little text" (a bare title is about 10–30). */
export const LITTLE_SLIDE_TEXT = 40;

const wordCharacters = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/** The slides (1-based) whose record text is little. */
export function slidesWithLittleText(pages: readonly ExtractedPage[]): number[] {
  return pages.filter((page) => wordCharacters(page.rawText) < LITTLE_SLIDE_TEXT).map((page) => page.pageNumber);
}

/**
 * Whether a document read from its records should be read again from its PDF conversion: a legacy
 * PowerPoint with any slide of little text. That is most of them (a closing "Thank you" counts), at a
 * few seconds of LibreOffice in the worker per upload of a format that is rare now; a rule by share of
 * slides would leave the one chart of a text-heavy deck unread.
 */
export function wantsConvertedText(document: Pick<ExtractedDocument, 'fileType' | 'pages'>): boolean {
  return document.fileType === 'ppt' && slidesWithLittleText(document.pages).length > 0;
}

export interface MergedText {
  document: ExtractedDocument;
  /** The slides whose text now includes the PDF's. */
  filledSlides: number[];
}

/**
 * Each slide with little text takes the text of its PDF page, in the page's reading order, followed by
 * any line of its own that the page lacks (text OCR read from a picture, for one). Slides with enough
 * text keep theirs as it is. A PDF with another page count does not line up with the slides: unused.
 */
export function withConvertedText(document: ExtractedDocument, converted: Pick<ExtractedDocument, 'pages'>): MergedText {
  if (converted.pages.length !== document.pages.length) return { document, filledSlides: [] };
  const little = new Set(slidesWithLittleText(document.pages));
  const filledSlides: number[] = [];
  const pages = document.pages.map((page, index) => {
    const pdfPage = converted.pages[index]!;
    if (!little.has(page.pageNumber) || wordCharacters(pdfPage.rawText) <= wordCharacters(page.rawText)) return page;
    filledSlides.push(page.pageNumber);
    return mergePage(page, pdfPage);
  });
  if (filledSlides.length === 0) return { document, filledSlides };
  return {
    document: {
      ...document,
      pages,
      rawContent: joinRawContent(pages),
      title: document.title || (pages.find((page) => page.header)?.header ?? ''),
    },
    filledSlides,
  };
}

function mergePage(page: ExtractedPage, pdfPage: ExtractedPage): ExtractedPage {
  const pdfLines = pdfPage.rawText.split('\n').filter((line) => line.trim());
  const known = new Set(pdfLines.map(comparable));
  const ownLines = page.rawText.split('\n').filter((line) => line.trim() && !known.has(comparable(line)));
  const hiddenContent = [...(page.hiddenContent ?? []), ...(pdfPage.hiddenContent ?? [])];
  return {
    ...page,
    header: page.header || pdfPage.header,
    rawText: [...pdfLines, ...ownLines].join('\n'),
    footer: page.footer || pdfPage.footer,
    method: page.method === 'none' ? 'text' : page.method,
    ...(hiddenContent.length > 0 ? { hiddenContent } : {}),
  };
}

const comparable = (line: string) => normalizeLine(line).toLowerCase();
