/**
 * The analysis provider of a corpus evaluation (`npm run eval:corpus -- --provider=...`): the local engine,
 * or a configured model through the same provider code the server runs, with the built-in admin prompts
 * and their aiConfig, so that an operator measures a model before trusting it (issue #16 item 6).
 */
import type { ClaimCheck } from '@pitchscope/domain/claim-verification';
import type {
  AnalysisContext,
  AnalysisProvider,
  DeckForAnalysis,
  DeckText,
  MetadataResult,
  UsageRecorder,
} from '../src/modules/analysis/analysis.provider.ts';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { DEFAULT_PROMPTS } from '../src/modules/admin/default-prompts.ts';

export const EVAL_PROVIDERS = ['local', 'gemini', 'openai-compatible'] as const;
export type EvalProviderName = (typeof EVAL_PROVIDERS)[number];

/** What each provider needs from the environment (README "Configuration"). */
const REQUIRED_ENV: Record<EvalProviderName, { name: string; why: string }[]> = {
  local: [],
  gemini: [{ name: 'GEMINI_API_KEY', why: 'the Google Gemini API key' }],
  'openai-compatible': [
    {
      name: 'OPENAI_BASE_URL',
      why: "the server's OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 for Ollama",
    },
    { name: 'ANALYSIS_MODEL', why: 'the model id on that server, e.g. llama3.1:8b' },
  ],
};

/** The environment variables a provider needs that are unset, with what each is for. */
export function missingEnv(provider: EvalProviderName, env: NodeJS.ProcessEnv): string[] {
  return REQUIRED_ENV[provider]
    .filter(({ name }) => !env[name]?.trim())
    .map(({ name, why }) => `${name} (${why})`);
}

/** `--provider=<name>`; local when absent. Throws on an unknown name. */
export function providerArg(args: readonly string[]): EvalProviderName {
  const value = args.find((arg) => arg.startsWith('--provider='))?.slice('--provider='.length) ?? 'local';
  if (!(EVAL_PROVIDERS as readonly string[]).includes(value)) {
    throw new Error(`Unknown --provider=${value}; use one of ${EVAL_PROVIDERS.join(', ')}`);
  }
  return value as EvalProviderName;
}

export interface UsageTotals {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
}

export interface EvalProvider {
  name: EvalProviderName;
  provider: AnalysisProvider;
  usage: UsageTotals;
  context(): AnalysisContext;
}

/** The provider to evaluate; a model provider reads its settings from the environment as the server does. */
export async function createEvalProvider(
  name: EvalProviderName,
  env: NodeJS.ProcessEnv,
): Promise<EvalProvider> {
  const local = createLocalProvider();
  const usage: UsageTotals = { calls: 0, inputTokens: 0, outputTokens: 0, durationMs: 0 };
  // The built-in prompts and their aiConfig, as a fresh server has them.
  const prompts = Object.fromEntries(DEFAULT_PROMPTS.map((prompt) => [prompt.id, prompt.template]));
  const promptConfigs = Object.fromEntries(DEFAULT_PROMPTS.map((prompt) => [prompt.id, prompt.aiConfig]));
  const context = (): AnalysisContext => ({ now: new Date(), prompts, promptConfigs });
  if (name === 'local') return { name, provider: local, usage, context };
  const recorder: UsageRecorder = {
    async record(call) {
      usage.calls += call.calls ?? 1;
      usage.inputTokens += call.inputTokens ?? 0;
      usage.outputTokens += call.outputTokens ?? 0;
      usage.durationMs += call.durationMs ?? 0;
    },
  };
  const { createLlmProvider } = await import('../src/modules/analysis/llm/llm-provider.ts');
  const provider = createLlmProvider(
    {
      analysisProvider: name,
      ANALYSIS_MODEL: env.ANALYSIS_MODEL,
      GEMINI_API_KEY: env.GEMINI_API_KEY,
      OPENAI_BASE_URL: env.OPENAI_BASE_URL,
      OPENAI_API_KEY: env.OPENAI_API_KEY,
    },
    recorder,
    local,
  );
  return { name, provider, usage, context };
}

/** A deck as deep research reads it, from the metadata the provider extracted. */
export function deckForDeepResearch(id: string, deck: DeckText, metadata: MetadataResult): DeckForAnalysis {
  return {
    id,
    companyName: metadata.companyName,
    product: metadata.product,
    industry: metadata.industry,
    stage: metadata.stage,
    roundSize: metadata.roundSize,
    geography: metadata.geography,
    website: metadata.website,
    keyPeople: metadata.keyPeople,
    shortDescription: metadata.shortDescription,
    executiveSummary: metadata.executiveSummary,
    pages: deck.pages.map(({ pageNumber, text }) => ({ pageNumber, text })),
    fieldSources: metadata.fieldSources,
    investorFit: null,
  };
}

export interface GroundingScore {
  decks: number;
  verified: number;
  unverified: number;
  unchecked: number;
  /** "file: claim — reason" for every unverified claim. */
  misses: string[];
}

export function addGrounding(score: GroundingScore, file: string, checks: readonly ClaimCheck[]): void {
  score.decks++;
  for (const check of checks) {
    score[check.status]++;
    if (check.status === 'unverified') score.misses.push(`${file}: "${check.claim}" — ${check.reason}`);
  }
}

/** The grounding lines of the evaluation's output. */
export function groundingReport(score: GroundingScore): string[] {
  const checked = score.verified + score.unverified;
  const rate = checked ? `${((100 * score.verified) / checked).toFixed(1)}%` : '—';
  return [
    `\nGrounding (deep research on ${score.decks} decks): ${score.verified} of ${checked} cited claims found on their slides (${rate}); ` +
      `${score.unverified} unverified; ${score.unchecked} judgements without a citation.`,
    ...score.misses.map((miss) => `  [unverified] ${miss}`),
  ];
}
