import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import type { DeckListCounts } from '@pitchscope/domain/contracts/deck-list';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck, uploadFile } from '../../test/factories.ts';

/** Plain text saved with a .pdf name: refused on arrival as not a PDF, PPT or PPTX. */
const textAsPdf = (line: string) => Buffer.from(`Meeting notes\n${line}\n`.repeat(20));

/** Issue #36, item 5: what the Pitch Decks page counts and lists under "Not added" is what there is. */
describe('honest counts and lists', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each test has its own investor, so none depends on what another left under Not added.
  const notAdded = async (user: TestUser) =>
    (await t.request({ method: 'GET', url: '/api/uploads/not-added', user })).json() as UploadItem[];
  // Kept files of every user share one folder: a test counts what its own uploads and deletes change.
  const keptFileCount = async () => (await readdir(path.join(t.dataDir, 'files', 'notAdded')).catch(() => [] as string[])).length;

  it('keeps a file refused on arrival for its type, with the spec message, under Not added', async () => {
    const investor = await t.signUp({ name: 'Ivy Investor' });
    const keptBefore = await keptFileCount();
    const response = await uploadFile(t, investor, 'notes.pdf', textAsPdf('first'));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(UPLOAD_MESSAGES.unsupportedType);

    const [listed, ...others] = await notAdded(investor);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({
      fileName: 'notes.pdf',
      status: 'error',
      error: UPLOAD_MESSAGES.unsupportedType,
      refusal: 'unreadable',
      fileKept: true,
      attemptCount: 1,
    });
    expect(await keptFileCount()).toBe(keptBefore + 1);

    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${listed!.id}`, user: investor })).statusCode).toBe(200);
    expect(await notAdded(investor)).toEqual([]);
    expect(await keptFileCount()).toBe(keptBefore);
  });

  it('lists a file refused twice once, with its attempt count, and deletes it whole', async () => {
    const investor = await t.signUp({ name: 'Ivan Investor' });
    const keptBefore = await keptFileCount();
    await uploadFile(t, investor, 'minutes.pdf', textAsPdf('same'));
    await uploadFile(t, investor, 'minutes-again.pdf', textAsPdf('same'));
    await uploadFile(t, investor, 'agenda.pdf', textAsPdf('other'));

    const listed = await notAdded(investor);
    expect(await keptFileCount()).toBe(keptBefore + 3);
    expect(listed.map((item) => [item.fileName, item.attemptCount])).toEqual([
      ['agenda.pdf', 1],
      ['minutes-again.pdf', 2],
    ]);

    const deleted = await t.request({ method: 'DELETE', url: `/api/uploads/${listed[1]!.id}`, user: investor });
    expect(deleted.statusCode).toBe(200);
    expect((await notAdded(investor)).map((item) => item.fileName)).toEqual(['agenda.pdf']);
    expect(await keptFileCount()).toBe(keptBefore + 1);
  });

  it("shows a team workspace's Pitch Decks page none of the user's personal Not added files", async () => {
    const investor = await t.signUp({ name: 'Tess Teamwork' });
    await uploadFile(t, investor, 'agenda.pdf', textAsPdf('personal'));
    expect((await notAdded(investor)).map((item) => item.fileName)).toEqual(['agenda.pdf']);
    const personal = (await t.request({ method: 'GET', url: '/api/workspaces', user: investor })).json().currentWorkspaceId as string;
    const created = await t.request({ method: 'POST', url: '/api/workspaces', user: investor, body: { name: 'Fund I' } });
    expect(created.statusCode, created.body).toBe(201);
    const switchTo = (workspaceId: string) =>
      t.request({ method: 'PUT', url: '/api/me/current-workspace', user: investor, body: { workspaceId } });

    expect((await switchTo(created.json().id)).statusCode).toBe(200);
    expect(await notAdded(investor)).toEqual([]);
    await uploadFile(t, investor, 'team-notes.pdf', textAsPdf('team'));
    expect((await notAdded(investor)).map((item) => item.fileName)).toEqual(['team-notes.pdf']);

    expect((await switchTo(personal)).statusCode).toBe(200);
    expect((await notAdded(investor)).map((item) => item.fileName)).toEqual(['agenda.pdf']);
  });

  it('counts under Analyzed every deck the list shows as analyzed', async () => {
    const viewer = await t.signUp({ name: 'Cara Counter' });
    for (let story = 0; story < 5; story += 1) {
      await insertAnalyzedDeck(t.ctx, viewer.id, { companyName: `Counted ${story}`, story });
    }
    await insertAnalyzedDeck(t.ctx, viewer.id, { companyName: 'Still Reading', status: 'Processing' });

    const counts = (await t.request({ method: 'GET', url: '/api/decks/counts', user: viewer })).json() as DeckListCounts;
    const analyzedListed = (await t.request({ method: 'GET', url: '/api/decks?limit=100&status=Analyzed', user: viewer })).json()
      .items as unknown[];
    expect(analyzedListed).toHaveLength(5);
    expect(counts.all).toMatchObject({ analyzed: 5, processing: 1, total: 6 });
  });
});
