import {
  MODEL_HEALTH_CHECK_SECONDS,
  modelStateOf,
  type ModelHealthReport,
  type ModelState,
} from '@pitchscope/domain/model-availability';
import type { Config } from '../../config/env.ts';
import { logger } from '../../platform/logger.ts';
import type { ModelCallObserver } from './llm/llm-provider.ts';
import type { ModelUnavailableError } from './model-unavailable.ts';

export interface ModelHealth extends ModelCallObserver {
  /** The provider's state: looked up at most once a minute, and followed at once by what model calls see. */
  report(): Promise<ModelHealthReport>;
  /** What is known now, without a check. */
  snapshot(): ModelHealthReport;
}

export type ModelProbe = () => Promise<{ state: ModelState; error: string | null }>;

/** Seconds the lookup of the model list may take: a provider that slow is not answering. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Asks the provider for its model list: it answers without running a model, so it costs no tokens. An
 * OpenAI-compatible server (Ollama, vLLM, LM Studio) serves GET {base}/models; Gemini serves its models
 * list. A 429 is "rate-limited"; no answer, or another error, is "unreachable".
 */
export function providerProbe(config: Pick<Config, 'analysisProvider' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'GEMINI_API_KEY'>, fetchImpl: typeof fetch = fetch): ModelProbe {
  return async () => {
    const request =
      config.analysisProvider === 'gemini'
        ? { url: 'https://generativelanguage.googleapis.com/v1beta/models?pageSize=1', headers: { 'x-goog-api-key': config.GEMINI_API_KEY ?? '' } }
        : {
            url: `${(config.OPENAI_BASE_URL ?? '').replace(/\/+$/, '')}/models`,
            headers: config.OPENAI_API_KEY ? { authorization: `Bearer ${config.OPENAI_API_KEY}` } : ({} as Record<string, string>),
          };
    try {
      const response = await fetchImpl(request.url, { headers: request.headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return { state: 'ok', error: null };
      return { state: response.status === 429 ? 'rate-limited' : 'unreachable', error: `The model list answered HTTP ${response.status}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      return { state: 'unreachable', error: `The model list could not be fetched: ${detail}` };
    }
  };
}

/**
 * The model's health, one per process: a check of the provider at most once a minute (on demand, when
 * someone asks), and in between the outcome of real model calls, which is fresher than any check. The
 * local engine is always "ok".
 */
export function createModelHealth(
  provider: Config['analysisProvider'],
  probe: ModelProbe | null,
  { clock = () => new Date(), intervalSeconds = MODEL_HEALTH_CHECK_SECONDS }: { clock?: () => Date; intervalSeconds?: number } = {},
): ModelHealth {
  let state: ModelState = 'ok';
  let checkedAt: Date | null = null;
  let lastError: ModelHealthReport['lastError'] = null;
  let checking: Promise<void> | null = null;

  const settle = (next: ModelState, error: string | null) => {
    const now = clock();
    if (next !== state) logger.info({ from: state, to: next }, '[llm] analysis model state changed');
    state = next;
    checkedAt = now;
    if (error) lastError = { message: error, at: now.toISOString() };
  };

  const snapshot = (): ModelHealthReport => ({ state, provider, checkedAt: checkedAt?.toISOString() ?? null, lastError });

  return {
    snapshot,
    async report() {
      if (!probe) return snapshot();
      const due = !checkedAt || clock().getTime() - checkedAt.getTime() >= intervalSeconds * 1000;
      if (due) {
        // Concurrent health requests share one check.
        checking ??= probe()
          .then((result) => settle(result.state, result.error))
          .finally(() => {
            checking = null;
          });
        await checking;
      }
      return snapshot();
    },
    answered() {
      if (probe) settle('ok', null);
    },
    failed(error: ModelUnavailableError) {
      if (!probe) return;
      // An answer that could not be read, or a request refused, says the model is there: only outages move the state.
      if (error.kind === 'malformed' || error.kind === 'rejected') {
        lastError = { message: error.providerError, at: clock().toISOString() };
        return;
      }
      settle(modelStateOf(error.kind), error.providerError);
    },
  };
}

/**
 * The model's report as this installation uses it: with the admin's real-analysis switch off, calls go
 * to the local engine, which is always there, whatever the configured model's state.
 */
export async function analysisModelReport(ctx: {
  modelHealth: ModelHealth;
  analysis: { provider(): Promise<{ name: string }> };
}): Promise<ModelHealthReport> {
  // The switch is read first: with the local engine in use, the configured model is not asked at all. A
  // switch that cannot be read (the database is down) leaves the model's own report to answer.
  const inUse = await ctx.analysis.provider().catch(() => null);
  if (inUse?.name === 'local') return { ...ctx.modelHealth.snapshot(), state: 'ok' };
  return ctx.modelHealth.report();
}
