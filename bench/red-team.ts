/**
 * Replays the attacks of issue #29 against a fresh app (embedded PGlite, or PostgreSQL with
 * `--postgres=<url>`) and prints one line per attack: held or broken, and what was seen. Exits 1 when
 * any attack broke through. Not part of `npm test` (the same defects have their own tests there); this is
 * the red team's view, in one run:
 *
 *   npm run red-team
 *   npm run red-team -- --only=outbound       (one group: paying, origin, outbound, readers, names, queue)
 *   npm run red-team -- --flood               (the queue group with the issue's full flood: minutes)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import { userProfiles } from '../apps/server/src/db/schema.ts';
import { insertAnalyzedDeck, multipartBody, pitchDeckSlides, uploadAndWait, uploadFile, waitFor } from '../apps/server/src/test/factories.ts';
import { makeCyclicFatPpt, makeLongPdf, makeManySlidesPptx } from '../apps/server/src/hardening/hostile-files.ts';
import { makeImageOnlyPdf, makePdf } from '../apps/server/src/test/fixtures/documents.ts';
import { generateDeckPdf } from './lib/decks.ts';
import { createFakeAnalysis } from '../apps/server/src/test/fake-analysis.ts';
import { createTestApp, type TestApp, type TestUser } from '../apps/server/src/test/test-app.ts';
import { REFUSED_OUTBOUND_TARGETS } from '../apps/server/src/platform/outbound/outbound-attacks.ts';
import { PUBLIC_HTTPS_ONLY, resolvePublicTarget } from '../apps/server/src/platform/outbound/outbound-address.ts';

interface Verdict {
  held: boolean;
  seen: string;
}
interface Attack {
  group: string;
  name: string;
  run(): Promise<Verdict>;
}

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const postgres = args.find((arg) => arg.startsWith('--postgres='))?.slice('--postgres='.length);
if (postgres) process.env.DATABASE_URL = postgres;
else delete process.env.DATABASE_URL;

const fake = createFakeAnalysis({ deepResearch: 'hang' });
const t: TestApp = await createTestApp({ workers: true, overrides: { analysis: fake.service } });
const admin = await t.signUp({ name: 'Ada Admin' });

const balanceOf = async (user: TestUser) =>
  (await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0]!.tokenBalance ?? 0;
const setBalance = (user: TestUser, tokenBalance: number) =>
  t.ctx.db.update(userProfiles).set({ tokenBalance }).where(eq(userProfiles.userId, user.id));

/** Alice's team workspace, Carol in it with `role`, a deck Alice uploaded there. */
async function team(role: 'member' | 'viewer' = 'member') {
  const alice = await t.signUp({ name: 'Alice' });
  const carol = await t.signUp({ name: 'Carol' });
  const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: alice, body: { name: 'Alice Ventures' } })).json().id as string;
  const invitation = (await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: alice, body: { role } })).json();
  await t.request({ method: 'POST', url: `/api/invitations/${String(invitation.url).split('/').pop()}/accept`, user: carol });
  const deckId = await insertAnalyzedDeck(t.ctx, alice.id, { workspaceId });
  return { alice, carol, workspaceId, deckId };
}

const attacks: Attack[] = [
  {
    group: 'paying',
    name: "a member's deep analysis of a team deck spends the uploader's tokens",
    async run() {
      const { alice, carol, deckId } = await team();
      const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user: carol });
      const [a, c] = [await balanceOf(alice), await balanceOf(carol)];
      return { held: response.statusCode === 200 && a === 2 && c === 1 && response.json().tokenBalance === 1, seen: `${response.statusCode}; Alice ${a}, Carol ${c}, answer shows ${response.json().tokenBalance}` };
    },
  },
  {
    group: 'paying',
    name: 'a member with tokens is refused because the uploader has none',
    async run() {
      const { alice, carol, deckId } = await team();
      await setBalance(alice, 0);
      const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user: carol });
      return { held: response.statusCode === 200, seen: String(response.statusCode) };
    },
  },
  {
    group: 'paying',
    name: 'a viewer starts a paid analysis',
    async run() {
      const { alice, carol, deckId } = await team('viewer');
      const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user: carol });
      return { held: response.statusCode === 403 && (await balanceOf(alice)) === 2 && (await balanceOf(carol)) === 2, seen: String(response.statusCode) };
    },
  },
  ...(
    [
      ['PATCH /api/me', { method: 'PATCH', url: '/api/me', body: { displayName: 'Forged' } }],
      ['a deep-analysis start', null],
      ['an upload', 'upload'],
    ] as const
  ).map(
    ([what, shape]): Attack => ({
      group: 'origin',
      name: `${what} with a valid cookie and no Origin, Referer or API key`,
      async run() {
        const user = await t.signUp({ name: 'Victim' });
        let response;
        if (shape === 'upload') {
          const { payload, contentType } = multipartBody('deck.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46]));
          response = await t.request({ method: 'POST', url: '/api/uploads', user, payload, headers: { origin: undefined, 'content-type': contentType } });
        } else if (shape === null) {
          const deckId = await insertAnalyzedDeck(t.ctx, user.id);
          response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user, headers: { origin: undefined } });
        } else {
          response = await t.request({ ...shape, user, headers: { origin: undefined } });
        }
        return { held: response.statusCode === 403, seen: String(response.statusCode) };
      },
    }),
  ),
  {
    group: 'origin',
    name: 'a sign-up with no Origin',
    async run() {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: { name: 'Mallory', email: `mallory-${Date.now()}@example.com`, password: 'secret-password' },
        headers: { origin: undefined },
      });
      return { held: response.statusCode === 403, seen: String(response.statusCode) };
    },
  },
  {
    group: 'origin',
    name: 'a state-changing request with Origin: null',
    async run() {
      const user = await t.signUp({ name: 'Victim' });
      const response = await t.request({ method: 'PATCH', url: '/api/me', user, body: { displayName: 'Forged' }, headers: { origin: 'null' } });
      return { held: response.statusCode === 403, seen: String(response.statusCode) };
    },
  },
  ...REFUSED_OUTBOUND_TARGETS.map(
    (target): Attack => ({
      group: 'outbound',
      name: `webhook to ${target.url} (${target.why})`,
      async run() {
        if (target.resolvesTo) {
          // A host name: the registration would look it up; replay the lookup's answer through the same policy.
          const answer = target.resolvesTo.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
          const verdict = await resolvePublicTarget(target.url, PUBLIC_HTTPS_ONLY, async () => answer).then(
            () => 'accepted',
            (error: Error) => `refused: ${error.message}`,
          );
          return { held: verdict !== 'accepted', seen: verdict };
        }
        const owner = await t.signUp({ name: 'Owner' });
        const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Hooks' } })).json().id as string;
        const response = await t.request({
          method: 'POST',
          url: `/api/workspaces/${workspaceId}/webhooks`,
          user: owner,
          body: { url: target.url, events: ['deck.added'] },
        });
        return { held: response.statusCode === 400, seen: `${response.statusCode} ${response.json().error?.message ?? ''}`.trim() };
      },
    }),
  ),
  {
    group: 'outbound',
    name: 'a failed delivery tells the workspace owner the network error (a port-scan oracle)',
    async run() {
      await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { allowPrivateWebhookTargets: true } });
      try {
        const owner = await t.signUp({ name: 'Owner' });
        const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Scanner' } })).json().id as string;
        const hooks = `/api/workspaces/${workspaceId}/webhooks`;
        const closed = http.createServer();
        await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
        const port = (closed.address() as AddressInfo).port;
        await new Promise((resolve) => closed.close(resolve));
        const endpoint = (await t.request({ method: 'POST', url: hooks, user: owner, body: { url: `http://127.0.0.1:${port}/x`, events: ['deck.added'] } })).json();
        await t.request({ method: 'POST', url: `${hooks}/${endpoint.id}/test`, user: owner, body: {} });
        const [delivery] = await waitFor(
          async () => (await t.request({ method: 'GET', url: `${hooks}/${endpoint.id}/deliveries`, user: owner })).json() as { status: string; lastError: string | null }[],
          // The first failed attempt is enough: what it shows is what the owner reads (retries follow).
          ([first]) => Boolean(first?.lastError) || first?.status === 'succeeded',
          90_000,
        );
        return { held: delivery!.lastError === OUTBOUND_MESSAGES.couldNotConnect, seen: `lastError "${delivery!.lastError}"` };
      } finally {
        await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { allowPrivateWebhookTargets: false } });
      }
    },
  },
  {
    group: 'readers',
    name: 'a legacy .ppt whose FAT chain loops (memory climbs until the budget kills the reader)',
    async run() {
      const user = await t.signUp({ name: 'Uploader' });
      const started = Date.now();
      const item = await uploadAndWait(t, user, 'loop.ppt', makeCyclicFatPpt());
      const seconds = (Date.now() - started) / 1000;
      return { held: item.status === 'error' && /may be corrupt/.test(item.error ?? '') && seconds < 30, seen: `${item.status} in ${seconds.toFixed(1)} s: ${item.error}` };
    },
  },
  {
    group: 'readers',
    name: 'a PPTX of 10,000 slides is told "may be corrupt"',
    async run() {
      const user = await t.signUp({ name: 'Uploader' });
      const item = await uploadAndWait(t, user, 'many.pptx', await makeManySlidesPptx(10_000));
      return { held: item.status === 'error' && /over [\d,]+ slides/.test(item.error ?? ''), seen: `${item.status}: ${item.error}` };
    },
  },
  {
    group: 'readers',
    name: 'a 20,000-page PDF silently becomes 300 pages',
    async run() {
      const user = await t.signUp({ name: 'Uploader' });
      const item = await uploadAndWait(t, user, 'long.pdf', makeLongPdf(pitchDeckSlides({ company: 'Longform' }), 20_000));
      if (!item.deckId) return { held: false, seen: `${item.status}: ${item.error}` };
      const deck = (await t.request({ method: 'GET', url: `/api/decks/${item.deckId}`, user })).json();
      return { held: deck.documentPageCount === 20_000 && deck.pageCount < 20_000, seen: `pageCount ${deck.pageCount}, documentPageCount ${deck.documentPageCount}` };
    },
  },
  {
    group: 'names',
    name: 'a long name of emoji is cut inside a surrogate pair and loses its extension',
    async run() {
      const user = await t.signUp({ name: 'Uploader' });
      const response = await uploadFile(t, user, `${'🚀'.repeat(80)}.pdf`, await makePdf(pitchDeckSlides({ company: 'Rocketry' })));
      const name = String(response.json().fileName ?? '');
      return { held: response.statusCode === 202 && !name.includes('\uFFFD') && name.endsWith('.pdf') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(name), seen: `${response.statusCode} "${name.slice(-12)}"` };
    },
  },
  {
    group: 'names',
    name: 'a name with "/" keeps only its last segment',
    async run() {
      const user = await t.signUp({ name: 'Uploader' });
      const response = await uploadFile(t, user, 'Q3 decks/Acme/plan.pdf', await makePdf(pitchDeckSlides({ company: 'Acme' })));
      const name = String(response.json().fileName ?? '');
      return { held: name.includes('Q3 decks') && name.includes('plan.pdf') && !name.includes('/'), seen: `"${name}"` };
    },
  },
  {
    group: 'names',
    name: 'a JSON body over the limit is told "The file is too large."',
    async run() {
      const user = await t.signUp({ name: 'Writer' });
      const response = await t.request({ method: 'PATCH', url: '/api/me', user, body: { displayName: 'x'.repeat(3 * 1024 * 1024) } });
      const message = String(response.json().error?.message ?? '');
      return { held: response.statusCode === 413 && !/file/i.test(message), seen: `${response.statusCode} "${message}"` };
    },
  },
  {
    group: 'names',
    name: 'a query-string error is labelled "body:"',
    async run() {
      const response = await t.request({ method: 'GET', url: '/api/admin/decks?limit=abc&bogus=1', user: admin });
      const message = String(response.json().error?.message ?? '');
      return { held: response.statusCode === 400 && !message.startsWith('body') && /query|limit|bogus/.test(message), seen: `${response.statusCode} "${message}"` };
    },
  },
];

/**
 * One tenant's flood must not starve another's next file (issue #29 item 2): Alice's workspace sends image-only
 * PDFs whose OCR runs to the reading limit; Bob's small deck from another workspace must be rated within twice
 * its quiet time plus one poll of the queue. Its own app (a short reading limit), so only with --flood or
 * --only=queue: it takes about a minute. bench/fair-queue.ts measures the same more carefully.
 */
const queueAttack: Attack = {
  group: 'queue',
  name: "another workspace's flood of slow documents delays a small deck beyond twice its quiet time",
  async run() {
    const app = await createTestApp({ workers: true, env: { EXTRACTION_TIME_LIMIT_SECONDS: '20', WORKER_CONCURRENCY: '2' } });
    try {
      const alice = await app.signUp({ name: 'Alice Flood' });
      const bob = await app.signUp({ name: 'Bob Quiet' });
      const small = async (seed: number) => {
        const { deck, bytes } = await generateDeckPdf(seed);
        const started = Date.now();
        const item = await uploadAndWait(app, bob, `${deck.company}.pdf`, bytes);
        if (item.status !== 'completed') throw new Error(`small deck ended ${item.status}: ${item.error}`);
        return Date.now() - started;
      };
      await small(1); // warm-up: a reader child started, the engine loaded
      const quiet = await small(2);
      const scan = await makeImageOnlyPdf(Array.from({ length: 40 }, (_, i) => `Scanned page ${i + 1}\nQuarterly figures and notes`));
      for (let i = 0; i < 4; i++) await uploadFile(app, alice, `scan-${i}.pdf`, scan);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // the flood holds its lanes
      const flooded = await small(3);
      const allowed = 2 * quiet + 1000;
      return { held: flooded <= allowed, seen: `quiet ${quiet} ms, flooded ${flooded} ms (allowed ${allowed} ms)` };
    } finally {
      await app.close();
    }
  },
};
if (args.includes('--flood') || only === 'queue') attacks.push(queueAttack);

let broken = 0;
const started = Date.now();
for (const attack of attacks.filter((candidate) => !only || candidate.group === only)) {
  let verdict: Verdict;
  try {
    verdict = await attack.run();
  } catch (error) {
    verdict = { held: false, seen: `the attack itself failed: ${(error as Error).message}` };
  }
  if (!verdict.held) broken += 1;
  const seen = verdict.seen.length > 90 ? `${verdict.seen.slice(0, 89)}…` : verdict.seen;
  console.log(`${verdict.held ? 'held  ' : 'BROKEN'}  [${attack.group}] ${attack.name} — ${seen}`);
}
console.log(`\n${broken === 0 ? 'All held' : `${broken} broken`} (${((Date.now() - started) / 1000).toFixed(1)} s, admin ${admin.id.slice(0, 6)}…)`);
await t.close();
process.exit(broken === 0 ? 0 : 1);
