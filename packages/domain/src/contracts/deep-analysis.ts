import { z } from 'zod';
import { CONFIDENCE_LEVELS, type Confidence } from '../constants.ts';
import { factEditedSinceSchema } from './deck-answer.ts';
import type { SameShape } from './answer-parts.ts';
import type { ClaimVerification } from '../claim-verification.ts';
import type { FactEditedSince } from '../facts-edited-since.ts';

/** A slide citation: the 1-based slide numbers a statement rests on. */
export type SlideRefs = number[];

export interface DeepAnalysis {
  generatedAt: string;
  /** Full report text (markdown with `## ` section headings). */
  rawAnalysis: string;
  model: string;
  smartQuestions: string | null;
  dataFreshness: string | null;
  newsIntelligence: string | null;
  executiveSummaryText: string;
  criticalAnalysisText: string;
  holisticDiligenceText: string;
  industrySpecificInsightsText: string;
  strengthsWeaknessesText: string;
  risksUncertaintiesText: string;
  contextualizationText: string;
  parsedFollowUpQuestions: string[];
  followUpQuestions: string[];
  tier?: number;
  verdict?: string;
  confidence?: Record<string, Confidence>;
  /** Older structured shape, rendered when a stored analysis has it. */
  structured?: StructuredDeepAnalysis | null;
  /**
   * A model's cited claims, each checked against the slides it cites (issue #16 item 6); null for the local
   * engine's report, which states only what it read from the deck.
   */
  claimVerification?: ClaimVerification | null;
  /**
   * The deck's facts edited after the report was written (ADR 0039): the report and its supporting texts
   * quote the values they were written from, and every view lists these with the values now. Set on the
   * owner's read of the report; absent where the deck's edits are not read (the admin's raw views).
   */
  factsEditedSince?: FactEditedSince[];
  /**
   * When each supporting text was written (ADR 0048); null when it was not generated, or stored before
   * this was recorded (then it is dated by the report).
   */
  supportingWrittenAt?: Record<SupportingTextKind, string | null>;
  /**
   * The facts edited after each supporting text was written (ADR 0048): smart questions asked for after
   * an edit were written from the edited facts and list none of it. Set where `factsEditedSince` is.
   */
  supportingFactsEditedSince?: Record<SupportingTextKind, FactEditedSince[]>;
}

/** The texts generated beside a delivered report (spec deep-analysis-admin §4.3). */
export const SUPPORTING_TEXT_KINDS = ['smartQuestions', 'dataFreshness', 'newsIntelligence'] as const;
export type SupportingTextKind = (typeof SUPPORTING_TEXT_KINDS)[number];

// A type, not an interface: the deep analysis answer's schema describes it as an object (a record), which only a type fits.
export type StructuredDeepAnalysis = {
  teamAnalysis?: { strengths?: string; weaknesses?: string };
  productAnalysis?: { innovation?: string; scalability?: string; defensibility?: string };
  marketAnalysis?: { size?: string; growth?: string; competitors?: string; trends?: string };
  businessModelAnalysis?: { revenueStreams?: string; unitEconomics?: string };
  financialAnalysis?: { burnRate?: string; margins?: string; projections?: string };
  riskAssessment?: { keyRisks?: string; mitigationStrategies?: string };
  executiveSummary?: string;
  rawAnalysis?: string;
};

export interface StartDeepAnalysisResponse {
  deckId: string;
  analysisId: string;
  estimatedTime: string;
  tokenBalance: number;
}

/** `POST /api/decks/:id/deep-analysis` as the API reference describes it (ADR 0045). */
export const startDeepAnalysisAnswerSchema = z.object({
  deckId: z.string(),
  analysisId: z.string(),
  estimatedTime: z.string(),
  tokenBalance: z.number(),
});
const startAnswerMatches: SameShape<z.infer<typeof startDeepAnalysisAnswerSchema>, StartDeepAnalysisResponse> = true;
void startAnswerMatches;

const supportingTexts = <T extends z.ZodType>(value: T) =>
  z.object({ smartQuestions: value, dataFreshness: value, newsIntelligence: value });

/**
 * `GET /api/decks/:id/deep-analysis` (`DeepAnalysis` above). The older structured shape and the claim
 * check are described as objects (their own types: StructuredDeepAnalysis, claim-verification.ts).
 */
export const deepAnalysisAnswerSchema = z.object({
  generatedAt: z.string(),
  rawAnalysis: z.string(),
  model: z.string(),
  smartQuestions: z.string().nullable(),
  dataFreshness: z.string().nullable(),
  newsIntelligence: z.string().nullable(),
  executiveSummaryText: z.string(),
  criticalAnalysisText: z.string(),
  holisticDiligenceText: z.string(),
  industrySpecificInsightsText: z.string(),
  strengthsWeaknessesText: z.string(),
  risksUncertaintiesText: z.string(),
  contextualizationText: z.string(),
  parsedFollowUpQuestions: z.array(z.string()),
  followUpQuestions: z.array(z.string()),
  tier: z.number().optional(),
  verdict: z.string().optional(),
  confidence: z.record(z.string(), z.enum(CONFIDENCE_LEVELS)).optional(),
  structured: z.record(z.string(), z.unknown()).nullable().optional(),
  claimVerification: z.record(z.string(), z.unknown()).nullable().optional(),
  factsEditedSince: z.array(factEditedSinceSchema).optional(),
  supportingWrittenAt: supportingTexts(z.string().nullable()).optional(),
  supportingFactsEditedSince: supportingTexts(z.array(factEditedSinceSchema)).optional(),
});
