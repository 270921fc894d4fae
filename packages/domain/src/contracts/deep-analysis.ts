import type { Confidence } from '../constants.ts';
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

export interface StructuredDeepAnalysis {
  teamAnalysis?: { strengths?: string; weaknesses?: string };
  productAnalysis?: { innovation?: string; scalability?: string; defensibility?: string };
  marketAnalysis?: { size?: string; growth?: string; competitors?: string; trends?: string };
  businessModelAnalysis?: { revenueStreams?: string; unitEconomics?: string };
  financialAnalysis?: { burnRate?: string; margins?: string; projections?: string };
  riskAssessment?: { keyRisks?: string; mitigationStrategies?: string };
  executiveSummary?: string;
  rawAnalysis?: string;
}

export interface StartDeepAnalysisResponse {
  deckId: string;
  analysisId: string;
  estimatedTime: string;
  tokenBalance: number;
}
