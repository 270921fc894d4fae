import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_ESTIMATED_TIME } from '@pitchscope/domain/constants';
import { ANALYSIS_CALL_ERRORS } from '@pitchscope/domain/messages';
import { investorProfileSchema } from '@pitchscope/domain/contracts/accounts';
import { investorFitOf } from '@pitchscope/domain/investor-fit';
import type { AppContext } from '../../context.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { isAppError } from '../../platform/errors.ts';
import type { DeckForAnalysis, DeckText } from './analysis.provider.ts';

/**
 * The spec's analysis HTTP API (deep-analysis-admin §7.1), for a signed-in user: answers are normalised
 * to {success, message, data}; failures keep that shape with success false.
 */
const text = z.string().max(2_000_000);
const deckDataSchema = z.union([text, z.record(z.string(), z.unknown())]);

export async function analysisRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };
  const respond = async (failure: string, work: () => Promise<unknown>) => {
    try {
      return { success: true, message: 'OK', data: await work() };
    } catch (error) {
      // Only an AppError's message is written for users; any other (a failed query's SQL) stays inside.
      return { success: false, message: isAppError(error) ? error.message : failure, data: null };
    }
  };
  const provider = () => ctx.analysis.provider();

  app.get('/api/analysis/health', user, async () => {
    const current = await provider();
    return { success: true, message: 'OK', data: { healthy: true, provider: current.name, model: current.model } };
  });

  app.post('/api/analysis/extract-metadata', user, async (request) => {
    const { pitchDeckData } = parseInput(z.object({ pitchDeckData: deckDataSchema }), request.body);
    return respond(ANALYSIS_CALL_ERRORS.extractMetadata, async () => ({
      metadata: await (await provider()).extractMetadata(toDeckText(pitchDeckData), await ctx.analysis.context()),
    }));
  });

  app.post('/api/analysis/validate-pitch-deck', user, async (request) => {
    const { pitchDeckData } = parseInput(z.object({ pitchDeckData: deckDataSchema }), request.body);
    return respond(ANALYSIS_CALL_ERRORS.validate, async () => ({
      data: await (await provider()).validatePitchDeck(toDeckText(pitchDeckData), await ctx.analysis.context()),
    }));
  });

  app.post('/api/analysis/investor-fit-analysis', user, async (request) => {
    const body = parseInput(
      z.object({ pitchDeckData: deckDataSchema, investorProfile: investorProfileSchema, extractedMetadata: z.record(z.string(), z.unknown()).optional() }),
      request.body,
    );
    return respond(ANALYSIS_CALL_ERRORS.investorFit, async () => {
      const deck = toDeckForAnalysis(body.pitchDeckData, body.extractedMetadata);
      const fromProvider = await (await provider()).investorFit(deck, body.investorProfile, await ctx.analysis.context());
      return { investorFit: investorFitOf(deck, body.investorProfile, fromProvider, deck.fieldSources) };
    });
  });

  app.post('/api/analysis/deep-research', user, async (request) => {
    const body = parseInput(z.object({ pitchDeckData: deckDataSchema, industry: z.string().max(200).default('General'), deckId: z.string().max(100).optional() }), request.body);
    return respond(ANALYSIS_CALL_ERRORS.deepResearch, async () => {
      const result = await (await provider()).deepResearch(toDeckForAnalysis(body.pitchDeckData), await ctx.analysis.context(body.industry));
      return { estimatedTime: DEFAULT_ESTIMATED_TIME, response: result.report, tier: result.tier, verdict: result.verdict };
    });
  });

  app.post('/api/analysis/smart-questions', user, async (request) => {
    const body = parseInput(
      z.object({
        industry: z.string().max(200),
        analysisResults: text.default(''),
        companyName: z.string().max(300),
        keyConcerns: z.array(z.string().max(2000)).max(50).default([]),
        redFlags: z.array(z.string().max(2000)).max(50).default([]),
      }),
      request.body,
    );
    return respond(ANALYSIS_CALL_ERRORS.smartQuestions, async () => {
      const deck = toDeckForAnalysis({ companyName: body.companyName, industry: body.industry, rawContent: body.analysisResults });
      const questions = await (await provider()).smartQuestions(
        { deck, analysisSummary: body.analysisResults, keyConcerns: body.keyConcerns, redFlags: body.redFlags },
        await ctx.analysis.context(body.industry),
      );
      return { questions };
    });
  });

  app.post('/api/analysis/data-freshness', user, async (request) => {
    const { pitchDeckData } = parseInput(z.object({ pitchDeckData: deckDataSchema }), request.body);
    return respond(ANALYSIS_CALL_ERRORS.dataFreshness, async () => ({
      response: await (await provider()).dataFreshness(toDeckForAnalysis(pitchDeckData), await ctx.analysis.context()),
    }));
  });

  app.post('/api/analysis/news-intelligence', user, async (request) => {
    const body = parseInput(
      z.object({
        companyName: z.string().max(300),
        industry: z.string().max(200).default(''),
        location: z.string().max(300).default(''),
        website: z.string().max(500).default(''),
        keyPeople: z.string().max(2000).default(''),
        deckId: z.string().max(100).optional(),
      }),
      request.body,
    );
    return respond(ANALYSIS_CALL_ERRORS.newsIntelligence, async () => ({
      newsIntelligence: await (await provider()).newsIntelligence(
        toDeckForAnalysis({ companyName: body.companyName, industry: body.industry, geography: body.location, website: body.website, keyPeople: body.keyPeople }),
        await ctx.analysis.context(body.industry),
      ),
    }));
  });

  app.post('/api/analysis/generateContent', user, async (request) => {
    const body = parseInput(
      z.object({ prompt: z.string().min(1).max(200_000), model: z.string().max(200).optional(), temperature: z.number().min(0).max(2).default(0.7), deckId: z.string().max(100).optional() }),
      request.body,
    );
    return respond(ANALYSIS_CALL_ERRORS.generateContent, async () => ({
      response: await (await provider()).generateContent({ prompt: body.prompt, temperature: body.temperature }, await ctx.analysis.context()),
    }));
  });
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
