import { z } from 'zod';
import { AI_CONFIG_BOUNDS, DEFAULT_MODELS } from '@pitchscope/domain/constants';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import type { DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { APP_DOCUMENT_KEYS, insertAppDocumentIfAbsent, readAppDocument } from './app-documents.repository.ts';
import { listPrompts } from './prompts.service.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';

/**
 * The AI configuration page (/admin-ai-config, spec deep-analysis-admin §2.7, §7.2): one service,
 * "Primary Intelligence", with its model options, three named configurations and the prompts keyed by
 * type. The configurations live in app_documents; missing or invalid entries read as the defaults.
 */

export const AI_SERVICE = { id: 'primary', name: 'Primary Intelligence' } as const;
export const CONFIGURATION_TYPES = ['extraction', 'analysis', 'generation'] as const;
export type ConfigurationType = (typeof CONFIGURATION_TYPES)[number];

/** One named configuration, within the admin bounds of spec §5. */
export const aiConfigurationSchema = z.object({
  model: z.string().trim().min(1).max(200),
  temperature: z.number().min(AI_CONFIG_BOUNDS.temperature.min).max(AI_CONFIG_BOUNDS.temperature.max),
  maxOutputTokens: z
    .number()
    .int()
    .min(AI_CONFIG_BOUNDS.maxOutputTokens.min)
    .max(AI_CONFIG_BOUNDS.maxOutputTokens.max),
  topK: z.number().int().min(AI_CONFIG_BOUNDS.topK.min).max(AI_CONFIG_BOUNDS.topK.max),
  topP: z.number().min(AI_CONFIG_BOUNDS.topP.min).max(AI_CONFIG_BOUNDS.topP.max),
  description: z.string().max(1000),
});
export type AiConfiguration = z.infer<typeof aiConfigurationSchema>;

export interface ModelOption {
  id: string;
  name: string;
  description: string;
  isCustom: boolean;
}

/** The defaults use the configured ANALYSIS_MODEL when there is one, so the page shows what runs. */
export function defaultConfigurations(configuredModel?: string): Record<ConfigurationType, AiConfiguration> {
  const [pro, flash] = [DEFAULT_MODELS[0]!.id, DEFAULT_MODELS[1]!.id];
  const { topK, topP, maxOutputTokens } = AI_CONFIG_BOUNDS;
  return {
    extraction: {
      model: configuredModel ?? flash,
      temperature: 0.1,
      maxOutputTokens: 8192,
      topK: topK.default,
      topP: topP.default,
      description:
        'Deck extraction, metadata and pitch-deck validation: low temperature for faithful, repeatable output.',
    },
    analysis: {
      model: configuredModel ?? pro,
      temperature: 0.3,
      maxOutputTokens: 8192,
      topK: topK.default,
      topP: topP.default,
      description: 'Deep research, data freshness and investor fit: careful reasoning over the deck.',
    },
    generation: {
      model: configuredModel ?? pro,
      temperature: 0.7,
      maxOutputTokens: maxOutputTokens.default,
      topK: topK.default,
      topP: topP.default,
      description: 'Smart questions, news intelligence and free-form content: more varied wording.',
    },
  };
}

export function modelOptions(configuredModel?: string, provider?: string): ModelOption[] {
  const models: ModelOption[] = DEFAULT_MODELS.map((model) => ({ ...model }));
  if (configuredModel && !models.some((model) => model.id === configuredModel)) {
    models.unshift({
      id: configuredModel,
      name: configuredModel,
      description: `Configured for this installation${provider ? ` (${provider})` : ''} by ANALYSIS_MODEL`,
      isCustom: false,
    });
  }
  return models;
}

/** The stored configurations merged over the defaults; an invalid stored entry reads as its default. */
export async function getConfigurations(
  db: DbOrTx,
  configuredModel?: string,
): Promise<Record<ConfigurationType, AiConfiguration>> {
  const defaults = defaultConfigurations(configuredModel);
  const stored =
    (await readAppDocument<Record<string, unknown>>(db, APP_DOCUMENT_KEYS.aiConfigurations)) ?? {};
  const merged = { ...defaults };
  for (const type of CONFIGURATION_TYPES) {
    const candidate = stored[type];
    if (candidate && typeof candidate === 'object') {
      const parsed = aiConfigurationSchema.safeParse({ ...defaults[type], ...candidate });
      if (parsed.success) merged[type] = parsed.data;
    }
  }
  return merged;
}

/** Stores the default configurations when none are stored yet (called by the startup seed). */
export async function ensureAiConfigurations(db: DbOrTx, configuredModel?: string): Promise<void> {
  await insertAppDocumentIfAbsent(
    db,
    APP_DOCUMENT_KEYS.aiConfigurations,
    defaultConfigurations(configuredModel),
  );
}

export async function getAiConfig(ctx: Pick<AnalysisAppContext, 'db' | 'config'>) {
  const configuredModel = ctx.config.ANALYSIS_MODEL || undefined;
  const [configurations, prompts] = await Promise.all([
    getConfigurations(ctx.db, configuredModel),
    listPrompts(ctx.db),
  ]);
  const models = modelOptions(configuredModel, ctx.config.analysisProvider);
  return {
    success: true as const,
    data: {
      service: AI_SERVICE,
      provider: ctx.config.analysisProvider,
      models,
      configurations,
      prompts: Object.fromEntries(
        prompts.map((prompt) => [
          prompt.id,
          {
            name: prompt.name,
            description: prompt.description,
            variables: prompt.variables,
            template: prompt.template,
          },
        ]),
      ),
      message: `${AI_SERVICE.name}: ${models.length} models, ${CONFIGURATION_TYPES.length} configurations, ${prompts.length} prompts`,
    },
  };
}

export const aiConfigTestSchema = z.object({
  service: z.string().trim().min(1).max(100),
  configType: z.enum(CONFIGURATION_TYPES),
  testPrompt: z.string().trim().min(1).max(20_000),
});
export type AiConfigTest = z.output<typeof aiConfigTestSchema>;

const isKnownService = (service: string) =>
  [AI_SERVICE.id, AI_SERVICE.name].some((name) => name.toLowerCase() === service.toLowerCase());

/**
 * The "Test" action: sends the prompt to the provider that answers analysis calls right now (the
 * configured LLM when the real-analysis switch is on, else the local engine) with the configuration's
 * temperature, and returns its answer.
 */
export async function testAiConfig(
  ctx: Pick<AnalysisAppContext, 'db' | 'config' | 'analysis' | 'clock'>,
  input: AiConfigTest,
) {
  if (!isKnownService(input.service)) throw new AppError('NOT_FOUND', `Unknown service: ${input.service}`);
  const configuration = (await getConfigurations(ctx.db, ctx.config.ANALYSIS_MODEL || undefined))[
    input.configType
  ];
  const started = ctx.clock().getTime();
  try {
    const provider = await ctx.analysis.provider();
    const response = await provider.generateContent(
      { prompt: input.testPrompt, temperature: configuration.temperature },
      await ctx.analysis.context(),
    );
    return {
      success: true as const,
      data: {
        response,
        service: AI_SERVICE.name,
        configType: input.configType,
        configuration,
        provider: provider.name,
        model: provider.model,
        durationMs: Math.max(0, ctx.clock().getTime() - started),
      },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PROVIDER_ERROR', ADMIN_MESSAGES.testFailed.message, {
      title: ADMIN_MESSAGES.testFailed.title,
      reason: (error as Error)?.message,
    });
  }
}
