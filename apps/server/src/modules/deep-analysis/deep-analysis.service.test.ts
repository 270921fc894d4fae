import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import { analysisRuns, decks, tokenTransactions, userProfiles } from '../../db/schema.ts';
import { failDeepAnalysis } from './deep-analysis.service.ts';
import { findDeepAnalysis } from './deep-analysis.repository.ts';

/**
 * The paid run's money when a run is failed at the moments that matter: after it completed, and with
 * the refund failing half-way.
 */
describe('failing a deep analysis', () => {
  let t: TestApp;
  const fake = createFakeAnalysis({ deepResearch: 'succeed' });

  beforeAll(async () => {
    t = await createTestApp({ workers: true, overrides: { analysis: fake.service } });
    await t.signUp(); // the admin
  });
  afterAll(() => t.close());

  const balanceOf = async (userId: string) =>
    (await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]!.tokenBalance;
  const refundsOf = async (userId: string) =>
    (await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId))).filter(
      (row) => row.type === 'refunded',
    );
  const runStatus = async (analysisId: string) =>
    (await t.ctx.db.select().from(analysisRuns).where(eq(analysisRuns.id, analysisId)))[0]!.status;
  const deckStatus = async (deckId: string) =>
    (await t.ctx.db.select().from(decks).where(eq(decks.id, deckId)))[0]!.deepAnalysisStatus;

  async function startPaidRun(user: TestUser) {
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const start = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    expect(start.statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(1);
    return { deckId, analysisId: start.json().analysisId as string };
  }

  it('does not refund a run that already completed: the report and the charge stay', async () => {
    const user = await t.signUp();
    fake.options.deepResearch = 'succeed';
    const { deckId, analysisId } = await startPaidRun(user);
    await waitFor(() => runStatus(analysisId), (status) => status === 'Completed');

    // A late failure (the job's retry handler, the sweeper) for the run that already finished.
    expect(await failDeepAnalysis(t.ctx, analysisId, 'Model unavailable')).toBe(false);

    expect(await balanceOf(user.id)).toBe(1);
    expect(await refundsOf(user.id)).toEqual([]);
    expect(await runStatus(analysisId)).toBe('Completed');
    expect(await deckStatus(deckId)).toBe('Completed');
    expect((await findDeepAnalysis(t.ctx.db, deckId))?.rawAnalysis).toContain('Executive Summary');
  });

  it('fails the run and refunds it in one transaction: a refund that cannot be written leaves the run to retry', async () => {
    const user = await t.signUp();
    fake.options.deepResearch = 'hang'; // the worker never finishes: the run stays in progress
    const { deckId, analysisId } = await startPaidRun(user);

    // The refund's ledger row cannot be written (as if the process died between the two steps).
    await t.ctx.db.execute(sql`alter table token_transactions add constraint test_no_refunds check (type <> 'refunded') not valid`);
    try {
      await expect(failDeepAnalysis(t.ctx, analysisId, 'Model unavailable')).rejects.toThrow();
    } finally {
      await t.ctx.db.execute(sql`alter table token_transactions drop constraint test_no_refunds`);
    }
    // Nothing half done: the run is still in progress, so the next attempt (retry, sweeper) refunds it.
    expect(await runStatus(analysisId)).toBe('Processing');
    expect(await deckStatus(deckId)).toBe('Processing');
    expect(await balanceOf(user.id)).toBe(1);

    expect(await failDeepAnalysis(t.ctx, analysisId, 'Model unavailable')).toBe(true);
    expect(await failDeepAnalysis(t.ctx, analysisId, 'Model unavailable')).toBe(false);
    expect(await runStatus(analysisId)).toBe('Failed');
    expect(await deckStatus(deckId)).toBe('Failed');
    expect(await balanceOf(user.id)).toBe(2);
    expect(await refundsOf(user.id)).toHaveLength(1);
  });
});
