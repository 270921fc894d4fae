/**
 * When the analysis model cannot answer (issue #38): an outage is never a verdict on a file. Uploads wait
 * for the model with backoff and go on by themselves; only after the wait ends do they fail, with the
 * reason and a Retry. These rules and texts are shared by the server (which waits) and the web app
 * (which shows the wait).
 */

/** The analysis model's state as the admin sees it (`GET /api/admin/model-health`); `/api/health` shows only `state`. */
export interface ModelHealthReport {
  state: ModelState;
  /** The configured provider: local, gemini or openai-compatible. */
  provider: string;
  /** When the state was last established, by a check or by a model call; null before the first. */
  checkedAt: string | null;
  /** The last failure (of a check or a call), with when it happened; kept after recovery for the admin. */
  lastError: { message: string; at: string } | null;
}

/** Why a model call failed without any judgement of the file. */
export const MODEL_OUTAGE_KINDS = ['unreachable', 'rate-limited', 'timeout', 'server-error', 'malformed', 'rejected'] as const;
export type ModelOutageKind = (typeof MODEL_OUTAGE_KINDS)[number];

/** The provider's state as `/api/health` reports it (`details.analysisModel`). */
export const MODEL_STATES = ['ok', 'unreachable', 'rate-limited'] as const;
export type ModelState = (typeof MODEL_STATES)[number];

/** The health state an outage of this kind stands for. */
export function modelStateOf(kind: ModelOutageKind): ModelState {
  return kind === 'rate-limited' ? 'rate-limited' : 'unreachable';
}

/** The provider's state is looked up at most this often: the check costs a request (never tokens). */
export const MODEL_HEALTH_CHECK_SECONDS = 60;
/** The longest pause between two attempts of a waiting upload, whatever the backoff or retry-after says. */
export const MODEL_RETRY_DELAY_MAX_SECONDS = 10 * 60;

/**
 * The pause before a waiting upload's next attempt: as long as it has waited so far (so the pauses
 * double), at least `baseSeconds`, at most MODEL_RETRY_DELAY_MAX_SECONDS, never past the wait's end. A
 * provider's retry-after is followed when it asks for longer.
 */
export function modelRetryDelaySeconds({
  waitedSeconds,
  baseSeconds,
  remainingSeconds,
  retryAfterSeconds,
}: {
  waitedSeconds: number;
  baseSeconds: number;
  remainingSeconds: number;
  retryAfterSeconds?: number | null;
}): number {
  const backoff = Math.min(Math.max(baseSeconds, waitedSeconds), MODEL_RETRY_DELAY_MAX_SECONDS);
  const wanted = retryAfterSeconds ? Math.max(backoff, Math.min(retryAfterSeconds, MODEL_RETRY_DELAY_MAX_SECONDS)) : backoff;
  return Math.max(1, Math.ceil(Math.min(wanted, Math.max(remainingSeconds, 1))));
}

/** "30 s", "2 min", "1 h": a pause as the upload row shows it. */
export function formatRetryIn(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}

/** What the user is told of an outage: the kind in words, never the provider's address or raw error. */
export const MODEL_OUTAGE_REASONS: Record<ModelOutageKind, string> = {
  unreachable: 'the analysis model could not be reached',
  'rate-limited': 'the analysis model is rate-limited',
  timeout: 'the analysis model did not answer in time',
  'server-error': 'the analysis model answered with an error',
  malformed: 'the analysis model gave answers that could not be read',
  rejected: 'the analysis model refused the request',
};

export const MODEL_WAIT_MESSAGES = {
  /** The step of an upload waiting for the model. */
  waitingStep: 'waiting for model',
  waiting: (retryIn: string) => `Waiting for the analysis model — retrying in ${retryIn}`,
  retryingNow: 'Waiting for the analysis model — retrying now',
  /** An upload whose wait ended: the file is kept under "Not added" with a Retry. */
  gaveUp: (minutes: number, reason: string) =>
    `The analysis model did not answer for ${minutes} minute${minutes === 1 ? '' : 's'} (${reason}). The file is kept: retry when the model is back.`,
  retry: 'Retry',
  retrying: 'Retrying...',
  cannotRetry: 'Only a file that waited in vain for the analysis model can be retried.',
  /** A deep analysis that could not reach the model: the spec's refund message carries it. */
  deepAnalysisFailed: (callError: string, reason: string) => `${callError}: ${reason}`,
  bannerTitle: 'The analysis model is not answering',
  banner: (state: Exclude<ModelState, 'ok'>, readOffline = false) =>
    `The analysis model is ${state === 'rate-limited' ? 'rate-limited' : 'unreachable'}. ${
      readOffline
        ? 'New uploads are read by the local engine now and read again by the model when it answers.'
        : 'New uploads wait for it and go on by themselves when it answers.'
    }`,
  adminStateLabel: 'Analysis model',
  adminStates: { ok: 'OK', unreachable: 'Unreachable', 'rate-limited': 'Rate-limited' } satisfies Record<ModelState, string>,
  adminLastError: 'Last error',
  adminCheckedAt: 'Checked',
} as const;

/**
 * The admin's fallback while the model is down (issue #38): off, uploads wait for the model; on, the
 * local engine reads them at once and their facts are marked "read offline" until the model reads the
 * deck again — by itself once the model answers, or in one click from the deck page.
 */
export const READ_OFFLINE_MESSAGES = {
  settingLabel: 'Read with the local engine while the model is down',
  settingDescription:
    'Off: uploads wait for the analysis model and go on by themselves when it answers. On: the local engine reads them at once, their facts are marked "read offline", and the model reads them again when it is back (or in one click from the deck page).',
  badge: 'Read offline',
  badgeHint: (reason: string, at: string) =>
    `Read by the local engine on ${at} because ${reason}. The analysis model reads it again when it answers; your corrections are kept.`,
  reread: 'Re-read with the model',
  rereading: 'Re-reading with the model...',
  rereadQueued: 'The analysis model will read this deck again; your corrections are kept.',
  rereadFailed: 'The deck could not be queued for a new reading. Please try again.',
  notReadOffline: 'This deck was read by the analysis model: there is nothing to read again.',
  noModel: 'No analysis model is in use: the local engine is the reader.',
} as const;

/** The line an upload waiting for the model shows, counting down to its next attempt. */
export function modelWaitText(wait: { retryAt: string }, now: Date = new Date()): string {
  const seconds = (Date.parse(wait.retryAt) - now.getTime()) / 1000;
  return seconds <= 0 ? MODEL_WAIT_MESSAGES.retryingNow : MODEL_WAIT_MESSAGES.waiting(formatRetryIn(seconds));
}
