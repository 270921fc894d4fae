import type { DeepAnalysis, SupportingTextKind } from '@pitchscope/domain/contracts/deep-analysis';

/**
 * The cached report with a supporting text just generated: written now, from the deck's current facts,
 * it lists no edit (ADR 0048) until the next read says otherwise.
 */
export function withSupportingText(
  analysis: DeepAnalysis | null | undefined,
  kind: SupportingTextKind,
  text: string,
): DeepAnalysis | null | undefined {
  if (!analysis) return analysis;
  const writtenAt = analysis.supportingWrittenAt;
  const editedSince = analysis.supportingFactsEditedSince;
  return {
    ...analysis,
    [kind]: text,
    ...(writtenAt ? { supportingWrittenAt: { ...writtenAt, [kind]: new Date().toISOString() } } : {}),
    ...(editedSince ? { supportingFactsEditedSince: { ...editedSince, [kind]: [] } } : {}),
  };
}
