import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { insertAnalyzedDeck } from '../test/factories.ts';
import { makePdf } from '../test/fixtures/documents.ts';
import { newId } from '../platform/ids.ts';
import { insertUpload } from '../modules/decks/uploads.repository.ts';
import { updateDeck } from '../modules/decks/decks.repository.ts';
import { upsertDeepAnalysis } from '../modules/deep-analysis/deep-analysis.repository.ts';
import { DEFAULT_PROMPT_IDS } from '../modules/admin/default-prompts.ts';
import type { Access } from '../platform/http/access.ts';

/**
 * The authorization matrix (ADR 4), generated from the routes the app registered: every /api route is
 * called as a visitor, as the owner of the resource ("user"), as another user and as the admin. Each
 * route MUST have a row below (docs/api.md is the source): a new route without one fails this test, so
 * nobody ships a route whose access nobody thought about.
 *
 * `:id` is filled with a fresh resource of "user" for every call (a deck with a stored PDF and a deep
 * analysis, an upload, a throwaway account for /admin/users/:id), so destructive calls don't disturb the
 * next ones and "other" is always asked about someone else's real resource.
 */

type Role = 'visitor' | 'user' | 'other' | 'admin';
interface Expectation {
  access: Access;
  visitor: number;
  user: number;
  /** Another signed-in user; on routes of one's own resources this is the 404 that hides existence. */
  other: number;
  admin: number;
  body?: unknown;
  query?: string;
}

const PUBLIC = (status = 200) => ({ access: 'public' as const, visitor: status, user: status, other: status, admin: status });
/** A signed-in route that is not about one resource: everyone signed in gets the same answer. */
const SIGNED_IN = (status = 200, admin = status) => ({ access: 'user' as const, visitor: 401, user: status, other: status, admin });
/** A route on user's own deck or upload: the owner gets `owner`, another user 404, the admin `admin`. */
const OWNED = (owner = 200, admin = 404) => ({ access: 'user' as const, visitor: 401, user: owner, other: 404, admin });
const ADMIN = (status = 200) => ({ access: 'admin' as const, visitor: 401, user: 403, other: 403, admin: status });

const deckText = '--- Slide 1 ---\nBrightloop\nSmart energy monitoring\n\n--- Slide 2 ---\nThe Problem\nRestaurants waste energy';

export const EXPECTED: Record<string, Expectation> = {
  'GET /api/health': PUBLIC(),
  'GET /api/auth-config': PUBLIC(),
  'GET /api/legal/:id': PUBLIC(),

  'GET /api/me': SIGNED_IN(),
  'PATCH /api/me': { ...SIGNED_IN(), body: { displayName: 'Renamed' } },
  'GET /api/me/transactions': SIGNED_IN(),
  'POST /api/checkout': { ...SIGNED_IN(), body: { plan: 'payg' } },

  'GET /api/decks': SIGNED_IN(),
  // Admins read any deck (and its file) but change users' decks only through /api/admin.
  'GET /api/decks/:id': OWNED(200, 200),
  'GET /api/decks/:id/content': OWNED(200, 200),
  'GET /api/decks/:id/file': OWNED(200, 200),
  'GET /api/decks/:id/pages/:n/image': OWNED(200, 200),
  'PATCH /api/decks/:id': { ...OWNED(200, 404), body: { starred: true } },
  // Only an archived deck can be hidden: the owner is told so (409), others don't learn it exists.
  'POST /api/decks/:id/hide': OWNED(409, 404),
  'POST /api/decks/:id/recalculate-fit': OWNED(400, 404),

  'POST /api/uploads': { ...SIGNED_IN(400), body: {} },
  'GET /api/uploads/:id': OWNED(200, 404),
  'GET /api/uploads/:id/events': OWNED(200, 404),

  'POST /api/decks/:id/deep-analysis': OWNED(200, 404),
  'GET /api/decks/:id/deep-analysis': OWNED(200, 200),
  'POST /api/decks/:id/smart-questions': OWNED(200, 404),
  'POST /api/decks/:id/data-freshness': OWNED(200, 404),
  'POST /api/decks/:id/news-intelligence': OWNED(200, 404),
  'GET /api/decks/:id/deep-analysis/export': { ...OWNED(200, 200), query: 'format=json' },

  'GET /api/analysis/health': SIGNED_IN(),
  'POST /api/analysis/extract-metadata': { ...SIGNED_IN(), body: { pitchDeckData: deckText } },
  'POST /api/analysis/validate-pitch-deck': { ...SIGNED_IN(), body: { pitchDeckData: deckText } },
  'POST /api/analysis/investor-fit-analysis': {
    ...SIGNED_IN(),
    body: { pitchDeckData: deckText, investorProfile: {}, extractedMetadata: { companyName: 'Brightloop', stage: 'Seed' } },
  },
  'POST /api/analysis/deep-research': { ...SIGNED_IN(), body: { pitchDeckData: deckText, industry: 'Energy / Cleantech' } },
  'POST /api/analysis/smart-questions': {
    ...SIGNED_IN(),
    body: { industry: 'Energy', analysisResults: 'Good team', companyName: 'Brightloop', keyConcerns: [], redFlags: [] },
  },
  'POST /api/analysis/data-freshness': { ...SIGNED_IN(), body: { pitchDeckData: deckText } },
  'POST /api/analysis/news-intelligence': { ...SIGNED_IN(), body: { companyName: 'Brightloop', industry: 'Energy' } },
  'POST /api/analysis/generateContent': { ...SIGNED_IN(), body: { prompt: 'Summarise: Brightloop sells sensors.' } },

  'GET /api/admin/users': ADMIN(),
  'POST /api/admin/users/:id/tokens': { ...ADMIN(), body: { amount: 1, reason: 'matrix test' } },
  'POST /api/admin/users/:id/recalculate-balance': ADMIN(),
  'DELETE /api/admin/users/:id': ADMIN(),
  'GET /api/admin/decks': ADMIN(),
  'GET /api/admin/decks/:id/raw': ADMIN(),
  'DELETE /api/admin/decks/:id': ADMIN(),
  'POST /api/admin/decks/:id/deep-analysis': ADMIN(),
  'GET /api/admin/analytics': ADMIN(),
  'GET /api/admin/settings': ADMIN(),
  'PUT /api/admin/settings': { ...ADMIN(), body: { maxUploadSizeMB: 100 } },
  'GET /api/admin/prompts': ADMIN(),
  'PUT /api/admin/prompts/:id': { ...ADMIN(), body: { description: 'Edited by the matrix test' } },
  'POST /api/admin/prompts/cleanup': ADMIN(),
  'GET /api/admin/legal': ADMIN(),
  'PUT /api/admin/legal/:id': { ...ADMIN(), body: { title: 'Terms of Service', content: 'Be nice.' } },
  'GET /api/admin/industries': ADMIN(),
  'GET /api/admin/industries/deep-research': ADMIN(),
  'PUT /api/admin/industries/deep-research': { ...ADMIN(), body: { industry_name: 'Fintech', deep_research: 'Focus on unit economics.' } },
  'GET /api/admin/industries/analysis-configs': ADMIN(),
  'PUT /api/admin/industries/analysis-configs': {
    ...ADMIN(),
    body: { industry_name: 'Fintech', specific_analysis: 'Regulation', specific_sections: '', specific_metrics: 'CAC', specific_focus: '' },
  },
  'GET /api/admin/industries/categories': ADMIN(),
  'PUT /api/admin/industries/categories': { ...ADMIN(), body: { categories: ['Fintech', 'Health'] } },
  'PUT /api/admin/industries/analysis/:industry': {
    ...ADMIN(),
    body: { name: 'Fintech', key_metrics: 'CAC, LTV', focus_areas: 'Regulation', critical_questions: 'Licence?' },
  },
  'GET /api/admin/ai-config': ADMIN(),
  'POST /api/admin/ai-config/test': { ...ADMIN(), body: { service: 'gemini', configType: 'deepAnalysis', testPrompt: 'Say hello' } },
};

/** Better Auth's own endpoints: not in the table, but the credential routes must be reachable signed out. */
const isBetterAuth = (url: string) => url.startsWith('/api/auth/');
const ROLES: Role[] = ['visitor', 'other', 'user', 'admin'];

function hasErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
  } catch {
    return false;
  }
}

describe('authorization matrix (every /api route × visitor, user, other user, admin)', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let other: TestUser;
  let pdf: Uint8Array;
  let promptId: string;
  const results: { key: string; role: Role; status: number; body: string; errorBody: boolean }[] = [];

  beforeAll(async () => {
    // With workers, as ROLE=all runs. Without them the first job sent inside a transaction deadlocks
    // PGlite (see the report on platform/queue.ts: the queue is created lazily, outside that transaction).
    t = await createTestApp({ workers: true });
    admin = await t.signUp({ name: 'Ada Admin' });
    user = await t.signUp({ name: 'Uma Owner' });
    other = await t.signUp({ name: 'Otto Other' });
    pdf = await makePdf(['Brightloop\nSmart energy monitoring']);
    promptId = DEFAULT_PROMPT_IDS[0]!;
  });
  afterAll(() => t?.close());

  /** A deck of "user" as the pipeline leaves it, with its PDF in storage and a finished deep analysis. */
  async function freshDeck(): Promise<string> {
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const fileKey = `pitchDecks/${deckId}.pdf`;
    await t.ctx.storage.put(fileKey, pdf);
    await updateDeck(t.ctx.db, deckId, { fileKey, fileSize: pdf.length, pageCount: 1, deepAnalysisStatus: 'Completed' });
    await upsertDeepAnalysis(t.ctx.db, { deckId, rawAnalysis: '## Executive Summary\nSolid team.', model: 'local' });
    return deckId;
  }

  async function freshUpload(): Promise<string> {
    const id = newId();
    await insertUpload(t.ctx.db, {
      id,
      userId: user.id,
      fileName: 'done.pdf',
      fileSize: 10,
      fileType: 'pdf',
      status: 'completed',
      progress: 100,
      currentStep: 'done',
    });
    return id;
  }

  async function fillParams(url: string): Promise<string> {
    if (url.startsWith('/api/admin/users/:id')) return url.replace(':id', (await t.signUp({ name: 'Victim' })).id);
    if (url.startsWith('/api/uploads/:id')) return url.replace(':id', await freshUpload());
    if (url.startsWith('/api/admin/prompts/:id')) return url.replace(':id', promptId);
    if (url.includes('/legal/:id')) return url.replace(':id', 'terms-of-service');
    if (url.includes(':industry')) return url.replace(':industry', encodeURIComponent('Fintech'));
    const filled = url.includes(':id') ? url.replace(':id', await freshDeck()) : url;
    return filled.replace(':n', '1');
  }

  it('has an expected row for every registered route, and every route declares its access', () => {
    const registered = t.routes.filter((route) => !isBetterAuth(route.url)).map((route) => `${route.method} ${route.url}`);
    const missing = registered.filter((key) => !(key in EXPECTED));
    expect(missing, 'routes without an authorization-matrix row (add them to EXPECTED)').toEqual([]);
    const stale = Object.keys(EXPECTED).filter((key) => !registered.includes(key));
    expect(stale, 'rows in EXPECTED for routes that docs/api.md lists but the app does not register').toEqual([]);
    for (const route of t.routes) {
      expect(route.access, `${route.method} ${route.url} declares no access`).toBeDefined();
      if (!isBetterAuth(route.url)) expect(route.access, `${route.method} ${route.url}`).toBe(EXPECTED[`${route.method} ${route.url}`]!.access);
    }
  });

  it('keeps the credential endpoints of Better Auth public', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      expect(t.routes).toContainEqual({ method: 'POST', url, access: 'public' });
    }
    const signIn = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: user.email, password: 'secret-password' } });
    expect(signIn.statusCode).toBe(200);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: user.email, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers every route as the table says, for every role', async () => {
    const users: Record<Role, TestUser | null> = { visitor: null, user, other, admin };
    const routes = t.routes.filter((route) => !isBetterAuth(route.url));
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const expected = EXPECTED[key];
      if (!expected) continue; // reported by the first test
      for (const role of ROLES) {
        const url = (await fillParams(route.url)) + (expected.query ? `?${expected.query}` : '');
        const started = Date.now();
        if (process.env.MATRIX_TRACE) console.log('>>', key, role);
        const response = await t.request({
          method: route.method as 'GET',
          url,
          user: users[role],
          body: expected.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
        });
        if (process.env.MATRIX_TRACE) console.log('<<', key, role, response.statusCode, Date.now() - started);
        results.push({ key, role, status: response.statusCode, body: response.body.slice(0, 200), errorBody: hasErrorBody(response.body) });
      }
    }
    const mismatches = results
      .filter((result) => EXPECTED[result.key]![result.role] !== result.status)
      .map((result) => `${result.key} as ${result.role}: expected ${EXPECTED[result.key]![result.role]}, got ${result.status} ${result.body}`);
    expect(mismatches).toEqual([]);
  });

  it('holds the invariants: 401 for visitors, 403 for users on admin routes, 404 on others’ resources, never 5xx', () => {
    expect(results.length).toBeGreaterThan(0);
    for (const { key, role, status, body, errorBody } of results) {
      const { access } = EXPECTED[key]!;
      const label = `${key} as ${role}: ${status} ${body}`;
      expect(status, label).toBeLessThan(500);
      if (access !== 'public' && role === 'visitor') expect(status, label).toBe(401);
      if (access === 'admin' && (role === 'user' || role === 'other')) expect(status, label).toBe(403);
      if (access === 'user' && role === 'other' && /:id/.test(key) && key !== 'POST /api/uploads') expect(status, label).toBe(404);
      if (role === 'admin' || role === 'user') {
        if (access === 'admin' && role === 'user') continue;
        expect([401, 403], label).not.toContain(status);
      }
      if (status >= 400) expect(errorBody, `${label} (not the API error body)`).toBe(true);
    }
  });
});
