import { rm } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../logger.ts';
import { wantsConvertedText, withConvertedText } from './converted-text.ts';
import type { ExtractedDocument } from './extract-document.ts';
import type { DocumentSandbox } from './sandbox/document-sandbox.ts';

export interface ReadDeckOptions {
  ocr: boolean;
  /** LibreOffice, when the server has it (the second source of text for legacy PowerPoint). */
  soffice: string | null;
}

/**
 * Reads an uploaded deck into slide-by-slide text in the document sandbox. A legacy .ppt whose records
 * give little text is also converted to PDF by LibreOffice (the sandbox's conversion lane: one at a time,
 * its time and memory limits) and its pages' text read (the extraction lane and budget) to fill those
 * slides in (converted-text.ts). The second source only adds: if it fails, the records' text stands.
 */
export async function readDeckFile(
  documents: Pick<DocumentSandbox, 'extract' | 'convertToPdf'>,
  filePath: string,
  options: ReadDeckOptions,
): Promise<ExtractedDocument> {
  const document = await documents.extract(filePath, { ocr: options.ocr });
  if (!options.soffice || !wantsConvertedText(document)) return document;
  try {
    const converted = await documents.convertToPdf(filePath, 'ppt', options.soffice);
    let pdfText: ExtractedDocument;
    try {
      // Without OCR: the record reader has already read the slides' pictures.
      pdfText = await documents.extract(converted.pdfPath, { ocr: false });
    } finally {
      await rm(path.dirname(converted.pdfPath), { recursive: true, force: true });
    }
    const merged = withConvertedText(document, pdfText);
    logger.info(
      { slides: document.pageCount, filledSlides: merged.filledSlides, convertMs: Math.round(converted.elapsedMs) },
      '[extraction] legacy PowerPoint read again from its PDF conversion',
    );
    return merged.document;
  } catch (error) {
    logger.warn({ err: error }, '[extraction] legacy PowerPoint: the PDF conversion gave no text; the records\' text is kept');
    return document;
  }
}
