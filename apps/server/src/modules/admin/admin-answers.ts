/**
 * Answer schemas of the admin routes whose shapes only the admin pages use (ADR 0045); the shared ones
 * (users, decks, analytics) are in packages/domain's contracts/admin.ts.
 */
import { z } from 'zod';
import { MODEL_STATES } from '@pitchscope/domain/model-availability';
import { deckAnswerSchema, deckContentAnswerSchema } from '@pitchscope/domain/contracts/deck-answer';
import { deepAnalysisAnswerSchema } from '@pitchscope/domain/contracts/deep-analysis';
import { aiConfigurationSchema, CONFIGURATION_TYPES } from './ai-config.service.ts';

const succeeded = z.literal(true);

export const deckRawAnswerSchema = z.object({
  deck: deckAnswerSchema,
  content: deckContentAnswerSchema,
  deepAnalysis: deepAnalysisAnswerSchema.nullable(),
});

export const deepAnalysisTriggerAnswerSchema = z.object({ deckId: z.string(), status: z.string() });

export const modelHealthAnswerSchema = z.object({
  state: z.enum(MODEL_STATES),
  provider: z.string(),
  checkedAt: z.string().nullable(),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
});

export const industrySystemAnswerSchema = z.object({
  success: succeeded,
  data: z.object({
    hierarchy: z.record(
      z.string(),
      z.object({ description: z.string(), sub_industries: z.record(z.string(), z.string()) }),
    ),
    total_industries: z.number().int(),
    total_sub_industries: z.number().int(),
  }),
});

const deepResearchEntry = z.object({
  industry_name: z.string(),
  deep_research: z.string(),
  last_updated: z.string().nullable(),
});
export const deepResearchListAnswerSchema = z.object({
  success: succeeded,
  data: z.record(z.string(), deepResearchEntry),
});
export const deepResearchSavedAnswerSchema = z.object({ success: succeeded, data: deepResearchEntry });

const analysisConfigEntry = z.object({
  industry_name: z.string(),
  sub_industry_name: z.string().nullable(),
  specific_analysis: z.string(),
  specific_sections: z.string(),
  specific_metrics: z.string(),
  specific_focus: z.string(),
  last_updated: z.string(),
});
export const analysisConfigListAnswerSchema = z.object({
  success: succeeded,
  data: z.object({ data: z.record(z.string(), analysisConfigEntry) }),
});
export const analysisConfigSavedAnswerSchema = z.object({ success: succeeded, data: analysisConfigEntry });

export const categoriesAnswerSchema = z.object({
  categories: z.array(z.string()),
  specific_analysis: z.record(
    z.string(),
    z.object({
      name: z.string(),
      key_metrics: z.array(z.string()),
      focus_areas: z.array(z.string()),
      critical_questions: z.array(z.string()),
    }),
  ),
});

export const savedAnswerSchema = z.object({ success: succeeded });

const configurations = z.object(
  Object.fromEntries(CONFIGURATION_TYPES.map((type) => [type, aiConfigurationSchema])) as Record<
    (typeof CONFIGURATION_TYPES)[number],
    typeof aiConfigurationSchema
  >,
);

export const aiConfigAnswerSchema = z.object({
  success: succeeded,
  data: z.object({
    service: z.object({ id: z.string(), name: z.string() }),
    provider: z.string(),
    models: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), isCustom: z.boolean() })),
    configurations,
    prompts: z.record(
      z.string(),
      z.object({
        name: z.string(),
        description: z.string(),
        variables: z.array(z.string()),
        template: z.string(),
      }),
    ),
    message: z.string(),
  }),
});

export const aiConfigTestAnswerSchema = z.object({
  success: succeeded,
  data: z.object({
    response: z.string(),
    service: z.string(),
    configType: z.enum(CONFIGURATION_TYPES),
    configuration: aiConfigurationSchema,
    provider: z.string(),
    model: z.string(),
    durationMs: z.number(),
  }),
});
