import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';

describe('archive and restore', () => {
  let t: TestApp;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp();
    investor = await t.signUp();
  });
  afterAll(() => t.close());

  const patch = (deckId: string, body: object) =>
    t.request({ method: 'PATCH', url: `/api/decks/${deckId}`, user: investor, body });

  it('brings a deck archived from the Analysis list back there, with its finished analysis', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      inDashboard: true,
      deepAnalysisStatus: 'Completed',
    });
    const archived = (await patch(deckId, { isArchived: true })).json();
    expect(archived).toMatchObject({ isArchived: true, inDashboard: false });

    const restored = (await patch(deckId, { isArchived: false })).json();
    expect(restored).toMatchObject({ isArchived: false, archivedAt: null, inDashboard: true, deepAnalysisStatus: 'Completed' });
  });

  it('brings a deck never sent to deep analysis back among the active decks', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id);
    await patch(deckId, { isArchived: true });
    const restored = (await patch(deckId, { isArchived: false })).json();
    expect(restored).toMatchObject({ isArchived: false, inDashboard: false, deepAnalysisStatus: 'Pending' });
  });
});
