import { readFile } from 'node:fs/promises';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { DECK_PAGES_READ_MAX } from '@pitchscope/domain/constants';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { AppError } from '../errors.ts';
import { detectFileType, type DeckFileType } from './detect-file-type.ts';
import { looksLikeGibberish } from './gibberish.ts';
import { assemblePages, joinRawContent, normalizeLine } from './page-assembly.ts';
import { readPdf } from './pdf.ts';
import { readPpt } from './ppt.ts';
import { readPptx } from './pptx.ts';
import type { ReaderOptions, ReaderResult } from './reader-types.ts';

export interface ExtractedDocument {
  fileType: DeckFileType;
  pages: ExtractedPage[];
  /** Pages as `--- Slide N ---\n<text>` blocks separated by blank lines; other modules parse this. */
  rawContent: string;
  title: string;
  /** Pages extracted: the document's pages, capped at maxPages. */
  pageCount: number;
  /** Pages the document has: more than `pageCount` when only its first pages were read. */
  documentPageCount: number;
  ocrPageCount: number;
}

export type ExtractDocumentInput = { path: string } | { buffer: Uint8Array };

export interface ExtractDocumentOptions {
  /** Read pictures of text with local OCR. Default true. */
  ocr?: boolean;
  /** Stop after this many pages (guards against PDFs that claim millions). Default DECK_PAGES_READ_MAX. */
  maxPages?: number;
  signal?: AbortSignal;
}

const READERS: Record<DeckFileType, (bytes: Uint8Array, options: ReaderOptions) => Promise<ReaderResult>> = {
  pdf: readPdf,
  pptx: readPptx,
  ppt: readPpt,
};
const FORMAT_NAMES: Record<DeckFileType, string> = { pdf: 'PDF', pptx: 'PowerPoint', ppt: 'PowerPoint' };

/** Turns an uploaded deck (PDF, PPTX or legacy PPT, judged by content) into slide-by-slide text, offline. */
export async function extractDocument(
  input: ExtractDocumentInput,
  options: ExtractDocumentOptions = {},
): Promise<ExtractedDocument> {
  const { signal } = options;
  signal?.throwIfAborted();
  const bytes = 'path' in input ? new Uint8Array(await readFile(input.path, { signal })) : input.buffer;
  if (isBlank(bytes)) throw new AppError('EMPTY_FILE', UPLOAD_MESSAGES.emptyFile);

  const fileType = detectFileType(bytes);
  if (!fileType) throw new AppError('UNSUPPORTED_FILE_TYPE', UPLOAD_MESSAGES.unsupportedType);

  const readerOptions: ReaderOptions = {
    ocr: options.ocr ?? true,
    maxPages: Math.max(1, Math.floor(options.maxPages ?? DECK_PAGES_READ_MAX)),
    signal,
  };
  let result: ReaderResult;
  try {
    result = await READERS[fileType](bytes, readerOptions);
  } catch (error) {
    if (error instanceof AppError || signal?.aborted) throw error;
    // Parsers fail in many ways on hostile input; to the user each of them means "cannot read this file".
    throw new AppError('CORRUPT_FILE', UPLOAD_MESSAGES.corruptFile(FORMAT_NAMES[fileType]), {
      cause: String(error),
    });
  }

  const pages = assemblePages(result.drafts);
  if (pages.length === 0) throw new AppError('EMPTY_FILE', UPLOAD_MESSAGES.emptyFile);
  return {
    fileType,
    pages,
    rawContent: joinRawContent(pages),
    title: chooseTitle(result.metadataTitle, pages),
    pageCount: pages.length,
    documentPageCount: Math.max(pages.length, result.documentPageCount),
    ocrPageCount: result.ocrPageCount,
  };
}

/** A file of nothing but zero bytes or whitespace is as empty as a zero-length one. */
function isBlank(bytes: Uint8Array): boolean {
  for (const byte of bytes)
    if (byte !== 0 && byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  return true;
}

/** Generated metadata titles ("Untitled", "Microsoft PowerPoint - deck.pptx") say nothing about the deck. */
const PLACEHOLDER_TITLE =
  /^(untitled.*|(powerpoint |pptxgenjs )?presentation\s*\d*|slide\s*\d*|title|document\s*\d*|microsoft (powerpoint|word)\b.*)$|\.(pptx?|pdf|key|docx?)$/i;

function chooseTitle(metadataTitle: string, pages: ExtractedPage[]): string {
  const fromMetadata = normalizeLine(metadataTitle);
  if (
    fromMetadata.length >= 3 &&
    fromMetadata.length <= 200 &&
    !PLACEHOLDER_TITLE.test(fromMetadata) &&
    !looksLikeGibberish(fromMetadata)
  ) {
    return fromMetadata;
  }
  return pages.find((page) => page.header)?.header ?? '';
}
