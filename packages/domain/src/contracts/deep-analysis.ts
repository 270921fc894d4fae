import type { Confidence } from '../constants.ts';
import type { ClaimVerification } from '../claim-verification.ts';

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
}

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
