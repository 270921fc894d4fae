import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOleFile, makePdf, makePpt, makePptx, makeZip } from '../../test/fixtures/documents.ts';
import { detectFileType, detectFileTypeFromFile } from './detect-file-type.ts';

const fakeExe = () => {
  const bytes = new Uint8Array(4096);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]); // "MZ"
  return bytes;
};
const text = (value: string) => new Uint8Array(Buffer.from(value));

let samples: Record<string, Uint8Array>;
let folder: string;

beforeAll(async () => {
  samples = {
    pdf: await makePdf(['Hello']),
    pdfAfterJunk: new Uint8Array([...text('\r\n\xef\xbb\xbf junk '), ...(await makePdf(['Hello']))]),
    pptx: await makePptx([{ title: 'Hello', bullets: [] }]),
    ppt: makePpt([['Hello']]),
    exe: fakeExe(),
    docx: await makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
    xlsx: await makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
    doc: makeOleFile('WordDocument'),
    txt: text('Quarterly update: revenue is up 40%, PDF and PPTX versions follow. '.repeat(40)),
  };
  folder = await mkdtemp(join(tmpdir(), 'detect-file-type-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('detectFileType', () => {
  it.each([
    ['pdf', 'pdf'],
    ['pdfAfterJunk', 'pdf'],
    ['pptx', 'pptx'],
    ['ppt', 'ppt'],
    ['exe', null],
    ['docx', null],
    ['xlsx', null],
    ['doc', null],
    ['txt', null],
  ] as const)('judges %s by content as %s', (sample, expected) => {
    expect(detectFileType(samples[sample])).toBe(expected);
  });

  it('does not trust the file name: a renamed exe saved as deck.pdf is still rejected', async () => {
    const path = join(folder, 'deck.pdf');
    await writeFile(path, fakeExe());
    expect(await detectFileTypeFromFile(path)).toBeNull();
  });

  it.each(['pdf', 'pptx', 'ppt', 'docx', 'txt'] as const)(
    'reads %s from disk the same way',
    async (sample) => {
      const path = join(folder, `sample-${sample}.bin`);
      await writeFile(path, samples[sample]);
      expect(await detectFileTypeFromFile(path)).toBe(detectFileType(samples[sample]));
    },
  );
});
