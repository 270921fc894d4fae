import { EXTRACTION_FALLBACKS } from '@pitchscope/domain/constants';
import type { InitialAnalysis } from '@pitchscope/domain/contracts/decks';
import type { DeckFacts } from '@pitchscope/domain/field-edits';
import type { DeckText, MetadataResult } from '../analysis/analysis.provider.ts';
import { composeDetailedAnalysis, sectionCoverage, type CoreKey, type SectionCoverage } from '../analysis/analysis.service.ts';

/**
 * What one reading of a deck's pages gives the deck record: its facts and where they were read, and the
 * texts built on them (initial analysis, quick assessment, highlights). Shared by the upload pipeline and
 * the model's re-reading of a deck read offline, so the two store the same things the same way.
 */
export function deckReadingOf(metadata: MetadataResult, deckText: DeckText, validationReasoning: string, now: Date) {
  const coverage = sectionCoverage({ ...metadata, pages: deckText.pages }, now);
  return {
    facts: factsOfMetadata(metadata),
    fieldSources: metadata.fieldSources,
    texts: {
      analysis: composeInitialAnalysis(metadata, coverage, now),
      quickAssessment: quickAssessmentOf(coverage, metadata, validationReasoning),
      metadataHighlights: {
        keyMetrics: metadata.keyMetrics.slice(0, 5),
        competitors: metadata.competitorsListed.slice(0, 5),
        teamSize: metadata.teamSize,
        revenue: metadata.revenue,
        foundedYear: metadata.foundedYear,
      },
      metadataExtractedAt: now,
    },
  };
}

/** The deck's facts as read, with the spec's fallbacks where extraction gave nothing. */
export function factsOfMetadata(metadata: MetadataResult): DeckFacts {
  return {
    companyName: metadata.companyName,
    product: metadata.product,
    industry: metadata.industry || EXTRACTION_FALLBACKS.industry,
    stage: metadata.stage || EXTRACTION_FALLBACKS.stage,
    roundSize: metadata.roundSize || EXTRACTION_FALLBACKS.roundSize,
    geography: metadata.geography,
    website: metadata.website,
    keyPeople: metadata.keyPeople,
    shortDescription: metadata.shortDescription,
    executiveSummary: metadata.executiveSummary,
  };
}

/** The extraction record's structured data (spec pitch-deck-handling §5.3). */
export function structuredDataOf(metadata: MetadataResult) {
  return {
    companyName: metadata.companyName,
    product: metadata.product,
    industry: metadata.industry,
    stage: metadata.stage,
    roundSize: metadata.roundSize,
    teamSize: metadata.teamSize,
    revenue: metadata.revenue,
    location: metadata.geography,
    foundedYear: metadata.foundedYear,
    keyMetrics: metadata.keyMetrics.slice(0, 5),
    competitorsListed: metadata.competitorsListed.slice(0, 5),
  };
}

const SECTION_LABELS: Record<CoreKey, string> = {
  problem: 'problem',
  solution: 'solution',
  market: 'market opportunity',
  businessModel: 'business model',
  traction: 'traction',
  team: 'team',
  financials: 'financial projections',
  ask: 'funding ask',
  competition: 'competition',
};
const SECTION_KEYS = Object.keys(SECTION_LABELS) as CoreKey[];

/**
 * The free first-pass analysis stored on upload, composed from what the deck shows and lacks. Its
 * section map is the deep report's (deckCoverage), so the two never disagree on what the deck covers.
 */
function composeInitialAnalysis(metadata: MetadataResult, coverage: SectionCoverage, now: Date): InitialAnalysis {
  const found = SECTION_KEYS.filter((key) => coverage.covered[key]);
  const missing = SECTION_KEYS.filter((key) => !coverage.covered[key]);
  const slidesOf = (key: CoreKey) => {
    const slides = coverage.coveredSlides[key];
    return slides.length === 0 ? '' : ` (slide${slides.length > 1 ? 's' : ''} ${slides.join(', ')})`;
  };
  return {
    summary: metadata.executiveSummary || metadata.shortDescription,
    strengths: found.map((key) => `Covers ${SECTION_LABELS[key]}${slidesOf(key)}`),
    weaknesses: missing.map((key) => `No ${SECTION_LABELS[key]} section found in the deck`),
    questions: missing.map((key) => `Can you share more about your ${SECTION_LABELS[key]}?`),
    // The summary tells the story; the detailed analysis gives the facts behind it, not the summary again.
    detailedAnalysis: composeDetailedAnalysis(metadata, {
      found: found.map((key) => SECTION_LABELS[key]),
      missing: missing.map((key) => SECTION_LABELS[key]),
    }),
    industry: metadata.industry,
    generatedAt: now.toISOString(),
  };
}

function quickAssessmentOf(coverage: SectionCoverage, metadata: MetadataResult, validationReasoning: string) {
  const covered = SECTION_KEYS.filter((key) => coverage.covered[key]);
  return {
    summary: metadata.shortDescription,
    validation: validationReasoning,
    sectionsCovered: covered,
    sectionCoverage: Math.round((covered.length / SECTION_KEYS.length) * 100),
  };
}

