import { afterAll, describe, expect, it } from 'vitest';
import { makeImageOnlyPdf } from '../../test/fixtures/documents.ts';
import { shutdownOcr } from './ocr.ts';
import { readPdf } from './pdf.ts';

afterAll(async () => {
  await shutdownOcr();
});

describe('readPdf with OCR', () => {
  it('reads several image-only pages at once but keeps page order, and skips blank pictures', async () => {
    const pdf = await makeImageOnlyPdf(['Alpha robots', '', 'Gamma hospitals', 'Delta nurses']);
    const { drafts, ocrPageCount } = await readPdf(pdf, { ocr: true, maxPages: 300 });

    expect(drafts.map((draft) => draft.method)).toEqual(['ocr', 'none', 'ocr', 'ocr']);
    expect(ocrPageCount).toBe(3);
    const texts = drafts.map((draft) => draft.lines.map((line) => line.text).join(' ').toLowerCase());
    expect(texts[0]).toContain('alpha');
    expect(texts[2]).toContain('gamma');
    expect(texts[3]).toContain('delta');
  });
});
