import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-size.ts';

describe('readImageSize', () => {
  const canvas = createCanvas(321, 123);

  it('reads the size of a PNG and a JPEG from their headers', async () => {
    expect(readImageSize(new Uint8Array(await canvas.encode('png')))).toEqual({ width: 321, height: 123 });
    expect(readImageSize(new Uint8Array(await canvas.encode('jpeg')))).toEqual({ width: 321, height: 123 });
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
    expect(readImageSize(new TextEncoder().encode('GIF89a........'))).toBeNull();
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(readImageSize(new Uint8Array(0))).toBeNull();
  });
});
