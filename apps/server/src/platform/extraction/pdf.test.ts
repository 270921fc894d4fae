import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeImageOnlyPdf, makePdf } from '../../test/fixtures/documents.ts';
import { recognizeImage, shutdownOcr } from './ocr.ts';
import { readPdf } from './pdf.ts';

vi.mock('./ocr.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./ocr.ts')>();
  return { ...original, recognizeImage: vi.fn(original.recognizeImage) };
});

afterEach(() => {
  vi.mocked(recognizeImage).mockClear();
});

afterAll(async () => {
  await shutdownOcr();
});

describe('readPdf with OCR', () => {
  it('reads several image-only pages at once but keeps page order, and skips blank pictures', async () => {
    const pdf = await makeImageOnlyPdf(['Alpha robots', '', 'Gamma hospitals', 'Delta nurses']);
    const { drafts, ocrPageCount } = await readPdf(pdf, { ocr: true, maxPages: 300 });

    expect(drafts.map((draft) => draft.method)).toEqual(['ocr', 'none', 'ocr', 'ocr']);
    expect(ocrPageCount).toBe(3);
    const texts = drafts.map((draft) =>
      draft.lines
        .map((line) => line.text)
        .join(' ')
        .toLowerCase(),
    );
    expect(texts[0]).toContain('alpha');
    expect(texts[2]).toContain('gamma');
    expect(texts[3]).toContain('delta');
  });

  it('does not OCR short title and closing slides that draw no pictures', async () => {
    const pdf = await makePdf([
      'Acme',
      'Problem\nClinics lose a fifth of their appointments to no-shows every single week.',
      'Thank you',
    ]);
    const { drafts } = await readPdf(pdf, { ocr: true, maxPages: 300 });

    expect(drafts.map((draft) => draft.method)).toEqual(['text', 'text', 'text']);
    expect(recognizeImage).not.toHaveBeenCalled();
  });
});
