import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { insertAnalyzedDeck } from '../test/factories.ts';
import { ANSWERS, isBetterAuth } from './route-table.ts';

/**
 * A bounded, seeded fuzz of every JSON route the app registered: bodies are the valid ones of the route
 * table, mutated with boundary and hostile values, plus raw payloads a JSON encoder would never write.
 * Sent as the admin and as a user. Whatever arrives, the answer is never a 5xx, every error has the API's
 * error body, and no prototype gets polluted. Deterministic: a failure prints the seed and the request.
 * FUZZ_SEED / FUZZ_COUNT override the defaults when exploring locally.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = Number(process.env.FUZZ_COUNT ?? 300);

/** mulberry32: tiny, fast, good enough to pick test values. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a',
  'x'.repeat(257),
  'x'.repeat(70_000),
  '😀🚀 𝕏 ünïcödé 中文 العربية',
  '\u202eevil\u202c',
  '\ud800', // a lone surrogate
  "' OR 1=1 --",
  '"; drop table decks; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  'payg',
  'subscription',
  'terms-of-service',
  'analysis',
  'primary',
  'true',
  '1e308',
  'NaN',
  '2026-02-30T25:61:00Z',
  'a@b',
  'admin@example.com',
];
const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -1.5,
  7,
  100,
  512,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];
const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'userId',
  'tokenBalance',
  'id',
  '',
  'toString',
  'hasOwnProperty',
];

/** Raw JSON texts that JSON.stringify never produces: pollution attempts, out-of-range numbers, deep nesting. */
const RAW_PAYLOADS = [
  '{"__proto__":{"polluted":"yes","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  '{"amount":1e400,"reason":"overflow"}',
  '{"amount":-1e400,"reason":"overflow"}',
  '{"plan":"payg","plan":"subscription"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  'NaN',
  'Infinity',
  '{"starred":NaN}',
  '\ufeff{"starred":true}',
  '',
  '   ',
  '{',
  '{"x":"\\ud800"}',
];

function randomValue(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth > 2 ? 4 : 7);
  switch (kind) {
    case 0:
      return rng.pick(STRINGS);
    case 1:
      return rng.pick(NUMBERS);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return rng.chance(0.5) ? [] : {};
    case 4:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1));
    case 5:
      return rng.chance(0.2)
        ? Array.from({ length: 200 }, () => rng.pick(STRINGS).slice(0, 20))
        : [rng.pick(STRINGS)];
    default:
      return randomObject(rng, [], depth + 1);
  }
}

function randomObject(rng: Rng, knownKeys: string[], depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = rng.int(4) + 1;
  for (let i = 0; i < count; i++) {
    const key = knownKeys.length && rng.chance(0.7) ? rng.pick(knownKeys) : rng.pick(KEYS);
    // defineProperty, so that '__proto__' becomes an own key that JSON.stringify writes out.
    Object.defineProperty(object, key, {
      value: randomValue(rng, depth),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return object;
}

/** A body for a route: its valid body mutated, a random object over its keys, something else, or raw text. */
function fuzzBody(rng: Rng, valid: unknown): string {
  const knownKeys = valid && typeof valid === 'object' ? Object.keys(valid) : [];
  const roll = rng.next();
  if (roll < 0.45 && knownKeys.length) {
    const body: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
    for (let i = 0; i <= rng.int(2); i++) body[rng.pick(knownKeys)] = randomValue(rng);
    if (rng.chance(0.3))
      Object.defineProperty(body, rng.pick(KEYS), { value: randomValue(rng), enumerable: true });
    return JSON.stringify(body);
  }
  if (roll < 0.7) return JSON.stringify(randomObject(rng, knownKeys, 1));
  if (roll < 0.85) return JSON.stringify(randomValue(rng));
  return rng.pick(RAW_PAYLOADS);
}

/** Percent-encodes every byte (encodeURIComponent throws on a lone surrogate). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/**
 * Known bugs, tolerated by the fuzz loop so that it keeps guarding everything else. Each gets a test
 * below; when a bug is fixed its entry goes. (The NUL-character and router-error bugs are fixed.)
 */
const KNOWN_BUGS: { id: string; matches: (request: string, status: number, body: string) => boolean }[] = [];

const queryText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

const PATH_VALUES = [
  'x',
  '0',
  '-1',
  'null',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a'.repeat(300),
  encodeURIComponent('😀'),
  '%E0%A4%A',
  '__proto__',
  'constructor',
];

describe(`seeded fuzz of every JSON route (seed ${SEED}, ${REQUESTS} requests)`, () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const deckIds: string[] = [];
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    t = await createTestApp({ workers: true });
    admin = await t.signUp({ name: 'Ada Admin' });
    user = await t.signUp({ name: 'Fuzzy User' });
    for (let i = 0; i < 3; i++)
      deckIds.push(await insertAnalyzedDeck(t.ctx, user.id, { companyName: `Fuzzco ${i}` }));
  });
  afterAll(() => t?.close());

  it('never answers 5xx, always answers errors with the error body, and pollutes nothing', async () => {
    const rng = prng(SEED);
    // Bodies and params go to every route except Better Auth's, the multipart upload and the
    // never-ending SSE stream; DELETEs are left to the matrix (they would remove the fixtures).
    const routes = t.routes.filter(
      (route) =>
        !isBetterAuth(route.url) &&
        route.url !== '/api/uploads' &&
        !route.url.endsWith('/events') &&
        route.method !== 'DELETE',
    );
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const knownHits = new Map<string, number>();

    for (let i = 0; i < REQUESTS; i++) {
      const route = routes[i % routes.length]!; // every route, then round again
      const asAdmin = rng.chance(0.5);
      const fillParam = (name: string) => {
        if (name === ':n') return rng.pick(['1', '0', '-1', '1.5', '99999999', 'abc', '1e3']);
        if (name === ':id' && route.url.startsWith('/api/admin/users/'))
          return rng.chance(0.6) ? user.id : rng.pick(PATH_VALUES);
        if (name === ':id' && route.url.includes('/legal/'))
          return rng.pick(['terms-of-service', 'privacy-policy', ...PATH_VALUES]);
        if (name === ':id' && route.url.includes('/prompts/'))
          return rng.pick(['deep-analysis', ...PATH_VALUES]);
        return rng.chance(0.6) ? rng.pick(deckIds) : rng.pick(PATH_VALUES);
      };
      let url = route.url.replace(/:[a-z]+/gi, fillParam);
      if (route.method === 'GET' && rng.chance(0.5)) {
        url += `?${rng.pick(['format', 'q', '__proto__[polluted]', 'constructor[prototype][polluted]', 'format[]'])}=${percentEncode(queryText(randomValue(rng)).slice(0, 2000))}`;
      }
      const withBody = route.method !== 'GET';
      const payload = withBody ? fuzzBody(rng, ANSWERS[`${route.method} ${route.url}`]?.body) : undefined;
      const response = await t.request({
        method: route.method as 'GET',
        url,
        user: asAdmin ? admin : user,
        ...(withBody ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const label = `#${i} seed ${SEED} ${asAdmin ? 'admin' : 'user'} ${route.method} ${url.slice(0, 120)} ${String(payload ?? '').slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      const known = KNOWN_BUGS.find((bug) =>
        bug.matches(`${url} ${payload ?? ''}`, response.statusCode, response.body),
      );
      if (known) {
        knownHits.set(known.id, (knownHits.get(known.id) ?? 0) + 1);
        continue;
      }
      if (/Failed query/i.test(response.body)) problems.push(`SQL in the answer: ${label}`);
      if (response.statusCode >= 500) problems.push(label);
      else if (response.statusCode >= 400) {
        let body: { error?: { code?: unknown; message?: unknown } } | null = null;
        try {
          body = response.json();
        } catch {
          /* reported below */
        }
        if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')
          problems.push(`no error body: ${label}`);
      }
      if (
        ({} as Record<string, unknown>).polluted !== undefined ||
        ({} as Record<string, unknown>).isAdmin !== undefined
      ) {
        problems.push(`prototype polluted by ${label}`);
        break;
      }
    }

    if (knownHits.size)
      console.info(`[fuzz] known bugs hit: ${JSON.stringify(Object.fromEntries(knownHits))}`);
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    // The fuzz reached the handlers, not only the validators.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', user: admin })).json()).toMatchObject({
      isAdmin: true,
    });
  });

  // TODO(bug: nul-character-500): drop `.fails` once a NUL in input is answered 400. Fix: refuse U+0000 in
  // params, query and body in one hook (app.ts), or map PostgreSQL 22021/22P05 to 400 in errors.ts.
  it('answers 400, not 500, to a NUL character in an id or a text field', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/decks/%00', user },
      { method: 'GET' as const, url: '/api/uploads/a%00b', user },
      { method: 'PATCH' as const, url: '/api/me', user, body: { displayName: 'Nul\u0000Name' } },
      {
        method: 'POST' as const,
        url: `/api/admin/users/%00/tokens`,
        user: admin,
        body: { amount: 1, reason: 'x' },
      },
      {
        method: 'PUT' as const,
        url: '/api/admin/legal/terms-of-service',
        user: admin,
        body: { title: 'T\u0000', content: 'x' },
      },
    ];
    for (const request of cases) {
      const response = await t.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
    }
  });

  // TODO(bug: framework-errors-not-api-body): drop `.fails` once app.ts passes Fastify a `frameworkErrors`
  // handler that answers with the API's error body.
  it('answers a malformed URL and an over-long id with the API error body', async () => {
    for (const url of ['/api/decks/%E0%A4%A', `/api/decks/${'a'.repeat(300)}`]) {
      const response = await t.request({ method: 'GET', url, user });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json(), url).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
  });
});
