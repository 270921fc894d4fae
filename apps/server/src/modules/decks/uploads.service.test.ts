import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, uploadFile } from '../../test/factories.ts';
import { STALE_UPLOAD_TEMP_MS, removeStaleTempFiles, sanitizeFileName, uploadTempDir } from './uploads.service.ts';

describe('sanitizeFileName', () => {
  it('drops bidi controls, invisible formatting and control characters that fake an extension', () => {
    expect(sanitizeFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.exe');
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(sanitizeFileName(`deck${control}.pdf`, 'pdf'), JSON.stringify(control)).toBe('deck.pdf');
    }
    expect(sanitizeFileName('de\u200Bck\uFEFF\u00AD\u2060.pdf', 'pdf')).toBe('deck.pdf');
    expect(sanitizeFileName('line\u2028break\u0085\u0007.pdf', 'pdf')).toBe('linebreak.pdf');
    expect(sanitizeFileName('lone\uD800.pdf', 'pdf')).toBe('lone.pdf');
  });

  it('keeps ordinary names in any script, and never a path', () => {
    expect(sanitizeFileName('Zespół – Проблема 🚀.pptx', 'pptx')).toBe('Zespół – Проблема 🚀.pptx');
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(sanitizeFileName('\u202E\u200B', 'pdf')).toBe('deck.pdf');
  });
});

describe('uploads: file names and leftovers', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    // With workers, as ROLE=all runs: on PGlite an upload's enqueue waits forever without them.
    t = await createTestApp({ workers: true });
    await t.signUp();
    user = await t.signUp();
  });
  afterAll(() => t?.close());

  it('stores an uploaded name without its right-to-left override', async () => {
    const response = await uploadFile(t, user, 'report\u202Etxt.pdf', await makePdf(pitchDeckSlides()));
    expect(response.statusCode).toBe(202);
    expect(response.json().fileName).toBe('reporttxt.pdf');
  });

  async function leaveTempFiles() {
    const dir = uploadTempDir(t.ctx);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'crashed-upload'), Buffer.alloc(1024));
    const old = new Date(Date.now() - STALE_UPLOAD_TEMP_MS - 60_000);
    await utimes(path.join(dir, 'crashed-upload'), old, old);
    await writeFile(path.join(dir, 'live-upload'), Buffer.alloc(1024));
    return dir;
  }

  it('removes temporary files a crashed upload left, and keeps those of uploads in progress', async () => {
    const dir = await leaveTempFiles();
    expect(await removeStaleTempFiles(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await readdir(dir)).toContain('live-upload');
    expect(await readdir(dir)).not.toContain('crashed-upload');
  });

  it('sweeps them when the server starts', async () => {
    const dir = await leaveTempFiles();
    const { app } = await buildApp(t.ctx);
    await app.ready();
    try {
      expect(await readdir(dir)).toContain('live-upload');
      expect(await readdir(dir)).not.toContain('crashed-upload');
    } finally {
      await app.close();
    }
  });
});
