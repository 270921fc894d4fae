import { z } from 'zod';
import { PROMPT_EDITOR_BOUNDS } from '@pitchscope/domain/constants';
import { aiConfigSchema, promptSchema, type Prompt } from '@pitchscope/domain/contracts/admin';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAdminAction } from './audit.repository.ts';
import { DEFAULT_PROMPTS, DEFAULT_PROMPT_IDS, type DefaultPrompt } from './default-prompts.ts';
import * as repo from './prompts.repository.ts';

/**
 * The analysis prompts of the Master Prompt Editor (spec deep-analysis-admin §2.7, §7.3 adminPrompts).
 * The database is the store; the built-in defaults fill it at startup and never overwrite an edit.
 */

const PROMPT_NOT_FOUND = 'Prompt not found';

/** The editor's bounds (spec §5): max tokens 512 to 8192 in steps of 512, temperature 0 to 1, top K 1 to 100. */
const editorAiConfigSchema = aiConfigSchema.extend({
  temperature: z.number().min(PROMPT_EDITOR_BOUNDS.temperature.min).max(PROMPT_EDITOR_BOUNDS.temperature.max),
  maxTokens: z
    .number()
    .int()
    .min(PROMPT_EDITOR_BOUNDS.maxTokens.min)
    .max(PROMPT_EDITOR_BOUNDS.maxTokens.max)
    .multipleOf(PROMPT_EDITOR_BOUNDS.maxTokens.step),
  topK: z.number().int().min(PROMPT_EDITOR_BOUNDS.topK.min).max(PROMPT_EDITOR_BOUNDS.topK.max),
});

/**
 * `PUT /api/admin/prompts/:id`: any prompt fields; the editor sends the whole prompt (its id and
 * lastUpdated are accepted and ignored: the path names the prompt, the server stamps the time).
 */
export const promptUpdateSchema = promptSchema
  .omit({ id: true, aiConfig: true })
  .extend({
    aiConfig: editorAiConfigSchema,
    id: z.string().optional(),
    lastUpdated: z.string().nullable().optional(),
  })
  .partial()
  .strict();
export type PromptUpdate = z.infer<typeof promptUpdateSchema>;

function toPrompt(row: repo.PromptRow): Prompt {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    template: row.template,
    variables: row.variables,
    aiConfig: row.aiConfig,
    category: row.category,
    isActive: row.isActive,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
  };
}

const toInsert = (prompt: DefaultPrompt, lastUpdated: Date | null): repo.PromptInsert => ({
  ...prompt,
  lastUpdated,
});

/** Stores each default prompt whose id is missing and keeps every existing one. Returns the ids added. */
export async function syncDefaultPrompts(db: DbOrTx): Promise<string[]> {
  return repo.insertMissingPrompts(
    db,
    DEFAULT_PROMPTS.map((prompt) => toInsert(prompt, null)),
  );
}

/** Built-in prompts first, in their usual order, then any other stored prompt by id. */
export async function listPrompts(db: DbOrTx): Promise<Prompt[]> {
  const rows = await repo.listPromptRows(db);
  const rank = (id: string) => {
    const index = DEFAULT_PROMPT_IDS.indexOf(id);
    return index === -1 ? DEFAULT_PROMPT_IDS.length : index;
  };
  return rows.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id)).map(toPrompt);
}

/**
 * Saves an edit, merged over the stored prompt (or over its built-in default when it was never
 * stored) with a new lastUpdated. Unknown ids are refused: cleanup would remove them anyway.
 */
export async function savePrompt(
  db: Db,
  actor: Actor,
  id: string,
  input: PromptUpdate,
  now: Date = new Date(),
): Promise<Prompt> {
  if (input.id !== undefined && input.id !== id) {
    throw new AppError('VALIDATION_FAILED', 'id: must match the prompt being saved');
  }
  const { id: _id, lastUpdated: _lastUpdated, ...changes } = input;
  return db.transaction(async (tx) => {
    const stored = await repo.findPromptRow(tx, id);
    const base = stored ?? DEFAULT_PROMPTS.find((prompt) => prompt.id === id);
    if (!base) throw new AppError('NOT_FOUND', PROMPT_NOT_FOUND);
    const saved = await repo.upsertPrompt(tx, {
      id,
      name: changes.name ?? base.name,
      description: changes.description ?? base.description,
      template: changes.template ?? base.template,
      variables: changes.variables ?? base.variables,
      aiConfig: changes.aiConfig ?? base.aiConfig,
      category: changes.category ?? base.category,
      isActive: changes.isActive ?? base.isActive,
      lastUpdated: now,
    });
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'prompt.save',
      targetType: 'prompt',
      targetId: id,
      details: { fields: Object.keys(changes) },
    });
    return toPrompt(saved);
  });
}

/**
 * "Cleanup": removes every stored prompt that is not a built-in one, then restores any missing default
 * (the store's "force cleanup and sync"). `active` is the number of prompts stored afterwards.
 */
export async function cleanupPrompts(db: Db, actor: Actor): Promise<{ removed: string[]; active: number }> {
  return db.transaction(async (tx) => {
    const removed = await repo.deletePromptsExcept(tx, DEFAULT_PROMPT_IDS);
    const restored = await syncDefaultPrompts(tx);
    const active = (await repo.listPromptRows(tx)).length;
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'prompts.cleanup',
      targetType: 'prompt',
      details: { removed, restored },
    });
    return { removed, active };
  });
}
