import { AppError } from '../errors.ts';
import { openPdfDocument, renderLoadedPage, renderPageImage, type PageImageFormat, type PdfDocument } from './pdf-document.ts';

function checkPage(pdf: PdfDocument, pageNumber: number) {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages) {
    throw new AppError('NOT_FOUND', `Page ${pageNumber} does not exist; the document has ${pdf.numPages} pages.`);
  }
}

/** PNG bytes of one page (1-based) of an open PDF at a scale of its size in points. */
export async function renderPageOf(pdf: PdfDocument, pageNumber: number, scale: number): Promise<Uint8Array> {
  checkPage(pdf, pageNumber);
  return renderLoadedPage(pdf, pageNumber, scale);
}

/** One page (1-based) of an open PDF as an image `width` pixels wide, for the deck viewer. */
export async function renderPageImageOf(
  pdf: PdfDocument,
  pageNumber: number,
  width: number,
  format: PageImageFormat,
): Promise<Uint8Array> {
  checkPage(pdf, pageNumber);
  return renderPageImage(pdf, pageNumber, { width, format });
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
