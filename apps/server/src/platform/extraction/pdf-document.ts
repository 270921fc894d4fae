import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { AppError } from '../errors.ts';

// The bundled pdfjs calls ArrayBuffer#transferToFixedLength (Node 21+) when it ships font data to the
// renderer; on Node 20 every page with embedded fonts would render without its text, breaking OCR.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, newLength: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(newLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(newLength, this.byteLength)));
      return copy;
    },
  });
}

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

const importCanvas = () => import('@napi-rs/canvas');
/** A poster-sized page at scale 2 would need gigabytes of canvas; nothing readable needs more than this. */
const MAX_RENDER_PIXELS = 16_000_000;
const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Opens a PDF with pdfjs, mapping its failures to upload errors. `forRendering` wires in the
 * @napi-rs/canvas factory pdfjs needs for its scratch canvases (masks, patterns) when drawing pages.
 */
export async function openPdfDocument(bytes: Uint8Array, { forRendering }: { forRendering: boolean }) {
  const CanvasFactory = forRendering ? await createIsomorphicCanvasFactory(importCanvas) : undefined;
  try {
    // pdfjs transfers (detaches) the buffer it is given, and the caller may still need its bytes.
    return await getDocumentProxy(bytes.slice(), {
      verbosity: 0,
      // Decompressing one giant embedded bitmap could take gigabytes; such images are skipped instead.
      maxImageSize: MAX_IMAGE_PIXELS,
      ...(CanvasFactory ? { CanvasFactory } : {}),
    });
  } catch (error) {
    throw toPdfOpenError(error);
  }
}

function toPdfOpenError(error: unknown): AppError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') return new AppError('ENCRYPTED_FILE', UPLOAD_MESSAGES.encryptedFile);
  return new AppError('CORRUPT_FILE', UPLOAD_MESSAGES.corruptFile('PDF'), { cause: String(error) });
}

/** Renders one page of an open document to PNG bytes, shrinking the scale for oversized pages. */
export async function renderLoadedPage(
  pdf: PdfDocument,
  pageNumber: number,
  scale: number,
): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const pixelsAtScale = width * height * scale * scale;
  const safeScale =
    pixelsAtScale > MAX_RENDER_PIXELS ? scale * Math.sqrt(MAX_RENDER_PIXELS / pixelsAtScale) : scale;
  const png = await renderPageAsImage(pdf, pageNumber, { canvasImport: importCanvas, scale: safeScale });
  return new Uint8Array(png);
}
