import type { FastifyInstance } from 'fastify';
import { ANALYSIS_CALLS_PER_MINUTE } from '@pitchscope/domain/constants';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import * as analysisApi from './analysis-api.service.ts';
import type { AnalysisAppContext } from './analysis.service.ts';
import { API_TAGS, analysisBodyDescription } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';

/**
 * The spec's analysis HTTP API (deep-analysis-admin §7.1), admin-only (ADR 10); each call that reaches
 * the model is also limited per admin. Each body is parsed by its description's schema once the access check
 * let an admin through; the service (checking the admin again, whoever calls it) answers in the spec's envelope.
 */
export async function analysisRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const route = typedRoutes(app);
  const admin = { access: 'admin' as const };
  const modelCall = {
    access: 'admin' as const,
    rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, ANALYSIS_CALLS_PER_MINUTE),
  };

  route.get(
    '/api/analysis/health',
    admin,
    {
      tag: API_TAGS.analysis,
      summary: 'Analysis provider health',
      response: analysisApi.ANALYSIS_ANSWERS.health,
      notes: 'Answer: `{success,message,data:{healthy,provider,model}}`.',
    },
    (_input, request) => analysisApi.analysisHealth(ctx, actorOf(request)),
  );
  route.post(
    '/api/analysis/extract-metadata',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Extract deck metadata',
      body: analysisApi.deckDataInput,
      response: analysisApi.ANALYSIS_ANSWERS.extractMetadata,
      description: analysisBodyDescription,
      notes: 'Input: `{pitchDeckData}`. Answer: `{success,message,data}`.',
    },
    ({ body }, request) => analysisApi.extractMetadata(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/validate-pitch-deck',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Is this text a pitch deck',
      body: analysisApi.deckDataInput,
      response: analysisApi.ANALYSIS_ANSWERS.validatePitchDeck,
      description: analysisBodyDescription,
      notes: 'Input: `{pitchDeckData}`. Answer: `{success,message,data:{data:{isValid,reasoning}}}`.',
    },
    ({ body }, request) => analysisApi.validatePitchDeck(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/investor-fit-analysis',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Rate investor fit',
      body: analysisApi.investorFitInput,
      response: analysisApi.ANALYSIS_ANSWERS.investorFit,
      description: analysisBodyDescription,
      notes:
        'Input: `{pitchDeckData,investorProfile,extractedMetadata}`. Answer: `{success,message,data:{investorFit}}`.',
    },
    ({ body }, request) => analysisApi.investorFitAnalysis(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/deep-research',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Deep research on a deck',
      body: analysisApi.deepResearchInput,
      response: analysisApi.ANALYSIS_ANSWERS.deepResearch,
      description: analysisBodyDescription,
      notes:
        'Input: `{pitchDeckData,industry,deckId}`. Answer: `{success,message,data:{estimatedTime,response}}`.',
    },
    ({ body }, request) => analysisApi.deepResearch(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/smart-questions',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Smart questions',
      body: analysisApi.smartQuestionsInput,
      response: analysisApi.ANALYSIS_ANSWERS.smartQuestions,
      description: analysisBodyDescription,
      notes:
        'Input: `{industry,analysisResults,companyName,keyConcerns,redFlags}`. Answer: `{success,message,data:{questions}}`.',
    },
    ({ body }, request) => analysisApi.smartQuestions(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/data-freshness',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Data freshness',
      body: analysisApi.deckDataInput,
      response: analysisApi.ANALYSIS_ANSWERS.dataFreshness,
      description: analysisBodyDescription,
      notes: 'Input: `{pitchDeckData}`. Answer: `{success,message,data:{response}}`.',
    },
    ({ body }, request) => analysisApi.dataFreshness(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/news-intelligence',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'News intelligence',
      body: analysisApi.newsIntelligenceInput,
      response: analysisApi.ANALYSIS_ANSWERS.newsIntelligence,
      description: analysisBodyDescription,
      notes:
        'Input: `{companyName,industry,location,website,keyPeople,deckId}`. Answer: `{success,message,data:{newsIntelligence}}`.',
    },
    ({ body }, request) => analysisApi.newsIntelligence(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/structured-analysis',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Structured analysis of a deck or of a given analysis',
      body: analysisApi.structuredAnalysisInput,
      response: analysisApi.ANALYSIS_ANSWERS.structuredAnalysis,
      description: analysisBodyDescription,
      notes:
        'Input: `{pitchDeckData}` or `{companyName,industry,stage,roundSize,analysis}` (an analysis given is structured without calling the engine). Answer: `{success,message,data:{structuredAnalysis}}`.',
    },
    ({ body }, request) => analysisApi.structuredAnalysis(ctx, actorOf(request), body),
  );
  route.post(
    '/api/analysis/generateContent',
    modelCall,
    {
      tag: API_TAGS.analysis,
      summary: 'Free prompt to the configured model',
      body: analysisApi.generateContentInput,
      response: analysisApi.ANALYSIS_ANSWERS.generateContent,
      description: analysisBodyDescription,
      notes: 'Input: `{prompt,model?,temperature?,deckId?}`. Answer: `{success,message,data:{response}}`.',
    },
    ({ body }, request) => analysisApi.generateContent(ctx, actorOf(request), body),
  );
}
