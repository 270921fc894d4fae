import { describe, expect, it } from 'vitest';
import { makeImageOnlyPdf } from '../../test/fixtures/documents.ts';
import { openPdfDocument, renderPageForOcr } from './pdf-document.ts';

function imageHeader(image: Uint8Array): string {
  return new TextDecoder().decode(image.subarray(0, 20)).split('\n').slice(0, 3).join(' ');
}

describe('renderPageForOcr', () => {
  it('renders a page on one background to raw RGB (binary PPM) at the requested scale', async () => {
    const pdf = await openPdfDocument(await makeImageOnlyPdf(['Revenue grew fast']), { forRendering: true });
    try {
      const { image, blank } = await renderPageForOcr(pdf, 1, { scale: 2, maxSide: 4000 });
      // A 720 × 405 pt slide at scale 2.
      expect(imageHeader(image)).toBe('P6 1440 810 255');
      expect(image.byteLength).toBe('P6\n1440 810\n255\n'.length + 1440 * 810 * 3);
      expect(blank).toBe(false);
    } finally {
      await pdf.loadingTask.destroy();
    }
  });

  it('keeps the longest side within maxSide', async () => {
    const pdf = await openPdfDocument(await makeImageOnlyPdf(['Revenue grew fast']), { forRendering: true });
    try {
      const { image } = await renderPageForOcr(pdf, 1, { scale: 2, maxSide: 1000 });
      expect(imageHeader(image)).toBe('P6 1000 562 255');
    } finally {
      await pdf.loadingTask.destroy();
    }
  });

  it('flags a page with nothing on it', async () => {
    const pdf = await openPdfDocument(await makeImageOnlyPdf(['']), { forRendering: true });
    try {
      const { blank } = await renderPageForOcr(pdf, 1, { scale: 2, maxSide: 1000 });
      expect(blank).toBe(true);
    } finally {
      await pdf.loadingTask.destroy();
    }
  });

  it('lowers the scale so that the page stays within maxPixels', async () => {
    const pdf = await openPdfDocument(await makeImageOnlyPdf(['Revenue grew fast']), { forRendering: true });
    try {
      // 720 × 405 pt: scale 2 would be 1440 × 810 (1.17 MP); a 0.5 MP budget gives scale 1.31.
      const { image } = await renderPageForOcr(pdf, 1, { scale: 2, maxSide: 4000, maxPixels: 500_000 });
      expect(imageHeader(image)).toBe('P6 942 530 255');
    } finally {
      await pdf.loadingTask.destroy();
    }
  });
});
