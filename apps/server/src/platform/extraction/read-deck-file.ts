import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FairTenant } from '@pitchscope/domain/fair-queue';
import { logger } from '../logger.ts';
import { wantsConvertedText, withConvertedText } from './converted-text.ts';
import type { ExtractedDocument } from './extract-document.ts';
import type { DocumentSandbox } from './sandbox/document-sandbox.ts';

export interface ReadDeckOptions {
  ocr: boolean;
  /** LibreOffice, when the server has it (the second source of text for legacy PowerPoint). */
  soffice: string | null;
  /** Whose upload it is: the sandbox's lanes are shared fairly (ADR 0025). */
  tenant?: FairTenant;
}

/** A PDF LibreOffice made of the deck while reading it, in a temporary folder of its own on local disk. */
export interface ConvertedDeckPdf {
  pdfPath: string;
  /** Removes the PDF and its folder; safe to repeat. */
  discard(): Promise<void>;
}

export interface DeckReading {
  document: ExtractedDocument;
  /**
   * The conversion made to read a legacy .ppt, kept for the caller (the deck's viewer draws its pages
   * from the same PDF, ADR 0014): the caller stores it or not, and always discards it. Null when none
   * was made, or when it gave no text (a PDF that could not be read is not one to draw from either).
   */
  convertedPdf: ConvertedDeckPdf | null;
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
): Promise<DeckReading> {
  const document = await documents.extract(filePath, { ocr: options.ocr, tenant: options.tenant });
  if (!options.soffice || !wantsConvertedText(document)) return { document, convertedPdf: null };
  try {
    const converted = await documents.convertToPdf(filePath, 'ppt', options.soffice, { tenant: options.tenant });
    const convertedPdf: ConvertedDeckPdf = {
      pdfPath: converted.pdfPath,
      discard: () => rm(path.dirname(converted.pdfPath), { recursive: true, force: true }),
    };
    try {
      // Without OCR: the record reader has already read the slides' pictures.
      const pdfText = await documents.extract(converted.pdfPath, { ocr: false, tenant: options.tenant });
      const merged = withConvertedText(document, pdfText);
      logger.info(
        { slides: document.pageCount, filledSlides: merged.filledSlides, convertMs: Math.round(converted.elapsedMs) },
        '[extraction] legacy PowerPoint read again from its PDF conversion',
      );
      return { document: merged.document, convertedPdf };
    } catch (error) {
      await convertedPdf.discard();
      throw error;
    }
  } catch (error) {
    logger.warn({ err: error }, '[extraction] legacy PowerPoint: the PDF conversion gave no text; the records\' text is kept');
    return { document, convertedPdf: null };
  }
}
