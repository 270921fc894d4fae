import type { AnalysisProvider } from '../analysis.provider.ts';
import { buildDataFreshness } from './data-freshness.ts';
import { buildDeepResearch, LOCAL_MODEL } from './deep-research.ts';
import { buildGeneratedContent } from './generate-content.ts';
import { analyseDeck } from './metadata.ts';
import { buildNewsIntelligence } from './news-intelligence.ts';
import { buildSmartQuestions } from './smart-questions.ts';
import { validateDeck } from './validation.ts';

/**
 * The deterministic, offline analysis provider: real text analysis of the deck's slides with rules, no
 * API key and no network. It is what every new installation runs, so it reads decks conservatively —
 * every value says whether the deck states it, it was inferred, or a spec default was assumed.
 */
export function createLocalProvider(): AnalysisProvider {
  return {
    name: 'local',
    model: LOCAL_MODEL,
    async extractMetadata(deck) {
      return analyseDeck(deck).metadata;
    },
    async validatePitchDeck(deck) {
      const { slides, sections } = analyseDeck(deck);
      const { isValid, reasoning } = validateDeck(slides, sections);
      return { isValid, reasoning };
    },
    async investorFit() {
      // The caller applies the domain's local fit rules (spec pitch-deck-handling §5.5).
      return null;
    },
    async deepResearch(deck, ctx) {
      return buildDeepResearch(deck, ctx);
    },
    async smartQuestions(input, ctx) {
      return buildSmartQuestions(input, ctx);
    },
    async dataFreshness(deck, ctx) {
      return buildDataFreshness(deck, ctx);
    },
    async newsIntelligence(deck, ctx) {
      return buildNewsIntelligence(deck, ctx);
    },
    async generateContent(input) {
      return buildGeneratedContent(input.prompt);
    },
  };
}
