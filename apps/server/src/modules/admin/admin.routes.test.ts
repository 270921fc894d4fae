import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, ANALYSIS_MESSAGES, TOKEN_ERRORS } from '@pitchscope/domain/messages';
import { GROWTH_BASELINE_DECKS, MONTHLY_MODEL_QUOTA } from '@pitchscope/domain/constants';
import { DEFAULT_PIPELINE_STAGES } from '@pitchscope/domain/pipeline';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { adminAuditLog, deepAnalyses, llmUsage, tokenTransactions, userProfiles } from '../../db/schema.ts';
import { insertDeckRow } from './admin-test-helpers.ts';
import { DEFAULT_PROMPT_IDS } from './default-prompts.ts';
import { growthRate, lastDays } from './analytics.service.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

describe('admin API', () => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    // Workers on: the manual trigger enqueues a deep-analysis job inside its transaction, and on PGlite
    // the queue must already exist (it is created when the workers start; see the report to the lead).
    t = await createTestApp({ workers: true });
    admin = await t.signUp({ name: 'Ada Admin' });
    investor = await t.signUp({ name: 'Ivan Investor' });
  });
  afterAll(() => t.close());

  const balanceOf = async (userId: string) => {
    const [profile] = await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    const rows = await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId));
    return {
      balance: profile?.tokenBalance ?? null,
      ledger: rows.reduce((sum, row) => sum + row.amount, 0),
      profile,
    };
  };

  describe('access', () => {
    /**
     * Every admin route with a request that succeeds for an admin. Targets are created per call, so the
     * destructive ones (delete user, delete deck) have something to delete each time.
     */
    const calls: Record<string, () => Promise<Call>> = {
      'GET /api/admin/users': async () => ({ method: 'GET', url: '/api/admin/users' }),
      'POST /api/admin/users/:id/tokens': async () => ({
        method: 'POST',
        url: `/api/admin/users/${investor.id}/tokens`,
        body: { amount: 1, reason: 'Access check' },
      }),
      'POST /api/admin/users/:id/recalculate-balance': async () => ({
        method: 'POST',
        url: `/api/admin/users/${investor.id}/recalculate-balance`,
      }),
      'DELETE /api/admin/users/:id': async () => {
        const victim = await t.signUp();
        return { method: 'DELETE', url: `/api/admin/users/${victim.id}` };
      },
      'GET /api/admin/decks': async () => ({ method: 'GET', url: '/api/admin/decks' }),
      'GET /api/admin/decks/:id/raw': async () => ({
        method: 'GET',
        url: `/api/admin/decks/${await insertDeckRow(t.ctx.db, investor.id)}/raw`,
      }),
      'DELETE /api/admin/decks/:id': async () => ({
        method: 'DELETE',
        url: `/api/admin/decks/${await insertDeckRow(t.ctx.db, investor.id)}`,
      }),
      'POST /api/admin/decks/:id/deep-analysis': async () => ({
        method: 'POST',
        url: `/api/admin/decks/${await insertDeckRow(t.ctx.db, investor.id)}/deep-analysis`,
      }),
      'GET /api/admin/analytics': async () => ({ method: 'GET', url: '/api/admin/analytics' }),
      'GET /api/admin/engine-labels': async () => ({ method: 'GET', url: '/api/admin/engine-labels' }),
      'GET /api/admin/settings': async () => ({ method: 'GET', url: '/api/admin/settings' }),
      'GET /api/admin/settings/server': async () => ({ method: 'GET', url: '/api/admin/settings/server' }),
      'PUT /api/admin/settings': async () => ({
        method: 'PUT',
        url: '/api/admin/settings',
        body: { maxUploadSizeMB: 100 },
      }),
      'GET /api/admin/prompts': async () => ({ method: 'GET', url: '/api/admin/prompts' }),
      'PUT /api/admin/prompts/:id': async () => ({
        method: 'PUT',
        url: '/api/admin/prompts/smart-questions',
        body: { description: 'Questions to ask the founders.' },
      }),
      'POST /api/admin/prompts/cleanup': async () => ({ method: 'POST', url: '/api/admin/prompts/cleanup' }),
      'GET /api/admin/legal': async () => ({ method: 'GET', url: '/api/admin/legal' }),
      'PUT /api/admin/legal/:id': async () => ({
        method: 'PUT',
        url: '/api/admin/legal/privacy-policy',
        body: { title: 'Privacy Policy', content: '# Privacy Policy\n\nAccess check.' },
      }),
      'GET /api/admin/industries': async () => ({ method: 'GET', url: '/api/admin/industries' }),
      'GET /api/admin/industries/deep-research': async () => ({
        method: 'GET',
        url: '/api/admin/industries/deep-research',
      }),
      'PUT /api/admin/industries/deep-research': async () => ({
        method: 'PUT',
        url: '/api/admin/industries/deep-research',
        body: { industry_name: 'Fintech', deep_research: 'Look at take rates and loss rates.' },
      }),
      'GET /api/admin/industries/analysis-configs': async () => ({
        method: 'GET',
        url: '/api/admin/industries/analysis-configs',
      }),
      'PUT /api/admin/industries/analysis-configs': async () => ({
        method: 'PUT',
        url: '/api/admin/industries/analysis-configs',
        body: { industry_name: 'Fintech', specific_analysis: 'Check the licences.' },
      }),
      'GET /api/admin/industries/categories': async () => ({
        method: 'GET',
        url: '/api/admin/industries/categories',
      }),
      'PUT /api/admin/industries/categories': async () => ({
        method: 'PUT',
        url: '/api/admin/industries/categories',
        body: { categories: ['Fintech', 'Gaming'] },
      }),
      'PUT /api/admin/industries/analysis/:industry': async () => ({
        method: 'PUT',
        url: '/api/admin/industries/analysis/Gaming',
        body: { name: 'Gaming', key_metrics: ['D1 retention'] },
      }),
      'GET /api/admin/ai-config': async () => ({ method: 'GET', url: '/api/admin/ai-config' }),
      // The analysis model's state and last error (issue #38).
      'GET /api/admin/model-health': async () => ({ method: 'GET', url: '/api/admin/model-health' }),
      'POST /api/admin/ai-config/test': async () => ({
        method: 'POST',
        url: '/api/admin/ai-config/test',
        body: { service: 'Primary Intelligence', configType: 'generation', testPrompt: 'Say hello.' },
      }),
      // The deal stages (ADR 0016): the default list, unchanged.
      'PUT /api/admin/pipeline/stages': async () => ({
        method: 'PUT',
        url: '/api/admin/pipeline/stages',
        body: { stages: DEFAULT_PIPELINE_STAGES.map(({ id, name }) => ({ id, name })) },
      }),
    };

    it('covers every registered admin route, each declared admin-only', () => {
      const adminRoutes = t.routes.filter((route) => route.url.startsWith('/api/admin'));
      expect(adminRoutes.every((route) => route.access === 'admin')).toBe(true);
      expect(adminRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
        Object.keys(calls).sort(),
      );
    });

    for (const [name, build] of Object.entries(calls)) {
      it(`${name}: 401 signed out, 403 for a user, 2xx for an admin`, async () => {
        const visitor = await t.request({ ...(await build()), user: null });
        expect(visitor.statusCode, visitor.body).toBe(401);
        const user = await t.request({ ...(await build()), user: investor });
        expect(user.statusCode, user.body).toBe(403);
        expect(user.json().error.code).toBe('ADMIN_REQUIRED');
        const asAdmin = await t.request({ ...(await build()), user: admin });
        expect(asAdmin.statusCode, asAdmin.body).toBeGreaterThanOrEqual(200);
        expect(asAdmin.statusCode, asAdmin.body).toBeLessThan(300);
      });
    }

    // Each bad body with the field its 400 names first: the typed handlers parse after the access hook.
    const badBodies: { call: () => Promise<Call>; refusal: RegExp }[] = [
      {
        call: async () => ({ method: 'PUT', url: '/api/admin/settings', body: { maxUploadSizeMB: 'big' } }),
        refusal: /^maxUploadSizeMB: /,
      },
      {
        call: async () => ({ method: 'PUT', url: `/api/admin/prompts/${DEFAULT_PROMPT_IDS[0]}`, body: { isActive: 'yes' } }),
        refusal: /^isActive: /,
      },
      {
        call: async () => ({ method: 'PUT', url: '/api/admin/industries/deep-research', body: { deep_research: '' } }),
        refusal: /^industry_name: /,
      },
      {
        call: async () => ({ method: 'PUT', url: '/api/admin/industries/analysis-configs', body: {} }),
        refusal: /^industry_name: /,
      },
      {
        call: async () => ({ method: 'PUT', url: '/api/admin/industries/categories', body: { categories: 'Fintech' } }),
        refusal: /^categories: /,
      },
      {
        call: async () => ({ method: 'PUT', url: '/api/admin/industries/analysis/Fintech', body: { key_metrics: 5 } }),
        refusal: /^key_metrics: /,
      },
      {
        call: async () => ({ method: 'POST', url: '/api/admin/ai-config/test', body: { configType: 'generation' } }),
        refusal: /^service: /,
      },
      {
        // The grant's own message: a missing field is named before a bad amount, without a field path.
        call: async () => ({ method: 'POST', url: `/api/admin/users/${investor.id}/tokens`, body: { amount: -5 } }),
        refusal: new RegExp(`^${ADMIN_MESSAGES.grantMissingFields}$`),
      },
    ];
    it('answers a bad body 401 signed out and 403 for a user, as any request; 400 naming the field for an admin', async () => {
      for (const { call, refusal } of badBodies) {
        const request = await call();
        const label = `${request.method} ${request.url}`;
        expect((await t.request({ ...request, user: null })).statusCode, label).toBe(401);
        expect((await t.request({ ...request, user: investor })).statusCode, label).toBe(403);
        const asAdmin = await t.request({ ...request, user: admin });
        expect(asAdmin.statusCode, `${label}: ${asAdmin.body}`).toBe(400);
        expect(asAdmin.json().error, label).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(refusal) });
      }
    });
  });

  describe('users', () => {
    it('lists users with their deck counts and balances', async () => {
      const owner = await t.signUp({ name: 'Dora Decks' });
      await insertDeckRow(t.ctx.db, owner.id);
      await insertDeckRow(t.ctx.db, owner.id, { companyName: 'Second' });
      const rows = (await t.request({ method: 'GET', url: '/api/admin/users?limit=100', user: admin })).json().items;
      const row = rows.find((candidate: { id: string }) => candidate.id === owner.id);
      expect(row).toMatchObject({
        email: owner.email,
        displayName: 'Dora Decks',
        deckCount: 2,
        isAdmin: false,
        tokenBalance: 2,
        totalTokensEarned: 2,
        totalTokensSpent: 0,
      });
      expect(rows.find((candidate: { id: string }) => candidate.id === admin.id).isAdmin).toBe(true);
    });

    it('grants tokens, recorded with the admin id, keeping balance equal to the ledger', async () => {
      const user = await t.signUp();
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/users/${user.id}/tokens`,
        user: admin,
        body: { amount: 5, reason: 'Pilot customer' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, tokenBalance: 7, totalTokensEarned: 7 });
      const { balance, ledger } = await balanceOf(user.id);
      expect(balance).toBe(7);
      expect(ledger).toBe(7);
      const grant = (
        await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, user.id))
      ).find((row) => row.reason === 'Pilot customer');
      expect(grant).toMatchObject({ type: 'granted', amount: 5, adminId: admin.id });
      const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, user.id));
      expect(audit.map((entry) => entry.action)).toContain('tokens.grant');
      expect(audit[0]!.adminId).toBe(admin.id);
    });

    it('accepts a numeric string amount, as a form sends it', async () => {
      const user = await t.signUp();
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/users/${user.id}/tokens`,
        user: admin,
        body: { amount: '3', reason: 'Form' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().tokenBalance).toBe(5);
    });

    it.each([
      [{ amount: 5 }, ADMIN_MESSAGES.grantMissingFields],
      [{ amount: 5, reason: '   ' }, ADMIN_MESSAGES.grantMissingFields],
      [{ reason: 'No amount' }, ADMIN_MESSAGES.grantMissingFields],
      [{ amount: '', reason: 'Empty amount' }, ADMIN_MESSAGES.grantMissingFields],
      [{ amount: 0, reason: 'Zero' }, 'Invalid Amount: Please enter a valid positive number'],
      [{ amount: -3, reason: 'Negative' }, 'Invalid Amount: Please enter a valid positive number'],
      [{ amount: 'lots', reason: 'Not a number' }, 'Invalid Amount: Please enter a valid positive number'],
      [{ amount: 1.5, reason: 'Fraction' }, 'Invalid Amount: Please enter a valid positive number'],
    ])('refuses the grant %j with 400 and the spec text', async (body, message) => {
      const before = await balanceOf(investor.id);
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/users/${investor.id}/tokens`,
        user: admin,
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect((await balanceOf(investor.id)).ledger).toBe(before.ledger);
    });

    it('answers 404 for a grant to an unknown user', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/users/no-such-user/tokens',
        user: admin,
        body: { amount: 1, reason: 'Ghost' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(TOKEN_ERRORS.userNotFound);
    });

    it('fixes a drifted balance from the transaction history', async () => {
      const user = await t.signUp();
      await t.ctx.db
        .update(userProfiles)
        .set({ tokenBalance: 40, totalTokensEarned: 99 })
        .where(eq(userProfiles.userId, user.id));
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/users/${user.id}/recalculate-balance`,
        user: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ oldBalance: 40, newBalance: 2, totalEarned: 2, totalSpent: 0 });
      const { balance, ledger, profile } = await balanceOf(user.id);
      expect(balance).toBe(ledger);
      expect(profile?.totalTokensEarned).toBe(2);
    });

    it('deletes a user with their decks, transactions and stored files', async () => {
      const user = await t.signUp();
      const deckId = await insertDeckRow(t.ctx.db, user.id, { fileKey: 'pending' });
      const fileKey = `pitchDecks/${deckId}.pdf`;
      await t.ctx.storage.put(fileKey, Buffer.from('%PDF-1.4 test'));
      const { decks } = await import('../../db/schema.ts');
      await t.ctx.db.update(decks).set({ fileKey }).where(eq(decks.id, deckId));
      await t.ctx.db.insert(deepAnalyses).values({ deckId, rawAnalysis: '## Executive Summary\nFine.' });
      expect(await t.ctx.storage.exists(fileKey)).toBe(true);

      const response = await t.request({ method: 'DELETE', url: `/api/admin/users/${user.id}`, user: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true });

      expect(await t.ctx.storage.exists(fileKey)).toBe(false);
      expect(await t.ctx.db.select().from(decks).where(eq(decks.userId, user.id))).toHaveLength(0);
      expect(await t.ctx.db.select().from(deepAnalyses).where(eq(deepAnalyses.deckId, deckId))).toHaveLength(
        0,
      );
      expect(
        await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, user.id)),
      ).toHaveLength(0);
      expect(await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toHaveLength(
        0,
      );
      const users = (await t.request({ method: 'GET', url: '/api/admin/users?limit=100', user: admin })).json().items;
      expect(users.some((row: { id: string }) => row.id === user.id)).toBe(false);
    });

    it('refuses to delete an admin with 409', async () => {
      const response = await t.request({
        method: 'DELETE',
        url: `/api/admin/users/${admin.id}`,
        user: admin,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'CONFLICT',
        message: ADMIN_MESSAGES.cannotDeleteAdmin,
      });
      expect((await t.request({ method: 'GET', url: '/api/me', user: admin })).statusCode).toBe(200);
    });

    it('answers 404 when deleting an unknown user', async () => {
      const response = await t.request({ method: 'DELETE', url: '/api/admin/users/nobody', user: admin });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('decks', () => {
    it('lists all decks newest first with the owner email', async () => {
      const older = await insertDeckRow(t.ctx.db, investor.id, {
        companyName: 'Older Co',
        uploadedAt: new Date('2020-01-01T00:00:00Z'),
      });
      const newer = await insertDeckRow(t.ctx.db, admin.id, {
        companyName: 'Newer Co',
        fileKey: 'pitchDecks/x.pdf',
      });
      const rows = (await t.request({ method: 'GET', url: '/api/admin/decks?limit=100', user: admin })).json().items;
      const ids = rows.map((row: { id: string }) => row.id);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      const times = rows.map((row: { uploadedAt: string }) => Date.parse(row.uploadedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(rows.find((row: { id: string }) => row.id === newer)).toMatchObject({
        companyName: 'Newer Co',
        userId: admin.id,
        userEmail: admin.email,
        fileUrl: `/api/decks/${newer}/file`,
        deepAnalysisStatus: null,
      });
      expect(rows.find((row: { id: string }) => row.id === older).fileUrl).toBeNull();
    });

    it('shows the raw data of one deck', async () => {
      const deckId = await insertDeckRow(t.ctx.db, investor.id, { deepAnalysisStatus: 'Completed' });
      await t.ctx.db.insert(deepAnalyses).values({
        deckId,
        model: 'local',
        rawAnalysis:
          '## Executive Summary\nA solid team.\n\n## Initial Verdict\nTier: 2 (Worth Closer Look)\nVerdict: Promising',
        smartQuestions: '## Meeting Strategy\nStart with traction.',
        tier: 2,
        verdict: 'Promising',
      });
      const response = await t.request({ method: 'GET', url: `/api/admin/decks/${deckId}/raw`, user: admin });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.deck).toMatchObject({
        id: deckId,
        userId: investor.id,
        hasDeepAnalysis: true,
        deepAnalysisStatus: 'Completed',
      });
      expect(body.content.rawContent).toContain('Brightloop');
      expect(body.content.pages).toHaveLength(1);
      expect(body.deepAnalysis).toMatchObject({ model: 'local', tier: 2, verdict: 'Promising' });
      expect(body.deepAnalysis.executiveSummaryText).toContain('A solid team.');
      expect(body.deepAnalysis.smartQuestions).toContain('Meeting Strategy');
    });

    it('answers 404 with the spec text for an unknown deck', async () => {
      const response = await t.request({ method: 'GET', url: '/api/admin/decks/missing/raw', user: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(ADMIN_MESSAGES.deckNotFound.message);
    });

    it('deletes a deck and its file', async () => {
      const deckId = await insertDeckRow(t.ctx.db, investor.id);
      const fileKey = `pitchDecks/${deckId}.pdf`;
      await t.ctx.storage.put(fileKey, Buffer.from('%PDF-1.4 test'));
      const { decks } = await import('../../db/schema.ts');
      await t.ctx.db.update(decks).set({ fileKey }).where(eq(decks.id, deckId));

      const response = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(await t.ctx.storage.exists(fileKey)).toBe(false);
      expect(
        (await t.request({ method: 'GET', url: `/api/admin/decks/${deckId}/raw`, user: admin })).statusCode,
      ).toBe(404);
      const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, deckId));
      expect(audit).toMatchObject([{ action: 'deck.delete', adminId: admin.id }]);
    });

    it("deletes a deck still being processed, with the viewer's PDF the upload already kept for it", async () => {
      // The upload stores a legacy .ppt's conversion once the deck row exists, before the file is moved in.
      const deckId = await insertDeckRow(t.ctx.db, investor.id, { status: 'Processing' });
      const { renderPdfKey } = await import('../decks/deck-renders.ts');
      await t.ctx.storage.put(renderPdfKey(deckId), Buffer.from('%PDF-1.4 render'));

      const response = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(await t.ctx.storage.exists(renderPdfKey(deckId))).toBe(false);
    });

    it('refuses a manual trigger for a deck without an initial analysis, and for an unknown deck', async () => {
      const deckId = await insertDeckRow(t.ctx.db, investor.id, { analysis: null, status: 'Uploaded' });
      const bare = await t.request({
        method: 'POST',
        url: `/api/admin/decks/${deckId}/deep-analysis`,
        user: admin,
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().error.message).toBe(ANALYSIS_MESSAGES.mustHaveInitialAnalysis);
      const missing = await t.request({
        method: 'POST',
        url: '/api/admin/decks/missing/deep-analysis',
        user: admin,
      });
      expect(missing.statusCode).toBe(404);
    });

    it('triggers a deep analysis manually without charging the owner', async () => {
      const deckId = await insertDeckRow(t.ctx.db, investor.id);
      const before = await balanceOf(investor.id);
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/decks/${deckId}/deep-analysis`,
        user: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ deckId, status: 'Processing' });
      const after = await balanceOf(investor.id);
      expect(after.balance).toBe(before.balance);
      expect(after.ledger).toBe(before.ledger);
      const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, deckId));
      expect(audit.map((entry) => entry.action)).toContain('deck.deep-analysis.trigger');
    });
  });

  describe('settings', () => {
    it('reports what the server found at start-up: LibreOffice for PowerPoint slide images', async () => {
      const response = await t.request({ method: 'GET', url: '/api/admin/settings/server', user: admin });
      expect(response.json()).toEqual({
        slideRendering: {
          available: t.ctx.soffice.path !== null,
          sofficePath: t.ctx.soffice.path,
          reason: t.ctx.soffice.reason,
        },
      });
    });

    it('reads and updates the application settings, recording the admin', async () => {
      const response = await t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        user: admin,
        body: { newUserFreeCredits: 4, useRealAnalysis: false },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        newUserFreeCredits: 4,
        useRealAnalysis: false,
        updatedBy: admin.id,
        updatedByName: 'Ada Admin',
      });
      const read = (await t.request({ method: 'GET', url: '/api/admin/settings', user: admin })).json();
      expect(read).toMatchObject({ newUserFreeCredits: 4, useRealAnalysis: false });
      const invalid = await t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        user: admin,
        body: { newUserFreeCredits: -1 },
      });
      expect(invalid.statusCode).toBe(400);
      await t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        user: admin,
        body: { newUserFreeCredits: 2, useRealAnalysis: true },
      });
    });
  });
});

describe('admin analytics', () => {
  let t: TestApp;
  let admin: TestUser;
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp();
    const investor = await t.signUp();
    const dormant = await t.signUp();
    await t.ctx.db
      .update(userProfiles)
      .set({ lastLogin: daysAgo(45) })
      .where(eq(userProfiles.userId, dormant.id));
    // Today (2 Fintech), 2 days ago (Gaming), 9 days ago (Fintech), 60 days ago (SaaS).
    await insertDeckRow(t.ctx.db, investor.id, { industry: 'Fintech', uploadedAt: now });
    await insertDeckRow(t.ctx.db, investor.id, { industry: 'Fintech', uploadedAt: now });
    await insertDeckRow(t.ctx.db, admin.id, { industry: 'Gaming', uploadedAt: daysAgo(2) });
    await insertDeckRow(t.ctx.db, investor.id, { industry: 'Fintech', uploadedAt: daysAgo(9) });
    await insertDeckRow(t.ctx.db, investor.id, { industry: 'SaaS / Software', uploadedAt: daysAgo(60) });
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await t.ctx.db.insert(llmUsage).values([
      {
        provider: 'gemini',
        model: 'gemini-flash-latest',
        operation: 'extractMetadata',
        inputTokens: 1000,
        outputTokens: 200,
        createdAt: now,
      },
      {
        provider: 'gemini',
        model: 'gemini-2.0-pro-latest',
        operation: 'deepResearch',
        inputTokens: 5000,
        outputTokens: 3000,
        createdAt: now,
      },
      {
        provider: 'gemini',
        model: 'gemini-2.0-pro-latest',
        operation: 'deepResearch',
        inputTokens: 9999,
        outputTokens: 9999,
        createdAt: lastMonth,
      },
    ]);
  });
  afterAll(() => t.close());

  it('counts real rows', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/analytics', user: admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      totalUsers: 3,
      activeUsers: 2,
      totalDecks: 5,
      decksLast7Days: 3,
      decksPrevious7Days: 1,
      growthRate: growthRate(3),
    });
    expect(body.topIndustries).toEqual([
      { industry: 'Fintech', count: 3 },
      { industry: 'Gaming', count: 1 },
      { industry: 'SaaS / Software', count: 1 },
    ]);
    expect(body.recentActivity.map((day: { date: string }) => day.date)).toEqual(lastDays(now, 7));
    expect(body.recentActivity.at(-1).decks).toBe(2);
    expect(body.recentActivity.reduce((sum: number, day: { decks: number }) => sum + day.decks, 0)).toBe(3);
    expect(body.recentDecks).toHaveLength(5);
    expect(body.recentDecks[0].userEmail).toBeTruthy();
    expect(body.apiUsage).toMatchObject({
      totalCalls: 2,
      totalTokens: 9200,
      monthlyQuota: MONTHLY_MODEL_QUOTA,
      percentageUsed: 0,
    });
    expect(body.apiUsage.recentCalls.at(-1)).toEqual({ date: lastDays(now, 1)[0], calls: 2 });
  });

  it('measures growth against the fixed weekly baseline', () => {
    expect(growthRate(GROWTH_BASELINE_DECKS)).toBe(0);
    expect(growthRate(10)).toBe(100);
    expect(growthRate(0)).toBe(-100);
    expect(growthRate(3)).toBe(-40);
  });
});
