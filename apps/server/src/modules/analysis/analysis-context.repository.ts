import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { industries, industryAnalysisConfigs, prompts } from '../../db/schema.ts';
import type { IndustryContext, PromptAiConfig } from './analysis.provider.ts';

/** The admin's industry knowledge for one industry: the INDUSTRY_SPECIFIC_* prompt variables. */
export async function loadIndustryContext(db: DbOrTx, industry: string): Promise<IndustryContext | undefined> {
  const [row] = await db.select().from(industries).where(eq(industries.name, industry)).limit(1);
  const [config] = await db
    .select()
    .from(industryAnalysisConfigs)
    .where(eq(industryAnalysisConfigs.key, industry))
    .limit(1);
  if (!row && !config) return undefined;
  return {
    industry,
    deepResearch: row?.deepResearch ?? '',
    specificAnalysis: config?.specificAnalysis ?? '',
    specificSections: config?.specificSections ?? '',
    specificMetrics: config?.specificMetrics || (row?.keyMetrics ?? []).join(', '),
    specificFocus: config?.specificFocus || (row?.focusAreas ?? []).join(', '),
  };
}

/** The active prompts' templates and their aiConfig (model, temperature, maxTokens, topK, topP), by prompt id. */
export async function loadPromptTemplates(
  db: DbOrTx,
): Promise<{ templates: Record<string, string>; configs: Record<string, PromptAiConfig> }> {
  const rows = await db
    .select({ id: prompts.id, template: prompts.template, aiConfig: prompts.aiConfig, isActive: prompts.isActive })
    .from(prompts);
  const active = rows.filter((row) => row.isActive);
  return {
    templates: Object.fromEntries(active.map((row) => [row.id, row.template])),
    configs: Object.fromEntries(active.map((row) => [row.id, row.aiConfig])),
  };
}
