import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOKS_PER_WORKSPACE_MAX,
} from '@pitchscope/domain/constants';
import { WEBHOOK_EVENT_TYPES, type WebhookDelivery, type WebhookEndpoint } from '@pitchscope/domain/contracts/webhooks';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck, pitchDeckSlides, uploadAndWait, waitFor } from '../../test/factories.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import { REFUSED_OUTBOUND_TARGETS } from '../../platform/outbound/outbound-attacks.ts';
import type { Resolver } from '../../platform/outbound/outbound-address.ts';
import { WEBHOOK_TARGET_MESSAGES } from './webhook-target.ts';
import { createWebhook, deliverWebhook, pruneWebhookDeliveries, WEBHOOK_MESSAGES, webhookDeliveryQueue } from './webhooks.service.ts';
import { returnedRows } from '../../platform/db/database.ts';

/** A request the receiver got, with the time it arrived. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A real HTTP receiver on 127.0.0.1, as a fund's integration would run one. Each path answers from its
 * script of status codes (the last one repeats; 200 when none).
 */
async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body, at: Date.now() });
      const script = scripts.get(path) ?? [200];
      const status = script.length > 1 ? script.shift()! : script[0]!;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 400 ? 'receiver is down' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    answer: (path: string, statuses: number[]) => scripts.set(path, [...statuses]),
    at: (path: string) => received.filter((request) => request.path === path),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** What a receiver does with the `Pitchscope-Signature` header (the README's example, in TypeScript). */
function verifySignature(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > WEBHOOK_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('webhooks (issue #20 item 4)', () => {
  let t: TestApp;
  let admin: TestUser;
  let anna: TestUser;
  let bob: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const fake = createFakeAnalysis({ deepResearch: 'succeed' });

  beforeAll(async () => {
    t = await createTestApp({
      workers: true,
      // Three attempts, backoff from 1 s: the retry tests take seconds, not hours.
      env: { WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '5' },
      overrides: { analysis: fake.service },
    });
    admin = await t.signUp({ name: 'Ada Admin' });
    anna = await t.signUp({ name: 'Anna' });
    bob = await t.signUp({ name: 'Bob' });
    receiver = await startReceiver();
    // The receiver is on 127.0.0.1 over http: the tests deliver to it with the admin's permission.
    await setAllowPrivate(true);
  });
  afterAll(async () => {
    receiver?.close();
    await t?.close();
  });

  const setAllowPrivate = async (allowPrivateWebhookTargets: boolean) => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      user: admin,
      body: { allowPrivateWebhookTargets },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().allowPrivateWebhookTargets).toBe(allowPrivateWebhookTargets);
  };

  /** The webhooks of a workspace; the user's personal one unless another is given. */
  const hooks = (user: TestUser, workspaceId = personalWorkspaceId(user.id)) => `/api/workspaces/${workspaceId}/webhooks`;

  async function register(user: TestUser, path: string, events: readonly string[] = WEBHOOK_EVENT_TYPES, workspaceId?: string) {
    const response = await t.request({ method: 'POST', url: hooks(user, workspaceId), user, body: { url: receiver.url(path), events } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as WebhookEndpoint & { secret: string };
  }

  const deliveriesOf = async (user: TestUser, id: string, workspaceId?: string) => {
    const response = await t.request({ method: 'GET', url: `${hooks(user, workspaceId)}/${id}/deliveries`, user });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as WebhookDelivery[];
  };

  const sendTest = async (user: TestUser, id: string) => {
    const response = await t.request({ method: 'POST', url: `${hooks(user)}/${id}/test`, user, body: {} });
    expect(response.statusCode, response.body).toBe(202);
    return response;
  };

  /** A team workspace of `owner` that each of `joiners` joins with its role (and finds current). */
  async function createTeam(owner: TestUser, joiners: [TestUser, 'member' | 'viewer'][]) {
    const created = await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Fund I' } });
    expect(created.statusCode, created.body).toBe(201);
    const workspaceId = created.json().id as string;
    for (const [user, role] of joiners) {
      const invitation = await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: owner, body: { role } });
      const link = invitation.json().url as string;
      const accepted = await t.request({ method: 'POST', url: `/api/invitations/${link.slice(link.lastIndexOf('/') + 1)}/accept`, user });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    return workspaceId;
  }

  const settled = (delivery: WebhookDelivery | undefined) => delivery?.status === 'succeeded' || delivery?.status === 'failed';

  it('refuses private, loopback, link-local and metadata targets while the admin setting is off', async () => {
    await setAllowPrivate(false);
    try {
      await expectRefusals();
    } finally {
      await setAllowPrivate(true);
    }
  });

  it('refuses every attack line of issue #29 item 3 through the API, with the private-target setting off or on', async () => {
    const literals = REFUSED_OUTBOUND_TARGETS.filter((line) => !line.resolvesTo).map((line) => line.url);
    // What the setting opens is the private network (loopback, RFC 1918, unique local, CGNAT); these stay refused.
    const refusedEvenWithTheSetting = [
      'https://192.0.2.1/hook',
      'https://198.51.100.7/hook',
      'https://203.0.113.9/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[2002:7f00:1::]/hook',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
      'https://[64:ff9b::7f00:1]/hook',
    ];
    const attempt = async (url: string) => {
      const response = await t.request({ method: 'POST', url: hooks(anna), user: anna, body: { url, events: ['deck.added'] } });
      return { status: response.statusCode, message: response.json().error?.message as string | undefined };
    };
    await setAllowPrivate(false);
    try {
      for (const url of literals) {
        expect(await attempt(url), url).toEqual({ status: 400, message: WEBHOOK_TARGET_MESSAGES.nonPublic(new URL(url).hostname) });
      }
    } finally {
      await setAllowPrivate(true);
    }
    for (const url of refusedEvenWithTheSetting) {
      expect(await attempt(url), url).toEqual({ status: 400, message: WEBHOOK_TARGET_MESSAGES.nonPublic(new URL(url).hostname) });
    }
    expect((await t.request({ method: 'GET', url: hooks(anna), user: anna })).json()).toEqual([]);
  });

  it('checks every DNS answer again at delivery: a name that now also resolves to a documentation address is not called', async () => {
    const actor = { userId: anna.id, isAdmin: false, sessionId: 'test-session' };
    const answers: Record<string, string[]> = { 'hooks.example.com': ['93.184.215.14'] };
    const resolve: Resolver = async (host) => (answers[host] ?? []).map((address) => ({ address, family: 4 }));
    const workspaceId = personalWorkspaceId(anna.id);
    const endpoint = await createWebhook(t.ctx, actor, workspaceId, { url: 'https://hooks.example.com/rebound', events: ['deck.added'] }, { resolve });
    try {
      answers['hooks.example.com'] = ['93.184.215.14', '192.0.2.1'];
      await t.ctx.db.insert(webhookDeliveries).values({ id: 'rebound-delivery', endpointId: endpoint.id, eventId: 'e', eventType: 'deck.added', body: '{}' });
      await deliverWebhook(t.ctx, 'rebound-delivery', { retryCount: 0, retryLimit: 2 }, { resolve });
      expect((await deliveriesOf(anna, endpoint.id))[0]).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastStatusCode: null,
        lastError: WEBHOOK_MESSAGES.refusedAtDelivery(WEBHOOK_TARGET_MESSAGES.nonPublic('hooks.example.com')),
      });
    } finally {
      await t.request({ method: 'DELETE', url: `${hooks(anna)}/${endpoint.id}`, user: anna });
    }
  });

  it('tells the owner only "could not connect" when the receiver refuses the connection, never the network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const response = await t.request({
      method: 'POST',
      url: hooks(anna),
      user: anna,
      body: { url: `http://127.0.0.1:${closedPort}/nobody`, events: ['deck.added'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const endpoint = response.json() as WebhookEndpoint;
    await sendTest(anna, endpoint.id);
    // The first attempt's log says it all; the retries (seconds of backoff) would only repeat it.
    const deliveries = await waitFor(() => deliveriesOf(anna, endpoint.id), ([first]) => (first?.attempts ?? 0) > 0, 45_000);
    expect(deliveries[0]).toMatchObject({ status: 'retrying', lastStatusCode: null, lastError: OUTBOUND_MESSAGES.couldNotConnect });
    const listed = await t.request({ method: 'GET', url: hooks(anna), user: anna });
    expect(listed.json()).toContainEqual(expect.objectContaining({ id: endpoint.id, lastDelivery: expect.objectContaining({ lastError: OUTBOUND_MESSAGES.couldNotConnect }) }));
    expect(listed.body).not.toMatch(/ECONNREFUSED|connect /);
    await t.request({ method: 'DELETE', url: `${hooks(anna)}/${endpoint.id}`, user: anna });
  });

  it('migration 0017 rewrites the errors stored before to what an owner may read', async () => {
    const endpoint = await register(anna, '/stored-errors');
    const row = (id: string, lastStatusCode: number | null, lastError: string) => ({
      id,
      endpointId: endpoint.id,
      eventId: id,
      eventType: 'deck.added',
      body: '{}',
      status: 'failed' as const,
      lastStatusCode,
      lastError,
    });
    await t.ctx.db.insert(webhookDeliveries).values([
      row('stored-refused', null, 'connect ECONNREFUSED 10.0.0.5:5432'),
      row('stored-unreachable', null, 'connect EHOSTUNREACH 192.0.2.1:443'),
      row('stored-tls', null, 'SSL routines:ssl3_get_record:wrong version number'),
      row('stored-timeout', null, 'No answer within 10000 ms'),
      row('stored-answer', 500, 'HTTP 500: stack trace at db.internal:5432'),
      row('stored-not-sent', null, WEBHOOK_MESSAGES.refusedAtDelivery(WEBHOOK_TARGET_MESSAGES.httpsRequired)),
    ]);
    const migration = await readFile(new URL('../../../drizzle/0017_webhook_errors_without_network_detail.sql', import.meta.url), 'utf8');
    await t.ctx.db.execute(sql.raw(migration));
    const errors = Object.fromEntries((await deliveriesOf(anna, endpoint.id)).map((delivery) => [delivery.id, delivery.lastError]));
    expect(errors).toEqual({
      'stored-refused': OUTBOUND_MESSAGES.couldNotConnect,
      'stored-unreachable': OUTBOUND_MESSAGES.couldNotConnect,
      'stored-tls': OUTBOUND_MESSAGES.couldNotConnect,
      'stored-timeout': OUTBOUND_MESSAGES.timedOut,
      'stored-answer': OUTBOUND_MESSAGES.answered(500),
      'stored-not-sent': WEBHOOK_MESSAGES.refusedAtDelivery(WEBHOOK_TARGET_MESSAGES.httpsRequired),
    });
    await t.request({ method: 'DELETE', url: `${hooks(anna)}/${endpoint.id}`, user: anna });
  });

  async function expectRefusals() {
    const refused: [string, string][] = [
      ['https://127.0.0.1/hook', WEBHOOK_TARGET_MESSAGES.nonPublic('127.0.0.1')],
      ['https://10.0.0.5/hook', WEBHOOK_TARGET_MESSAGES.nonPublic('10.0.0.5')],
      ['https://169.254.169.254/latest/meta-data/', WEBHOOK_TARGET_MESSAGES.nonPublic('169.254.169.254')],
      ['https://[::1]/hook', WEBHOOK_TARGET_MESSAGES.nonPublic('[::1]')],
      // A host name is resolved, and every address it has is checked.
      ['https://localhost/hook', WEBHOOK_TARGET_MESSAGES.nonPublic('localhost')],
      // And the receiver itself: http, and on loopback.
      [receiver.url('/refused'), WEBHOOK_TARGET_MESSAGES.httpsRequired],
    ];
    for (const [url, message] of refused) {
      const response = await t.request({ method: 'POST', url: hooks(anna), user: anna, body: { url, events: ['deck.added'] } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await t.request({ method: 'GET', url: hooks(anna), user: anna })).json()).toEqual([]);
  }

  it('creates an endpoint whose secret is shown once, validates the input, and keeps it to its workspace', async () => {
    const created = await register(anna, '/anna', ['deck.added', 'deck.added', 'deck.stage_changed']);
    expect(created.secret).toMatch(new RegExp(`^${WEBHOOK_SECRET_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({ url: receiver.url('/anna'), events: ['deck.added', 'deck.stage_changed'], lastDelivery: null });
    expect(created.secret.startsWith(created.secretPrefix)).toBe(true);

    const list = await t.request({ method: 'GET', url: hooks(anna), user: anna });
    const { secret: _secret, ...summary } = created;
    expect(list.json()).toEqual([summary]);
    expect(list.body).not.toContain(created.secret);
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(row).toMatchObject({ workspaceId: personalWorkspaceId(anna.id), createdByUserId: anna.id });

    for (const body of [
      {},
      { url: receiver.url('/x'), events: [] },
      { url: receiver.url('/x'), events: ['deck.deleted'] },
      { url: 'ftp://example.com/x', events: ['deck.added'] },
      { url: receiver.url('/x'), events: ['deck.added'], extra: true },
    ]) {
      const response = await t.request({ method: 'POST', url: hooks(anna), user: anna, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }

    // Bob's own workspace has none of it; Anna's workspace is "not found" to him, and her endpoint is
    // "not found" under his workspace's path too.
    expect((await t.request({ method: 'GET', url: hooks(bob), user: bob })).json()).toEqual([]);
    for (const [method, url, message] of [
      ['GET', hooks(anna), WORKSPACE_MESSAGES.notFound],
      ['GET', `${hooks(anna)}/${created.id}/deliveries`, WORKSPACE_MESSAGES.notFound],
      ['POST', `${hooks(anna)}/${created.id}/test`, WORKSPACE_MESSAGES.notFound],
      ['DELETE', `${hooks(anna)}/${created.id}`, WORKSPACE_MESSAGES.notFound],
      ['GET', `${hooks(bob)}/${created.id}/deliveries`, WEBHOOK_MESSAGES.notFound],
      ['POST', `${hooks(bob)}/${created.id}/test`, WEBHOOK_MESSAGES.notFound],
      ['DELETE', `${hooks(bob)}/${created.id}`, WEBHOOK_MESSAGES.notFound],
    ] as const) {
      const response = await t.request({ method, url, user: bob, body: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe(message);
    }

    // An API key lists endpoints but cannot add one (a leaked key must not open a channel that outlives it).
    const { key } = (await t.request({ method: 'POST', url: '/api/me/api-keys', user: anna, body: { name: 'hooks' } })).json();
    const viaKey = (method: 'GET' | 'POST', body?: unknown) =>
      t.request({ method, url: hooks(anna), body, headers: { origin: undefined, authorization: `Bearer ${key}` } });
    expect((await viaKey('GET')).statusCode).toBe(200);
    const byKey = await viaKey('POST', { url: receiver.url('/by-key'), events: ['deck.added'] });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().error.message).toBe(WEBHOOK_MESSAGES.sessionRequired);

    const deleted = await t.request({ method: 'DELETE', url: `${hooks(anna)}/${created.id}`, user: anna });
    expect(deleted.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: hooks(anna), user: anna })).json()).toEqual([]);
  });

  it('sends a signed test event that the receiver verifies, and logs the delivery', async () => {
    const endpoint = await register(anna, '/signed');
    const sent = await sendTest(anna, endpoint.id);
    expect(sent.json()).toMatchObject({ eventType: 'webhook.test' });

    const [delivery] = await waitFor(() => deliveriesOf(anna, endpoint.id), ([first]) => settled(first));
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200, lastError: null });
    const [request] = receiver.at('/signed');
    expect(request).toBeDefined();
    const signature = request!.headers['pitchscope-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(endpoint.secret, signature, request!.body, Math.floor(Date.now() / 1000))).toBe(true);
    // A changed body, another secret or an old timestamp does not verify.
    expect(verifySignature(endpoint.secret, signature, request!.body.replace('test', 'tset'), Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifySignature(`${WEBHOOK_SECRET_PREFIX}other`, signature, request!.body, Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifySignature(endpoint.secret, signature, request!.body, Math.floor(Date.now() / 1000) + 3600)).toBe(false);

    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['pitchscope-event']).toBe('webhook.test');
    expect(request!.headers['pitchscope-delivery']).toBe(delivery!.id);
    expect(JSON.parse(request!.body)).toEqual({
      id: delivery!.eventId,
      type: 'webhook.test',
      createdAt: expect.any(String),
      workspaceId: personalWorkspaceId(anna.id),
      data: { endpointId: endpoint.id, message: WEBHOOK_MESSAGES.testMessage },
    });
    const listed = (await t.request({ method: 'GET', url: hooks(anna), user: anna })).json() as WebhookEndpoint[];
    expect(listed.find((entry) => entry.id === endpoint.id)!.lastDelivery).toMatchObject({ id: delivery!.id, status: 'succeeded' });
  });

  // These two sit out seconds of backoff (pg-boss waits at least 1 s × 2^n): they wait side by side, each
  // on its own endpoint and receiver path.
  it.concurrent('retries with exponential backoff after 500s, then succeeds, with the same event and a fresh signature', async () => {
    const endpoint = await register(anna, '/flaky');
    receiver.answer('/flaky', [500, 500, 200]);
    await sendTest(anna, endpoint.id);
    const [delivery] = await waitFor(() => deliveriesOf(anna, endpoint.id), ([first]) => settled(first), 45_000);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 200, lastError: null });

    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(3);
    // pg-boss's backoff: the n-th retry waits between retryDelay × 2^(n-1) and × 2^n seconds (here 1 s).
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(2000);
    // One event: the body (and its id) is the same bytes on every attempt; each attempt is signed anew.
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
    for (const attempt of attempts) {
      expect(verifySignature(endpoint.secret, attempt.headers['pitchscope-signature'] as string, attempt.body, Math.floor(attempt.at / 1000))).toBe(true);
    }
  });

  it.concurrent('gives up after the last attempt and logs the status and the error', async () => {
    const endpoint = await register(anna, '/down');
    receiver.answer('/down', [503]);
    await sendTest(anna, endpoint.id);
    const [delivery] = await waitFor(() => deliveriesOf(anna, endpoint.id), ([first]) => settled(first), 45_000);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: t.config.WEBHOOK_MAX_ATTEMPTS,
      lastStatusCode: 503,
      lastError: OUTBOUND_MESSAGES.answered(503), // not the answer's body: that stays in the server log
      lastAttemptAt: expect.any(String),
    });
    expect(receiver.at('/down')).toHaveLength(t.config.WEBHOOK_MAX_ATTEMPTS);
    // No further attempt after giving up: the delivery's job ends completed, not waiting for a retry.
    const jobStates = async () =>
      returnedRows(
        await t.ctx.db.execute(
          sql`select state from pgboss.job where name = ${webhookDeliveryQueue(t.config).name} and data->>'deliveryId' = ${delivery!.id}`,
        ),
      ).map((row) => (row as { state: string }).state);
    expect(await waitFor(jobStates, (states) => !states.includes('active'))).toEqual(['completed']);
    expect(receiver.at('/down')).toHaveLength(t.config.WEBHOOK_MAX_ATTEMPTS);
  });

  it('checks the target again at delivery time: a private address is not called once the setting is off', async () => {
    const endpoint = await register(anna, '/later-refused');
    await setAllowPrivate(false);
    try {
      await sendTest(anna, endpoint.id);
      const [delivery] = await waitFor(() => deliveriesOf(anna, endpoint.id), ([first]) => settled(first));
      expect(delivery).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastStatusCode: null,
        lastError: WEBHOOK_MESSAGES.refusedAtDelivery(WEBHOOK_TARGET_MESSAGES.httpsRequired),
      });
      expect(receiver.at('/later-refused')).toEqual([]);
    } finally {
      await setAllowPrivate(true);
    }
  });

  it('deletes settled deliveries after the retention period, keeping recent and unsettled ones', async () => {
    const endpoint = await register(anna, '/retention');
    const day = 24 * 3600 * 1000;
    const old = new Date(Date.now() - (WEBHOOK_DELIVERY_RETENTION_DAYS + 1) * day);
    const row = (id: string, status: 'succeeded' | 'failed' | 'retrying', createdAt: Date) => ({
      id,
      endpointId: endpoint.id,
      eventId: id,
      eventType: 'deck.added',
      body: '{}',
      status,
      createdAt,
    });
    await t.ctx.db.insert(webhookDeliveries).values([
      row('old-delivered', 'succeeded', old),
      row('old-failed', 'failed', old),
      row('old-retrying', 'retrying', old),
      row('recent', 'succeeded', new Date()),
    ]);
    expect(await pruneWebhookDeliveries(t.ctx)).toBe(2);
    const left = await t.ctx.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(left.map((delivery) => delivery.id).sort()).toEqual(['old-retrying', 'recent']);
  });

  it('emits deck.added, deck.analyzed, deck.stage_changed and the deep-analysis events from the services', async () => {
    const carol = await t.signUp({ name: 'Carol' });
    const endpoint = await register(carol, '/events');
    // Bob subscribed to everything too, but receives none of Carol's events.
    await register(bob, '/bob');
    const events = () => receiver.at('/events').map((request) => JSON.parse(request.body) as { type: string; data: { deck: { id: string }; [key: string]: unknown } });

    const item = await uploadAndWait(t, carol, 'brightloop.pdf', await makePdf(pitchDeckSlides({ company: 'Brightloop' })));
    expect(item.status).toBe('completed');
    const deckId = item.deckId!;
    await waitFor(async () => events().map((event) => event.type), (types) => types.includes('deck.analyzed'));
    const added = events().find((event) => event.type === 'deck.added')! as ReturnType<typeof events>[number] & { workspaceId: string };
    expect(added.workspaceId).toBe(personalWorkspaceId(carol.id));
    expect(added.data).toMatchObject({
      deck: { id: deckId, companyName: 'Brightloop', fileName: 'brightloop.pdf', url: `http://localhost:3000/pitch-decks/${deckId}` },
      addedAnyway: false,
    });
    const analyzed = events().find((event) => event.type === 'deck.analyzed')!;
    expect(analyzed.data.deck.id).toBe(deckId);
    expect(analyzed.data.investorFit).toHaveProperty('overallMatch');

    const moved = await t.request({ method: 'PATCH', url: `/api/decks/${deckId}/pipeline`, user: carol, body: { stage: 'screening' } });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitFor(async () => events().map((event) => event.type), (types) => types.includes('deck.stage_changed'));
    expect(events().find((event) => event.type === 'deck.stage_changed')!.data).toMatchObject({
      deck: { id: deckId },
      from: { id: 'new' },
      to: { id: 'screening' },
      passReason: null,
    });

    fake.options.deepResearch = 'succeed';
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user: carol })).statusCode).toBe(200);
    await waitFor(async () => events().map((event) => event.type), (types) => types.includes('deep_analysis.completed'));
    expect(events().find((event) => event.type === 'deep_analysis.completed')!.data).toMatchObject({
      deck: { id: deckId },
      tier: 2,
      verdict: 'Promising',
    });

    fake.options.deepResearch = 'fail';
    const other = await insertAnalyzedDeck(t.ctx, carol.id, { companyName: 'Otherco' });
    expect((await t.request({ method: 'POST', url: `/api/decks/${other}/deep-analysis`, user: carol })).statusCode).toBe(200);
    await waitFor(async () => events().map((event) => event.type), (types) => types.includes('deep_analysis.failed'), 60_000);
    expect(events().find((event) => event.type === 'deep_analysis.failed')!.data).toMatchObject({
      deck: { id: other, companyName: 'Otherco' },
      tokenRefunded: true,
    });
    fake.options.deepResearch = 'succeed';

    // Recalculating the fit (after the profile changed) analyses the deck again: a second deck.analyzed.
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user: carol,
      body: {
        investorProfile: {
          investmentFocus: ['Energy / Cleantech'],
          investmentStages: ['Seed'],
          ticketSizeMin: 250000,
          ticketSizeMax: 2000000,
          targetGeographies: ['Europe'],
        },
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const recalculated = await t.request({ method: 'POST', url: `/api/decks/${deckId}/recalculate-fit`, user: carol });
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    const analyzedEvents = () => events().filter((event) => event.type === 'deck.analyzed');
    await waitFor(async () => analyzedEvents().length, (count) => count === 2);
    expect(analyzedEvents()[1]!.data).toMatchObject({ deck: { id: deckId }, investorFit: recalculated.json().investorFit });

    expect(receiver.at('/bob')).toEqual([]);
    const log = await deliveriesOf(carol, endpoint.id);
    expect(log.map((delivery) => delivery.eventType).sort()).toEqual(
      ['deck.added', 'deck.analyzed', 'deck.analyzed', 'deck.stage_changed', 'deep_analysis.completed', 'deep_analysis.failed'].sort(),
    );
  });

  it('lets only the team’s owners manage its endpoints: a member or viewer gets 403, an outsider 404', async () => {
    const owner = await t.signUp({ name: 'Olivia Owner' });
    const member = await t.signUp({ name: 'Mikko Member' });
    const viewer = await t.signUp({ name: 'Victor Viewer' });
    const teamId = await createTeam(owner, [
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
    const endpoint = await register(owner, '/team-managed', ['deck.added'], teamId);
    const routes = [
      ['GET', hooks(owner, teamId)],
      ['POST', hooks(owner, teamId)],
      ['GET', `${hooks(owner, teamId)}/${endpoint.id}/deliveries`],
      ['POST', `${hooks(owner, teamId)}/${endpoint.id}/test`],
      ['DELETE', `${hooks(owner, teamId)}/${endpoint.id}`],
    ] as const;
    const body = { url: receiver.url('/team-other'), events: ['deck.added'] };
    for (const [user, status, message] of [
      [member, 403, WORKSPACE_MESSAGES.ownerOnly],
      [viewer, 403, WORKSPACE_MESSAGES.ownerOnly],
      [bob, 404, WORKSPACE_MESSAGES.notFound],
    ] as const) {
      for (const [method, url] of routes) {
        const response = await t.request({ method, url, user, body: method === 'POST' ? body : undefined });
        expect(response.statusCode, `${user.email}: ${method} ${url}`).toBe(status);
        expect(response.json().error.message).toBe(message);
      }
    }
    // Nothing was added, sent or deleted by them; the owner lists the one endpoint with no delivery.
    const listed = (await t.request({ method: 'GET', url: hooks(owner, teamId), user: owner })).json() as WebhookEndpoint[];
    expect(listed.map((entry) => ({ id: entry.id, lastDelivery: entry.lastDelivery }))).toEqual([{ id: endpoint.id, lastDelivery: null }]);
    // The team's endpoint is not reachable through the owner's personal workspace either.
    const elsewhere = await t.request({ method: 'GET', url: `${hooks(owner)}/${endpoint.id}/deliveries`, user: owner });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('holds at most the per-workspace number of endpoints in each workspace', async () => {
    const owner = await t.signUp({ name: 'Lena Limit' });
    const teamId = await createTeam(owner, []);
    for (let i = 0; i < WEBHOOKS_PER_WORKSPACE_MAX; i++) await register(owner, `/limit-${i}`, ['deck.added'], teamId);
    const body = { url: receiver.url('/limit-over'), events: ['deck.added'] };
    const over = await t.request({ method: 'POST', url: hooks(owner, teamId), user: owner, body });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(WEBHOOK_MESSAGES.tooMany);
    // The owner's personal workspace counts its own endpoints.
    await register(owner, '/limit-personal', ['deck.added']);
  });

  it('delivers a team deck’s events to the team’s endpoints, not to the uploader’s personal ones', async () => {
    const owner = await t.signUp({ name: 'Tove Owner' });
    const uploader = await t.signUp({ name: 'Ulla Uploader' });
    const teamId = await createTeam(owner, [[uploader, 'member']]);
    const team = await register(owner, '/team-events', WEBHOOK_EVENT_TYPES, teamId);
    // The uploader's personal endpoint, subscribed to everything: it must stay silent.
    const personal = await register(uploader, '/uploader-personal');
    const received = () =>
      receiver.at('/team-events').map((request) => JSON.parse(request.body) as { type: string; workspaceId: string; data: { deck: { id: string } } });

    // The uploader's current workspace is the team (accepting the invitation made it so).
    const item = await uploadAndWait(t, uploader, 'teamco.pdf', await makePdf(pitchDeckSlides({ company: 'Teamco', story: 2 })));
    expect(item.status, item.error ?? '').toBe('completed');
    const moved = await t.request({ method: 'PATCH', url: `/api/decks/${item.deckId}/pipeline`, user: uploader, body: { stage: 'screening' } });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitFor(async () => received().map((event) => event.type), (types) => ['deck.added', 'deck.analyzed', 'deck.stage_changed'].every((type) => types.includes(type)));

    for (const event of received()) expect(event).toMatchObject({ workspaceId: teamId, data: { deck: { id: item.deckId } } });
    for (const request of receiver.at('/team-events')) {
      expect(verifySignature(team.secret, request.headers['pitchscope-signature'] as string, request.body, Math.floor(request.at / 1000))).toBe(true);
    }
    // The personal endpoint's deliveries would have been written in the same transactions: there are none.
    expect(await deliveriesOf(uploader, personal.id)).toEqual([]);
    expect(receiver.at('/uploader-personal')).toEqual([]);
  });
});
