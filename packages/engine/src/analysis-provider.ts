import type { HiddenContentFinding } from '@pitchscope/domain/hidden-content';
import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import type { FieldSources, InvestorFit } from '@pitchscope/domain/contracts/decks';
import type { Confidence } from '@pitchscope/domain/constants';
import type { FigureLedger } from '@pitchscope/domain/figures/figure';
import type { ClaimVerification } from '@pitchscope/domain/claim-verification';

/**
 * One interface for every analysis call of the spec. Providers: `local` (deterministic, offline) and
 * LLM providers through the AI SDK. Services depend on this interface only.
 */

/** A deck as the analysis engine sees it: its slides' text, 1-based. */
export interface DeckText {
  fileName: string;
  pages: { pageNumber: number; text: string; notes?: string }[];
}

// A type, not an interface: the analysis API's answer schema describes it as an object (a record), which only a type fits.
export type MetadataResult = {
  companyName: string;
  product: string;
  industry: string;
  stage: string;
  roundSize: string;
  geography: string;
  website: string;
  keyPeople: string;
  shortDescription: string;
  executiveSummary: string;
  teamSize: string;
  revenue: string;
  foundedYear: string;
  keyMetrics: string[];
  competitorsListed: string[];
  /** Which deck sections were found, with the slides they are on (problem, solution, market, ...). */
  sections: Record<string, number[]>;
  fieldSources: FieldSources;
};

// A type, not an interface: the analysis API's answer schema describes it as an object (a record), which only a type fits.
export type ValidationResult = {
  isValid: boolean;
  reasoning: string;
  /**
   * Probability (0–1) that the decision is right, where the provider can tell: the local engine's
   * classifier gives a calibrated one (eval:corpus prints its calibration table).
   */
  confidence?: number;
};

/** The deck facts the deeper analyses work from (spec deep-analysis-admin §7.1 pitchDeckData). */
export interface DeckForAnalysis {
  id: string;
  companyName: string;
  product: string;
  industry: string;
  stage: string;
  roundSize: string;
  geography: string;
  website: string;
  keyPeople: string;
  shortDescription: string;
  executiveSummary: string;
  pages: { pageNumber: number; text: string }[];
  fieldSources: FieldSources;
  /** The deck's figure ledger as stored at ingestion; the local engine builds one from the pages when absent. */
  figures?: FigureLedger | null;
  /** The deck's investor fit against its owner's profile, when rated. */
  investorFit?: InvestorFit | null;
  /** Hidden text and instructions aimed at an AI model found at extraction (never in `pages`). */
  hiddenContent?: HiddenContentFinding[];
  /** False when the deck was extracted before hidden-content detection existed: no findings then means "not checked". */
  hiddenContentChecked?: boolean;
}

/** Industry knowledge from the admin's industry management (the INDUSTRY_SPECIFIC_* variables). */
export interface IndustryContext {
  industry: string;
  deepResearch: string;
  specificAnalysis: string;
  specificSections: string;
  specificMetrics: string;
  specificFocus: string;
}

export interface DeepResearchResult {
  /** Markdown report; sections start with `## ` headings the deep-analysis parser recognises. */
  report: string;
  model: string;
  tier: 1 | 2 | 3 | 4;
  verdict: 'Hot' | 'Promising' | 'Needs Work' | 'Pass';
  confidence: Record<string, Confidence>;
  followUpQuestions: string[];
  /** A model's cited claims, each checked against the slides it cites (issue #16 item 6); absent for the local engine. */
  verification?: ClaimVerification;
}

/** The sampling settings of an admin prompt (spec deep-analysis-admin §3 "Prompt" aiConfig). */
export interface PromptAiConfig {
  model: string;
  temperature: number;
  maxTokens: number;
  topK: number;
  topP: number;
}

export interface AnalysisContext {
  /** "Today" for freshness rules; injected so tests are deterministic. */
  now: Date;
  industry?: IndustryContext;
  /** Editable prompt templates by id (used by LLM providers; the local engine ignores them). */
  prompts?: Record<string, string>;
  /** Each active prompt's aiConfig by prompt id; the LLM provider calls the model with it. */
  promptConfigs?: Record<string, PromptAiConfig>;
}

export interface AnalysisUsage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

export interface AnalysisProvider {
  readonly name: string;
  readonly model: string;
  extractMetadata(deck: DeckText, ctx: AnalysisContext): Promise<MetadataResult>;
  validatePitchDeck(deck: DeckText, ctx: AnalysisContext): Promise<ValidationResult>;
  /** Returns null when the provider has no opinion; the caller then uses the local fit rules of domain. */
  investorFit(deck: DeckForAnalysis, profile: InvestorProfile, ctx: AnalysisContext): Promise<InvestorFit | null>;
  deepResearch(deck: DeckForAnalysis, ctx: AnalysisContext): Promise<DeepResearchResult>;
  smartQuestions(
    input: { deck: DeckForAnalysis; analysisSummary: string; keyConcerns: string[]; redFlags: string[] },
    ctx: AnalysisContext,
  ): Promise<string>;
  dataFreshness(deck: DeckForAnalysis, ctx: AnalysisContext): Promise<string>;
  newsIntelligence(deck: DeckForAnalysis, ctx: AnalysisContext): Promise<string>;
  generateContent(input: { prompt: string; temperature?: number }, ctx: AnalysisContext): Promise<string>;
}
