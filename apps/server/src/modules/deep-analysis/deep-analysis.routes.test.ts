import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import { tokenTransactions } from '../../db/schema.ts';
import { ANALYSIS_CALL_ERRORS, ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { makeFigure } from '@pitchscope/domain/figures/figure-factory';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { saveDeckLedger } from '../figures/figures.service.ts';

describe('paid deep analysis', () => {
  let t: TestApp;
  const fake = createFakeAnalysis({ deepResearch: 'succeed' });
  let investor: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    // Hanging runs hold worker slots for the whole file, so give the queue room for the later tests.
    t = await createTestApp({ workers: true, env: { WORKER_CONCURRENCY: '8' }, overrides: { analysis: fake.service } });
    await t.signUp();
    investor = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const me = async (user: TestUser) => (await t.request({ method: 'GET', url: '/api/me', user })).json();
  const deckOf = async (user: TestUser, id: string) => (await t.request({ method: 'GET', url: `/api/decks/${id}`, user })).json();
  const ledgerSum = async (userId: string) =>
    (await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId))).reduce((sum, row) => sum + row.amount, 0);

  it('holds a token, runs the job, stores the report and consumes the token', async () => {
    fake.options.deepResearch = 'succeed';
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id);
    const start = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user: investor });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ deckId, estimatedTime: '2-3 minutes', tokenBalance: 1 });

    const finished = await waitFor(() => deckOf(investor, deckId), (deck) => deck.deepAnalysisStatus === 'Completed');
    expect(finished).toMatchObject({ status: 'Analyzed', inDashboard: true, hasDeepAnalysis: true });
    const analysis = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis`, user: investor })).json();
    expect(analysis).toMatchObject({ model: 'fake-model', tier: 2, verdict: 'Promising', dataFreshness: 'All data points are fresh.' });
    expect(analysis.executiveSummaryText).toContain('Brightloop sells energy sensors');
    // Spec §4.2: deep research and data freshness run in parallel, not one after the other.
    const at = (event: string) => {
      const index = fake.events.indexOf(event);
      expect(index, event).toBeGreaterThanOrEqual(0);
      return index;
    };
    expect(at('freshness started')).toBeLessThan(at('research ended'));
    expect(at('research started')).toBeLessThan(at('freshness ended'));
    expect((await me(investor)).tokenBalance).toBe(1);
    expect(await ledgerSum(investor.id)).toBe(1);
  });

  it("hands the deck's stored ledger and investor fit to the engine: a Red criterion keeps the local report out of Tier 1", async () => {
    fake.options.deepResearch = 'local';
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      investorFit: {
        overallMatch: 'Yellow',
        stageFit: 'Green',
        checkSizeFit: 'Green',
        sectorAlignment: 'Red',
        geographyFit: 'Unknown',
        rationale: {
          stageFitReason: 'Seed is in your target stages',
          checkSizeReason: 'Within your ticket range',
          sectorReason: 'Energy / Cleantech is not in your focus',
          geographyReason: 'Not stated in the deck',
        },
      },
    });
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user: investor });
    await waitFor(() => deckOf(investor, deckId), (deck) => deck.deepAnalysisStatus === 'Completed');
    const analysis = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis`, user: investor })).json();
    expect(analysis.tier).toBeGreaterThanOrEqual(3);
    expect(analysis.verdict).not.toBe('Hot');
    expect(analysis.rawAnalysis).toContain('Outside your sector criterion: Energy / Cleantech is not in your focus');
    expect(analysis.rawAnalysis).toContain("Cap: Outside the investor's criteria (sector rated Red)");
    fake.options.deepResearch = 'succeed';
  });

  it('refunds the token and marks the deck Failed when the analysis fails', async () => {
    fake.options.deepResearch = 'fail';
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user })).statusCode).toBe(200);
    expect((await me(user)).tokenBalance).toBe(1);
    const failed = await waitFor(() => deckOf(user, deckId), (deck) => deck.deepAnalysisStatus === 'Failed', 60_000);
    expect(failed.status).toBe('Failed');
    // The deck keeps why, for the spec's "Error: {message}. Token has been refunded." (issue #35).
    expect(failed.deepAnalysisFailure).toMatchObject({ message: ANALYSIS_CALL_ERRORS.deepResearch, tokenRefunded: true });
    expect((await me(user)).tokenBalance).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
    const reasons = (await t.request({ method: 'GET', url: '/api/me/transactions', user })).json().map((row: { reason: string }) => row.reason);
    expect(reasons).toContain('Deep Analysis (Failed - Refunded)');
    // A new start forgets the old failure.
    fake.options.deepResearch = 'succeed';
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    expect((await deckOf(user, deckId)).deepAnalysisFailure).toBeNull();
  });

  it('refuses a second start while one runs, a zero balance, visitors and other users', async () => {
    fake.options.deepResearch = 'hang';
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const [a, b] = await Promise.all([
      t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user }),
      t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error).toMatchObject({
      code: 'ANALYSIS_ALREADY_RUNNING',
      message: 'This deck is already being analyzed. Please wait for it to complete.',
    });
    expect((await me(user)).tokenBalance).toBe(1);

    const second = await insertAnalyzedDeck(t.ctx, user.id, { story: 1 });
    const third = await insertAnalyzedDeck(t.ctx, user.id, { story: 2 });
    expect((await t.request({ method: 'POST', url: `/api/decks/${second}/deep-analysis`, user })).statusCode).toBe(200);
    const broke = await t.request({ method: 'POST', url: `/api/decks/${third}/deep-analysis`, user });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error.code).toBe('INSUFFICIENT_TOKENS');
    expect((await me(user)).tokenBalance).toBe(0);

    expect((await t.request({ method: 'POST', url: `/api/decks/${third}/deep-analysis` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/decks/${third}/deep-analysis`, user: other })).statusCode).toBe(404);
    expect((await me(other)).tokenBalance).toBe(2);
  });

  it('times out a stuck analysis with a refund', async () => {
    fake.options.deepResearch = 'hang';
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    const { sweepStuckWork } = await import('../../workers.ts');
    const later = { ...t.ctx, clock: () => new Date(Date.now() + 60 * 60_000) };
    const swept = await sweepStuckWork(later);
    expect(swept.runs).toBeGreaterThanOrEqual(1);
    expect((await deckOf(user, deckId)).deepAnalysisStatus).toBe('Failed');
    expect((await me(user)).tokenBalance).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
  });

  it('generates smart questions, data freshness and news only for a deck whose deep analysis was delivered', async () => {
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const supporting = ['smart-questions', 'data-freshness', 'news-intelligence'];
    for (const kind of supporting) {
      const refused = await t.request({ method: 'POST', url: `/api/decks/${deckId}/${kind}`, user });
      expect(refused.statusCode, kind).toBe(409);
      expect(refused.json().error, kind).toEqual({ code: 'DEEP_ANALYSIS_REQUIRED', message: ANALYSIS_MESSAGES.deepAnalysisRequired });
    }
    // Nothing was generated or kept for the deck, and no token moved.
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis`, user })).statusCode).toBe(404);
    expect((await me(user)).tokenBalance).toBe(2);

    fake.options.deepResearch = 'succeed';
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    await waitFor(() => deckOf(user, deckId), (deck) => deck.deepAnalysisStatus === 'Completed');
    const answers = [];
    for (const kind of supporting) answers.push(await t.request({ method: 'POST', url: `/api/decks/${deckId}/${kind}`, user }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const analysis = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis`, user })).json();
    expect(analysis.smartQuestions).toBe(answers[0]!.json().smartQuestions);
    expect(analysis.newsIntelligence).toBe(answers[2]!.json().newsIntelligence);
    // Still the owner's only: another user learns nothing.
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/smart-questions`, user: other })).statusCode).toBe(404);
  });

  it('exports a finished analysis as Markdown, JSON and PDF', async () => {
    fake.options.deepResearch = 'succeed';
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    await waitFor(() => deckOf(user, deckId), (deck) => deck.deepAnalysisStatus === 'Completed');
    const md = await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis/export?format=md`, user });
    expect(md.headers['content-type']).toMatch(/text\/markdown/);
    expect(md.body).toContain('# Brightloop — Deep Analysis');
    const json = await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis/export?format=json`, user });
    expect(json.json().analysis.verdict).toBe('Promising');
    const pdf = await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis/export?format=pdf`, user });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis/export?format=pdf`, user: other })).statusCode).toBe(404);
  });

  it("draws the deck's numbers in the PDF export: a revenue series as a chart citing its slides, none for a deck without one", async () => {
    fake.options.deepResearch = 'succeed';
    const user = await t.signUp();
    const withSeries = await insertAnalyzedDeck(t.ctx, user.id);
    const without = await insertAnalyzedDeck(t.ctx, user.id, { companyName: 'Quietco' });
    const year = (y: number, text: string) => ({ text, start: `${y}-01-01`, end: `${y}-12-31` });
    await saveDeckLedger(t.ctx.db, withSeries, {
      asOf: '2025-06-01T00:00:00.000Z',
      deckDate: '2025-05-01',
      truncated: false,
      figures: [
        makeFigure({ id: 'p6-1', metric: 'revenue', value: 1_200_000, period: year(2023, '2023'), page: 6 }),
        makeFigure({ id: 'p6-2', metric: 'revenue', value: 2_500_000, period: year(2024, '2024'), page: 6 }),
        makeFigure({ id: 'p9-1', metric: 'revenue', value: 9_000_000, period: year(2026, '2026E'), status: 'projected', markedAsProjection: true, page: 9 }),
      ],
    });
    await saveDeckLedger(t.ctx.db, without, { asOf: '2025-06-01T00:00:00.000Z', deckDate: null, truncated: false, figures: [] });
    const exported = async (deckId: string) => {
      await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
      await waitFor(() => deckOf(user, deckId), (deck) => deck.deepAnalysisStatus === 'Completed');
      const response = await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis/export?format=pdf`, user });
      expect(response.statusCode).toBe(200);
      const bytes = new Uint8Array(response.rawPayload);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
      return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
    };
    const text = await exported(withSeries);
    expect(text).toContain('The numbers');
    expect(text).toContain('Revenue');
    for (const label of ['$1.2M', '$2.5M', '$9M', '2023', '2024', '2026E']) expect(text).toContain(label);
    expect(text).toContain('Points from slides 6, 9.');
    // The supporting analyses follow the charts, as the Markdown export orders them.
    expect(text.indexOf('Points from slides 6, 9.')).toBeLessThan(text.indexOf('Data Freshness'));
    expect(await exported(without)).not.toContain('The numbers');
  });

  it('reads a report written before the investor edited the stage and round with the edits: API, export and share page', async () => {
    fake.options.deepResearch = 'succeed';
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id, {
      stage: 'Pre-Seed',
      roundSize: '$2M',
      fieldSources: { companyName: { status: 'stated', slides: [1] }, stage: { status: 'assumed', slides: [] }, roundSize: { status: 'assumed', slides: [] } },
    });
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    await waitFor(() => deckOf(user, deckId), (deck) => deck.deepAnalysisStatus === 'Completed');
    const report = () => t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis`, user }).then((response) => response.json());
    const markdown = () =>
      t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis/export?format=md`, user }).then((response) => response.body);
    const factsLine = (text: string) => text.split('\n').find((line) => line.includes(' · '));

    expect((await report()).factsEditedSince).toEqual([]);
    // The export's facts line marks what the deck does not state, as every view does.
    expect(factsLine(await markdown())).toBe('Energy / Cleantech · Pre-Seed (assumed) · $2M (assumed) · Helsinki, Finland');

    const edit = await t.request({ method: 'PATCH', url: `/api/decks/${deckId}/fields`, user, body: { stage: 'seed', roundSize: '750K EUR' } });
    expect(edit.statusCode, edit.body).toBe(200);

    const edited = (await report()).factsEditedSince;
    expect(edited).toMatchObject([
      { field: 'stage', value: 'Seed', state: 'edited', previousValue: 'Pre-Seed', previousState: 'assumed' },
      { field: 'roundSize', value: '€750K', state: 'edited', previousValue: '$2M', previousState: 'assumed' },
    ]);
    const md = await markdown();
    expect(factsLine(md)).toBe('Energy / Cleantech · Seed · €750K · Helsinki, Finland');
    expect(md).toContain('## Facts edited since this report was written');
    expect(md).toContain('- Stage: Seed (was Pre-Seed, assumed)\n- Round Size: €750K (was $2M, assumed)');

    // The shared page: the facts as they are now, without the values they replaced.
    const created = await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user, body: {} });
    const token = created.json().url.split('/').pop();
    const shared = (await t.request({ method: 'GET', url: `/api/share/${token}`, headers: { origin: undefined } })).json();
    expect(shared.report.factsEditedSince).toEqual([
      { field: 'stage', label: 'Stage', value: 'Seed' },
      { field: 'roundSize', label: 'Round Size', value: '€750K' },
    ]);
    expect(shared.facts).toContainEqual({ field: 'stage', label: 'Stage', value: 'Seed', state: 'edited' });
  });

  it('writes smart questions asked for after an edit from the edited facts, with no note of edits they knew (issue #36)', async () => {
    fake.options.deepResearch = 'succeed';
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id, {
      stage: 'Pre-Seed',
      roundSize: '$2M',
      fieldSources: { companyName: { status: 'stated', slides: [1] }, stage: { status: 'assumed', slides: [] }, roundSize: { status: 'assumed', slides: [] } },
    });
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    await waitFor(() => deckOf(user, deckId), (deck) => deck.deepAnalysisStatus === 'Completed');
    const report = () => t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis`, user }).then((response) => response.json());
    const edit = (body: Record<string, string>) => t.request({ method: 'PATCH', url: `/api/decks/${deckId}/fields`, user, body });

    expect((await edit({ stage: 'seed' })).statusCode).toBe(200);
    const asked = await t.request({ method: 'POST', url: `/api/decks/${deckId}/smart-questions`, user });
    expect(asked.statusCode, asked.body).toBe(200);
    // Written from the deck as it is now, told which of the report's values the investor replaced.
    const input = fake.smartQuestionsInputs.at(-1)!;
    expect(input.deck.stage).toBe('Seed');
    expect(input.analysisSummary).toContain('Stage: Seed (was Pre-Seed, assumed)');

    const afterQuestions = await report();
    // The report was written before the edit and says so; the questions were written after it.
    expect(afterQuestions.factsEditedSince).toMatchObject([{ field: 'stage', value: 'Seed', previousValue: 'Pre-Seed' }]);
    expect(afterQuestions.supportingFactsEditedSince.smartQuestions).toEqual([]);
    expect(Date.parse(afterQuestions.supportingWrittenAt.smartQuestions)).toBeGreaterThan(Date.parse(afterQuestions.generatedAt));
    // The freshness review was written with the report: it carries the report's note.
    expect(afterQuestions.supportingFactsEditedSince.dataFreshness).toMatchObject([{ field: 'stage', value: 'Seed' }]);

    // An edit after the questions is listed for them, from the value they were written with.
    expect((await edit({ roundSize: '750K EUR' })).statusCode).toBe(200);
    const later = await report();
    expect(later.supportingFactsEditedSince.smartQuestions).toEqual([
      expect.objectContaining({ field: 'roundSize', value: '€750K', previousValue: '$2M', previousState: 'assumed' }),
    ]);
    const md = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis/export?format=md`, user })).body;
    const questionsPart = md.slice(md.indexOf('# Questions to Ask'));
    expect(questionsPart).toContain('- Round Size: €750K (was $2M, assumed)');
    expect(questionsPart).not.toContain('- Stage: Seed');
  });
});
