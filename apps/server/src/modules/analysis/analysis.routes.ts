import type { FastifyInstance } from 'fastify';
import { ANALYSIS_CALLS_PER_MINUTE } from '@pitchscope/domain/constants';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import * as analysisApi from './analysis-api.service.ts';
import type { AnalysisAppContext } from './analysis.service.ts';
import { API_TAGS, analysisBodyDescription, describeRoute } from '../../platform/http/route-description.ts';

/**
 * The spec's analysis HTTP API (deep-analysis-admin §7.1), admin-only (ADR 10); each call that reaches
 * the model is also limited per admin. The service validates its input and answers in the spec's envelope.
 */
export async function analysisRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const admin = { config: { access: 'admin' as const } };
  const modelCall = {
    config: {
      access: 'admin' as const,
      rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, ANALYSIS_CALLS_PER_MINUTE),
    },
  };

  app.get(
    '/api/analysis/health',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Analysis provider health',
        response: analysisApi.ANALYSIS_ANSWERS.health,
        notes: 'Answer: `{success,message,data:{healthy,provider,model}}`.',
      }),
    },
    (request) => analysisApi.analysisHealth(ctx, actorOf(request)),
  );
  app.post(
    '/api/analysis/extract-metadata',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Extract deck metadata',
        body: analysisApi.deckDataInput,
        response: analysisApi.ANALYSIS_ANSWERS.extractMetadata,
        description: analysisBodyDescription,
        notes: 'Input: `{pitchDeckData}`. Answer: `{success,message,data}`.',
      }),
    },
    (request) => analysisApi.extractMetadata(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/validate-pitch-deck',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Is this text a pitch deck',
        body: analysisApi.deckDataInput,
        response: analysisApi.ANALYSIS_ANSWERS.validatePitchDeck,
        description: analysisBodyDescription,
        notes: 'Input: `{pitchDeckData}`. Answer: `{success,message,data:{data:{isValid,reasoning}}}`.',
      }),
    },
    (request) => analysisApi.validatePitchDeck(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/investor-fit-analysis',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Rate investor fit',
        body: analysisApi.investorFitInput,
        response: analysisApi.ANALYSIS_ANSWERS.investorFit,
        description: analysisBodyDescription,
        notes:
          'Input: `{pitchDeckData,investorProfile,extractedMetadata}`. Answer: `{success,message,data:{investorFit}}`.',
      }),
    },
    (request) => analysisApi.investorFitAnalysis(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/deep-research',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Deep research on a deck',
        body: analysisApi.deepResearchInput,
        response: analysisApi.ANALYSIS_ANSWERS.deepResearch,
        description: analysisBodyDescription,
        notes:
          'Input: `{pitchDeckData,industry,deckId}`. Answer: `{success,message,data:{estimatedTime,response}}`.',
      }),
    },
    (request) => analysisApi.deepResearch(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/smart-questions',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Smart questions',
        body: analysisApi.smartQuestionsInput,
        response: analysisApi.ANALYSIS_ANSWERS.smartQuestions,
        description: analysisBodyDescription,
        notes:
          'Input: `{industry,analysisResults,companyName,keyConcerns,redFlags}`. Answer: `{success,message,data:{questions}}`.',
      }),
    },
    (request) => analysisApi.smartQuestions(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/data-freshness',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Data freshness',
        body: analysisApi.deckDataInput,
        response: analysisApi.ANALYSIS_ANSWERS.dataFreshness,
        description: analysisBodyDescription,
        notes: 'Input: `{pitchDeckData}`. Answer: `{success,message,data:{response}}`.',
      }),
    },
    (request) => analysisApi.dataFreshness(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/news-intelligence',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'News intelligence',
        body: analysisApi.newsIntelligenceInput,
        response: analysisApi.ANALYSIS_ANSWERS.newsIntelligence,
        description: analysisBodyDescription,
        notes:
          'Input: `{companyName,industry,location,website,keyPeople,deckId}`. Answer: `{success,message,data:{newsIntelligence}}`.',
      }),
    },
    (request) => analysisApi.newsIntelligence(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/structured-analysis',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Structured analysis of a deck or of a given analysis',
        body: analysisApi.structuredAnalysisInput,
        response: analysisApi.ANALYSIS_ANSWERS.structuredAnalysis,
        description: analysisBodyDescription,
        notes:
          'Input: `{pitchDeckData}` or `{companyName,industry,stage,roundSize,analysis}` (an analysis given is structured without calling the engine). Answer: `{success,message,data:{structuredAnalysis}}`.',
      }),
    },
    (request) => analysisApi.structuredAnalysis(ctx, actorOf(request), request.body),
  );
  app.post(
    '/api/analysis/generateContent',
    {
      ...modelCall,
      schema: describeRoute({
        tag: API_TAGS.analysis,
        summary: 'Free prompt to the configured model',
        body: analysisApi.generateContentInput,
        response: analysisApi.ANALYSIS_ANSWERS.generateContent,
        description: analysisBodyDescription,
        notes: 'Input: `{prompt,model?,temperature?,deckId?}`. Answer: `{success,message,data:{response}}`.',
      }),
    },
    (request) => analysisApi.generateContent(ctx, actorOf(request), request.body),
  );
}
