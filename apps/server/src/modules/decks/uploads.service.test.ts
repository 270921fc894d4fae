import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, uploadFile } from '../../test/factories.ts';
import { STALE_UPLOAD_TEMP_MS, removeStaleTempFiles, uploadTempDir } from './uploads.service.ts';
import { UPLOAD_FILE_NAME_MAX_LENGTH } from '@pitchscope/domain/constants';

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

  it('keeps the folders of a name sent with a path, as part of the name', async () => {
    const response = await uploadFile(t, user, 'Q3/investors/plan.pdf', await makePdf(pitchDeckSlides({ company: 'Pathkeep' })));
    expect(response.statusCode).toBe(202);
    expect(response.json().fileName).toBe('Q3-investors-plan.pdf');
  });

  it('cuts a long name between graphemes and keeps its extension', async () => {
    const name = `${'a'.repeat(UPLOAD_FILE_NAME_MAX_LENGTH - 1)}${'🚀'.repeat(10)}.pdf`;
    const response = await uploadFile(t, user, name, await makePdf(pitchDeckSlides({ company: 'Longname' })));
    expect(response.statusCode).toBe(202);
    const { fileName } = response.json() as { fileName: string };
    expect(fileName).toMatch(/^a+\.pdf$/);
    expect(fileName.length).toBeLessThanOrEqual(UPLOAD_FILE_NAME_MAX_LENGTH);
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
