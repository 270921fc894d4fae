import { describe, expect, it } from 'vitest';
import CFB from 'cfb';
import { performance } from 'node:perf_hooks';
import {
  makeCyclicDifatPpt,
  makeCyclicDirectoryPpt,
  makeCyclicFatPpt,
  makeCyclicMiniFatPpt,
  makeOutOfRangeSectorPpt,
  makeOversizedStreamPpt,
} from '../../hardening/hostile-files.ts';
import { makePpt } from '../../test/fixtures/documents.ts';
import { CompoundFile, CompoundFileError } from './compound-file.ts';
import { readPpt } from './ppt.ts';

/** A broken chain is found by walking at most the file's own sectors once: far below this on any machine. */
const FAST_MS = 200;

function timed<T>(run: () => T): { result: T; elapsedMs: number } {
  const started = performance.now();
  const result = run();
  return { result, elapsedMs: performance.now() - started };
}

describe('CompoundFile', () => {
  it('reads the same streams as cfb from a sound .ppt, in the FAT and in the mini stream', () => {
    const bytes = makePpt(Array.from({ length: 20 }, (_, i) => [`Slide ${i + 1}`, 'Revenue grew 40 % a year. '.repeat(4)]));
    const file = CompoundFile.open(bytes);
    const reference = CFB.read(Buffer.from(bytes), { type: 'buffer' });
    for (const name of ['PowerPoint Document', 'Current User']) {
      const expected = new Uint8Array(CFB.find(reference, name)!.content as Uint8Array);
      expect(file.stream(name)).toEqual(expected);
    }
    expect(file.stream('PowerPoint Document')!.length).toBeGreaterThan(4096); // the FAT, not the mini stream
    expect(file.has('powerpoint document')).toBe(true);
    expect(file.has('EncryptedSummary')).toBe(false);
    expect(file.stream('Pictures')).toBeNull();
  });

  it.each([
    ['a FAT chain that loops', makeCyclicFatPpt, /PowerPoint Document chain loops back to sector \d+/],
    ['a FAT chain pointing outside the file', makeOutOfRangeSectorPpt, /PowerPoint Document chain points at sector 16777215, outside the file/],
    ['a stream claiming more bytes than the file holds', makeOversizedStreamPpt, /PowerPoint Document claims \d+ sectors, more than the file holds/],
    ['a mini-FAT chain that loops', makeCyclicMiniFatPpt, /Current User \(mini stream\) chain loops back to sector \d+/],
    ['a directory chain that loops', makeCyclicDirectoryPpt, /directory chain loops back to sector \d+/],
    ['a DIFAT chain that loops', makeCyclicDifatPpt, /DIFAT chain loops back to sector \d+/],
  ])('stops at %s in milliseconds', (_name, makeFile, message) => {
    const bytes = makeFile();
    const { result, elapsedMs } = timed(() => {
      try {
        const file = CompoundFile.open(bytes);
        return ['PowerPoint Document', 'Current User'].map((name) => file.stream(name));
      } catch (error) {
        return error;
      }
    });
    expect(result).toBeInstanceOf(CompoundFileError);
    expect((result as Error).message).toMatch(message);
    expect(elapsedMs).toBeLessThan(FAST_MS);
  });

  it('finds no stream, rather than looping, in a directory whose sibling links form a cycle', () => {
    const bytes = makePpt([['Only slide', 'Text']]);
    const header = new DataView(bytes.buffer, bytes.byteOffset);
    const directoryAt = (header.getUint32(48, true) + 1) * 512;
    // Entry 1 (the root's first child) names itself as its right sibling.
    header.setUint32(directoryAt + 128 + 72, 1, true);
    const file = CompoundFile.open(bytes);
    expect(timed(() => file.stream('No Such Stream')).result).toBeNull();
  });

  it('refuses what is not a compound file', () => {
    expect(() => CompoundFile.open(new Uint8Array(1024))).toThrow(CompoundFileError);
    expect(() => CompoundFile.open(new Uint8Array(12))).toThrow('not a compound file');
  });
});

describe('readPpt on a compound file with a broken chain', () => {
  it('tells the user the file may be corrupt, in milliseconds, for the .ppt whose FAT loops', async () => {
    const started = performance.now();
    const reading = readPpt(makeCyclicFatPpt(), { ocr: false, maxPages: 300 });
    await expect(reading).rejects.toMatchObject({
      code: 'CORRUPT_FILE',
      message: 'The file could not be read as a PowerPoint document. It may be corrupt.',
      details: { cause: expect.stringMatching(/chain loops back/) },
    });
    expect(performance.now() - started).toBeLessThan(FAST_MS);
  });
});
