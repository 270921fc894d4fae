import { describe, expect, it } from 'vitest';
import { correctOcrConfusions, mapWithConcurrency } from './ocr.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapWithConcurrency', () => {
  it('keeps item order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([30, 5, 20, 1, 10, 2], 3, async (ms, index) => {
      running += 1;
      peak = Math.max(peak, running);
      await tick(ms);
      running -= 1;
      return `${index}:${ms}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:2']);
    expect(peak).toBe(3);
  });

  it('rejects with the first failure and starts no further items', async () => {
    const started: number[] = [];
    const run = mapWithConcurrency([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick(5);
      if (item === 2) throw new Error('aborted');
      return item;
    });
    await expect(run).rejects.toThrow('aborted');
    await tick(20);
    expect(started.length).toBeLessThanOrEqual(3);
  });
});

describe('correctOcrConfusions', () => {
  it('reads a lower-case l inside or at the start of capitals as an I', () => {
    expect(correctOcrConfusions('Welcome to AlRport')).toBe('Welcome to AIRport');
    expect(correctOcrConfusions('lNSURANCE PLATFORM, SlMPLE')).toBe('INSURANCE PLATFORM, SIMPLE');
  });

  it('leaves ordinary words, names and units alone', () => {
    const text = 'McLaren sells 12 ml of lLama oil; leads, Mylo and plan B all stay.';
    expect(correctOcrConfusions(text)).toBe(text);
  });
});
