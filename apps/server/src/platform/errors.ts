import { ERROR_STATUS, type ErrorCode } from '@pitchscope/domain/errors';

/**
 * The one error type services throw. Its code decides the HTTP status (see ERROR_STATUS in domain);
 * its message is shown to the user as-is, so it must be one of the spec's texts where one exists.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
