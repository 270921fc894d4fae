import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, uploadFile, waitForUpload } from '../../test/factories.ts';
import { startWorkers } from '../../workers.ts';

/** Issue #36, item 4: copies of one file uploaded together make one deck, whichever lane reads them. */
describe('duplicates decided once per workspace', () => {
  let t: TestApp;
  let investor: TestUser;

  beforeAll(async () => {
    // Three lanes, all open to one workspace: the copies are read side by side and race to be the deck.
    t = await createTestApp({ env: { WORKER_CONCURRENCY: '3', WORKSPACE_UPLOAD_CONCURRENCY: '3' } });
    investor = await t.signUp({ name: 'Ivy Investor' });
  });
  afterAll(() => t.close());

  it('turns ten identical uploads sent at once into one deck and nine duplicates naming it', async () => {
    const bytes = await makePdf(pitchDeckSlides({ company: 'Copperleaf' }));
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, index) => uploadFile(t, investor, index === 0 ? 'copperleaf.pdf' : `copperleaf-copy-${index}.pdf`, bytes)),
    );
    expect(sent.map((response) => response.statusCode)).toEqual(Array(10).fill(202));

    const stopWorkers = await startWorkers(t.ctx);
    let ended: UploadItem[];
    try {
      ended = await Promise.all(sent.map((response) => waitForUpload(t, investor, (response.json() as UploadItem).id, 180_000)));
    } finally {
      await stopWorkers();
    }

    const completed = ended.filter((item) => item.status === 'completed');
    const duplicates = ended.filter((item) => item.status === 'duplicate');
    expect(completed).toHaveLength(1);
    expect(duplicates).toHaveLength(9);
    const deckId = completed[0]!.deckId;
    expect(duplicates.map((item) => item.duplicateInfo?.existingDeck.id)).toEqual(Array(9).fill(deckId));

    const list = (await t.request({ method: 'GET', url: '/api/decks?limit=100', user: investor })).json() as { items: { id: string }[] };
    expect(list.items.map((deck) => deck.id)).toEqual([deckId]);
  }, 240_000);
});
