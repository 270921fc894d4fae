import { describe, expect, it } from 'vitest';
import { makePdf } from '../../test/fixtures/documents.ts';
import { renderPdfPage } from './render-page.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('renderPdfPage', () => {
  it('renders a page to PNG bytes and leaves the caller’s buffer usable', async () => {
    const pdf = await makePdf(['First page', 'Second page']);
    const png = await renderPdfPage(pdf, 2);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // Width from the IHDR chunk: a 720 pt slide at the default scale 1.5.
    expect(new DataView(png.buffer, png.byteOffset).getUint32(16)).toBe(1080);
    expect(pdf.byteLength).toBeGreaterThan(0);
  });

  it('answers NOT_FOUND for a page that does not exist', async () => {
    const pdf = await makePdf(['Only page']);
    await expect(renderPdfPage(pdf, 2)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
