import { z } from 'zod';
import { DEFAULT_ESTIMATED_TIME } from '@pitchscope/domain/constants';
import { ADMIN_MESSAGES, ANALYSIS_CALL_ERRORS } from '@pitchscope/domain/messages';
import { investorProfileSchema } from '@pitchscope/domain/contracts/accounts';
import { investorFitOf } from '@pitchscope/domain/investor-fit';
import { investorFitSchema } from '@pitchscope/domain/contracts/decks';
import { structuredAnalysisOf } from '@pitchscope/domain/deep-analysis-parser';
import type { Actor } from '../../platform/actor.ts';
import { AppError, isAppError } from '../../platform/errors.ts';
import type { DeckForAnalysis, DeckText } from './analysis.provider.ts';
import type { AnalysisAppContext } from './analysis.service.ts';

/**
 * The spec's analysis HTTP API (deep-analysis-admin §7.1): the admin's tools for calling the analysis
 * engine on any text. Admin-only (ADR 10): for anyone else it would be the paid deep analysis, and
 * model calls, for free. Users get the same analyses through their own decks (the upload pipeline, the
 * paid deep analysis and its supporting analyses). Answers are normalised to {success, message, data};
 * a failing analysis keeps that shape with success false, while a refused caller or a malformed body
 * is an API error like anywhere else.
 */
export interface AnalysisAnswer<T> {
  success: boolean;
  message: string;
  data: T | null;
}

type Ctx = Pick<AnalysisAppContext, 'analysis'>;

const text = z.string().max(2_000_000);
const deckDataSchema = z.union([text, z.record(z.string(), z.unknown())]);
export const deckDataInput = z.object({ pitchDeckData: deckDataSchema });
export const investorFitInput = z.object({
  pitchDeckData: deckDataSchema,
  investorProfile: investorProfileSchema,
  extractedMetadata: z.record(z.string(), z.unknown()).optional(),
});
export const deepResearchInput = z.object({
  pitchDeckData: deckDataSchema,
  industry: z.string().max(200).default('General'),
  deckId: z.string().max(100).optional(),
});
export const smartQuestionsInput = z.object({
  industry: z.string().max(200),
  analysisResults: text.default(''),
  companyName: z.string().max(300),
  keyConcerns: z.array(z.string().max(2000)).max(50).default([]),
  redFlags: z.array(z.string().max(2000)).max(50).default([]),
});
export const newsIntelligenceInput = z.object({
  companyName: z.string().max(300),
  industry: z.string().max(200).default(''),
  location: z.string().max(300).default(''),
  website: z.string().max(500).default(''),
  keyPeople: z.string().max(2000).default(''),
  deckId: z.string().max(100).optional(),
});
/** pitchDeckData, or the backend proxy's fields (§7.1); `analysis` is an existing analysis to structure. */
export const structuredAnalysisInput = z
  .object({
    pitchDeckData: deckDataSchema.optional(),
    companyName: z.string().max(300).optional(),
    industry: z.string().max(200).optional(),
    stage: z.string().max(200).optional(),
    roundSize: z.string().max(200).optional(),
    analysis: text.optional(),
  })
  .refine((input) => input.pitchDeckData !== undefined || Boolean(input.analysis?.trim()), {
    message: 'pitchDeckData or analysis is required',
    path: ['pitchDeckData'],
  });
export const generateContentInput = z.object({
  prompt: z.string().min(1).max(200_000),
  model: z.string().max(200).optional(),
  temperature: z.number().min(0).max(2).default(0.7),
  deckId: z.string().max(100).optional(),
});

/**
 * The spec's envelope (§7.1) around each call's data, for the API reference: `success` false with the
 * failure in `message` and `data` null when the call failed (the answer is still a 200).
 */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data: data.nullable() });
const anyObject = z.record(z.string(), z.unknown());

export const ANALYSIS_ANSWERS = {
  health: envelope(z.object({ healthy: z.boolean(), provider: z.string(), model: z.string() })),
  extractMetadata: envelope(z.object({ metadata: anyObject })),
  validatePitchDeck: envelope(z.object({ data: z.looseObject({ isValid: z.boolean(), reasoning: z.string() }) })),
  investorFit: envelope(z.object({ investorFit: investorFitSchema })),
  deepResearch: envelope(
    z.object({
      estimatedTime: z.string(),
      response: z.string(),
      tier: z.number().int(),
      verdict: z.string(),
    }),
  ),
  smartQuestions: envelope(z.object({ questions: z.string() })),
  dataFreshness: envelope(z.object({ response: z.string() })),
  newsIntelligence: envelope(z.object({ newsIntelligence: z.string() })),
  structuredAnalysis: envelope(z.object({ structuredAnalysis: anyObject })),
  generateContent: envelope(z.object({ response: z.string() })),
};

/** What a call answers: what its schema in ANALYSIS_ANSWERS accepts. */
type AnalysisAnswerOf<K extends keyof typeof ANALYSIS_ANSWERS> = z.input<(typeof ANALYSIS_ANSWERS)[K]>;

function requireAdmin(actor: Actor) {
  if (!actor.isAdmin) throw new AppError('ADMIN_REQUIRED', ADMIN_MESSAGES.adminRequired);
}

/** Runs one analysis (for an admin, checked by the caller) in the spec's envelope. */
async function answer<T>(failure: string, work: () => Promise<T>): Promise<AnalysisAnswer<T>> {
  try {
    return { success: true, message: 'OK', data: await work() };
  } catch (error) {
    // Only an AppError's message is written for the caller; any other (a failed query's SQL) stays inside.
    return { success: false, message: isAppError(error) ? error.message : failure, data: null };
  }
}

export async function analysisHealth(ctx: Ctx, actor: Actor): Promise<AnalysisAnswerOf<'health'>> {
  requireAdmin(actor);
  const current = await ctx.analysis.provider();
  return { success: true, message: 'OK', data: { healthy: true, provider: current.name, model: current.model } };
}

export async function extractMetadata(
  ctx: Ctx,
  actor: Actor,
  { pitchDeckData }: z.output<typeof deckDataInput>,
): Promise<AnalysisAnswerOf<'extractMetadata'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.extractMetadata, async () => ({
    metadata: await (await ctx.analysis.provider()).extractMetadata(toDeckText(pitchDeckData), await ctx.analysis.context()),
  }));
}

export async function validatePitchDeck(
  ctx: Ctx,
  actor: Actor,
  { pitchDeckData }: z.output<typeof deckDataInput>,
): Promise<AnalysisAnswerOf<'validatePitchDeck'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.validate, async () => ({
    data: await (await ctx.analysis.provider()).validatePitchDeck(toDeckText(pitchDeckData), await ctx.analysis.context()),
  }));
}

export async function investorFitAnalysis(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof investorFitInput>,
): Promise<AnalysisAnswerOf<'investorFit'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.investorFit, async () => {
    const deck = toDeckForAnalysis(input.pitchDeckData, input.extractedMetadata);
    const provider = await ctx.analysis.provider();
    const fromProvider = await provider.investorFit(deck, input.investorProfile, await ctx.analysis.context());
    return { investorFit: investorFitOf(deck, input.investorProfile, fromProvider, deck.fieldSources) };
  });
}

export async function deepResearch(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof deepResearchInput>,
): Promise<AnalysisAnswerOf<'deepResearch'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.deepResearch, async () => {
    const provider = await ctx.analysis.provider();
    const result = await provider.deepResearch(toDeckForAnalysis(input.pitchDeckData), await ctx.analysis.context(input.industry));
    return { estimatedTime: DEFAULT_ESTIMATED_TIME, response: result.report, tier: result.tier, verdict: result.verdict };
  });
}

export async function smartQuestions(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof smartQuestionsInput>,
): Promise<AnalysisAnswerOf<'smartQuestions'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.smartQuestions, async () => {
    const deck = toDeckForAnalysis({ companyName: input.companyName, industry: input.industry, rawContent: input.analysisResults });
    const questions = await (await ctx.analysis.provider()).smartQuestions(
      { deck, analysisSummary: input.analysisResults, keyConcerns: input.keyConcerns, redFlags: input.redFlags },
      await ctx.analysis.context(input.industry),
    );
    return { questions };
  });
}

export async function dataFreshness(
  ctx: Ctx,
  actor: Actor,
  { pitchDeckData }: z.output<typeof deckDataInput>,
): Promise<AnalysisAnswerOf<'dataFreshness'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.dataFreshness, async () => ({
    response: await (await ctx.analysis.provider()).dataFreshness(toDeckForAnalysis(pitchDeckData), await ctx.analysis.context()),
  }));
}

export async function newsIntelligence(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof newsIntelligenceInput>,
): Promise<AnalysisAnswerOf<'newsIntelligence'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.newsIntelligence, async () => ({
    newsIntelligence: await (await ctx.analysis.provider()).newsIntelligence(
      toDeckForAnalysis({
        companyName: input.companyName,
        industry: input.industry,
        geography: input.location,
        website: input.website,
        keyPeople: input.keyPeople,
      }),
      await ctx.analysis.context(input.industry),
    ),
  }));
}

/**
 * The structured analysis (§7.1 `structuredAnalysis`): an analysis given in `analysis` is structured as
 * it is, without calling the engine; otherwise the engine's deep research on the deck is structured.
 */
export async function structuredAnalysis(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof structuredAnalysisInput>,
): Promise<AnalysisAnswerOf<'structuredAnalysis'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.structuredAnalysis, async () => {
    if (input.analysis?.trim()) return { structuredAnalysis: structuredAnalysisOf(input.analysis) };
    const { companyName, industry, stage, roundSize } = input;
    const fields = Object.fromEntries(
      Object.entries({ companyName, industry, stage, roundSize }).filter(([, value]) => value?.trim()),
    );
    const deck = toDeckForAnalysis(input.pitchDeckData ?? '', fields);
    const provider = await ctx.analysis.provider();
    const result = await provider.deepResearch(deck, await ctx.analysis.context(industry?.trim() || deck.industry || undefined));
    return { structuredAnalysis: structuredAnalysisOf(result.report) };
  });
}

export async function generateContent(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof generateContentInput>,
): Promise<AnalysisAnswerOf<'generateContent'>> {
  requireAdmin(actor);
  return answer(ANALYSIS_CALL_ERRORS.generateContent, async () => ({
    response: await (await ctx.analysis.provider()).generateContent(
      { prompt: input.prompt, temperature: input.temperature },
      await ctx.analysis.context(),
    ),
  }));
}

/** pitchDeckData arrives as text or as the spec's deck JSON; the engine wants slides. */
function toDeckText(data: string | Record<string, unknown>): DeckText {
  const deck = toDeckForAnalysis(data);
  return { fileName: `${deck.companyName}.pdf`, pages: deck.pages };
}

function toDeckForAnalysis(data: string | Record<string, unknown>, metadata: Record<string, unknown> = {}): DeckForAnalysis {
  let record: Record<string, unknown> = {};
  if (typeof data === 'string') {
    try {
      const parsed = JSON.parse(data);
      record = typeof parsed === 'object' && parsed ? parsed : { rawContent: data };
    } catch {
      record = { rawContent: data };
    }
  } else {
    record = data;
  }
  const field = (key: string, ...aliases: string[]) => {
    for (const name of [key, ...aliases]) {
      const value = metadata[name] ?? record[name];
      if (typeof value === 'string' && value) return value;
    }
    return '';
  };
  const raw = field('rawContent', 'raw_content');
  return {
    id: field('id', 'deckId'),
    companyName: field('companyName', 'company_name'),
    product: field('product'),
    industry: field('industry'),
    stage: field('stage', 'investment_stage'),
    roundSize: field('roundSize', 'funding_amount'),
    geography: field('geography', 'location'),
    website: field('website'),
    keyPeople: field('keyPeople'),
    shortDescription: field('shortDescription'),
    executiveSummary: field('executiveSummary'),
    pages: splitSlides(raw),
    fieldSources: {},
  };
}

/** Splits "--- Slide N ---" blocks (the extraction's rawContent format); plain text is one slide. */
function splitSlides(raw: string): { pageNumber: number; text: string }[] {
  const blocks = raw.split(/^--- Slide (\d+) ---$/m);
  if (blocks.length < 3) return raw.trim() ? [{ pageNumber: 1, text: raw }] : [];
  const pages: { pageNumber: number; text: string }[] = [];
  for (let i = 1; i < blocks.length; i += 2) pages.push({ pageNumber: Number(blocks[i]), text: (blocks[i + 1] ?? '').trim() });
  return pages;
}
