import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { createIsomorphicCanvasFactory, getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import { AppError } from '../errors.ts';
import { imageForOcr } from './ink-image.ts';
import { usePatchedPdfjs } from './pdfjs-loader.ts';

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
/**
 * Loads pdf.js and the canvas module and draws a one-line page of our own, so that the viewer's first
 * slide after a start waits for none of it: module loading, pdf.js's first document and standard font,
 * the first canvas and PNG encoder (the render child does this as soon as it starts; see DocumentSandbox).
 */
export async function preparePdfRendering(): Promise<void> {
  await usePatchedPdfjs();
  await getResolvedPDFJS();
  await importCanvas();
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const sample = await PDFDocument.create();
  const font = await sample.embedFont(StandardFonts.Helvetica);
  sample.addPage([720, 405]).drawText('Pitchscope', { x: 40, y: 340, size: 28, font });
  const pdf = await openPdfDocument(await sample.save(), { forRendering: true });
  try {
    await renderPageImage(pdf, 1, { width: 480, format: 'png' });
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** A poster-sized page at scale 2 would need gigabytes of canvas; nothing readable needs more than this. */
const MAX_RENDER_PIXELS = 16_000_000;
const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * Opens a PDF with pdfjs, mapping its failures to upload errors. `forRendering` wires in the
 * @napi-rs/canvas factory pdfjs needs for its scratch canvases (masks, patterns) when drawing pages.
 */
export async function openPdfDocument(
  bytes: Uint8Array,
  {
    forRendering,
    transferOwnership = false,
    withoutPictures = false,
  }: {
    forRendering: boolean;
    transferOwnership?: boolean;
    /** Skip every picture (pdfjs drops images over maxImageSize): for reading text and colours only. */
    withoutPictures?: boolean;
  },
) {
  await usePatchedPdfjs();
  const CanvasFactory = forRendering ? await createIsomorphicCanvasFactory(importCanvas) : undefined;
  try {
    // pdfjs transfers (detaches) the buffer it is given: a copy, unless the caller hands its bytes over.
    return await getDocumentProxy(transferOwnership ? bytes : bytes.slice(), {
      verbosity: 0,
      // Decompressing one giant embedded bitmap could take gigabytes; such images are skipped instead.
      maxImageSize: withoutPictures ? 1 : MAX_IMAGE_PIXELS,
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

/** The render scale for a page: `scale`, shrunk so the canvas stays under MAX_RENDER_PIXELS. */
function safeScaleFor(width: number, height: number, scale: number): number {
  const pixelsAtScale = width * height * scale * scale;
  return pixelsAtScale > MAX_RENDER_PIXELS ? scale * Math.sqrt(MAX_RENDER_PIXELS / pixelsAtScale) : scale;
}

/** Renders one page of an open document to PNG bytes, shrinking the scale for oversized pages. */
export async function renderLoadedPage(
  pdf: PdfDocument,
  pageNumber: number,
  scale: number,
): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const png = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: importCanvas,
    scale: safeScaleFor(width, height, scale),
  });
  return new Uint8Array(png);
}

/**
 * Formats of the viewer's page images. `auto`: PNG (lossless, so text stays sharp, and 3–4× faster to
 * encode than WebP at 1600 px), or lossy WebP when the PNG is large — a photo slide — and WebP is smaller.
 */
export type PageImageFormat = 'auto' | 'webp' | 'png';
/** A PNG page image above this size is a picture-heavy page: WebP is tried for it. */
const LARGE_PNG_BYTES = 300 * 1024;
const WEBP_QUALITY = 85;

/**
 * Draws one page `width` pixels wide (height by the page's aspect ratio, portrait pages included) and
 * encodes it for the viewer. The canvas stays under MAX_RENDER_PIXELS whatever the page's shape.
 */
export async function renderPageImage(
  pdf: PdfDocument,
  pageNumber: number,
  { width, format }: { width: number; format: PageImageFormat },
): Promise<Uint8Array> {
  const { createCanvas } = await importCanvas();
  const page = await pdf.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: safeScaleFor(base.width, base.height, width / base.width) });
    const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
    const context = canvas.getContext('2d');
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    let encoded = format === 'webp' ? await canvas.encode('webp', WEBP_QUALITY) : await canvas.encode('png');
    if (format === 'auto' && encoded.byteLength > LARGE_PNG_BYTES) {
      const webp = await canvas.encode('webp', WEBP_QUALITY);
      if (webp.byteLength < encoded.byteLength) encoded = webp;
    }
    return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  } finally {
    page.cleanup();
  }
}

export interface OcrRender {
  /**
   * A binary PPM, or for a page on a part dark, part light background its ink image as a binary PGM
   * (see `imageForOcr`): tesseract reads either as is, with no PNG encode here and no decode in its wasm.
   */
  image: Uint8Array;
  /** Whether the page is one flat colour (blank, or specks too small to be text): nothing to read. */
  blank: boolean;
}

/**
 * Renders one page for OCR (see `renderPagePixels` for the size) and hands it over as `imageForOcr`
 * prepares it. Colour is kept: a plain grey conversion lost the text of coloured slides.
 */
export async function renderPageForOcr(
  pdf: PdfDocument,
  pageNumber: number,
  size: { scale: number; maxSide: number; maxPixels?: number },
): Promise<OcrRender> {
  const { rgba, width, height } = await renderPagePixels(pdf, pageNumber, size);
  const blank = isFlat(rgba);
  return { image: blank ? new Uint8Array(0) : imageForOcr(rgba, width, height), blank };
}

/**
 * Draws one page straight to a canvas and returns its RGBA pixels. The scale is lowered, if needed,
 * so that the longest side stays at or under `maxSide` pixels and the whole page at or under `maxPixels`.
 */
export async function renderPagePixels(
  pdf: PdfDocument,
  pageNumber: number,
  { scale, maxSide, maxPixels = Infinity }: { scale: number; maxSide: number; maxPixels?: number },
): Promise<{ rgba: Uint8ClampedArray; width: number; height: number }> {
  const { createCanvas } = await importCanvas();
  const page = await pdf.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const fitted = Math.min(
      scale,
      maxSide / Math.max(base.width, base.height),
      Math.sqrt(maxPixels / (base.width * base.height)),
    );
    const viewport = page.getViewport({ scale: safeScaleFor(base.width, base.height, fitted) });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return { rgba: context.getImageData(0, 0, width, height).data, width, height };
  } finally {
    // Decoded images of the page are cached on it; OCR never draws the same page twice.
    page.cleanup();
  }
}

/** Pixels this far (0-255, any channel) from the page's first pixel count as ink. */
const INK_DISTANCE = 24;
/** A page with less ink than this share of its pixels has nothing tesseract could read. */
const MIN_INK_SHARE = 0.0005;

/** A sampled check (every 4th pixel) that the page is one flat colour, give or take a few specks. */
function isFlat(rgba: Uint8ClampedArray): boolean {
  const [r, g, b] = [rgba[0], rgba[1], rgba[2]];
  let sampled = 0;
  let ink = 0;
  for (let i = 0; i < rgba.length; i += 16) {
    sampled += 1;
    if (
      Math.abs(rgba[i] - r) > INK_DISTANCE ||
      Math.abs(rgba[i + 1] - g) > INK_DISTANCE ||
      Math.abs(rgba[i + 2] - b) > INK_DISTANCE
    ) {
      ink += 1;
    }
  }
  return ink < sampled * MIN_INK_SHARE;
}
