import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { insertAnalyzedDeck } from '../test/factories.ts';
import { makePdf } from '../test/fixtures/documents.ts';
import { newId } from '../platform/ids.ts';
import { insertUpload } from '../modules/decks/uploads.repository.ts';
import { notAddedKey } from '../modules/decks/decks.jobs.ts';
import { updateDeck } from '../modules/decks/decks.repository.ts';
import { upsertDeepAnalysis } from '../modules/deep-analysis/deep-analysis.repository.ts';
import { DEFAULT_PROMPT_IDS } from '../modules/admin/default-prompts.ts';
import { insertTimelineEntries } from '../modules/pipeline/pipeline.repository.ts';
import { ANSWERS, isBetterAuth, routeTable, type Expectation, type Role } from './route-table.ts';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';

/**
 * The authorization matrix (ADR 4), generated from the routes the app registered: every /api route is
 * called as a visitor, as the owner of the resource ("user"), as another user and as the admin, and
 * expected to answer as its declared access rule says (route-table.ts, ADR 0045): a new route is in the
 * matrix as soon as it is registered, and one whose answers differ from its rule's default needs a row.
 *
 * `:id` is filled with a fresh resource of "user" for every call (a deck with a stored PDF and a deep
 * analysis, a refused upload with its kept file, a throwaway account for /admin/users/:id), so destructive calls don't disturb the
 * next ones and "other" is always asked about someone else's real resource.
 */

const ROLES: Role[] = ['visitor', 'other', 'user', 'admin'];

type TeamRole = 'owner' | 'member' | 'viewer' | 'outsider' | 'admin';
const TEAM_ROLES: TeamRole[] = ['owner', 'member', 'viewer', 'outsider', 'admin'];

/**
 * Team answers that differ from the uploader's: a note is deleted by its author only (the owner wrote it);
 * asking the deck a question is reading it, so a viewer may (issue #32).
 */
const TEAM_EXCEPTIONS: Record<string, Partial<Record<TeamRole, number>>> = {
  'POST /api/decks/:id/ask': { viewer: 200 },
  'DELETE /api/decks/:id/notes/:noteId': { member: 404, viewer: 403 },
};

function teamExpectation(key: string, method: string, expected: Expectation, role: TeamRole): number {
  const exception = TEAM_EXCEPTIONS[key]?.[role];
  if (exception !== undefined) return exception;
  if (role === 'outsider') return 404;
  if (role === 'admin') return expected.admin;
  if (role === 'viewer' && method !== 'GET') return 403;
  return expected.user;
}

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
  /** The expected answers of the registered routes (route-table.ts). */
  let EXPECTED: Record<string, Expectation>;
  const results: { key: string; role: Role; status: number; body: string; errorBody: boolean }[] = [];
  /** The owner's calls made again with the owner's API key instead of the session (ADR 15). */
  const keyResults: { key: string; status: number; body: string }[] = [];
  let userApiKey: string;

  beforeAll(async () => {
    // With workers, as ROLE=all runs, so that the deep-analysis starts are really processed. (Before
    // queues were created at queue start, a PGlite app without workers deadlocked on the first job sent
    // inside a transaction: the lazy createQueue waited on that very transaction.)
    t = await createTestApp({ workers: true });
    EXPECTED = routeTable(t.routes);
    admin = await t.signUp({ name: 'Ada Admin' });
    user = await t.signUp({ name: 'Uma Owner' });
    other = await t.signUp({ name: 'Otto Other' });
    pdf = await makePdf(['Brightloop\nSmart energy monitoring']);
    promptId = DEFAULT_PROMPT_IDS[0]!;
    const created = await t.request({ method: 'POST', url: '/api/me/api-keys', user, body: { name: 'Matrix bearer' } });
    userApiKey = created.json().key;
    // Webhook endpoints in this test point at a closed local port (the admin allows private targets).
    await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { allowPrivateWebhookTargets: true } });
  });
  afterAll(() => t?.close());

  /**
   * A deck of "user" as the pipeline leaves it, with its PDF in storage and a finished deep analysis; in
   * user's personal workspace unless `workspaceId` names another.
   */
  async function freshDeck(workspaceId?: string): Promise<string> {
    const deckId = await insertAnalyzedDeck(t.ctx, user.id, workspaceId ? { workspaceId } : {});
    const fileKey = `pitchDecks/${deckId}.pdf`;
    await t.ctx.storage.put(fileKey, pdf);
    await updateDeck(t.ctx.db, deckId, {
      fileKey,
      fileSize: pdf.length,
      pageCount: 1,
      deepAnalysisStatus: 'Completed',
    });
    await upsertDeepAnalysis(t.ctx.db, {
      deckId,
      rawAnalysis: '## Executive Summary\nSolid team.',
      model: 'local',
    });
    return deckId;
  }

  /**
   * An upload of "user" refused as not a pitch deck (or, for a retry, ended waiting for the analysis
   * model), its file kept in storage ("Not added").
   */
  async function freshUpload(refusal: 'not_pitch_deck' | 'model_unavailable' = 'not_pitch_deck'): Promise<string> {
    const id = newId();
    const stagingKey = notAddedKey(id, 'pdf');
    await t.ctx.storage.put(stagingKey, pdf);
    await insertUpload(t.ctx.db, {
      id,
      userId: user.id,
      fileName: 'refused.pdf',
      fileSize: pdf.length,
      fileType: 'pdf',
      stagingKey,
      status: 'error',
      refusal,
      error: refusal === 'not_pitch_deck' ? 'Validation failed: not a deck' : 'The analysis model did not answer',
      progress: 20,
      currentStep: 'failed',
    });
    return id;
  }

  /** An API key of "user". */
  async function freshApiKey(): Promise<string> {
    const response = await t.request({ method: 'POST', url: '/api/me/api-keys', user, body: { name: 'Matrix key' } });
    return response.json().id as string;
  }

  /** A company in the portfolio of "user"'s current workspace. */
  async function freshPortfolioCompany(): Promise<string> {
    const name = `Holding ${newId().slice(0, 8)}`;
    await t.request({ method: 'POST', url: '/api/portfolio/import', user, body: { csv: `name,sector\n${name},Energy` } });
    const listed = (await t.request({ method: 'GET', url: '/api/portfolio', user })).json() as { companies: { id: string; name: string }[] };
    return listed.companies.find((company) => company.name === name)!.id;
  }

  /** A webhook endpoint of a workspace "user" owns (each workspace is fresh: none reaches the limit). */
  async function freshWebhook(workspaceId: string): Promise<string> {
    const body = EXPECTED['POST /api/workspaces/:id/webhooks']!.body;
    const response = await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/webhooks`, user, body });
    return response.json().id as string;
  }

  let colleague: TestUser | undefined;
  /** A team workspace of "user" (its owner) with a second member and a pending invitation (ADR 0022). */
  async function freshWorkspace() {
    const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user, body: { name: 'Matrix team' } })).json()
      .id as string;
    const invite = async () =>
      (await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user, body: { role: 'member' } })).json() as {
        id: string;
        url: string;
      };
    // One colleague joins every fresh workspace (a sign-up per call would cost a password hash each).
    colleague ??= await t.signUp({ name: 'Colleague' });
    const joined = await invite();
    await t.request({ method: 'POST', url: `/api/invitations/${joined.url.slice(joined.url.lastIndexOf('/') + 1)}/accept`, user: colleague });
    const pending = await invite();
    return { workspaceId, memberId: colleague!.id, invitation: pending, token: pending.url.slice(pending.url.lastIndexOf('/') + 1) };
  }

  async function fillParams(url: string, deckWorkspaceId?: string): Promise<string> {
    if (url.startsWith('/api/workspaces/:id') || url.startsWith('/api/invitations/:token')) {
      const workspace = await freshWorkspace();
      if (url.includes(':webhookId')) url = url.replace(':webhookId', await freshWebhook(workspace.workspaceId));
      return url
        .replace(':id', workspace.workspaceId)
        .replace(':userId', workspace.memberId)
        .replace(':invitationId', workspace.invitation.id)
        .replace(':token', workspace.token);
    }
    if (url.startsWith('/api/admin/users/:id'))
      return url.replace(':id', (await t.signUp({ name: 'Victim' })).id);
    if (url.startsWith('/api/uploads/:id'))
      return url.replace(':id', await freshUpload(url.endsWith('/retry') ? 'model_unavailable' : 'not_pitch_deck'));
    if (url.startsWith('/api/me/api-keys/:id')) return url.replace(':id', await freshApiKey());
    if (url.startsWith('/api/portfolio/:id')) return url.replace(':id', await freshPortfolioCompany());
    if (url.startsWith('/api/admin/prompts/:id')) return url.replace(':id', promptId);
    if (url.includes('/legal/:id')) return url.replace(':id', 'terms-of-service');
    if (url.includes(':industry')) return url.replace(':industry', encodeURIComponent('Fintech'));
    if (url.includes(':linkId') || url.includes(':token')) {
      const deckId = await freshDeck(deckWorkspaceId);
      const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user, body: {} });
      const link = response.json() as { id: string; url: string };
      return url
        .replace(':linkId', link.id)
        .replace(':id', deckId)
        .replace(':token', link.url.slice(link.url.lastIndexOf('/') + 1));
    }
    if (url.includes(':noteId')) {
      const deckId = await freshDeck(deckWorkspaceId);
      const noteId = newId();
      await insertTimelineEntries(t.ctx.db, [{ id: noteId, deckId, authorId: user.id, kind: 'note', text: 'A note' }]);
      return url.replace(':noteId', noteId).replace(':id', deckId);
    }
    const filled = url.includes(':id') ? url.replace(':id', await freshDeck(deckWorkspaceId)) : url;
    return filled.replace(':n', '1').replace(':field', 'stage');
  }

  /**
   * A route's status and body. An event stream never ends by itself: its status is read once its head is
   * written and it is closed (an error answer's body is read to its end).
   */
  async function answerOf(options: Parameters<TestApp['request']>[0], stream: boolean | undefined) {
    if (!stream) return t.request(options);
    const response = await t.request({ ...options, payloadAsStream: true });
    if (response.statusCode >= 300) return { statusCode: response.statusCode, body: await text(response.stream()) };
    response.raw.res.destroy();
    return { statusCode: response.statusCode, body: '' };
  }

  it('derives a row for every registered route from the access rule it declares', () => {
    for (const route of t.routes) {
      expect(route.access, `${route.method} ${route.url} declares no access`).toBeDefined();
    }
    const registered = t.routes.filter((route) => !isBetterAuth(route.url)).map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(EXPECTED).sort()).toEqual([...new Set(registered)].sort());
    const stale = Object.keys(ANSWERS).filter((key) => !registered.includes(key));
    expect(stale, 'rows in ANSWERS for routes the app does not register').toEqual([]);
    // The access is the route's own: an admin route is refused to users, a public one answers visitors.
    expect(EXPECTED['GET /api/admin/users']).toMatchObject({ access: 'admin', user: 403 });
    expect(EXPECTED['GET /api/health']).toMatchObject({ access: 'public', visitor: 200 });
  });

  it('keeps the credential endpoints of Better Auth public', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      expect(t.routes).toContainEqual({ method: 'POST', url, access: 'public' });
    }
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: user.email, password: 'secret-password' },
    });
    expect(signIn.statusCode).toBe(200);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: user.email, password: 'wrong-password' },
    });
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
        const response = await answerOf(
          {
            method: route.method as 'GET',
            url,
            user: users[role],
            body: expected.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
          },
          expected.stream,
        );
        results.push({
          key,
          role,
          status: response.statusCode,
          body: response.body.slice(0, 200),
          errorBody: hasErrorBody(response.body),
        });
      }
    }
    const mismatches = results
      .filter((result) => EXPECTED[result.key]![result.role] !== result.status)
      .map(
        (result) =>
          `${result.key} as ${result.role}: expected ${EXPECTED[result.key]![result.role]}, got ${result.status} ${result.body}`,
      );
    expect(mismatches).toEqual([]);
  });

  it('answers the owner’s API key as the owner’s session, except that a key cannot manage keys nor add webhooks', async () => {
    for (const route of t.routes.filter((candidate) => !isBetterAuth(candidate.url))) {
      const key = `${route.method} ${route.url}`;
      const expected = EXPECTED[key];
      if (!expected || expected.access === 'public') continue;
      // The owner again, with their API key (no cookie, no Origin, as a script sends it).
      const url = (await fillParams(route.url)) + (expected.query ? `?${expected.query}` : '');
      const viaKey = await answerOf(
        {
          method: route.method as 'GET',
          url,
          headers: { origin: undefined, authorization: `Bearer ${userApiKey}` },
          body: expected.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
        },
        expected.stream,
      );
      keyResults.push({ key, status: viaKey.statusCode, body: viaKey.body.slice(0, 200) });
    }
    expect(keyResults.length).toBeGreaterThan(0);
    const keyManagement = new Set(['POST /api/me/api-keys', 'DELETE /api/me/api-keys/:id', 'POST /api/workspaces/:id/webhooks']);
    const mismatches = keyResults
      .filter(({ key, status }) => status !== (keyManagement.has(key) ? 403 : EXPECTED[key]!.user))
      .map(({ key, status, body }) => `${key} with the key: expected ${EXPECTED[key]!.user}, got ${status} ${body}`);
    expect(mismatches).toEqual([]);
  });

  /**
   * The same deck routes on a deck of a team workspace (ADR 0022), its uploader being the team's owner
   * ("user"): a member may do what the uploader may, a viewer only read (403 on every write), someone
   * outside the team gets the 404 that hides the deck, the admin reads as on any deck.
   */
  it('answers every deck route for a team deck as the workspace roles say: owner, member, viewer, outsider, admin', async () => {
    const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user, body: { name: 'Matrix fund' } })).json()
      .id as string;
    const join = async (role: 'member' | 'viewer') => {
      const joiner = await t.signUp({ name: `Team ${role}` });
      const invitation = await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user, body: { role } });
      const token = (invitation.json().url as string).split('/').pop();
      expect((await t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user: joiner })).statusCode).toBe(200);
      return joiner;
    };
    const team: Record<TeamRole, TestUser> = { owner: user, member: await join('member'), viewer: await join('viewer'), outsider: other, admin };
    // Deep analyses are charged to whoever starts them (tokens stay per user): one token for each start.
    for (const payer of [team.owner, team.member])
      await t.request({ method: 'POST', url: `/api/admin/users/${payer.id}/tokens`, user: admin, body: { amount: 5, reason: 'team matrix' } });
    const mismatches: string[] = [];
    const deckRoutes = t.routes.filter((route) => route.url.startsWith('/api/decks/:id'));
    expect(deckRoutes.length).toBeGreaterThan(20);
    for (const route of deckRoutes) {
      const key = `${route.method} ${route.url}`;
      const expected = EXPECTED[key]!;
      for (const role of TEAM_ROLES) {
        const url = (await fillParams(route.url, workspaceId)) + (expected.query ? `?${expected.query}` : '');
        const response = await t.request({
          method: route.method as 'GET',
          url,
          user: team[role],
          body: expected.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
        });
        const want = teamExpectation(key, route.method, expected, role);
        if (response.statusCode !== want) mismatches.push(`${key} as team ${role}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
        if (role === 'viewer' && want === 403) expect(response.json().error.message).toBe(WORKSPACE_MESSAGES.viewerReadOnly);
      }
    }
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
      if (access === 'user' && role === 'other' && /:id/.test(key) && key !== 'POST /api/uploads')
        expect(status, label).toBe(404);
      if (role === 'admin' || role === 'user') {
        if (access === 'admin' && role === 'user') continue;
        expect([401, 403], label).not.toContain(status);
      }
      if (status >= 400) expect(errorBody, `${label} (not the API error body)`).toBe(true);
    }
  });
});
