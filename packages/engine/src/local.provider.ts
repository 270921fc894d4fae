import type { AnalysisProvider, DeckText } from './analysis-provider.ts';
import { buildDataFreshness } from './data-freshness.ts';
import { buildDeepResearch, LOCAL_MODEL } from './deep-research.ts';
import { buildGeneratedContent } from './generate-content.ts';
import { analyseDeck, type DeckAnalysis } from './metadata.ts';
import { buildNewsIntelligence } from './news-intelligence.ts';
import { buildSmartQuestions } from './smart-questions.ts';
import { builtInEngineWeights, type EngineWeights } from './learned/engine-weights.ts';
import { validateDeck } from './validation.ts';

/**
 * The deterministic, offline analysis provider: real text analysis of the deck's slides with rules, no
 * API key and no network. It is what every new installation runs, so it reads decks conservatively —
 * every value says whether the deck states it, it was inferred, or a spec default was assumed. Its
 * learned decisions use the engine weights it is given (ENGINE_WEIGHTS), else the built-in ones.
 */
export function createLocalProvider(options: { weights?: EngineWeights } = {}): AnalysisProvider {
  const weights = options.weights ?? builtInEngineWeights();
  // The upload pipeline validates, then extracts metadata from the same deck: it is read once.
  const analysed = new WeakMap<DeckText, DeckAnalysis>();
  const analyse = (deck: DeckText) => {
    let analysis = analysed.get(deck);
    if (!analysis) analysed.set(deck, (analysis = analyseDeck(withinReadingBudget(deck), weights)));
    return analysis;
  };
  return {
    name: 'local',
    model: LOCAL_MODEL,
    async extractMetadata(deck) {
      return analyse(deck).metadata;
    },
    async validatePitchDeck(deck) {
      const { slides, sections } = analyse(deck);
      const { isValid, reasoning, confidence } = validateDeck(slides, sections, weights.isPitchDeck);
      return { isValid, reasoning, confidence };
    },
    async investorFit() {
      // The caller applies the domain's local fit rules (spec pitch-deck-handling §5.5).
      return null;
    },
    async deepResearch(deck, ctx) {
      return buildDeepResearch(withinReadingBudget(deck), ctx);
    },
    async smartQuestions(input, ctx) {
      const summary = input.analysisSummary.slice(0, MAX_READ_CHARS_PER_DECK);
      return buildSmartQuestions({ ...input, deck: withinReadingBudget(input.deck), analysisSummary: summary }, ctx);
    },
    async dataFreshness(deck, ctx) {
      return buildDataFreshness(withinReadingBudget(deck), ctx);
    },
    async newsIntelligence(deck, ctx) {
      return buildNewsIntelligence(withinReadingBudget(deck), ctx);
    },
    async generateContent(input) {
      return buildGeneratedContent(input.prompt.slice(0, MAX_READ_CHARS_PER_DECK));
    },
  };
}

/**
 * What the rules read of one deck. The longest real deck we have seen holds 134,000 characters, its
 * fullest page 6,200; a 300-page wall of text (1.8 MB) held the event loop for 5 s. Past these bounds
 * the rest of a page, and the pages after the budget, are not read.
 */
export const MAX_READ_CHARS_PER_PAGE = 8_000;
export const MAX_READ_CHARS_PER_DECK = 200_000;

export function withinReadingBudget<T extends { pages: { text: string; notes?: string }[] }>(deck: T): T {
  let left = MAX_READ_CHARS_PER_DECK;
  const pages = deck.pages.map((page) => {
    const text = page.text.slice(0, Math.max(0, Math.min(MAX_READ_CHARS_PER_PAGE, left)));
    left -= text.length;
    const notes = page.notes?.slice(0, Math.max(0, Math.min(MAX_READ_CHARS_PER_PAGE, left)));
    left -= notes?.length ?? 0;
    return notes === undefined ? { ...page, text } : { ...page, text, notes };
  });
  return { ...deck, pages };
}
