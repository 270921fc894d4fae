import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import { tokenTransactions, userProfiles } from '../../db/schema.ts';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';

/**
 * Issue #29: whoever starts a paid deep analysis pays for it, in any workspace — never the deck's
 * uploader — and a failed run refunds that same caller. Each test starts from fresh users, so balances
 * are read absolutely (the welcome bonus is 2 tokens).
 */
describe('who pays for a deep analysis of a team deck', () => {
  let t: TestApp;
  let admin: TestUser;
  const fake = createFakeAnalysis({ deepResearch: 'hang' });

  beforeAll(async () => {
    t = await createTestApp({ workers: true, env: { WORKER_CONCURRENCY: '8' }, overrides: { analysis: fake.service } });
    admin = await t.signUp({ name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  const balanceOf = async (user: TestUser) =>
    (await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0]!.tokenBalance;
  const setBalance = (user: TestUser, tokenBalance: number) =>
    t.ctx.db.update(userProfiles).set({ tokenBalance }).where(eq(userProfiles.userId, user.id));
  const ledgerOf = (user: TestUser) => t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, user.id));
  const start = (user: TestUser, deckId: string, headers?: Record<string, string | undefined>) =>
    t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user, headers });

  /** Alice's team workspace with Carol as `role`, and a deck Alice uploaded there. */
  async function teamDeck(role: 'member' | 'viewer') {
    const alice = await t.signUp({ name: 'Alice Owner' });
    const carol = await t.signUp({ name: 'Carol Colleague' });
    const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: alice, body: { name: 'Alice Ventures' } })).json()
      .id as string;
    const invitation = (await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: alice, body: { role } })).json() as {
      url: string;
    };
    const token = invitation.url.slice(invitation.url.lastIndexOf('/') + 1);
    expect((await t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user: carol })).statusCode).toBe(200);
    const deckId = await insertAnalyzedDeck(t.ctx, alice.id, { workspaceId });
    return { alice, carol, workspaceId, deckId };
  }

  it("charges the member who starts it, not the uploader, and answers with the member's balance", async () => {
    const { alice, carol, workspaceId, deckId } = await teamDeck('member');
    const response = await start(carol, deckId);
    expect(response.statusCode).toBe(200);
    expect(response.json().tokenBalance).toBe(1);
    expect(await balanceOf(carol)).toBe(1);
    expect(await balanceOf(alice)).toBe(2);
    const hold = (await ledgerOf(carol)).find((row) => row.type === 'spent');
    expect(hold).toMatchObject({ amount: -1, deckId, workspaceId, analysisId: response.json().analysisId });
    expect((await ledgerOf(alice)).filter((row) => row.type === 'spent')).toEqual([]);
  });

  it('lets a member with tokens start it when the uploader has none, and refuses a member with none', async () => {
    const rich = await teamDeck('member');
    await setBalance(rich.alice, 0);
    expect((await start(rich.carol, rich.deckId)).statusCode).toBe(200);

    const poor = await teamDeck('member');
    await setBalance(poor.carol, 0);
    const refused = await start(poor.carol, poor.deckId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({ code: 'INSUFFICIENT_TOKENS', message: ANALYSIS_MESSAGES.insufficientTokens.message });
    expect(await balanceOf(poor.alice)).toBe(2);
  });

  it('refuses a viewer and charges nobody', async () => {
    const { alice, carol, deckId } = await teamDeck('viewer');
    expect((await start(carol, deckId)).statusCode).toBe(403);
    expect([await balanceOf(alice), await balanceOf(carol)]).toEqual([2, 2]);
  });

  it('charges the owner for their own deck', async () => {
    const { alice, carol, deckId } = await teamDeck('member');
    expect((await start(alice, deckId)).json().tokenBalance).toBe(1);
    expect([await balanceOf(alice), await balanceOf(carol)]).toEqual([1, 2]);
  });

  it("charges the key's owner when the start comes with an API key", async () => {
    const { alice, carol, deckId } = await teamDeck('member');
    const key = (await t.request({ method: 'POST', url: '/api/me/api-keys', user: carol, body: { name: 'Carol script' } })).json().key as string;
    const response = await t.request({
      method: 'POST',
      url: `/api/decks/${deckId}/deep-analysis`,
      user: null,
      headers: { authorization: `Bearer ${key}`, origin: undefined },
    });
    expect(response.statusCode).toBe(200);
    expect([await balanceOf(alice), await balanceOf(carol)]).toEqual([2, 1]);
  });

  it("lets an admin's manual trigger charge nobody, and an admin outside the team cannot buy one", async () => {
    const { alice, carol, deckId } = await teamDeck('member');
    expect((await start(admin, deckId)).statusCode).toBe(404);
    const triggered = await t.request({ method: 'POST', url: `/api/admin/decks/${deckId}/deep-analysis`, user: admin });
    expect(triggered.statusCode).toBe(200);
    expect([await balanceOf(alice), await balanceOf(carol), await balanceOf(admin)]).toEqual([2, 2, 2]);
  });

  it('refunds the member who paid when the run fails', async () => {
    fake.options.deepResearch = 'fail';
    try {
      const { alice, carol, deckId } = await teamDeck('member');
      expect((await start(carol, deckId)).statusCode).toBe(200);
      await waitFor(
        async () => (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: carol })).json(),
        (deck) => deck.deepAnalysisStatus === 'Failed',
        60_000,
      );
      expect([await balanceOf(alice), await balanceOf(carol)]).toEqual([2, 2]);
      const refund = (await ledgerOf(carol)).find((row) => row.type === 'refunded');
      expect(refund).toMatchObject({ amount: 1, deckId });
    } finally {
      fake.options.deepResearch = 'hang';
    }
  });

  it("fails a run on a team deck, not leaving it Processing, when the member who paid for it is deleted", async () => {
    const { alice, carol, deckId } = await teamDeck('member');
    expect((await start(carol, deckId)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/users/${carol.id}`, user: admin })).statusCode).toBe(200);
    const deck = (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: alice })).json();
    expect(deck).toMatchObject({ status: 'Failed', deepAnalysisStatus: 'Failed' });
    expect(await balanceOf(alice)).toBe(2);
    // The deck can be analysed again: no run is left active on it.
    expect((await start(alice, deckId)).statusCode).toBe(200);
  });

  it("names the deck and the team in the payer's token history, and forgets them once the payer leaves", async () => {
    const { alice, carol, workspaceId, deckId } = await teamDeck('member');
    await start(carol, deckId);
    const history = (await t.request({ method: 'GET', url: '/api/me/transactions', user: carol })).json() as Array<Record<string, unknown>>;
    expect(history.find((row) => row.type === 'spent')).toMatchObject({ deckId, workspaceId, deckName: 'Brightloop', workspaceName: 'Alice Ventures' });
    // Alice removes Carol: the entry keeps its amount and deck id but no longer names the team's deck.
    expect((await t.request({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${carol.id}`, user: alice })).statusCode).toBe(204);
    const after = (await t.request({ method: 'GET', url: '/api/me/transactions', user: carol })).json() as Array<Record<string, unknown>>;
    expect(after.find((row) => row.type === 'spent')).toMatchObject({ amount: -1, deckId, deckName: null, workspaceName: null });
  });
});
