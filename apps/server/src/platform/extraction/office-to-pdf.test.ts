import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePptx } from '../../test/fixtures/documents.ts';
import { extractDocument } from './extract-document.ts';
import { STALE_CONVERSION_MS, convertToPdf, detectSoffice, removeStaleConversionFolders } from './office-to-pdf.ts';
import { openPdfDocument, renderPageImage } from './pdf-document.ts';

const soffice = detectSoffice(undefined).path;
const LIMITS = { timeMs: 120_000, memoryMb: 1536 };

describe('detectSoffice', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'soffice-detect-'));
    await writeFile(path.join(dir, 'soffice'), '#!/bin/sh\nexit 0\n');
    await chmod(path.join(dir, 'soffice'), 0o755);
    await writeFile(path.join(dir, 'not-executable'), 'x');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('finds soffice on PATH first', () => {
    expect(detectSoffice(undefined, dir)).toEqual({ path: path.join(dir, 'soffice'), reason: null });
  });

  it('takes SOFFICE_PATH as given, and says why it cannot be used', () => {
    expect(detectSoffice(path.join(dir, 'soffice'), '').path).toBe(path.join(dir, 'soffice'));
    expect(detectSoffice(path.join(dir, 'not-executable'), dir)).toMatchObject({
      path: null,
      reason: expect.stringContaining('not an executable'),
    });
  });

  it('is turned off with SOFFICE_PATH=off or an empty value, whatever is installed', () => {
    expect(detectSoffice('off', dir)).toMatchObject({ path: null, reason: expect.stringContaining('turned off') });
    expect(detectSoffice('', dir).path).toBeNull();
  });
});

/** PDF text of page n, to check the conversion kept the slide and its order. */
async function pageText(pdfPath: string, page: number): Promise<string> {
  const document = await extractDocument({ path: pdfPath }, { ocr: false });
  return document.pages.find((item) => item.pageNumber === page)?.rawText ?? '';
}

/** Live (not zombie) LibreOffice processes on the machine. */
async function soffices(): Promise<number> {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const stats = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')));
  return stats.filter((stat) => /\((soffice|oosplash)/.test(stat) && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z').length;
}

describe('removeStaleConversionFolders', () => {
  it('removes the conversion folders a crashed process left, and nothing recent or not ours', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'conversion-sweep-'));
    try {
      const old = new Date(Date.now() - STALE_CONVERSION_MS - 60_000);
      for (const name of ['pitchscope-soffice-abandoned', 'pitchscope-soffice-running', 'someone-elses-folder']) {
        await mkdir(path.join(root, name));
        await writeFile(path.join(root, name, 'deck.pdf'), '%PDF-1.7');
      }
      await utimes(path.join(root, 'pitchscope-soffice-abandoned'), old, old);
      await utimes(path.join(root, 'someone-elses-folder'), old, old);

      expect(await removeStaleConversionFolders(Date.now(), root)).toBe(1);
      expect((await readdir(root)).sort()).toEqual(['pitchscope-soffice-running', 'someone-elses-folder']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!soffice)(`convertToPdf with LibreOffice${soffice ? '' : ' (skipped: soffice not installed; apt-get install libreoffice-impress)'}`, () => {
  let dir: string;
  let pptxPath: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'soffice-convert-'));
    pptxPath = path.join(dir, 'deck.pptx');
    await writeFile(
      pptxPath,
      await makePptx([
        { title: 'Brightloop energy sensors', bullets: ['Clip-on sensors for restaurants'] },
        { title: 'Traction', bullets: ['120 paying sites'] },
        { title: 'The ask', bullets: ['Raising 1.5M seed'] },
      ]),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('converts a PPTX slide for slide and draws slide 1', async () => {
    const converted = await convertToPdf(soffice!, pptxPath, 'pptx', LIMITS);
    try {
      expect(converted.peakMemoryMb).toBeGreaterThan(0);
      expect(await pageText(converted.pdfPath, 1)).toContain('Brightloop energy sensors');
      expect(await pageText(converted.pdfPath, 3)).toContain('Raising 1.5M seed');
      const bytes = await readFile(converted.pdfPath);
      const pdf = await openPdfDocument(new Uint8Array(bytes), { forRendering: true });
      expect(pdf.numPages).toBe(3);
      const image = await renderPageImage(pdf, 1, { width: 480, format: 'png' });
      await pdf.loadingTask.destroy();
      expect(Buffer.from(image.subarray(1, 4)).toString('latin1')).toBe('PNG');
      expect(Buffer.from(image).readUInt32BE(16)).toBe(480); // IHDR width
    } finally {
      await converted.cleanup();
    }
  }, 120_000);

  it('converts a legacy PPT (made from the PPTX by LibreOffice itself) and draws slide 1', async () => {
    // The tests' own PPT writer makes only what the record reader needs; LibreOffice wants a complete file.
    const profile = `file://${path.join(dir, 'profile')}`;
    await promisify(execFile)(soffice!, [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'ppt', '--outdir', dir, pptxPath], {
      timeout: 120_000,
      env: { ...process.env, HOME: dir },
    });
    const converted = await convertToPdf(soffice!, path.join(dir, 'deck.ppt'), 'ppt', LIMITS);
    try {
      expect(await pageText(converted.pdfPath, 1)).toContain('Brightloop energy sensors');
      const bytes = await readFile(converted.pdfPath);
      const pdf = await openPdfDocument(new Uint8Array(bytes), { forRendering: true });
      const image = await renderPageImage(pdf, 1, { width: 480, format: 'webp' });
      await pdf.loadingTask.destroy();
      expect(Buffer.from(image.subarray(8, 12)).toString('latin1')).toBe('WEBP');
    } finally {
      await converted.cleanup();
    }
  }, 180_000);

  it('kills LibreOffice past its time limit, leaving no process behind', async () => {
    const before = await soffices();
    await expect(convertToPdf(soffice!, pptxPath, 'pptx', { timeMs: 300, memoryMb: 1536 })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: expect.stringContaining('longer than'),
    });
    // SIGKILL is delivered at once but the processes take a moment to go.
    let after = await soffices();
    for (let waited = 0; after > before && waited < 3000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await soffices();
    }
    expect(after).toBeLessThanOrEqual(before);
  }, 60_000);

  it('kills LibreOffice past its memory bound', async () => {
    await expect(convertToPdf(soffice!, pptxPath, 'pptx', { timeMs: 60_000, memoryMb: 20 })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: expect.stringContaining('more than 20 MB'),
    });
  }, 60_000);

  it('fails with a message on a file LibreOffice cannot read', async () => {
    const broken = path.join(dir, 'broken.pptx');
    await writeFile(broken, 'not a presentation');
    await expect(convertToPdf(soffice!, broken, 'pptx', LIMITS)).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: 'The slides of this deck could not be drawn.',
    });
  }, 120_000);
});
