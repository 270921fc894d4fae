import type { FastifyInstance } from 'fastify';
import { LIBRARY_EVENTS, type LibraryEvent } from '@pitchscope/domain/contracts/deck-list';
import { actorOf } from '../../platform/http/access.ts';
import { openEventStream } from '../../platform/http/event-stream.ts';
import { API_TAGS } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import type { DecksContext } from './decks-context.ts';
import { watchLibrary } from './library-changes.service.ts';

/**
 * A stream ends after this long and the browser opens it again, signing in anew: a signed-out session or a
 * revoked API key stops getting signals within this time (the signals carry no deck data).
 */
export const LIBRARY_STREAM_MAX_MS = 10 * 60_000;
/** A comment this often keeps proxies and load balancers from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;
/** How long the browser waits before opening an ended stream again. */
const RECONNECT_AFTER_MS = 3000;

export async function libraryChangesRoutes(app: FastifyInstance, ctx: DecksContext) {
  const route = typedRoutes(app);
  // Open streams would hold a closing server open until they end: they end first.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of [...open]) finish();
  });

  // Like the upload progress stream: the handler writes the event stream itself (no JSON answer to check).
  route.get(
    '/api/decks/events',
    { access: 'user' },
    {
      tag: API_TAGS.decks,
      summary: 'Signals that the decks of your library changed, as server-sent events',
      produces: ['text/event-stream'],
      notes: `Answer: SSE stream of the current workspace's library (members only): \`data: ${LIBRARY_EVENTS.ready}\` once it listens, then \`data: ${LIBRARY_EVENTS.changed}\` whenever a deck of the workspace was added, changed, archived or deleted by anyone (uploads, links, mailed decks, the API, teammates; a few notifications together are one signal). No deck data: read \`GET /api/decks\` and \`/api/decks/counts\` again. The stream ends after ${LIBRARY_STREAM_MAX_MS / 60_000} minutes (the browser reconnects).`,
    },
    async (_input, request, reply) => {
      const send = (event: LibraryEvent) => reply.raw.write(`data: ${event}\n\n`);
      let finished = false;
      let stop: () => void = () => undefined;
      const timers: NodeJS.Timeout[] = [];
      const finish = () => {
        if (finished) return;
        finished = true;
        open.delete(finish);
        stop();
        for (const timer of timers) clearTimeout(timer);
        reply.raw.end();
      };
      stop = await watchLibrary(ctx, actorOf(request), { changed: () => send(LIBRARY_EVENTS.changed), ended: finish });
      openEventStream(reply);
      open.add(finish);
      reply.raw.on('close', finish);
      reply.raw.write(`retry: ${RECONNECT_AFTER_MS}\n`);
      send(LIBRARY_EVENTS.ready);
      timers.push(setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS).unref());
      timers.push(setTimeout(finish, LIBRARY_STREAM_MAX_MS).unref());
    },
  );
}
