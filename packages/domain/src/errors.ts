/**
 * Stable error codes shared by the server (which throws them) and the web client (which turns them
 * into the spec's toasts). The HTTP status of each code is defined here and nowhere else.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  EMPTY_FILE: 400,
  CORRUPT_FILE: 422,
  ENCRYPTED_FILE: 422,
  NOT_A_PITCH_DECK: 422,
  DOCUMENT_TOO_COMPLEX: 422,
  /** A wrong current password when changing the email or password (not 401: the session is fine). */
  INVALID_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_TOKENS: 402,
  FORBIDDEN: 403,
  ADMIN_REQUIRED: 403,
  NOT_FOUND: 404,
  /** A share link that was revoked, has expired, or never existed (one answer for all three). */
  SHARE_LINK_UNAVAILABLE: 410,
  /** A workspace invitation that expired, was revoked or was already used (each with its own message). */
  INVITATION_GONE: 410,
  DECK_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ANALYSIS_ALREADY_RUNNING: 409,
  /** Smart questions, data freshness and news before the deck's (paid) deep analysis exists. */
  DEEP_ANALYSIS_REQUIRED: 409,
  DUPLICATE_DECK: 409,
  CONFLICT: 409,
  FILE_TOO_LARGE: 413,
  /** A request body (JSON, a form) over the server's limit; FILE_TOO_LARGE is for uploaded files. */
  BODY_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PROVIDER_ERROR: 502,
  PROVIDER_NOT_CONFIGURED: 503,
  SERVER_BUSY: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error answer of the API. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.code === 'string'
  );
}
