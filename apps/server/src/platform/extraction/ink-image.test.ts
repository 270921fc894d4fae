import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { imageForOcr, inkImage } from './ink-image.ts';

const WIDTH = 800;
const HEIGHT = 450;

type Context = ReturnType<ReturnType<typeof createCanvas>['getContext']>;

/** The RGBA pixels of a white slide with `draw` drawn on it. */
function slide(draw: (context: Context) => void): Uint8ClampedArray {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  draw(context);
  return context.getImageData(0, 0, WIDTH, HEIGHT).data;
}

const navyBand = (context: Context) => {
  context.fillStyle = '#0b1f4d';
  context.fillRect(0, 0, WIDTH, 150);
};

/** A slide's ink image, and a reader of its pixel darkness at (x, y). */
function inkOf(draw: (context: Context) => void) {
  const pgm = inkImage(slide(draw), WIDTH, HEIGHT);
  const headerLength = `P5\n${WIDTH} ${HEIGHT}\n255\n`.length;
  return { pgm, headerLength, level: (x: number, y: number) => pgm[headerLength + y * WIDTH + x] };
}

describe('imageForOcr', () => {
  const format = (image: Uint8Array) => new TextDecoder().decode(image.subarray(0, 2));

  it('hands over a page on one background as it is (PPM): tesseract reads logos best so', () => {
    const page = slide((context) => {
      context.fillStyle = '#d94f30';
      context.fillRect(100, 100, 300, 120); // a coloured logo on white
    });
    expect(format(imageForOcr(page, WIDTH, HEIGHT))).toBe('P6');
  });

  it('hands over a page on a part dark, part light background as its ink image (PGM)', () => {
    expect(format(imageForOcr(slide(navyBand), WIDTH, HEIGHT))).toBe('P5');
  });
});

describe('inkImage', () => {
  it('writes a binary PGM of the page size', () => {
    const { pgm, headerLength } = inkOf(() => {});
    expect(new TextDecoder().decode(pgm.subarray(0, headerLength))).toBe(`P5\n${WIDTH} ${HEIGHT}\n255\n`);
    expect(pgm.length).toBe(headerLength + WIDTH * HEIGHT);
  });

  it('keeps light coloured text under a dark band, and the white text inside the band, dark on white', () => {
    const { level } = inkOf((context) => {
      navyBand(context);
      context.fillStyle = '#ffffff';
      context.fillRect(100, 60, 200, 20); // a white stroke inside the band
      context.fillStyle = '#6fa8dc';
      context.fillRect(100, 300, 200, 12); // a light blue stroke on the white body
    });
    expect(level(200, 70)).toBeLessThan(64); // white text in the band: ink
    expect(level(400, 100)).toBeGreaterThan(192); // the band itself: background
    expect(level(200, 305)).toBeLessThan(64); // light blue text on white: ink
    expect(level(400, 350)).toBeGreaterThan(192); // the white body: background
  });

  it('keeps the inside of a glyph larger than a tile dark', () => {
    const { level } = inkOf((context) => {
      context.fillStyle = '#111111';
      context.fillRect(100, 100, 70, 250); // a stroke wider than a 48-pixel tile
    });
    expect(level(135, 225)).toBeLessThan(64);
    expect(level(500, 225)).toBeGreaterThan(192);
  });
});
