import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModel, type LanguageModelUsage } from 'ai';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { z } from 'zod';
import {
  COMPETITORS_MAX,
  DEFAULT_MODELS,
  FACT_CONFIDENCE_THRESHOLD,
  KEY_METRICS_MAX,
  VERDICTS,
  type Confidence,
} from '@pitchscope/domain/constants';
import type { FieldSource, FieldSources, MetadataField } from '@pitchscope/domain/contracts/decks';
import { ANALYSIS_CALL_ERRORS } from '@pitchscope/domain/messages';
import { parseDeepAnalysis } from '@pitchscope/domain/deep-analysis-parser';
import type { Config } from '../../../config/env.ts';
import type { AnalysisContext, AnalysisProvider, DeckText, DeepResearchResult, MetadataResult, UsageRecorder } from '../analysis.provider.ts';
import {
  GROUNDED_SYSTEM,
  PROMPT_IDS,
  STRUCTURED_SYSTEM,
  TEXT_SYSTEM,
  buildPrompt,
  currentDate,
  deckAnalysisData,
  deckTextData,
  deckVariables,
  groundedDeckData,
  ledgerOf,
  profileVariables,
  smartQuestionVariables,
} from './prompts.ts';
import {
  NOT_SPECIFIED,
  deepResearchAnswerSchema,
  investorFitAnswerSchema,
  metadataAnswerSchema,
  validationAnswerSchema,
  type MetadataAnswer,
} from './schemas.ts';
import { quoteEvidence } from '@pitchscope/engine/fact-confidence';
import { toSlides } from '@pitchscope/engine/text';
import { capModelTriage, claimsInReportOrder, renderGroundedReport, verifyAnswer } from './grounded-report.ts';
import { checkFigureLedger } from '@pitchscope/domain/figures/checks';
import { logger } from '../../../platform/logger.ts';
import { ModelUnavailableError } from '../model-unavailable.ts';
import { classifyModelFailure } from './model-failure.ts';

/**
 * The AnalysisProvider backed by a language model through the AI SDK: Gemini, or any OpenAI-compatible
 * server (Ollama, vLLM, LM Studio...). Every call fills the admin's editable prompt template, fences the
 * deck text off as data, records its usage (failed calls included), and turns any failure into a
 * ModelUnavailableError (a PROVIDER_ERROR with the spec's message for that call, and the kind of outage:
 * never a judgement of the deck, issue #38). Structured answers are validated against zod schemas; an
 * invalid answer is asked for once more, then the call fails: nothing unvalidated is stored.
 */

export const DEFAULT_GEMINI_MODEL = 'gemini-flash-latest';

export type LlmConfig = Pick<Config, 'analysisProvider' | 'ANALYSIS_MODEL' | 'GEMINI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY'>;

export interface LlmProviderOptions {
  /** A ready model (tests inject `MockLanguageModelV3`); a string is a model id for the configured provider. */
  model?: LanguageModel;
  /** Transport retries of the AI SDK per call (network errors, 429, 5xx); default 2. */
  maxRetries?: number;
  /** Milliseconds one model call may take (the SDK has no limit: a hung server would hold the job). */
  timeoutMs?: number;
  /** Told of each logical call's outcome, so the model's health follows what calls see (model-health.ts). */
  observer?: ModelCallObserver;
}

export interface ModelCallObserver {
  answered(): void;
  failed(error: ModelUnavailableError): void;
}

/** Without options.timeoutMs (tests): MODEL_CALL_TIMEOUT_SECONDS's default, which the server passes. */
const DEFAULT_MODEL_CALL_TIMEOUT_MS = 240_000;

type Operation =
  | 'extractMetadata'
  | 'validatePitchDeck'
  | 'investorFit'
  | 'deepResearch'
  | 'smartQuestions'
  | 'dataFreshness'
  | 'newsIntelligence'
  | 'generateContent';

const ERROR_MESSAGES: Record<Operation, string> = {
  extractMetadata: ANALYSIS_CALL_ERRORS.extractMetadata,
  validatePitchDeck: ANALYSIS_CALL_ERRORS.validate,
  investorFit: ANALYSIS_CALL_ERRORS.investorFit,
  deepResearch: ANALYSIS_CALL_ERRORS.deepResearch,
  smartQuestions: ANALYSIS_CALL_ERRORS.smartQuestions,
  dataFreshness: ANALYSIS_CALL_ERRORS.dataFreshness,
  newsIntelligence: ANALYSIS_CALL_ERRORS.newsIntelligence,
  generateContent: ANALYSIS_CALL_ERRORS.generateContent,
};

/** The admin prompt whose template and aiConfig each call uses (generateContent has none: it is a free prompt). */
const PROMPT_OF: Record<Operation, string | null> = {
  extractMetadata: PROMPT_IDS.extractMetadata,
  validatePitchDeck: PROMPT_IDS.validatePitchDeck,
  investorFit: PROMPT_IDS.investorFit,
  deepResearch: PROMPT_IDS.deepResearch,
  smartQuestions: PROMPT_IDS.smartQuestions,
  dataFreshness: PROMPT_IDS.dataFreshness,
  newsIntelligence: PROMPT_IDS.newsIntelligence,
  generateContent: null,
};

/**
 * The spec's built-in model names (DEFAULT_MODELS) stand for "the provider's default model": some of them
 * are retired by Google, and none exists on an OpenAI-compatible server. A prompt naming another model
 * (the admin chose it) is called with that model.
 */
const BUILT_IN_MODELS = new Set<string>(DEFAULT_MODELS.map((model) => model.id));

/** Gemini serves "gemini-*" models; an OpenAI-compatible server serves anything else. */
function serves(provider: string, modelId: string): boolean {
  return provider === 'gemini' ? /^gemini-/i.test(modelId) : provider === 'openai-compatible' && !/^gemini-/i.test(modelId);
}

/** The model of one call: the prompt's aiConfig model when the admin chose one this provider serves, else the configured model. */
export function modelForCall(provider: string, configuredModel: string, promptModel: string | undefined): string {
  return promptModel && !BUILT_IN_MODELS.has(promptModel) && serves(provider, promptModel) ? promptModel : configuredModel;
}

/** Sampling per call when no admin prompt gives it, after the default prompts' aiConfig (factual extraction cold, writing warmer). */
const TEMPERATURE: Record<Operation, number> = {
  extractMetadata: 0.1,
  validatePitchDeck: 0.1,
  investorFit: 0.1,
  deepResearch: 0.3,
  smartQuestions: 0.5,
  dataFreshness: 0.2,
  newsIntelligence: 0.4,
  generateContent: 0.7,
};

/** A model answer that is well-formed for the SDK but unusable for us (empty, no headings...). */
class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';
}

function isInvalidAnswer(error: unknown): boolean {
  return error instanceof InvalidAnswerError || NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error);
}

interface ResolvedModels {
  name: string;
  model: LanguageModel;
  modelId: string;
  /** Another model of the same provider, for a prompt that names one; null when the model is injected. */
  other: ((modelId: string) => LanguageModel) | null;
}

function resolveModel(config: LlmConfig, options: LlmProviderOptions): ResolvedModels {
  const name = config.analysisProvider;
  if (options.model !== undefined && typeof options.model !== 'string') {
    return { name, model: options.model, modelId: options.model.modelId, other: null };
  }
  const requested = typeof options.model === 'string' ? options.model : config.ANALYSIS_MODEL;
  if (name === 'gemini') {
    const modelId = requested || DEFAULT_GEMINI_MODEL;
    const google = createGoogleGenerativeAI({ apiKey: config.GEMINI_API_KEY });
    return { name, model: google(modelId), modelId, other: (id) => google(id) };
  }
  if (name === 'openai-compatible') {
    if (!config.OPENAI_BASE_URL) throw new Error('OPENAI_BASE_URL is required when ANALYSIS_PROVIDER=openai-compatible');
    if (!requested) throw new Error('ANALYSIS_MODEL is required when ANALYSIS_PROVIDER=openai-compatible');
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      supportsStructuredOutputs: true,
      includeUsage: true,
    });
    return { name, model: provider.chatModel(requested), modelId: requested, other: (id) => provider.chatModel(id) };
  }
  throw new Error(`No language model for ANALYSIS_PROVIDER=${name}`);
}

/** A short description of a failure for the server log: never the request body, which holds the deck. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { statusCode?: unknown }).statusCode;
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.name}: ${error.cause.message})` : '';
  return `${error.name}${typeof status === 'number' ? ` ${status}` : ''}: ${error.message}${cause}`;
}

export function createLlmProvider(
  config: LlmConfig,
  recorder: UsageRecorder,
  local: AnalysisProvider,
  options: LlmProviderOptions = {},
): AnalysisProvider {
  const resolved = resolveModel(config, options);
  const { name, modelId } = resolved;
  const maxRetries = options.maxRetries ?? 2;
  const timeoutMs = options.timeoutMs ?? DEFAULT_MODEL_CALL_TIMEOUT_MS;
  const models = new Map<string, LanguageModel>([[modelId, resolved.model]]);

  /**
   * The model and sampling of one call: the admin prompt's aiConfig (spec deep-analysis-admin §3: model,
   * temperature, maxTokens, topK, topP) when the prompt has one, else the defaults above. topK is not an
   * OpenAI parameter: OpenAI-compatible servers that take it (vLLM, llama.cpp, Ollama) read `top_k`.
   */
  function callSettings(operation: Operation, ctx: AnalysisContext | undefined) {
    const promptId = PROMPT_OF[operation];
    const aiConfig = promptId ? ctx?.promptConfigs?.[promptId] : undefined;
    const callModelId = resolved.other ? modelForCall(name, modelId, aiConfig?.model) : modelId;
    if (!models.has(callModelId)) models.set(callModelId, resolved.other!(callModelId));
    const sampling = aiConfig
      ? {
          temperature: aiConfig.temperature,
          maxOutputTokens: aiConfig.maxTokens,
          topP: aiConfig.topP,
          ...(name === 'openai-compatible'
            ? { providerOptions: { openaiCompatible: { top_k: aiConfig.topK } } }
            : { topK: aiConfig.topK }),
        }
      : { temperature: TEMPERATURE[operation] };
    return { model: models.get(callModelId)!, modelId: callModelId, ...sampling };
  }

  async function record(operation: Operation, started: number, usage: LanguageModelUsage | undefined, usedModel = modelId): Promise<void> {
    try {
      await recorder.record({
        provider: name,
        model: usedModel,
        operation,
        calls: 1,
        inputTokens: usage?.inputTokens ?? 0,
        outputTokens: usage?.outputTokens ?? 0,
        durationMs: Date.now() - started,
      });
    } catch (error) {
      // Usage figures must not fail an analysis the user paid for.
      logger.error(`[llm] could not record usage of ${operation}: ${describeError(error)}`);
    }
  }

  /**
   * One logical call: up to two model calls when the first answer is invalid. Each model call is recorded.
   * `attempt` returns the answer or throws InvalidAnswerError / NoObjectGeneratedError for a bad answer.
   */
  async function run<T>(
    operation: Operation,
    attempt: () => Promise<{ value: T; usage: LanguageModelUsage }>,
    usedModel = modelId,
  ): Promise<T> {
    let lastError: unknown;
    for (let tries = 1; tries <= 2; tries++) {
      const started = Date.now();
      try {
        const { value, usage } = await attempt();
        await record(operation, started, usage, usedModel);
        options.observer?.answered();
        return value;
      } catch (error) {
        const usage = error instanceof UsageCarrier ? error.usage : NoObjectGeneratedError.isInstance(error) ? error.usage : undefined;
        const cause = error instanceof UsageCarrier ? error.cause : error;
        await record(operation, started, usage, usedModel);
        lastError = cause;
        if (!isInvalidAnswer(cause)) break;
        logger.warn(`[llm] ${operation} (${name}/${usedModel}) gave an invalid answer (try ${tries} of 2): ${describeError(cause)}`);
      }
    }
    logger.error(`[llm] ${operation} (${name}/${usedModel}) failed: ${describeError(lastError)}`);
    const invalid = isInvalidAnswer(lastError);
    const { kind, retryAfterSeconds } = classifyModelFailure(lastError, invalid);
    const providerError = invalid ? `${ANALYSIS_CALL_ERRORS.unexpectedStructure}: ${describeError(lastError)}` : describeError(lastError);
    const failure = new ModelUnavailableError(ERROR_MESSAGES[operation], kind, providerError, retryAfterSeconds);
    options.observer?.failed(failure);
    throw failure;
  }

  async function structured<S extends z.ZodType>(
    operation: Operation,
    ctx: AnalysisContext,
    schema: S,
    prompt: string,
    check?: (value: z.infer<S>) => string | null,
    system = STRUCTURED_SYSTEM,
  ): Promise<z.infer<S>> {
    const { modelId: usedModel, ...settings } = callSettings(operation, ctx);
    return run(
      operation,
      async () => {
        const result = await generateText({
          ...settings,
          system,
          prompt,
          maxRetries,
          abortSignal: AbortSignal.timeout(timeoutMs),
          output: Output.object({ schema, name: operation }),
        });
        const value = result.output as z.infer<S>;
        const problem = check?.(value) ?? null;
        if (problem) throw new UsageCarrier(new InvalidAnswerError(problem), result.totalUsage);
        return { value, usage: result.totalUsage };
      },
      usedModel,
    );
  }

  async function text(
    operation: Operation,
    ctx: AnalysisContext | undefined,
    prompt: string,
    options: { system?: string; temperature?: number; check?: (text: string) => string | null } = {},
  ): Promise<string> {
    const { modelId: usedModel, ...settings } = callSettings(operation, ctx);
    return run(
      operation,
      async () => {
        const result = await generateText({
          ...settings,
          ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
          system: options.system ?? TEXT_SYSTEM,
          prompt,
          maxRetries,
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        const answer = result.text.trim();
        const problem = !answer ? 'empty answer' : (options.check?.(answer) ?? null);
        if (problem) throw new UsageCarrier(new InvalidAnswerError(problem), result.totalUsage);
        return { value: answer, usage: result.totalUsage };
      },
      usedModel,
    );
  }

  return {
    name,
    model: modelId,

    async extractMetadata(deck, ctx) {
      const base = await localMetadata(local, deck, ctx);
      const prompt = buildPrompt(PROMPT_IDS.extractMetadata, ctx, { CURRENT_DATE: currentDate(ctx) }, deckTextData(deck));
      const answer = await structured('extractMetadata', ctx, metadataAnswerSchema, prompt, (value) =>
        value.companyName.status !== 'not_found' && !value.companyName.value.trim() ? 'companyName is empty' : null,
      );
      return mergeMetadata(base, answer, deck);
    },

    async validatePitchDeck(deck, ctx) {
      const prompt = buildPrompt(PROMPT_IDS.validatePitchDeck, ctx, { CURRENT_DATE: currentDate(ctx) }, deckTextData(deck));
      const answer = await structured('validatePitchDeck', ctx, validationAnswerSchema, prompt, (value) =>
        value.reasoning.trim() ? null : 'reasoning is empty',
      );
      return { isValid: answer.isValid, reasoning: answer.reasoning.trim() };
    },

    async investorFit(deck, profile, ctx) {
      const variables = { ...deckVariables(deck, ctx), ...profileVariables(profile) };
      const prompt = buildPrompt(PROMPT_IDS.investorFit, ctx, variables, deckAnalysisData(deck));
      const answer = await structured('investorFit', ctx, investorFitAnswerSchema, prompt);
      return answer.investorFit;
    },

    async deepResearch(deck, ctx) {
      // Cited claims, not free text: each is checked against the slides it cites (issue #16 item 6).
      const prompt = buildPrompt(PROMPT_IDS.deepResearch, ctx, deckVariables(deck, ctx), groundedDeckData(deck, ctx));
      const answer = await structured(
        'deepResearch',
        ctx,
        deepResearchAnswerSchema,
        prompt,
        (value) => (claimsInReportOrder(value).length ? null : 'no claims'),
        GROUNDED_SYSTEM,
      );
      const verification = verifyAnswer(answer, deck.pages);
      const triage = capModelTriage(answer, deck.investorFit, checkFigureLedger(ledgerOf(deck, ctx), { asOf: ctx.now }));
      const report = renderGroundedReport(answer, verification, triage, deck.hiddenContent ?? [], deck.hiddenContentChecked ?? true);
      return { ...deepResearchResult(report, callSettings('deepResearch', ctx).modelId), verification };
    },

    async smartQuestions(input, ctx) {
      const prompt = buildPrompt(PROMPT_IDS.smartQuestions, ctx, smartQuestionVariables(input, ctx));
      return text('smartQuestions', ctx, prompt);
    },

    async dataFreshness(deck, ctx) {
      const prompt = buildPrompt(PROMPT_IDS.dataFreshness, ctx, deckVariables(deck, ctx), groundedDeckData(deck, ctx, { fit: false }));
      return text('dataFreshness', ctx, prompt);
    },

    async newsIntelligence(deck, ctx) {
      // Only the deck's facts go out (spec §7.1 /news-intelligence), never its slides.
      const prompt = buildPrompt(PROMPT_IDS.newsIntelligence, ctx, deckVariables(deck, ctx));
      return text('newsIntelligence', ctx, prompt);
    },

    async generateContent(input, ctx) {
      // An admin's free prompt from the manual analysis tools, sent as written (spec §7.1 /generateContent).
      return text('generateContent', ctx, input.prompt, { temperature: input.temperature ?? TEMPERATURE.generateContent });
    },
  };
}

/** Carries the usage of a model call that succeeded technically but whose answer we reject. */
class UsageCarrier extends Error {
  constructor(
    override readonly cause: Error,
    readonly usage: LanguageModelUsage,
  ) {
    super(cause.message);
    this.name = 'UsageCarrier';
  }
}

async function localMetadata(local: AnalysisProvider, deck: DeckText, ctx: Parameters<AnalysisProvider['extractMetadata']>[1]): Promise<MetadataResult> {
  try {
    return await local.extractMetadata(deck, ctx);
  } catch (error) {
    logger.warn(`[llm] local metadata extraction failed, using the model's answer only: ${describeError(error)}`);
    return {
      companyName: NOT_SPECIFIED,
      product: NOT_SPECIFIED,
      industry: NOT_SPECIFIED,
      stage: NOT_SPECIFIED,
      roundSize: NOT_SPECIFIED,
      geography: NOT_SPECIFIED,
      website: NOT_SPECIFIED,
      keyPeople: NOT_SPECIFIED,
      shortDescription: NOT_SPECIFIED,
      executiveSummary: NOT_SPECIFIED,
      teamSize: '',
      revenue: '',
      foundedYear: '',
      keyMetrics: [],
      competitorsListed: [],
      sections: {},
      fieldSources: {},
    };
  }
}

const SOURCED_FIELDS = [
  'companyName',
  'product',
  'industry',
  'stage',
  'roundSize',
  'geography',
  'website',
  'keyPeople',
  'shortDescription',
  'executiveSummary',
] as const satisfies readonly MetadataField[];

const INFERRED_SUFFIX = /\s*\((?:inferred|assumed)\)\s*$/i;

function isFound(value: string): boolean {
  const clean = value.trim().toLowerCase();
  return clean !== '' && clean !== NOT_SPECIFIED.toLowerCase() && clean !== 'n/a' && clean !== 'unknown';
}

/**
 * A fact the model marks unsure is below the Check threshold (ADR 0027); one it does not mark carries no
 * confidence, which reads as confident: the model is not asked for a number it cannot calibrate.
 */
const UNSURE_CONFIDENCE = FACT_CONFIDENCE_THRESHOLD / 2;

/**
 * Local extraction first, then every field the model found overrides it (spec pitch-deck-handling §5.3),
 * with its source: stated or inferred, on the slides the model names that exist in the deck, the line of
 * those slides that writes the value as evidence, and a low confidence when the model is unsure.
 */
export function mergeMetadata(base: MetadataResult, answer: MetadataAnswer, deck: DeckText): MetadataResult {
  const pageNumbers = new Set(deck.pages.map((page) => page.pageNumber));
  const slideTexts = toSlides(deck.pages);
  const merged: MetadataResult = { ...base, fieldSources: { ...base.fieldSources } };
  const fieldSources: FieldSources = merged.fieldSources;
  for (const field of SOURCED_FIELDS) {
    const { value, status, slides, unsure } = answer[field];
    if (status === 'not_found' || !isFound(value)) continue;
    const markedInferred = INFERRED_SUFFIX.test(value);
    merged[field] = value.replace(INFERRED_SUFFIX, '').trim();
    const cited = [...new Set(slides.filter((slide) => pageNumbers.has(slide)))].sort((a, b) => a - b);
    const evidence = quoteEvidence(slideTexts, merged[field], cited);
    const source: FieldSource = {
      status: markedInferred ? 'inferred' : status,
      slides: cited,
      ...(unsure ? { confidence: UNSURE_CONFIDENCE } : {}),
      ...(evidence ? { evidence } : {}),
    };
    fieldSources[field] = source;
  }
  for (const field of ['teamSize', 'revenue', 'foundedYear'] as const) {
    if (isFound(answer[field])) merged[field] = answer[field].trim();
  }
  const metrics = answer.keyMetrics.map((metric) => metric.trim()).filter(isFound);
  if (metrics.length) merged.keyMetrics = metrics.slice(0, KEY_METRICS_MAX);
  const competitors = answer.competitorsListed.map((competitor) => competitor.trim()).filter(isFound);
  if (competitors.length) merged.competitorsListed = competitors.slice(0, COMPETITORS_MAX);
  return merged;
}

const isTier = (tier: number | null): tier is 1 | 2 | 3 | 4 => tier === 1 || tier === 2 || tier === 3 || tier === 4;

/** The report with the tier, verdict, confidences and follow-up questions read from it; safe defaults. */
export function deepResearchResult(report: string, model: string): DeepResearchResult {
  const parsed = parseDeepAnalysis(report);
  const verdict = VERDICTS.find((candidate) => candidate === parsed.verdict) ?? 'Needs Work';
  const confidence: Record<string, Confidence> = {};
  for (const [field, level] of Object.entries(parsed.confidence)) if (level) confidence[field] = level;
  return {
    report,
    model,
    tier: isTier(parsed.tier) ? parsed.tier : 3,
    verdict,
    confidence,
    followUpQuestions: parsed.parsedFollowUpQuestions,
  };
}
