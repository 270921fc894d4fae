import { describe, expect, it } from 'vitest';
import { makePdf } from '../../test/fixtures/documents.ts';
import { PDFDocument } from 'pdf-lib';
import { openPdfDocument } from './pdf-document.ts';
import { renderPageImageOf, renderPdfPage } from './render-page.ts';

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

describe('renderPageImageOf (the viewer’s page images)', () => {
  /** A slide-sized page covered by a photo-like picture (seeded noise): large as PNG. */
  async function photoPdf(): Promise<Uint8Array> {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(800, 450);
    const context = canvas.getContext('2d');
    const pixels = context.createImageData(800, 450);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const shade = (i / 4) % 800;
      pixels.data[i] = (shade + (seed & 63)) & 255;
      pixels.data[i + 1] = ((seed >> 8) & 127) + 64;
      pixels.data[i + 2] = 255 - ((shade + (seed >> 16)) & 255);
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(await canvas.encode('png'));
    pdf.addPage([720, 405]).drawImage(image, { x: 0, y: 0, width: 720, height: 405 });
    pdf.addPage([420, 595]).drawText('A portrait page', { x: 40, y: 500, size: 24 });
    return pdf.save();
  }

  const format = (bytes: Uint8Array) =>
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP' ? 'webp' : bytes[1] === 0x50 ? 'png' : 'other';

  it('keeps text pages as PNG, exactly the asked width', async () => {
    const pdf = await openPdfDocument(await makePdf(['Title slide\nSome text']), { forRendering: true });
    const image = await renderPageImageOf(pdf, 1, 1600, 'auto');
    await pdf.loadingTask.destroy();
    expect(format(image)).toBe('png');
    expect(Buffer.from(image).readUInt32BE(16)).toBe(1600);
  });

  it('turns a photo page into the smaller WebP, and draws a portrait page at the width, taller than wide', async () => {
    const pdf = await openPdfDocument(await photoPdf(), { forRendering: true });
    const photo = await renderPageImageOf(pdf, 1, 1600, 'auto');
    const asPng = await renderPageImageOf(pdf, 1, 1600, 'png');
    const portrait = await renderPageImageOf(pdf, 2, 480, 'auto');
    await pdf.loadingTask.destroy();
    expect(format(photo)).toBe('webp');
    expect(photo.byteLength).toBeLessThan(asPng.byteLength);
    expect(format(portrait)).toBe('png');
    expect(Buffer.from(portrait).readUInt32BE(16)).toBe(480);
    expect(Buffer.from(portrait).readUInt32BE(20)).toBeGreaterThan(480);
  });
});
