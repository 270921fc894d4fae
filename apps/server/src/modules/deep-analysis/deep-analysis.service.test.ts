import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import { adminAuditLog, analysisRuns, decks, tokenTransactions, userProfiles } from '../../db/schema.ts';
import { failDeepAnalysis } from './deep-analysis.service.ts';
import { findDeepAnalysis } from './deep-analysis.repository.ts';

/**
 * The paid run's token at the moments that matter: a run failed after it completed, a refund failing
 * half-way, and a deck or its owner deleted while the run is in progress.
 */
describe("a paid run's token when the run fails or its deck goes", () => {
  let t: TestApp;
  let admin: TestUser;
  const fake = createFakeAnalysis({ deepResearch: 'succeed' });

  beforeAll(async () => {
    // Hanging runs hold worker slots for the whole file: give the queue room for the later tests.
    t = await createTestApp({ workers: true, env: { WORKER_CONCURRENCY: '8' }, overrides: { analysis: fake.service } });
    admin = await t.signUp(); // the first account is the admin
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

  it('refunds the token of a run in progress when the admin deletes its deck', async () => {
    const user = await t.signUp();
    fake.options.deepResearch = 'hang';
    const { deckId, analysisId } = await startPaidRun(user);

    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
    expect(deleted.statusCode).toBe(200);

    expect(await balanceOf(user.id)).toBe(2);
    const refunds = await refundsOf(user.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ analysisId, amount: 1 });
    const ledger = await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, user.id));
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(2);
    // The worker's late answer finds no run and changes nothing.
    expect(await failDeepAnalysis(t.ctx, analysisId, 'Model unavailable')).toBe(false);
    expect(await balanceOf(user.id)).toBe(2);
  });

  it('keeps the charge of a completed run when its deck is deleted', async () => {
    const user = await t.signUp();
    fake.options.deepResearch = 'succeed';
    const { deckId, analysisId } = await startPaidRun(user);
    await waitFor(() => runStatus(analysisId), (status) => status === 'Completed');

    expect((await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin })).statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(1);
    expect(await refundsOf(user.id)).toEqual([]);
  });

  it('refunds the runs in progress of a user the admin deletes, in the deletion', async () => {
    const user = await t.signUp();
    fake.options.deepResearch = 'hang';
    await startPaidRun(user);

    expect((await t.request({ method: 'DELETE', url: `/api/admin/users/${user.id}`, user: admin })).statusCode).toBe(200);
    // The ledger goes with the account; the audit entry records the escrow given back before it went.
    const [entry] = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, user.id));
    expect(entry).toMatchObject({ action: 'user.delete', details: expect.objectContaining({ escrowRefunds: 1 }) });
  });
});
