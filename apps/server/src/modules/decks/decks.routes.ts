import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { deckVersionAnswerSchema } from '@pitchscope/domain/deck-versions';
import { listDeckVersions, openVersionFile } from './deck-versions.service.ts';
import { z } from 'zod';
import {
  deckFieldsPatchSchema,
  deckPatchSchema,
  metadataFieldSchema,
} from '@pitchscope/domain/contracts/decks';
import { FIELD_EDITS_PER_MINUTE, PAGE_IMAGE_VERSION, PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import {
  deckExportQuerySchema,
  deckListFiltersSchema,
  deckListQuerySchema,
} from '@pitchscope/domain/contracts/deck-list';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import { sendJsonBody } from '../../platform/http/json-body.ts';
import * as decks from './decks.service.ts';
import { requestModelReread } from './model-reread.ts';
import { deckPageImage, pageImageContentType } from './page-images.service.ts';
import { DECK_EXPORT_CONTENT_TYPES, exportDecks } from './deck-export.service.ts';
import type { DecksContext } from './decks-context.ts';
import { API_TAGS, deckAnswer, deckIdParam, okResponse } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import { deckListCountsSchema, deckListPageSchema } from '@pitchscope/domain/contracts/deck-list';
import { deckAnswerSchema, deckContentAnswerSchema } from '@pitchscope/domain/contracts/deck-answer';

export const deckFileQuery = z.object({ view: z.enum(['1', 'true']).optional() });
/** A page or version number in a path: a number from 1 (a path gives it as text). */
const pathNumberSchema = z.coerce.number().int().min(1).max(10_000);
export const pageImageQuery = z.object({
  w: z.coerce.number().int().default(PAGE_IMAGE_WIDTHS.slide),
  /** The image version the client asked for: a URL with the current one names its content for good. */
  v: z.coerce.number().int().optional(),
  /** The deck's version whose file the image is of (ADR 0051): names a new version's images apart in caches. */
  fv: z.coerce.number().int().min(1).optional(),
});
/** A versioned image URL never changes content; without the version the browser checks daily. */
const IMMUTABLE_IMAGE = 'private, max-age=31536000, immutable';
const REVALIDATED_IMAGE = 'private, max-age=86400';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
};
/** What a deck's file (any version) is answered as: one of the uploadable formats. */
const DECK_FILE_TYPES = Object.values(CONTENT_TYPES);

/**
 * ?view=1 shows a PDF in the browser's own viewer, in a sandbox (no script, no same-origin access: the
 * file is untrusted). Anything else is a download with a document type, never something a browser runs.
 */
function sendDeckFile(
  reply: FastifyReply,
  file: { stream: Readable; fileName: string; fileType: string },
  view: boolean,
) {
  const inline = view && file.fileType === 'pdf';
  return reply
    .header('content-type', CONTENT_TYPES[file.fileType] ?? 'application/octet-stream')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.fileName)}"`,
    )
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

export async function decksRoutes(app: FastifyInstance, ctx: DecksContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  // The list's page (50 cards, ~130 KB of JSON) is served from the library cache when nothing changed
  // (ADR 0023), serialised and gzip-compressed once (~6× less on the wire), with an ETag for 304s.
  route.get(
    '/api/decks',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'One page of your decks: search, filters and sort (keyset cursor)',
      query: deckListQuerySchema,
      response: deckListPageSchema,
      notes:
        'Answer: `{ items: DeckSummary[], nextCursor }` (own, not hidden): `limit` 1–100 (default 50), `cursor` from the previous page (opaque; a cursor of another sort is refused with 400), `q` searches company, product, industry and location (every word; product, industry and location only when the deck states them or the investor set them, never an assumed default, ADR 0039), filters (section, status, fit and each criterion, industry, stage, location, starred, deal stage `pipelineStage` (stage ids, comma-separated), uploaded from/to) and `sort`/`dir`. A `DeckSummary` is the `Deck` without `analysis`, `quickAssessment`, `metadataHighlights`, `investorProfileUsed`, `fieldHistory` (the deck page reads them from `GET /api/decks/:id`). Unknown parameters and bad values answer 400 naming the problem (ADR 18).',
    },
    async ({ query }, request, reply) =>
      sendJsonBody(request, reply, await decks.listDecks(ctx, actorOf(request), query)),
  );

  route.get(
    '/api/decks/counts',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'The summary cards and how many decks the filters match in each section (one query)',
      query: deckListFiltersSchema,
      response: deckListCountsSchema,
    },
    async ({ query }, request, reply) =>
      sendJsonBody(request, reply, await decks.countDeckList(ctx, actorOf(request), query)),
  );

  route.get(
    '/api/decks/export',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'Export your decks as a spreadsheet',
      query: deckExportQuerySchema,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      notes:
        "Input: `?format=csv|xlsx` (default csv) and the list's filters and sort. Answer: the user's visible decks (those the filters match), streamed as CSV (UTF-8 with BOM, RFC 4180) or Excel: facts (an unstated one marked \"(assumed)\"), overall fit label, each criterion and its reason, status, deep analysis, starred, archived, uploaded, file, link; cells that start like a formula are prefixed with `'`.",
    },
    ({ query }, request, reply) => {
      const { format } = query;
      const day = ctx.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', DECK_EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="pitch-decks-${day}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(exportDecks(ctx, actorOf(request), query));
    },
  );

  route.get(
    '/api/decks/:id',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'One deck with its analysis',
      params: deckIdParam,
      response: deckAnswerSchema,
      responseDescription: deckAnswer,
      notes:
        "Answer: `Deck`; `factStates` gives each fact's state (`stated`, `assumed`, `not_found`, `check`, `edited`; list rows, board cards and admin rows carry it too), and the analysis's \"Facts read from the deck\" is written with the current facts; `factsEditedSinceAnalysis` lists the facts edited since the analysis was written whose earlier value its texts or the summaries still quote (ADR 0039); `hiddenContent` lists text a reader cannot see and instructions aimed at an AI model that extraction kept out of the text (`HiddenContentFinding[]`: `{page, kind: 'hidden-text' | 'instruction', reasons, text}`, ADR 19); `hiddenContentCheck: {checked, version}` says whether extraction looked for it at all (decks extracted before detection existed: `checked: false`, shown as \"Not checked for hidden text\")",
    },
    ({ params }, request) => decks.getDeck(ctx, actorOf(request), params.id),
  );

  route.get(
    '/api/decks/:id/content',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'The text read from the deck, page by page',
      params: deckIdParam,
      response: deckContentAnswerSchema,
      responseDescription: 'rawContent, pages and the extraction result.',
      notes:
        "Answer: `DeckContent`, with `pageImages: {available, note}` (whether the viewer gets page images; the note says why not); a page's `hiddenContent` holds its findings (absent when none).",
    },
    ({ params }, request) => decks.getDeckContent(ctx, actorOf(request), params.id),
  );

  route.patch(
    '/api/decks/:id',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'Star, archive or put the deck on the dashboard',
      params: deckIdParam,
      body: deckPatchSchema,
      response: deckAnswerSchema,
      responseDescription: deckAnswer,
      notes: 'Input: `{starred?, isArchived?, inDashboard?}`. Answer: `Deck`.',
    },
    ({ params, body }, request) => decks.updateDeckFlags(ctx, actorOf(request), params.id, body),
  );

  // Each correction rates the fit again (a model call with a remote provider): FIELD_EDITS_PER_MINUTE.
  const fieldEdits = {
    access: 'user' as const,
    rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, FIELD_EDITS_PER_MINUTE),
  };
  route.patch(
    '/api/decks/:id/fields',
    fieldEdits,
    {
      tag: API_TAGS.decks,
      summary: 'Correct the facts read from the deck (the fit is rated again)',
      params: deckIdParam,
      body: deckFieldsPatchSchema,
      response: deckAnswerSchema,
      responseDescription: deckAnswer,
      notes:
        'Input: `DeckFieldsPatch`: any of `companyName`, `product`, `industry`, `stage`, `roundSize`, `geography`, `website`, `keyPeople`, `shortDescription`, `executiveSummary` (strings, trimmed, at most `FIELD_EDIT_MAX_LENGTHS`; `""` = not stated, not allowed for `companyName`; at least one). `stage`, `roundSize` and `geography` are taken from extraction\'s vocabulary and stored in its form (issue #36): a stage names one of the spec\'s stages ("seed round" → "Seed"), a round gives an amount and a currency ("EUR 1.5M" → "€1.5M"), a location names a city or country of the gazetteer ("helsinki" → "Helsinki, Finland"); anything else is 400 VALIDATION_FAILED with the reason. Answer: `Deck` with each edited fact\'s source `user`, its previous value and source appended to `fieldHistory`, and the fit rated again (unless the upload is still processing); 30 a minute per user (`FIELD_EDITS_PER_MINUTE`, 429 RATE_LIMITED).',
    },
    ({ params, body }, request) => decks.editDeckFields(ctx, actorOf(request), params.id, body),
  );
  // "Confirm" on a fact to check: an edit to the value it holds, so it shares the edits' limit.
  route.post(
    '/api/decks/:id/fields/:field/confirm',
    fieldEdits,
    {
      tag: API_TAGS.decks,
      summary: 'Confirm a fact as read from the deck (a Check fact becomes stated; the fit is rated again)',
      params: { ...deckIdParam, field: { description: 'The fact, e.g. stage', schema: metadataFieldSchema } },
      response: deckAnswerSchema,
      responseDescription: deckAnswer,
      notes:
        'No body. Answer: `Deck` with the fact\'s source `user` (keeping its slides), a history entry whose value equals the value it replaced (a confirmation, "Confirmed by <name>"; not counted as a correction), it leaves `factsToCheck`, and the fit rated again. 409 CONFLICT for a fact with nothing found; shares the edits\' limit (`FIELD_EDITS_PER_MINUTE`). Owner or member only (viewer 403).',
    },
    ({ params }, request) => decks.confirmDeckField(ctx, actorOf(request), params.id, params.field),
  );

  route.post(
    '/api/decks/:id/hide',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'Hide an archived deck',
      params: deckIdParam,
      response: okResponse,
      notes: 'Answer: `{ok:true}` (only an archived deck can be hidden).',
    },
    async ({ params }, request) => {
      await decks.hideDeck(ctx, actorOf(request), params.id);
      return { ok: true as const };
    },
  );

  route.post(
    '/api/decks/:id/recalculate-fit',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'Rate the fit with your investor profile again',
      params: deckIdParam,
      response: deckAnswerSchema,
      responseDescription: deckAnswer,
      notes: 'Answer: `Deck` (400 NO_INVESTOR_PROFILE style message when no profile).',
    },
    ({ params }, request) => decks.recalculateFit(ctx, actorOf(request), params.id),
  );

  route.post(
    '/api/decks/:id/reread-with-model',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'Have the analysis model read a deck read offline again',
      params: deckIdParam,
      status: 202,
      response: deckAnswerSchema,
      responseDescription: deckAnswer,
      notes:
        "No body. Answer: 202 `Deck`, its re-reading queued: the model reads the stored pages again, its facts replace the local engine's (the investor's corrections kept), the fit is rated again and `readOffline` is cleared. 409 CONFLICT when the deck was not read offline or no analysis model is in use. Owner or member only (viewer 403).",
    },
    ({ params }, request) => requestModelReread(ctx, actorOf(request), params.id),
  );

  route.get(
    '/api/decks/:id/file',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'Download the original file',
      params: deckIdParam,
      query: deckFileQuery,
      produces: DECK_FILE_TYPES,
      notes:
        'Input: `?view=1`. Answer: the original file: an attachment; with `view`, a PDF inline for the browser viewer under `Content-Security-Policy: sandbox`.',
    },
    async ({ params, query }, request, reply) =>
      sendDeckFile(reply, await decks.openDeckFile(ctx, actorOf(request), params.id), Boolean(query.view)),
  );

  route.get(
    '/api/decks/:id/versions',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'The versions of a deck and the facts that changed between them',
      params: deckIdParam,
      response: z.array(deckVersionAnswerSchema),
      notes:
        'Answer: `DeckVersion[]` oldest first (a deck never updated lists itself as v1): number, file, uploaded at and by, `current`, `changes` since the version before (`{label, before, after, slide}`; facts and headline figures), `fileUrl`.',
    },
    ({ params }, request) => listDeckVersions(ctx, actorOf(request), params.id),
  );

  route.get(
    '/api/decks/:id/versions/:n/file',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'Download the file of one version',
      params: { ...deckIdParam, n: { description: 'Version number, from 1', schema: pathNumberSchema } },
      query: deckFileQuery,
      produces: DECK_FILE_TYPES,
      notes:
        "Input: `?view=1`. Answer: the version's file, as `GET /api/decks/:id/file` answers the current one.",
    },
    async ({ params, query }, request, reply) =>
      sendDeckFile(
        reply,
        await openVersionFile(ctx, actorOf(request), params.id, params.n),
        Boolean(query.view),
      ),
  );

  route.get(
    '/api/decks/:id/pages/:n/image',
    user,
    {
      tag: API_TAGS.decks,
      summary: 'One page drawn as an image',
      params: { ...deckIdParam, n: { description: 'Page number, from 1', schema: pathNumberSchema } },
      query: pageImageQuery,
      produces: ['image/png', 'image/webp'],
      notes:
        'Input: `?w=480|1600` (default 1600), `?v=` image version. Answer: PNG (WebP for picture-heavy pages) of page n, `w` px wide; PPT/PPTX drawn from their LibreOffice PDF (404 with a note without LibreOffice). Drawn once per page and width and stored; `ETag` (304 on `If-None-Match`), `Cache-Control: private, max-age=31536000, immutable` when `v` is the current version (else `max-age=86400`).',
    },
    async ({ params, query }, request, reply) => {
      const answer = await deckPageImage(ctx, actorOf(request), params.id, {
        page: params.n,
        width: query.w,
        ifNoneMatch: request.headers['if-none-match'],
      });
      reply
        .header('etag', answer.etag)
        .header('cache-control', query.v === PAGE_IMAGE_VERSION ? IMMUTABLE_IMAGE : REVALIDATED_IMAGE);
      if (answer.notModified) return reply.code(304).send();
      return reply
        .header('content-type', pageImageContentType(answer.bytes))
        .header('x-content-type-options', 'nosniff')
        .send(answer.bytes);
    },
  );
}
