import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { makeGiantWebp } from '../../test/fixtures/documents.ts';
import { readImageSize } from './image-size.ts';

describe('readImageSize', () => {
  const canvas = createCanvas(321, 123);

  it('reads the size of a PNG and a JPEG from their headers', async () => {
    expect(readImageSize(new Uint8Array(await canvas.encode('png')))).toEqual({ width: 321, height: 123 });
    expect(readImageSize(new Uint8Array(await canvas.encode('jpeg')))).toEqual({ width: 321, height: 123 });
  });

  it('reads WebP (lossy and lossless), GIF and AVIF headers', async () => {
    expect(readImageSize(new Uint8Array(await canvas.encode('webp')))).toEqual({ width: 321, height: 123 });
    expect(readImageSize(new Uint8Array(await canvas.encode('gif')))).toEqual({ width: 321, height: 123 });
    expect(readImageSize(new Uint8Array(await canvas.encode('avif')))).toEqual({ width: 321, height: 123 });
    // 30 bytes that declare a gigabyte of pixels: the size is known before anything decodes them.
    expect(readImageSize(makeGiantWebp(16_000, 12_000))).toEqual({ width: 16_000, height: 12_000 });
  });

  it('reads a TIFF in either byte order', () => {
    const tiff = (little: boolean) => {
      const bytes = new Uint8Array(8 + 2 + 2 * 12);
      const view = new DataView(bytes.buffer);
      bytes.set(little ? [0x49, 0x49, 0x2a, 0] : [0x4d, 0x4d, 0, 0x2a]);
      view.setUint32(4, 8, little);
      view.setUint16(8, 2, little);
      // ImageWidth as a LONG, ImageLength as a SHORT
      view.setUint16(10, 256, little);
      view.setUint16(12, 4, little);
      view.setUint32(18, 20_000, little);
      view.setUint16(22, 257, little);
      view.setUint16(24, 3, little);
      view.setUint16(30, 9_000, little);
      return bytes;
    };
    expect(readImageSize(tiff(true))).toEqual({ width: 20_000, height: 9_000 });
    expect(readImageSize(tiff(false))).toEqual({ width: 20_000, height: 9_000 });
  });

  it('reads a BMP, top-down rows (negative height) included', () => {
    const bmp = new Uint8Array(54);
    const view = new DataView(bmp.buffer);
    bmp.set([0x42, 0x4d]);
    view.setInt32(18, 640, true);
    view.setInt32(22, -480, true);
    expect(readImageSize(bmp)).toEqual({ width: 640, height: 480 });
  });

  it('gives null for other formats and for truncated headers', () => {
    expect(readImageSize(new TextEncoder().encode('%PDF-1.7 not a picture'))).toBeNull();
    expect(readImageSize(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'))).toBeNull();
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(readImageSize(new Uint8Array(0))).toBeNull();
  });
});
