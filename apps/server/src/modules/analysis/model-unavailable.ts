import { MODEL_OUTAGE_REASONS, type ModelOutageKind } from '@pitchscope/domain/model-availability';
import { AppError } from '../../platform/errors.ts';

/**
 * The analysis model could not give an answer: it was unreachable, rate-limited, too slow, failing, or
 * its answers could not be read even after the retries. Never a judgement of the deck (issue #38): an
 * upload waits for the model, a deep analysis fails at once and is refunded. Still a PROVIDER_ERROR with
 * the spec's message of the call, so the API answers as before.
 */
export class ModelUnavailableError extends AppError {
  override readonly name = 'ModelUnavailableError';

  constructor(
    message: string,
    readonly kind: ModelOutageKind,
    /** What the provider said, for the log and the admin (may name the provider's address). */
    readonly providerError: string,
    /** The provider's retry-after, in seconds, when it gave one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super('PROVIDER_ERROR', message, { reason: MODEL_OUTAGE_REASONS[kind] });
  }

  /** The outage in words for the user, without the provider's address or raw answer. */
  get reason(): string {
    return MODEL_OUTAGE_REASONS[this.kind];
  }
}

export const isModelUnavailable = (error: unknown): error is ModelUnavailableError => error instanceof ModelUnavailableError;
