import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { parseDeepAnalysis } from '@pitchscope/domain/deep-analysis-parser';
import { claimVerificationSchema } from '@pitchscope/domain/claim-verification';
import type { DeepAnalysisRow } from './deep-analysis.repository.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The stored report as the API answers it, for its owner and for the admin alike: the parsed sections
 * kept in `parsed` (else parsed again from the text), each read defensively since rows written by older
 * builds may lack a section.
 */
export function toDeepAnalysis(row: DeepAnalysisRow): DeepAnalysis {
  const parsed: NonNullable<DeepAnalysisRow['parsed']> = row.parsed ?? parseDeepAnalysis(row.rawAnalysis);
  return {
    generatedAt: row.generatedAt.toISOString(),
    rawAnalysis: row.rawAnalysis,
    model: row.model,
    smartQuestions: row.smartQuestions,
    dataFreshness: row.dataFreshness,
    newsIntelligence: row.newsIntelligence,
    supportingWrittenAt: {
      smartQuestions: row.smartQuestionsGeneratedAt?.toISOString() ?? null,
      dataFreshness: row.dataFreshnessGeneratedAt?.toISOString() ?? null,
      newsIntelligence: row.newsIntelligenceGeneratedAt?.toISOString() ?? null,
    },
    executiveSummaryText: text(parsed.executiveSummaryText),
    criticalAnalysisText: text(parsed.criticalAnalysisText),
    holisticDiligenceText: text(parsed.holisticDiligenceText),
    industrySpecificInsightsText: text(parsed.industrySpecificInsightsText),
    strengthsWeaknessesText: text(parsed.strengthsWeaknessesText),
    risksUncertaintiesText: text(parsed.risksUncertaintiesText),
    contextualizationText: text(parsed.contextualizationText),
    parsedFollowUpQuestions: texts(parsed.parsedFollowUpQuestions),
    followUpQuestions: texts(parsed.followUpQuestions ?? parsed.parsedFollowUpQuestions),
    ...(row.tier !== null ? { tier: row.tier } : {}),
    ...(row.verdict !== null ? { verdict: row.verdict } : {}),
    ...(row.confidence ? { confidence: row.confidence } : {}),
    structured: row.structured ?? null,
    claimVerification: claimVerificationSchema.nullable().catch(null).parse(parsed.claimVerification ?? null),
  };
}
