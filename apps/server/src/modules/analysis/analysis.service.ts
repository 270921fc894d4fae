import type { Config } from '../../config/env.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { llmUsage } from '../../db/schema.ts';
import type { AnalysisContext, AnalysisProvider, UsageRecorder } from './analysis.provider.ts';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { getAppSettings } from '../admin/app-settings.service.ts';
import { loadIndustryContext, loadPromptTemplates } from './analysis-context.repository.ts';
import type { ModelCallObserver } from './llm/llm-provider.ts';
import type { ModelHealth } from './model-health.ts';

/** The Detailed Analysis text of a deck's metadata, for the upload pipeline (decks module). */
export { composeDetailedAnalysis } from '@pitchscope/engine/detailed-analysis';
/**
 * Which core sections a deck covers, and on which slides, read from its pages and facts: the section map
 * the deep report reads too, so the initial analysis stored on upload cannot contradict it.
 */
export { deckCoverage as sectionCoverage, type CoreKey, type SectionCoverage } from '@pitchscope/engine/findings';

/**
 * Picks the provider for each call: the configured LLM provider when one is configured and the admin's
 * real-analysis switch is on, else the local engine. Records every model call for the usage figures.
 */
export interface AnalysisService {
  /** The provider that answers calls right now. */
  provider(): Promise<AnalysisProvider>;
  /** Context for a call: today's date, industry knowledge and prompt templates. */
  context(industry?: string): Promise<AnalysisContext>;
  local: AnalysisProvider;
}

/**
 * What a module that calls the analysis model needs besides the platform (`AppContext & AnalysisServices`):
 * the providers and the model's health, built once by the composition root.
 */
export interface AnalysisServices {
  analysis: AnalysisService;
  /** The analysis model's state (issue #38): checked at most once a minute, followed by every model call. */
  modelHealth: ModelHealth;
}

/** The context of a service that calls the analysis model. */
export type AnalysisAppContext = AppContext & AnalysisServices;

export function createAnalysisService(
  config: Config,
  db: Db,
  clock: () => Date,
  options: {
    llm?: AnalysisProvider | null;
    local?: AnalysisProvider;
    observer?: ModelCallObserver;
    maxRetries?: number;
  } = {},
): AnalysisService {
  const local = options.local ?? createLocalProvider();
  const recorder: UsageRecorder = {
    async record(usage) {
      await db.insert(llmUsage).values({
        provider: usage.provider,
        model: usage.model,
        operation: usage.operation,
        inputTokens: usage.inputTokens ?? 0,
        outputTokens: usage.outputTokens ?? 0,
        durationMs: usage.durationMs ?? 0,
      });
    },
  };
  let llmPromise: Promise<AnalysisProvider | null> | null = null;
  const llm = () => {
    if (options.llm !== undefined) return Promise.resolve(options.llm);
    if (config.analysisProvider === 'local') return Promise.resolve(null);
    llmPromise ??= import('./llm/llm-provider.ts').then((m) =>
      m.createLlmProvider(config, recorder, local, {
        observer: options.observer,
        timeoutMs: config.MODEL_CALL_TIMEOUT_SECONDS * 1000,
        maxRetries: options.maxRetries,
      }),
    );
    return llmPromise;
  };
  return {
    local,
    async provider() {
      const configured = await llm();
      if (!configured) return local;
      const settings = await getAppSettings(db);
      return settings.useRealAnalysis ? configured : local;
    },
    async context(industry) {
      const [industryContext, { templates, configs }] = await Promise.all([
        industry ? loadIndustryContext(db, industry) : Promise.resolve(undefined),
        loadPromptTemplates(db),
      ]);
      return { now: clock(), industry: industryContext, prompts: templates, promptConfigs: configs };
    },
  };
}
