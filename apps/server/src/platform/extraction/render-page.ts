import { AppError } from '../errors.ts';
import { openPdfDocument, renderLoadedPage, type PdfDocument } from './pdf-document.ts';

/** PNG bytes of one page (1-based) of an open PDF, for the deck page viewer. */
export async function renderPageOf(pdf: PdfDocument, pageNumber: number, scale: number): Promise<Uint8Array> {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages) {
    throw new AppError('NOT_FOUND', `Page ${pageNumber} does not exist; the document has ${pdf.numPages} pages.`);
  }
  return renderLoadedPage(pdf, pageNumber, scale);
}

/** PNG bytes of one page (1-based) of a PDF given as bytes. */
export async function renderPdfPage(buffer: Uint8Array, pageNumber: number, scale = 1.5): Promise<Uint8Array> {
  const pdf = await openPdfDocument(buffer, { forRendering: true });
  try {
    return await renderPageOf(pdf, pageNumber, scale);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
