import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import { analysisRuns, decks, tokenTransactions, userProfiles } from '../../db/schema.ts';
import type { AnalysisService } from '../analysis/analysis.service.ts';
import type { DeepResearchResult } from '../analysis/analysis.provider.ts';
import { sweepStuckWork } from '../../workers.ts';
import { findDeepAnalysis } from './deep-analysis.repository.ts';
import { DEEP_ANALYSIS_QUEUE } from './deep-analysis.service.ts';

/**
 * The stale-job sweeper and a late worker on the same paid run (issue #17): whichever moves the run out
 * of Processing first decides it, the other changes nothing. The token is refunded at most once, and the
 * run, the deck and the stored report agree.
 */
describe('sweeper and worker racing on one run', () => {
  let t: TestApp;
  const fake = createFakeAnalysis({ deepResearch: 'succeed' });
  /** Deep research waits for `release()` of its call; `started` resolves once the worker is inside it. */
  let gate: { started: Promise<void>; release: () => void } | null = null;

  beforeAll(async () => {
    const provider = await fake.service.provider();
    const gated: AnalysisService = {
      ...fake.service,
      provider: async () => ({
        ...provider,
        async deepResearch(deck, ctx): Promise<DeepResearchResult> {
          if (gate) {
            const current = gate;
            startedNow();
            await new Promise<void>((resolve) => (current.release = resolve));
          }
          return provider.deepResearch(deck, ctx);
        },
      }),
    };
    // The real queue worker runs each job; the gate holds it inside deep research while the sweeper acts.
    t = await createTestApp({ workers: true, overrides: { analysis: gated } });
    await t.signUp(); // the first account is the admin
  });
  afterAll(() => t.close());

  let startedNow: () => void = () => undefined;
  function armGate() {
    const started = new Promise<void>((resolve) => (startedNow = resolve));
    gate = { started, release: () => undefined };
    return gate;
  }

  const later = () => ({ ...t.ctx, clock: () => new Date(Date.now() + 60 * 60_000) });
  const balanceOf = async (userId: string) =>
    (await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]!.tokenBalance;
  const refundsOf = async (userId: string) =>
    (await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId))).filter(
      (row) => row.type === 'refunded',
    );
  const runOf = async (analysisId: string) =>
    (await t.ctx.db.select().from(analysisRuns).where(eq(analysisRuns.id, analysisId)))[0]!;
  const deckOf = async (deckId: string) => (await t.ctx.db.select().from(decks).where(eq(decks.id, deckId)))[0]!;

  /** The state of the run's queue job: 'completed' once the worker returned. */
  const jobState = async (analysisId: string) => {
    const result = await t.ctx.db.execute(
      sql`select state from pgboss.job where name = ${DEEP_ANALYSIS_QUEUE.name} and data->>'analysisId' = ${analysisId}`,
    );
    return ((result as unknown as { rows: { state: string }[] }).rows[0]?.state ?? '') as string;
  };

  async function startPaidRun(user: TestUser) {
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const start = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    expect(start.statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(1);
    return { deckId, analysisId: start.json().analysisId as string };
  }

  it('sweeper first: the run is failed and refunded once, and the late worker drops its result', async () => {
    const user = await t.signUp();
    const current = armGate();
    const { deckId, analysisId } = await startPaidRun(user);
    await current.started; // the worker is inside deep research, past its own "still Processing" check

    expect(await sweepStuckWork(later())).toMatchObject({ runs: 1 });
    expect(await balanceOf(user.id)).toBe(2);

    gate = null;
    current.release(); // the late worker comes back and tries to finish the run
    await waitFor(() => jobState(analysisId), (state) => state === 'completed');

    expect(await balanceOf(user.id)).toBe(2);
    expect(await refundsOf(user.id)).toHaveLength(1);
    expect((await runOf(analysisId)).status).toBe('Failed');
    expect((await runOf(analysisId)).error).toBe('Analysis timed out');
    expect(await deckOf(deckId)).toMatchObject({ status: 'Failed', deepAnalysisStatus: 'Failed' });
    expect(await findDeepAnalysis(t.ctx.db, deckId)).toBeNull(); // no report for a refunded run

    // A second sweep changes nothing.
    expect(await sweepStuckWork(later())).toMatchObject({ runs: 0 });
    expect(await refundsOf(user.id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(2);
    expect((await runOf(analysisId)).status).toBe('Failed');
  });

  it('worker first: the run completes with its charge, and a late sweep refunds nothing', async () => {
    const user = await t.signUp();
    const { deckId, analysisId } = await startPaidRun(user);
    await waitFor(() => runOf(analysisId), (run) => run.status !== 'Processing');

    expect(await sweepStuckWork(later())).toMatchObject({ runs: 0 });
    expect(await balanceOf(user.id)).toBe(1);
    expect(await refundsOf(user.id)).toEqual([]);
    expect((await runOf(analysisId)).status).toBe('Completed');
    expect(await deckOf(deckId)).toMatchObject({ status: 'Analyzed', deepAnalysisStatus: 'Completed' });
    expect((await findDeepAnalysis(t.ctx.db, deckId))?.analysisId).toBe(analysisId);
  });

  it('at the same moment: exactly one of them wins, and the state matches the winner', async () => {
    const user = await t.signUp();
    const current = armGate();
    const { deckId, analysisId } = await startPaidRun(user);
    await current.started;
    gate = null;
    current.release();
    await sweepStuckWork(later());
    await waitFor(() => jobState(analysisId), (state) => state === 'completed');

    const run = await runOf(analysisId);
    const refunds = await refundsOf(user.id);
    const report = await findDeepAnalysis(t.ctx.db, deckId);
    if (run.status === 'Completed') {
      expect(refunds).toEqual([]);
      expect(await balanceOf(user.id)).toBe(1);
      expect(report?.analysisId).toBe(analysisId);
      expect((await deckOf(deckId)).deepAnalysisStatus).toBe('Completed');
    } else {
      expect(run.status).toBe('Failed');
      expect(refunds).toHaveLength(1);
      expect(await balanceOf(user.id)).toBe(2);
      expect(report).toBeNull();
      expect((await deckOf(deckId)).deepAnalysisStatus).toBe('Failed');
    }
  });
});
