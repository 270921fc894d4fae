import { z } from 'zod';
import { categoryName, repeatedCategory } from '@pitchscope/domain/industry-categories';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAdminAction } from './audit.repository.ts';
import { APP_DOCUMENT_KEYS, readAppDocument, writeAppDocument } from './app-documents.repository.ts';
import { INDUSTRY_SEED } from './industry-seed.ts';
import * as repo from './industries.repository.ts';

/**
 * Industry management (spec deep-analysis-admin §2.8, §7.2): the hierarchy, the deep research text per
 * industry, the analysis configurations per industry or 'industry:sub-industry', the category list and
 * the per-industry specific analysis of the AI-configuration page. The answers keep the snake_case
 * shapes of the spec's calls.
 */

const INDUSTRY_NOT_FOUND = 'Industry not found';
const SUB_INDUSTRY_NOT_FOUND = 'Sub-industry not found';

// ---- input schemas (the request bodies of §7.2) ----

/** "Comma-separated lists are trimmed and empty items dropped; critical questions are one per line" (§5). */
const listInput = (separator: RegExp) =>
  z
    .union([z.array(z.string().max(2000)).max(100), z.string().max(50_000)])
    .transform((value) =>
      (typeof value === 'string' ? value.split(separator) : value).map((item) => item.trim()).filter(Boolean),
    );

export const deepResearchUpdateSchema = z.object({
  industry_name: z.string().trim().min(1).max(200),
  deep_research: z.string().max(50_000),
});
export type DeepResearchUpdate = z.output<typeof deepResearchUpdateSchema>;

export const analysisConfigUpdateSchema = z.object({
  industry_name: z.string().trim().min(1).max(200),
  sub_industry_name: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  specific_analysis: z.string().max(20_000).optional(),
  specific_sections: z.string().max(20_000).optional(),
  specific_metrics: z.string().max(20_000).optional(),
  specific_focus: z.string().max(20_000).optional(),
});
export type AnalysisConfigUpdate = z.output<typeof analysisConfigUpdateSchema>;

export const categoriesUpdateSchema = z.object({
  categories: z.array(z.string().max(200)).max(200),
});
export type CategoriesUpdate = z.output<typeof categoriesUpdateSchema>;

export const industryAnalysisUpdateSchema = z.object({
  name: z.string().trim().max(200).optional(),
  key_metrics: listInput(/,/).optional(),
  focus_areas: listInput(/,/).optional(),
  critical_questions: listInput(/\r?\n/).optional(),
});
export type IndustryAnalysisUpdate = z.output<typeof industryAnalysisUpdateSchema>;

// ---- seeding ----

/** Fills an empty industries table with the built-in knowledge; a table with any row is left alone. */
export async function seedIndustries(db: DbOrTx): Promise<number> {
  if ((await repo.countIndustries(db)) > 0) return 0;
  return repo.insertIndustries(
    db,
    INDUSTRY_SEED.map((industry, index) => ({
      name: industry.name,
      description: industry.description,
      subIndustries: industry.subIndustries,
      deepResearch: industry.deepResearch,
      deepResearchUpdatedAt: null,
      keyMetrics: industry.keyMetrics,
      focusAreas: industry.focusAreas,
      criticalQuestions: industry.criticalQuestions,
      sortOrder: index,
    })),
  );
}

// ---- reads ----

export interface IndustryHierarchy {
  [industry: string]: { description: string; sub_industries: Record<string, string> };
}

export async function getIndustrySystem(db: DbOrTx) {
  const rows = await repo.listIndustryRows(db);
  const hierarchy: IndustryHierarchy = {};
  let totalSubIndustries = 0;
  for (const row of rows) {
    hierarchy[row.name] = {
      description: row.description,
      sub_industries: Object.fromEntries(row.subIndustries.map((sub) => [sub.name, sub.description])),
    };
    totalSubIndustries += row.subIndustries.length;
  }
  return {
    success: true as const,
    data: { hierarchy, total_industries: rows.length, total_sub_industries: totalSubIndustries },
  };
}

const toDeepResearchEntry = (row: repo.IndustryRow) => ({
  industry_name: row.name,
  deep_research: row.deepResearch,
  last_updated: row.deepResearchUpdatedAt?.toISOString() ?? null,
});

export async function getDeepResearch(db: DbOrTx) {
  const rows = await repo.listIndustryRows(db);
  return {
    success: true as const,
    data: Object.fromEntries(rows.map((row) => [row.name, toDeepResearchEntry(row)])),
  };
}

const analysisConfigKey = (industry: string, subIndustry: string | null) =>
  subIndustry ? `${industry}:${subIndustry}` : industry;

const toAnalysisConfigEntry = (row: repo.AnalysisConfigRow) => ({
  industry_name: row.industryName,
  sub_industry_name: row.subIndustryName,
  specific_analysis: row.specificAnalysis,
  specific_sections: row.specificSections,
  specific_metrics: row.specificMetrics,
  specific_focus: row.specificFocus,
  last_updated: row.lastUpdated.toISOString(),
});

export async function getAnalysisConfigs(db: DbOrTx) {
  const rows = await repo.listAnalysisConfigRows(db);
  return {
    success: true as const,
    data: { data: Object.fromEntries(rows.map((row) => [row.key, toAnalysisConfigEntry(row)])) },
  };
}

/** The category list: the stored one, or the industries' names until an admin saves one. */
async function readCategories(db: DbOrTx, rows: repo.IndustryRow[]): Promise<string[]> {
  const stored = await readAppDocument<{ categories?: unknown }>(db, APP_DOCUMENT_KEYS.industryCategories);
  const categories = stored?.categories;
  if (Array.isArray(categories) && categories.every((item) => typeof item === 'string'))
    return categories as string[];
  return rows.map((row) => row.name);
}

export async function getCategories(db: DbOrTx) {
  const rows = await repo.listIndustryRows(db);
  return {
    categories: await readCategories(db, rows),
    specific_analysis: Object.fromEntries(
      rows.map((row) => [
        row.name,
        {
          name: row.name,
          key_metrics: row.keyMetrics,
          focus_areas: row.focusAreas,
          critical_questions: row.criticalQuestions,
        },
      ]),
    ),
  };
}

// ---- writes ----

async function requireIndustry(db: DbOrTx, name: string): Promise<repo.IndustryRow> {
  const row = await repo.findIndustryRow(db, name);
  if (!row) throw new AppError('NOT_FOUND', INDUSTRY_NOT_FOUND);
  return row;
}

export async function saveDeepResearch(db: Db, actor: Actor, input: DeepResearchUpdate, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    await requireIndustry(tx, input.industry_name);
    const row = await repo.updateIndustry(tx, input.industry_name, {
      deepResearch: input.deep_research,
      deepResearchUpdatedAt: now,
    });
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'industry.deep-research.save',
      targetType: 'industry',
      targetId: input.industry_name,
      details: { length: input.deep_research.length },
    });
    return { success: true as const, data: toDeepResearchEntry(row!) };
  });
}

/** Saves one analysis configuration, merged over the stored one; the sub-industry must belong to the industry. */
export async function saveAnalysisConfig(
  db: Db,
  actor: Actor,
  input: AnalysisConfigUpdate,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const industry = await requireIndustry(tx, input.industry_name);
    if (
      input.sub_industry_name &&
      !industry.subIndustries.some((sub) => sub.name === input.sub_industry_name)
    ) {
      throw new AppError('NOT_FOUND', SUB_INDUSTRY_NOT_FOUND);
    }
    const key = analysisConfigKey(industry.name, input.sub_industry_name);
    const existing = await repo.findAnalysisConfig(tx, key);
    const saved = await repo.upsertAnalysisConfig(tx, {
      key,
      industryName: industry.name,
      subIndustryName: input.sub_industry_name,
      specificAnalysis: input.specific_analysis ?? existing?.specificAnalysis ?? '',
      specificSections: input.specific_sections ?? existing?.specificSections ?? '',
      specificMetrics: input.specific_metrics ?? existing?.specificMetrics ?? '',
      specificFocus: input.specific_focus ?? existing?.specificFocus ?? '',
      lastUpdated: now,
    });
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'industry.analysis-config.save',
      targetType: 'industry',
      targetId: key,
    });
    return { success: true as const, data: toAnalysisConfigEntry(saved) };
  });
}

/** Replaces the category list: each name trimmed, none empty, none repeated in any case (spec §2.8). */
export async function saveCategories(db: Db, actor: Actor, input: CategoriesUpdate) {
  const categories = input.categories.map(categoryName);
  if (categories.some((category) => !category)) {
    throw new AppError('VALIDATION_FAILED', 'categories: a category name must not be empty');
  }
  const duplicate = repeatedCategory(categories);
  if (duplicate) throw new AppError('VALIDATION_FAILED', `categories: "${duplicate}" is already present`);
  await db.transaction(async (tx) => {
    await writeAppDocument(tx, APP_DOCUMENT_KEYS.industryCategories, { categories }, actor.userId);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'industry.categories.save',
      targetType: 'industry',
      details: { count: categories.length },
    });
  });
  return { success: true as const };
}

/** Saves the key metrics, focus areas and critical questions of one industry. */
export async function saveIndustryAnalysis(
  db: Db,
  actor: Actor,
  industryName: string,
  input: IndustryAnalysisUpdate,
) {
  if (input.name && input.name !== industryName) {
    throw new AppError('VALIDATION_FAILED', 'name: must match the industry being saved');
  }
  await db.transaction(async (tx) => {
    await requireIndustry(tx, industryName);
    const values = {
      ...(input.key_metrics ? { keyMetrics: input.key_metrics } : {}),
      ...(input.focus_areas ? { focusAreas: input.focus_areas } : {}),
      ...(input.critical_questions ? { criticalQuestions: input.critical_questions } : {}),
    };
    if (Object.keys(values).length > 0) await repo.updateIndustry(tx, industryName, values);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'industry.analysis.save',
      targetType: 'industry',
      targetId: industryName,
    });
  });
  return { success: true as const };
}
