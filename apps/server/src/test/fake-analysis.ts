import type { AnalysisProvider, DeepResearchResult } from '../modules/analysis/analysis.provider.ts';
import type { AnalysisService } from '../modules/analysis/analysis.service.ts';
import { createLocalProvider } from '@pitchscope/engine/local.provider';

/** `local`: the real local engine's report, with what the service hands it (ledger, fit). */
export type DeepResearchBehaviour = 'succeed' | 'fail' | 'hang' | 'local';

export const FAKE_REPORT = [
  '# Deep Analysis',
  '## Executive Summary',
  'Brightloop sells energy sensors to restaurants (slide 1). Confidence: Medium',
  '## Red Flags & Concerns',
  '- No financial projections are shown (slides 1-8)',
  '## Strengths & Positives',
  '- 120 paying restaurants (slide 6)',
  '## Risks and Uncertainties',
  '- How will you reach 1,000 sites?',
].join('\n');

/**
 * An analysis service whose deep research can be told to succeed, fail or hang, with the real local
 * engine for everything else; for tests of the paid-run lifecycle.
 */
export function createFakeAnalysis(options: { deepResearch: DeepResearchBehaviour; stepDelayMs?: number }) {
  const local = createLocalProvider();
  let calls = 0;
  /** When each supporting call started and ended, to see what runs side by side. */
  const events: string[] = [];
  /** What each smart-questions call was handed (the deck's facts and the summary it is written from). */
  const smartQuestionsInputs: Array<Parameters<AnalysisProvider['smartQuestions']>[0]> = [];
  // A slow engine widens the window in which a crash test can kill the upload pipeline mid-way.
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.stepDelayMs ?? 0));
  const provider: AnalysisProvider = {
    ...local,
    async validatePitchDeck(deck, ctx) {
      await pause();
      return local.validatePitchDeck(deck, ctx);
    },
    async extractMetadata(deck, ctx) {
      await pause();
      return local.extractMetadata(deck, ctx);
    },
    name: 'fake',
    model: 'fake-model',
    async deepResearch(deck, ctx): Promise<DeepResearchResult> {
      calls += 1;
      events.push('research started');
      await Promise.resolve();
      events.push('research ended');
      if (options.deepResearch === 'local') return local.deepResearch(deck, ctx);
      if (options.deepResearch === 'fail') throw new Error('Model unavailable');
      if (options.deepResearch === 'hang') await new Promise(() => undefined);
      return {
        report: FAKE_REPORT,
        model: 'fake-model',
        tier: 2,
        verdict: 'Promising',
        confidence: { executiveSummary: 'Medium' },
        followUpQuestions: ['How will you reach 1,000 sites?'],
      };
    },
    async smartQuestions(input, ctx) {
      smartQuestionsInputs.push(input);
      return local.smartQuestions(input, ctx);
    },
    async dataFreshness() {
      events.push('freshness started');
      await Promise.resolve();
      events.push('freshness ended');
      return 'All data points are fresh.';
    },
  };
  const service: AnalysisService = {
    local,
    provider: async () => provider,
    context: async () => ({ now: new Date() }),
  };
  return { service, options, calls: () => calls, events, smartQuestionsInputs };
}
