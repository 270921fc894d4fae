import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { actorOf } from '../../platform/http/access.ts';
import { openEventStream } from '../../platform/http/event-stream.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';
import * as uploads from './uploads.service.ts';
import { isTerminal } from './upload-item.ts';
import { acceptUploadFromLink } from './link-intake.service.ts';
import { uploadItemAnswerSchema, uploadLinkInputSchema } from '@pitchscope/domain/contracts/decks';
import type { DecksContext } from './decks-context.ts';
import { API_TAGS, okResponse, uploadAnswer, uploadIdParam } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';

export const UPLOADS_PER_MINUTE = 60;
const EVENTS_POLL_MS = 250;
const TEMP_SWEEP_INTERVAL_MS = 15 * 60_000;

export async function uploadsRoutes(app: FastifyInstance, ctx: DecksContext) {
  const route = typedRoutes(app);
  // Partial uploads a crashed process left in DATA_DIR/tmp: removed at start-up, then every 15 minutes.
  let sweeper: NodeJS.Timeout | undefined;
  const sweepTemp = () =>
    uploads.removeStaleTempFiles(ctx).catch((error) => app.log.error({ err: error }, 'temp sweep failed'));
  app.addHook('onReady', async () => {
    await sweepTemp();
    sweeper = setInterval(sweepTemp, TEMP_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  route.post(
    '/api/uploads',
    { access: 'user', rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, UPLOADS_PER_MINUTE) },
    {
      tag: API_TAGS.uploads,
      summary: 'Upload a deck (PDF, PPTX or PPT) in the multipart field "file"',
      body: 'multipart',
      status: 202,
      response: uploadItemAnswerSchema,
      responseDescription: uploadAnswer,
      notes: 'Input: multipart, field `file`. Answer: 202 `UploadItem`.',
    },
    async (_input, request) => {
      if (!request.isMultipart())
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
      const maxBytes = await uploads.maxUploadBytes(ctx);
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part || part.fieldname !== 'file')
        throw new AppError('BAD_REQUEST', 'Send the file in the field "file".');
      return uploads.acceptUpload(
        ctx,
        actorOf(request),
        { stream: part.file, fileName: part.filename },
        maxBytes,
      );
    },
  );

  route.post(
    '/api/uploads/link',
    { access: 'user', rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, UPLOADS_PER_MINUTE) },
    {
      tag: API_TAGS.uploads,
      summary: 'Fetch a deck from a link (a file, or a Google Drive, Dropbox or OneDrive share link)',
      body: uploadLinkInputSchema,
      status: 202,
      response: uploadItemAnswerSchema,
      responseDescription: uploadAnswer,
      notes:
        'Input: `{url}`. Answer: 202 `UploadItem` with `source` `{kind:"link",url,service}`: the file is fetched (share links in their download form; public addresses only, every redirect checked; within the upload size limit and `LINK_DOWNLOAD_TIME_LIMIT_SECONDS`) and received like an upload. 400 BAD_REQUEST with the reason for a viewer page (DocSend, Pitch, Notion…), a private address, no answer or a non-2xx answer; 413 over the size limit; 415 (kept under Not added) when it is not a PDF, PPT or PPTX; limited like uploads.',
    },
    ({ body }, request) => acceptUploadFromLink(ctx, actorOf(request), body),
  );

  route.get(
    '/api/uploads/not-added',
    { access: 'user' },
    {
      tag: API_TAGS.uploads,
      summary: 'Uploads that were not added (their files kept)',
      response: z.array(uploadItemAnswerSchema),
      notes:
        'Answer: `UploadItem[]` (own, of the current workspace) that ended in an error with their file kept ("Not added": `error` is the reason, `refusal` its kind), newest first; one per distinct file (same bytes), the newest refusal of it, `attemptCount` saying how many.',
    },
    (_input, request) => uploads.listNotAddedUploads(ctx, actorOf(request)),
  );

  // Adding anyway and a retry run the whole pipeline again, so they are limited like an upload.
  const rerun = {
    access: 'user' as const,
    rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, UPLOADS_PER_MINUTE),
  };
  route.post(
    '/api/uploads/:id/add-anyway',
    rerun,
    {
      tag: API_TAGS.uploads,
      summary: 'Add a refused upload anyway',
      params: uploadIdParam,
      status: 202,
      response: uploadItemAnswerSchema,
      responseDescription: uploadAnswer,
      notes:
        'Answer: 202 `UploadItem` running again without the pitch-deck check (duplicates, metadata, fit still run); 409 CONFLICT unless refused as `not_pitch_deck` with its file kept; limited like uploads (60 a minute per user).',
    },
    ({ params }, request) => uploads.addUploadAnyway(ctx, actorOf(request), params.id),
  );
  route.post(
    '/api/uploads/:id/retry',
    rerun,
    {
      tag: API_TAGS.uploads,
      summary: 'Retry an upload that waited in vain for the analysis model',
      params: uploadIdParam,
      status: 202,
      response: uploadItemAnswerSchema,
      responseDescription: uploadAnswer,
      notes:
        'Answer: 202 `UploadItem` running the whole pipeline again (validation included); 409 CONFLICT unless it ended as `model_unavailable` with its file kept; limited like uploads (60 a minute per user).',
    },
    ({ params }, request) => uploads.retryUpload(ctx, actorOf(request), params.id),
  );

  // Either choice on an upload offered as a new version reads the file again: limited like an upload.
  route.post(
    '/api/uploads/:id/add-as-version',
    rerun,
    {
      tag: API_TAGS.uploads,
      summary: 'Add an upload offered as a new version to the deck it updates',
      params: uploadIdParam,
      status: 202,
      response: uploadItemAnswerSchema,
      responseDescription: uploadAnswer,
      notes:
        'Answer: 202 `UploadItem` running again; it ends `completed` with `deckId` the deck it updates (its next version: `GET /api/decks/:id/versions`). Asked again once chosen, it answers the upload as it stands (202, nothing done twice). 409 CONFLICT unless it ended `duplicate` with `duplicateInfo.newVersionOffered`, or when that deck is gone; limited like uploads.',
    },
    ({ params }, request) => uploads.addUploadAsVersion(ctx, actorOf(request), params.id),
  );
  route.post(
    '/api/uploads/:id/keep-separate',
    rerun,
    {
      tag: API_TAGS.uploads,
      summary: 'Keep an upload offered as a new version as a deck of its own',
      params: uploadIdParam,
      status: 202,
      response: uploadItemAnswerSchema,
      responseDescription: uploadAnswer,
      notes:
        'Answer: 202 `UploadItem` running again without the duplicate check; it ends `completed` with a new `deckId`. 409 CONFLICT unless it ended `duplicate` with `duplicateInfo.newVersionOffered`; limited like uploads.',
    },
    ({ params }, request) => uploads.keepUploadAsSeparateDeck(ctx, actorOf(request), params.id),
  );

  route.delete(
    '/api/uploads/:id',
    { access: 'user' },
    {
      tag: API_TAGS.uploads,
      summary: 'Delete a refused upload and its kept file',
      params: uploadIdParam,
      response: okResponse,
      notes:
        'Answer: `{ok:true}`: an upload that ended in an error and its kept file, with the other refused uploads of the same file (409 for one in progress or one that became a deck).',
    },
    ({ params }, request) => uploads.deleteUpload(ctx, actorOf(request), params.id),
  );

  route.get(
    '/api/uploads/:id',
    { access: 'user' },
    {
      tag: API_TAGS.uploads,
      summary: 'One upload and its progress',
      params: uploadIdParam,
      response: uploadItemAnswerSchema,
      responseDescription: uploadAnswer,
      notes: 'Answer: `UploadItem`.',
    },
    ({ params }, request) => uploads.getUpload(ctx, actorOf(request), params.id),
  );

  // Server-sent events of the upload's real progress, until it ends. The database is the source of
  // truth, so this works whichever process runs the job.
  route.get(
    '/api/uploads/:id/events',
    { access: 'user' },
    {
      tag: API_TAGS.uploads,
      summary: 'Progress of an upload as server-sent events, until it ends',
      params: uploadIdParam,
      produces: ['text/event-stream'],
      notes: 'Answer: SSE stream of `UploadItem` until terminal.',
    },
    async ({ params }, request, reply) => {
      const { id } = params;
      const actor = actorOf(request);
      let item = await uploads.getUpload(ctx, actor, id);
      openEventStream(reply);
      let closed = false;
      request.raw.on('close', () => (closed = true));
      let last = '';
      while (!closed) {
        const serialized = JSON.stringify(item);
        if (serialized !== last) {
          reply.raw.write(`data: ${serialized}\n\n`);
          last = serialized;
        }
        if (isTerminal(item)) break;
        await new Promise((resolve) => setTimeout(resolve, EVENTS_POLL_MS));
        item = await uploads
          .getUpload(ctx, actor, id)
          .catch(() => ({ ...item, status: 'error' as const, error: UPLOAD_MESSAGES.uploadFailed }));
      }
      reply.raw.end();
    },
  );
}
