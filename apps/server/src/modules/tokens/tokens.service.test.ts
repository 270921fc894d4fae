import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { tokenTransactions, userProfiles } from '../../db/schema.ts';
import { grantTokens, holdToken, listUserTransactions, recalculateUserBalance, refundToken } from './tokens.service.ts';
import { finishRun, insertRun } from '../deep-analysis/deep-analysis.repository.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { newId } from '../../platform/ids.ts';

/** The ledger's invariants, on PGlite and (with DATABASE_URL) on PostgreSQL. */
describe('token ledger', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp();
  });
  afterAll(() => t.close());

  /** A hold for a deck that need not exist: the ledger keeps no foreign key to it. */
  const holdFor = (analysisId = newId()) => ({ analysisId, deckId: newId(), workspaceId: null });

  async function balanceAndSum(userId: string) {
    const [profile] = await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    const rows = await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId));
    return { balance: profile.tokenBalance, sum: rows.reduce((total, row) => total + row.amount, 0), rows };
  }

  it('lets exactly 3 of 50 concurrent holds through on a balance of 3', async () => {
    const user = await t.signUp();
    await grantTokens(t.ctx.db, { userId: user.id, amount: 1, reason: 'top up', adminId: admin.id });
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => t.ctx.db.transaction((tx) => holdToken(tx, user.id, holdFor()))),
    );
    expect(attempts.filter((balance) => balance !== null)).toHaveLength(3);
    const { balance, sum } = await balanceAndSum(user.id);
    expect(balance).toBe(0);
    expect(sum).toBe(0);
  });

  it('refunds an escrow once, however often it is asked', async () => {
    const user = await t.signUp();
    const analysisId = newId();
    await t.ctx.db.transaction((tx) => holdToken(tx, user.id, holdFor(analysisId)));
    const results = await Promise.all(
      [1, 2, 3].map(() => t.ctx.db.transaction((tx) => refundToken(tx, analysisId))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const { balance, sum, rows } = await balanceAndSum(user.id);
    expect(balance).toBe(2);
    expect(sum).toBe(2);
    expect(rows.map((row) => row.reason).sort()).toEqual(
      ['Deep Analysis (Escrowed)', 'Deep Analysis (Failed - Refunded)', 'Welcome bonus - New user signup'].sort(),
    );
  });

  it('refunds the payer and names the same deck and workspace as the hold', async () => {
    const payer = await t.signUp();
    const hold = { analysisId: newId(), deckId: newId(), workspaceId: newId() };
    await t.ctx.db.transaction((tx) => holdToken(tx, payer.id, hold));
    expect(await t.ctx.db.transaction((tx) => refundToken(tx, hold.analysisId))).toBe(true);
    const { balance, rows } = await balanceAndSum(payer.id);
    expect(balance).toBe(2);
    const ledger = rows.filter((row) => row.analysisId === hold.analysisId).map(({ type, deckId, workspaceId }) => ({ type, deckId, workspaceId }));
    expect(ledger.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'refunded', deckId: hold.deckId, workspaceId: hold.workspaceId },
      { type: 'spent', deckId: hold.deckId, workspaceId: hold.workspaceId },
    ]);
  });

  it('names each escrow by its outcome: held while the run works, then charged or refunded', async () => {
    const user = await t.signUp();
    await grantTokens(t.ctx.db, { userId: user.id, amount: 1, reason: 'top up', adminId: admin.id });
    const runFor = async (status: 'Completed' | 'Failed' | null) => {
      const deckId = await insertAnalyzedDeck(t.ctx, user.id);
      const analysisId = newId();
      await t.ctx.db.transaction(async (tx) => {
        await holdToken(tx, user.id, { analysisId, deckId, workspaceId: null });
        await insertRun(tx, { id: analysisId, deckId, userId: user.id, status: 'Processing', charged: true });
      });
      if (status) await finishRun(t.ctx.db, analysisId, status, status === 'Failed' ? 'boom' : null);
      if (status === 'Failed') await t.ctx.db.transaction((tx) => refundToken(tx, analysisId));
      return analysisId;
    };
    const held = await runFor(null);
    const charged = await runFor('Completed');
    const refunded = await runFor('Failed');

    const history = await listUserTransactions(t.ctx.db, user.id);
    const escrowOf = (analysisId: string) => history.find((row) => row.analysisId === analysisId && row.type === 'spent');
    expect(escrowOf(held)).toMatchObject({ outcome: 'held', reason: 'Deep Analysis (Escrowed)' });
    expect(escrowOf(charged)).toMatchObject({ outcome: 'charged', reason: 'Deep Analysis (Charged)' });
    expect(escrowOf(refunded)).toMatchObject({ outcome: 'refunded', reason: 'Deep Analysis (Refunded)' });
    // Grants and the refund itself have no outcome of their own.
    expect(history.filter((row) => row.type !== 'spent').map((row) => row.outcome)).toEqual([null, null, null]);
  });

  it('does not refund an analysis that never held a token', async () => {
    const user = await t.signUp();
    expect(await t.ctx.db.transaction((tx) => refundToken(tx, newId()))).toBe(false);
    expect((await balanceAndSum(user.id)).balance).toBe(2);
  });

  it('records an admin grant with the admin id', async () => {
    const user = await t.signUp();
    await grantTokens(t.ctx.db, { userId: user.id, amount: 10, reason: 'Pilot', adminId: admin.id });
    const { balance, rows } = await balanceAndSum(user.id);
    expect(balance).toBe(12);
    expect(rows.find((row) => row.reason === 'Pilot')).toMatchObject({ type: 'granted', amount: 10, adminId: admin.id });
  });

  it('recalculates a drifted balance from the transactions', async () => {
    const user = await t.signUp();
    await t.ctx.db.transaction((tx) => holdToken(tx, user.id, holdFor()));
    await t.ctx.db.update(userProfiles).set({ tokenBalance: 99 }).where(eq(userProfiles.userId, user.id));
    const result = await recalculateUserBalance(t.ctx.db, user.id);
    expect(result).toEqual({ oldBalance: 99, newBalance: 1, totalEarned: 2, totalSpent: 1 });
    expect((await balanceAndSum(user.id)).balance).toBe(1);
  });
});
