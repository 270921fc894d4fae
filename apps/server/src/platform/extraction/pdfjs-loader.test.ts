import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdfDocument, renderPagePixels } from './pdf-document.ts';
import { patchPdfjsSource, usePatchedPdfjs } from './pdfjs-loader.ts';

const BANDS = ['#d62828', '#2a9d8f', '#264653', '#f4a261'];

/** A page that is one RGB JPEG photo of four horizontal colour bands, drawn at 1 pt per pixel. */
async function makeBandedPhotoPdf(width: number, height: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  BANDS.forEach((colour, index) => {
    context.fillStyle = colour;
    context.fillRect(0, (index * height) / BANDS.length, width, height / BANDS.length);
  });
  const pdf = await PDFDocument.create();
  const jpeg = await pdf.embedJpg(await canvas.encode('jpeg', 95));
  pdf.addPage([width, height]).drawImage(jpeg, { x: 0, y: 0, width, height });
  return pdf.save();
}

/** The colour at (x, y) of RGBA pixels `width` wide. */
function pixelAt(rgba: Uint8ClampedArray, width: number, x: number, y: number): [number, number, number] {
  const offset = (y * width + x) * 4;
  return [rgba[offset], rgba[offset + 1], rgba[offset + 2]];
}

function expectColourNear(actual: [number, number, number], hex: string): void {
  const expected = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  expect(Math.max(...actual.map((channel, i) => Math.abs(channel - expected[i])))).toBeLessThan(12);
}

describe('patchPdfjsSource', () => {
  it('makes the start of the RGB tail loop absolute, in every copy of the converter', () => {
    const converter = 'function c(){for(;o<c-2;o+=3,r+=4){}for(let i=o*4,a=t+s;i<a;i+=3)n[r++]=e[i]}';
    const { source, patched } = patchPdfjsSource(`${converter};${converter}`);
    expect(patched).toBe(true);
    expect(source).not.toContain('for(let i=o*4,');
    expect(source.match(/for\(let i=t\+o\*4,a=t\+s;i<a;i\+=3\)/g)).toHaveLength(2);
  });

  it('leaves a bundle without the bug untouched', () => {
    const fixed = 'for(let i=t+o*4,a=t+s;i<a;i+=3)n[r++]=e[i]';
    expect(patchPdfjsSource(fixed)).toEqual({ source: fixed, patched: false });
  });
});

describe('usePatchedPdfjs', () => {
  // If this fails after an upgrade of unpdf, check whether pdfjs fixed the loop; then drop the loader.
  it('finds the quadratic loop in the installed pdfjs and loads the fixed bundle', async () => {
    expect(await usePatchedPdfjs()).toEqual({ patched: true });
  });

  it('draws a large RGB photo exactly, last partial band of rows included', async () => {
    // 1001 × 517: rows not a multiple of pdfjs's 16-row bands, band bytes not a multiple of 4.
    const [width, height] = [1001, 517];
    const pdf = await openPdfDocument(await makeBandedPhotoPdf(width, height), { forRendering: true });
    try {
      const { rgba } = await renderPagePixels(pdf, 1, { scale: 1, maxSide: 4000 });
      BANDS.forEach((colour, index) => {
        const y = Math.floor(((index + 0.5) * height) / BANDS.length);
        for (const x of [0, 500, width - 1]) expectColourNear(pixelAt(rgba, width, x, y), colour);
      });
      // The very last pixel is written by the tail loop of the last, partial band.
      expectColourNear(pixelAt(rgba, width, width - 1, height - 1), BANDS.at(-1)!);
    } finally {
      await pdf.loadingTask.destroy();
    }
  });
});
