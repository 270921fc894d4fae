import type { AnalysisUsage } from '@pitchscope/engine/analysis-provider';

// The contract every analysis provider fulfils (the local engine and the model providers) is defined by
// the engine package, which implements it without the server; the server's modules name it here.
export type * from '@pitchscope/engine/analysis-provider';

/** Where a model provider records each call it makes, for the usage figures (the analysis service writes them). */
export interface UsageRecorder {
  record(usage: { provider: string; model: string; operation: string } & Partial<AnalysisUsage> & { durationMs?: number }): Promise<void>;
}
