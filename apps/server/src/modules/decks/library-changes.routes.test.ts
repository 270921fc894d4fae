import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_EVENTS } from '@pitchscope/domain/contracts/deck-list';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { LIBRARY_SIGNAL_COALESCE_MS } from './library-changes.service.ts';

/** Long enough for a signal that was coming to have come (its coalescing window, several times over). */
const QUIET_MS = LIBRARY_SIGNAL_COALESCE_MS * 4;

/** One open library stream over a real socket: the events it received, in order. */
interface OpenStream {
  events: string[];
  /** Resolves once `count` events named `event` have arrived; rejects after `withinMs`. */
  received(event: string, count?: number, withinMs?: number): Promise<void>;
  close(): void;
}

describe('GET /api/decks/events (the library stream)', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let teammate: TestUser;
  let outsider: TestUser;
  let teamId: string;
  const streams: OpenStream[] = [];

  async function openStream(user: TestUser): Promise<OpenStream> {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/decks/events`, {
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events: string[] = [];
    const waiters = new Set<() => void>();
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
            buffer = buffer.slice(end + 2);
            if (data) events.push(data.slice('data: '.length));
            for (const waiter of waiters) waiter();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
    const stream: OpenStream = {
      events,
      received: (event, count = 1, withinMs = 5000) =>
        new Promise((resolve, reject) => {
          const check = () => {
            if (events.filter((seen) => seen === event).length < count) return;
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`no ${count}× "${event}" within ${withinMs} ms; got ${JSON.stringify(events)}`));
          }, withinMs);
          waiters.add(check);
          check();
        }),
      close: () => controller.abort(),
    };
    streams.push(stream);
    await stream.received(LIBRARY_EVENTS.ready);
    return stream;
  }

  const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
    owner = await t.signUp({ name: 'Team Owner' });
    teammate = await t.signUp({ name: 'Team Mate' });
    outsider = await t.signUp({ name: 'Someone Else' });
    teamId = (await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Live fund' } })).json()
      .id as string;
    const invitation = await t.request({
      method: 'POST',
      url: `/api/workspaces/${teamId}/invitations`,
      user: owner,
      body: { role: 'member' },
    });
    const token = (invitation.json().url as string).split('/').pop();
    const accepted = await t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user: teammate });
    expect(accepted.statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t?.close();
  });

  it('answers a visitor 401', async () => {
    expect((await fetch(`${base}/api/decks/events`)).status).toBe(401);
  });

  it("signals a member when a teammate's deck lands in the workspace, and not someone outside it", async () => {
    const member = await openStream(teammate);
    const other = await openStream(outsider);

    const deckId = await insertAnalyzedDeck(t.ctx, owner.id, { workspaceId: teamId, companyName: 'Mailed Co' });
    await member.received(LIBRARY_EVENTS.changed);
    await quiet();
    expect(other.events).toEqual([LIBRARY_EVENTS.ready]);

    // Archived by the owner: the member is told again; the outsider still hears nothing.
    const archived = await t.request({ method: 'PATCH', url: `/api/decks/${deckId}`, user: owner, body: { isArchived: true } });
    expect(archived.statusCode).toBe(200);
    await member.received(LIBRARY_EVENTS.changed, 2);
    await quiet();
    expect(other.events).toEqual([LIBRARY_EVENTS.ready]);

    // A deck of the outsider's own workspace is theirs to hear about.
    await insertAnalyzedDeck(t.ctx, outsider.id, { companyName: 'Own Co' });
    await other.received(LIBRARY_EVENTS.changed);
    member.close();
    other.close();
  });

  it('makes one signal of many changes together (a bulk import)', async () => {
    const member = await openStream(teammate);
    for (let i = 0; i < 5; i++) await insertAnalyzedDeck(t.ctx, owner.id, { workspaceId: teamId, companyName: `Bulk ${i}` });
    await member.received(LIBRARY_EVENTS.changed);
    await quiet();
    expect(member.events.filter((event) => event === LIBRARY_EVENTS.changed).length).toBeLessThan(5);
    member.close();
  });

  it('follows the member to the workspace they switch to', async () => {
    const member = await openStream(teammate);
    const personal = (await t.request({ method: 'GET', url: '/api/workspaces', user: teammate })).json() as {
      items: { id: string; personal: boolean }[];
    };
    const personalId = personal.items.find((workspace) => workspace.personal)!.id;
    const switched = await t.request({
      method: 'PUT',
      url: '/api/me/current-workspace',
      user: teammate,
      body: { workspaceId: personalId },
    });
    expect(switched.statusCode).toBe(200);
    // The library shows another workspace: read it again.
    await member.received(LIBRARY_EVENTS.changed);
    await quiet();
    const before = member.events.length;
    await insertAnalyzedDeck(t.ctx, owner.id, { workspaceId: teamId, companyName: 'Not shown now' });
    await quiet();
    expect(member.events.length).toBe(before);
    await insertAnalyzedDeck(t.ctx, teammate.id, { workspaceId: personalId, companyName: 'Shown now' });
    await member.received(LIBRARY_EVENTS.changed, 2);
    member.close();
  });

  // Another server process writes through its own connection: the change reaches this one's stream
  // through the LISTEN connection of the change feed.
  it.skipIf(!process.env.DATABASE_URL)('signals a change another process wrote (PostgreSQL)', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, teammate.id, { workspaceId: teamId, companyName: 'Elsewhere Co' });
    const member = await openStream(owner);
    const otherProcess = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await otherProcess.connect();
    try {
      await otherProcess.query('UPDATE decks SET is_archived = true, archived_at = now() WHERE id = $1', [deckId]);
      await member.received(LIBRARY_EVENTS.changed);
    } finally {
      await otherProcess.end();
      member.close();
    }
  });
});
