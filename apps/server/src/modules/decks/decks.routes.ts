import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deckFieldsPatchSchema, deckPatchSchema, metadataFieldSchema } from '@pitchscope/domain/contracts/decks';
import { FIELD_EDITS_PER_MINUTE, PAGE_IMAGE_VERSION, PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import {
  deckExportQuerySchema,
  deckListFiltersSchema,
  deckListQuerySchema,
} from '@pitchscope/domain/contracts/deck-list';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { sendJsonBody } from '../../platform/http/json-body.ts';
import * as decks from './decks.service.ts';
import { requestModelReread } from './model-reread.ts';
import { deckPageImage, pageImageContentType } from './page-images.service.ts';
import { DECK_EXPORT_CONTENT_TYPES, exportDecks } from './deck-export.service.ts';
import type { DecksContext } from './decks-context.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });
export const deckFileQuery = z.object({ view: z.enum(['1', 'true']).optional() });
const factParams = deckParams.extend({ field: metadataFieldSchema });
const pageParams = deckParams.extend({ n: z.coerce.number().int().min(1).max(10_000) });
export const pageImageQuery = z.object({
  w: z.coerce.number().int().default(PAGE_IMAGE_WIDTHS.slide),
  /** The image version the client asked for: a URL with the current one names its content for good. */
  v: z.coerce.number().int().optional(),
});
/** A versioned image URL never changes content; without the version the browser checks daily. */
const IMMUTABLE_IMAGE = 'private, max-age=31536000, immutable';
const REVALIDATED_IMAGE = 'private, max-age=86400';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
};

export async function decksRoutes(app: FastifyInstance, ctx: DecksContext) {
  const user = { config: { access: 'user' as const } };

  // The list's page (50 cards, ~130 KB of JSON) is served from the library cache when nothing changed
  // (ADR 0023), serialised and gzip-compressed once (~6× less on the wire), with an ETag for 304s.
  app.get('/api/decks', user, async (request, reply) =>
    sendJsonBody(request, reply, await decks.listDecks(ctx, actorOf(request), parseInput(deckListQuerySchema, request.query, 'query'))),
  );

  app.get('/api/decks/counts', user, async (request, reply) =>
    sendJsonBody(request, reply, await decks.countDeckList(ctx, actorOf(request), parseInput(deckListFiltersSchema, request.query, 'query'))),
  );

  app.get('/api/decks/export', user, (request, reply) => {
    const query = parseInput(deckExportQuerySchema, request.query, 'query');
    const { format } = query;
    const day = ctx.clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', DECK_EXPORT_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="pitch-decks-${day}.${format}"`)
      .header('cache-control', 'private, no-store')
      .send(exportDecks(ctx, actorOf(request), query));
  });

  app.get('/api/decks/:id', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return decks.getDeck(ctx, actorOf(request), id);
  });

  app.get('/api/decks/:id/content', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return decks.getDeckContent(ctx, actorOf(request), id);
  });

  app.patch('/api/decks/:id', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return decks.updateDeckFlags(ctx, actorOf(request), id, parseInput(deckPatchSchema, request.body));
  });

  // Each correction rates the fit again (a model call with a remote provider): FIELD_EDITS_PER_MINUTE.
  const fieldEdits = {
    config: { access: 'user' as const, rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, FIELD_EDITS_PER_MINUTE) },
  };
  app.patch('/api/decks/:id/fields', fieldEdits, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return decks.editDeckFields(ctx, actorOf(request), id, parseInput(deckFieldsPatchSchema, request.body));
  });
  // "Confirm" on a fact to check: an edit to the value it holds, so it shares the edits' limit.
  app.post('/api/decks/:id/fields/:field/confirm', fieldEdits, (request) => {
    const { id, field } = parseInput(factParams, request.params);
    return decks.confirmDeckField(ctx, actorOf(request), id, field);
  });

  app.post('/api/decks/:id/hide', user, async (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    await decks.hideDeck(ctx, actorOf(request), id);
    return { ok: true };
  });

  app.post('/api/decks/:id/recalculate-fit', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return decks.recalculateFit(ctx, actorOf(request), id);
  });

  app.post('/api/decks/:id/reread-with-model', user, async (request, reply) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    const deck = await requestModelReread(ctx, actorOf(request), id);
    return reply.code(202).send(deck);
  });

  app.get('/api/decks/:id/file', user, async (request, reply) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    const { view } = parseInput(deckFileQuery, request.query, 'query');
    const file = await decks.openDeckFile(ctx, actorOf(request), id);
    // ?view=1 shows a PDF in the browser's own viewer, in a sandbox (no script, no same-origin access:
    // the file is untrusted). Anything else is a download with a document type, never something a
    // browser runs.
    const inline = Boolean(view) && file.fileType === 'pdf';
    return reply
      .header('content-type', CONTENT_TYPES[file.fileType] ?? 'application/octet-stream')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.fileName)}"`)
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  app.get('/api/decks/:id/pages/:n/image', user, async (request, reply) => {
    const { id, n } = parseInput(pageParams, request.params, 'params');
    const { w, v } = parseInput(pageImageQuery, request.query, 'query');
    const answer = await deckPageImage(ctx, actorOf(request), id, {
      page: n,
      width: w,
      ifNoneMatch: request.headers['if-none-match'],
    });
    reply
      .header('etag', answer.etag)
      .header('cache-control', v === PAGE_IMAGE_VERSION ? IMMUTABLE_IMAGE : REVALIDATED_IMAGE);
    if (answer.notModified) return reply.code(304).send();
    return reply
      .header('content-type', pageImageContentType(answer.bytes))
      .header('x-content-type-options', 'nosniff')
      .send(answer.bytes);
  });
}
