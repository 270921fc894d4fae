import type { AnalysisProvider } from '../analysis.provider.ts';
import { analyseDeck } from './metadata.ts';
import { validateDeck } from './validation.ts';

export function createLocalProvider(): AnalysisProvider {
  return {
    name: 'local',
    model: 'pitchscope-local-1',
    async extractMetadata(deck) {
      return analyseDeck(deck).metadata;
    },
    async validatePitchDeck(deck) {
      const { slides, sections } = analyseDeck(deck);
      const { isValid, reasoning } = validateDeck(slides, sections);
      return { isValid, reasoning };
    },
    async investorFit() {
      return null;
    },
    async deepResearch() {
      throw new Error('todo');
    },
    async smartQuestions() {
      throw new Error('todo');
    },
    async dataFreshness() {
      throw new Error('todo');
    },
    async newsIntelligence() {
      throw new Error('todo');
    },
    async generateContent() {
      throw new Error('todo');
    },
  };
}
