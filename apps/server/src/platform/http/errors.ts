import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '@pitchscope/domain/errors';
import { DEFAULT_MAX_UPLOAD_SIZE_MB } from '@pitchscope/domain/constants';
import { AUTH_ERRORS, REQUEST_MESSAGES, UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { isAppError } from '../errors.ts';
import { SQL_STATE, hasSqlState } from '../db/sql-state.ts';
import { serviceFailureOf } from './service-failures.ts';
import { sendSpaIndex, type SpaIndex } from './spa-index.ts';

/** One place that turns any thrown error into the API's error body. 5xx details are never shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasSqlState(error, SQL_STATE.characterNotInRepertoire, SQL_STATE.untranslatableCharacter)) {
      // PostgreSQL cannot store U+0000 (or invalid byte sequences) in text: that is bad input, not a crash.
      return reply.status(400).send(body('BAD_REQUEST', 'The request contains characters that cannot be stored.'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED', AUTH_ERRORS.tooManyRequests.message));
    }
    // An uploaded file over multipart's own limit (the upload service answers the admin's lower one).
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(body('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge(DEFAULT_MAX_UPLOAD_SIZE_MB)));
    }
    if (error.statusCode === 413) {
      return reply.status(413).send(body('BODY_TOO_LARGE', REQUEST_MESSAGES.bodyTooLarge(request.routeOptions.bodyLimit)));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json (multipart/form-data for uploads).'));
    }
    if (error.validation || error.code?.startsWith('FST_ERR_CTP')) {
      return reply.status(400).send(body('BAD_REQUEST', error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's and its plugins' messages (FST_*) describe the request; any other error's may not.
      const message = error.code?.startsWith('FST_') ? error.message : 'The request could not be processed.';
      return reply.status(error.statusCode).send(body('BAD_REQUEST', message));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', serviceFailureOf(request) ?? 'An unexpected error occurred. Please try again.'));
  });
}

/**
 * An error as it may be logged: a failed query keeps its SQL but not its parameters (Drizzle puts them in
 * the message, the stack and `params`), which hold whatever the user sent: a whole investor profile,
 * deck text, a password hash.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...((error as { code?: unknown }).code !== undefined ? { code: (error as { code?: unknown }).code } : {}),
    ...(cause ? { cause: { message: withoutParams(String(cause.message ?? cause)), code: cause.code } } : {}),
    stack: withoutParams(error.stack ?? ''),
  };
}

const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [omitted]');

/**
 * Unknown API paths answer 404 in the API's error shape; with `spaIndex`, every other path gets the
 * single-page app's index.html (the SPA's router owns them).
 */
export function registerNotFoundHandler(app: FastifyInstance, options: { spaIndex?: SpaIndex | null } = {}) {
  const { spaIndex } = options;
  app.setNotFoundHandler((request, reply) => {
    if (spaIndex && !request.url.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendSpaIndex(request, reply, spaIndex);
    }
    return reply.status(404).send(body('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

/** Errors of Fastify's router (a malformed URL, a parameter too long), in the API's error shape. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(body('BAD_REQUEST', error.message));
}

function body(code: ErrorCode, message: string, details?: unknown): ApiErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}
