import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckFiguresResponseSchema } from '@pitchscope/domain/figures/figure';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck, pitchDeckSlides, uploadAndWait } from '../../test/factories.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { findLedger } from './figures.repository.ts';

function pagesOf(texts: string[]) {
  return texts.map((rawText, i) => ({
    pageNumber: i + 1,
    header: rawText.split('\n')[0],
    rawText,
    images: [],
    tables: [],
    charts: [],
    diagrams: [],
    footer: '',
    method: 'text' as const,
  }));
}

describe('GET /api/decks/:id/figures', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ workers: true });
    await t.signUp(); // the first account is the admin
    owner = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t?.close());

  it('gives the owner the ledger of a deck read before ledgers existed, with the checks, and stores it', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id, {
      pages: pagesOf(['Tidewell\nMarch 2015', 'Traction\nARR $1.2M · MRR $40K', 'Market\nTAM $2B · SAM $3B']),
    });
    expect(await findLedger(t.ctx.db, deckId)).toBeNull();

    const response = await t.request({ method: 'GET', url: `/api/decks/${deckId}/figures`, user: owner });
    expect(response.statusCode).toBe(200);
    const body = deckFiguresResponseSchema.parse(response.json());
    expect(body.ledger?.deckDate).toBe('2015-03-31');
    expect(body.ledger?.figures.map((f) => [f.metric, f.value, f.page])).toEqual([
      ['arr', 1_200_000, 2],
      ['mrr', 40_000, 2],
      ['tam', 2e9, 3],
      ['sam', 3e9, 3],
    ]);
    expect(body.findings.map((f) => f.check)).toEqual(expect.arrayContaining(['market-order', 'mrr-vs-arr']));
    expect(await findLedger(t.ctx.db, deckId)).toEqual(body.ledger);
  });

  it('hides another user’s deck and refuses visitors', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    expect(
      (await t.request({ method: 'GET', url: `/api/decks/${deckId}/figures`, user: other })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/figures` })).statusCode).toBe(401);
  });

  it('records the ledger at ingestion', async () => {
    const slides = pitchDeckSlides({
      company: 'Ledgerly',
      round: '$2M',
      extra: 'Burn $50K per month, 12 months of runway',
    });
    const upload = await uploadAndWait(t, owner, 'ledgerly.pdf', await makePdf(slides));
    expect(upload.status).toBe('completed');
    const stored = await findLedger(t.ctx.db, upload.deckId!);
    expect(stored?.figures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: 'round_size', value: 2_000_000, page: 8 }),
        expect.objectContaining({ metric: 'burn', value: 50_000, per: 'month', page: 8 }),
        expect.objectContaining({ metric: 'runway', value: 12, page: 8 }),
      ]),
    );
  });

  it('makes the ledger in the document sandbox and keeps the upload when it cannot be made', async () => {
    const sandbox = t.ctx.documents;
    const made: number[] = [];
    const original = sandbox.figureLedger.bind(sandbox);
    sandbox.figureLedger = async (pages) => {
      made.push(pages.length);
      throw new Error('over the analysis budget');
    };
    try {
      const slides = pitchDeckSlides({ company: 'Budgetbust', round: '$3M', story: 1 });
      const upload = await uploadAndWait(t, owner, 'budgetbust.pdf', await makePdf(slides));
      expect(upload.status).toBe('completed');
      expect(made).toEqual([slides.length]);
      const stored = await findLedger(t.ctx.db, upload.deckId!);
      expect(stored).toMatchObject({ figures: [], deckDate: null });
      // Stored empty, so reading the deck does not try again.
      const read = await t.request({ method: 'GET', url: `/api/decks/${upload.deckId}/figures`, user: owner });
      expect(read.json()).toMatchObject({ ledger: { figures: [] }, findings: [] });
      expect(made).toHaveLength(1);
    } finally {
      sandbox.figureLedger = original;
    }
  });
});
