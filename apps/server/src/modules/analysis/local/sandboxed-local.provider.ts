import type { DocumentSandbox } from '../../../platform/extraction/sandbox/document-sandbox.ts';
import type { LocalAnalysisMethod } from '../../../platform/extraction/sandbox/protocol.ts';
import type { AnalysisProvider } from '../analysis.provider.ts';
import { LOCAL_MODEL } from '@pitchscope/engine/deep-research';
import type { EngineWeights } from '@pitchscope/engine/learned/engine-weights';

/**
 * The local engine as the server runs it: the same provider (local.provider.ts), each call made in the
 * document sandbox's analysis child. Its rules are synchronous and take seconds on a long deck, which
 * would stall every request of the API process meanwhile. The child runs the engine with the weights
 * given here (loaded and validated at start), which travel with each call.
 */
export function createSandboxedLocalProvider(sandbox: DocumentSandbox, weights: EngineWeights): AnalysisProvider {
  const call =
    <T>(method: LocalAnalysisMethod) =>
    (...args: unknown[]) =>
      sandbox.analyse(method, args, weights) as Promise<T>;
  return {
    name: 'local',
    model: LOCAL_MODEL,
    extractMetadata: call('extractMetadata'),
    validatePitchDeck: call('validatePitchDeck'),
    async investorFit() {
      // The caller applies the domain's local fit rules (spec pitch-deck-handling §5.5).
      return null;
    },
    deepResearch: call('deepResearch'),
    smartQuestions: call('smartQuestions'),
    dataFreshness: call('dataFreshness'),
    newsIntelligence: call('newsIntelligence'),
    generateContent: call('generateContent'),
  };
}
