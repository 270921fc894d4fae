import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import type { AnalysisContext, AnalysisProvider, DeckForAnalysis, DeckText, MetadataResult } from '../analysis.provider.ts';
import type { UsageRecorder } from '../analysis.provider.ts';

/** Test doubles shared by the LLM provider tests. */

export function reply(text: string, usage: { input?: number; output?: number } = {}): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: usage.input ?? 100, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: usage.output ?? 20, text: undefined, reasoning: undefined },
    },
    warnings: [],
  };
}

/** A mock model answering the given replies in order (a string is a text reply, an Error is thrown). */
export function mockModel(...answers: Array<string | LanguageModelV3GenerateResult | Error>): MockLanguageModelV3 {
  let index = 0;
  return new MockLanguageModelV3({
    modelId: 'mock-model',
    doGenerate: async () => {
      const answer = answers[Math.min(index++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'string' ? reply(answer) : answer;
    },
  });
}

/** The system message and the user prompt text of one model call. */
export function promptOf(call: LanguageModelV3CallOptions): { system: string; user: string } {
  let system = '';
  let user = '';
  for (const message of call.prompt) {
    if (message.role === 'system') system += message.content;
    if (message.role === 'user') {
      for (const part of message.content) if (part.type === 'text') user += part.text;
    }
  }
  return { system, user };
}

export type RecordedUsage = Parameters<UsageRecorder['record']>[0];

export function memoryRecorder(): UsageRecorder & { calls: RecordedUsage[] } {
  const calls: RecordedUsage[] = [];
  return {
    calls,
    async record(usage) {
      calls.push(usage);
    },
  };
}

export const LOCAL_METADATA: MetadataResult = {
  companyName: 'Acme',
  product: "Acme's Platform",
  industry: 'Technology',
  stage: 'Pre-Seed',
  roundSize: '$2M',
  geography: 'Berlin, Germany',
  website: 'acme.io',
  keyPeople: 'Not specified',
  shortDescription: 'Not specified',
  executiveSummary: 'Not specified',
  teamSize: '',
  revenue: '',
  foundedYear: '2021',
  keyMetrics: ['MRR: $10K'],
  competitorsListed: [],
  sections: { problem: [2], team: [5] },
  fieldSources: {
    companyName: { status: 'stated', slides: [1] },
    geography: { status: 'stated', slides: [6] },
    stage: { status: 'assumed', slides: [] },
  },
};

/** A small fake of the local engine: fixed metadata, a valid deck, no fit opinion. */
export function fakeLocal(metadata: MetadataResult = LOCAL_METADATA): AnalysisProvider & { metadataCalls: number } {
  const fake = {
    name: 'local',
    model: 'fake-local',
    metadataCalls: 0,
    async extractMetadata() {
      fake.metadataCalls++;
      return structuredClone(metadata);
    },
    async validatePitchDeck() {
      return { isValid: true, reasoning: 'local' };
    },
    async investorFit() {
      return null;
    },
    async deepResearch(): Promise<never> {
      throw new Error('not in the fake');
    },
    async smartQuestions(): Promise<never> {
      throw new Error('not in the fake');
    },
    async dataFreshness(): Promise<never> {
      throw new Error('not in the fake');
    },
    async newsIntelligence(): Promise<never> {
      throw new Error('not in the fake');
    },
    async generateContent(): Promise<never> {
      throw new Error('not in the fake');
    },
  };
  return fake;
}

export const DECK: DeckText = {
  fileName: 'acme-pitch-deck.pdf',
  pages: [
    { pageNumber: 1, text: 'Acme Robotics\nWarehouse robots as a service' },
    { pageNumber: 2, text: 'Problem: picking is slow and expensive' },
    { pageNumber: 3, text: 'Traction: 12 paying customers, $40K MRR (March 2025)' },
    { pageNumber: 4, text: 'Team: Jane Doe (CEO), John Roe (CTO)' },
    { pageNumber: 5, text: 'Raising $3M Seed to expand to France' },
  ],
};

export const DECK_FOR_ANALYSIS: DeckForAnalysis = {
  id: 'deck-1',
  companyName: 'Acme Robotics',
  product: 'Warehouse robots as a service',
  industry: 'Logistics / Supply Chain',
  stage: 'Seed',
  roundSize: '$3M',
  geography: 'Berlin, Germany',
  website: 'acme.io',
  keyPeople: 'Jane Doe (CEO); John Roe (CTO)',
  shortDescription: 'Robots that pick warehouse orders',
  executiveSummary: 'Acme rents picking robots to warehouses.',
  pages: DECK.pages.map(({ pageNumber, text }) => ({ pageNumber, text })),
  fieldSources: {},
};

export const PROFILE: InvestorProfile = {
  investmentFocus: ['Logistics / Supply Chain', 'AI / Machine Learning'],
  investmentStages: ['Seed', 'Series A'],
  investorType: 'VC',
  ticketSizeMin: 250_000,
  ticketSizeMax: 2_000_000,
  targetOwnershipMin: 5,
  targetOwnershipMax: 25,
  excludedCategories: ['Gambling'],
  customExcludedCategories: 'Tobacco',
  investmentThesis: 'Automation of physical work',
  targetGeographies: ['Europe'],
  notifications: { email: true, browser: true, weeklyDigest: true },
};

export function context(prompts: Record<string, string> = {}): AnalysisContext {
  return { now: new Date('2025-06-15T10:00:00Z'), prompts };
}

/** A deep research answer on DECK as a model gives it: cited claims, one with a figure, one judgement. */
export function deepResearchAnswer(overrides: { claims?: object[]; tier?: number; verdict?: string } = {}) {
  return {
    sections: [
      {
        heading: 'Executive Summary',
        confidence: 'High',
        claims: overrides.claims ?? [
          { subheading: '', text: 'Acme rents warehouse robots as a service.', slides: [1], quote: 'Warehouse robots as a service', figures: [] },
          { subheading: '', text: 'It has 12 paying customers and $40K MRR.', slides: [3], quote: '12 paying customers', figures: ['12', '$40K'] },
        ],
      },
      {
        heading: 'Risks and Uncertainties',
        confidence: 'Medium',
        claims: [{ subheading: '', text: 'Hardware costs may squeeze margins.', slides: [], quote: '', figures: [] }],
      },
    ],
    followUpQuestions: ['What is the gross margin per robot after maintenance?'],
    tier: overrides.tier ?? 2,
    verdict: overrides.verdict ?? 'Promising',
  };
}
