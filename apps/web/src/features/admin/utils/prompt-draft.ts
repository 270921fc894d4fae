import { AI_CONFIG_BOUNDS, PROMPT_EDITOR_BOUNDS } from '@pitchscope/domain/constants';
import { promptSchema, type Prompt } from '@pitchscope/domain/contracts/admin';
import type { PromptInput } from '../api/update-prompt';
import { parseCommaList } from './lists';

export const PROMPT_CATEGORIES = ['extraction', 'analysis', 'generation'] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

/** The prompt editor's form state: numbers stay text while typed, variables are one comma list. */
export interface PromptDraft {
  id: string;
  name: string;
  description: string;
  template: string;
  variables: string;
  model: string;
  temperature: string;
  maxTokens: string;
  topK: string;
  topP: string;
  category: PromptCategory;
  isActive: boolean;
}

export type PromptDraftErrors = Partial<Record<keyof PromptDraft, string>>;

export function toPromptDraft(prompt: Prompt): PromptDraft {
  return {
    id: prompt.id,
    name: prompt.name,
    description: prompt.description,
    template: prompt.template,
    variables: prompt.variables.join(', '),
    model: prompt.aiConfig.model,
    temperature: String(prompt.aiConfig.temperature),
    maxTokens: String(prompt.aiConfig.maxTokens),
    topK: String(prompt.aiConfig.topK),
    topP: String(prompt.aiConfig.topP),
    category: prompt.category,
    isActive: prompt.isActive,
  };
}

/** True when the draft differs from the saved prompt in any field the editor can change. */
export function isDraftDirty(draft: PromptDraft, prompt: Prompt): boolean {
  const saved = toPromptDraft(prompt);
  return (Object.keys(saved) as (keyof PromptDraft)[]).some((key) => {
    if (key === 'variables') return parseCommaList(draft.variables).join(',') !== prompt.variables.join(',');
    return String(draft[key]) !== String(saved[key]);
  });
}

function readNumber(
  text: string,
  bounds: { min: number; max: number; step?: number },
  integer: boolean,
): { value: number } | { error: string } {
  const value = Number(text.trim());
  const range = `${bounds.min}–${bounds.max}`;
  if (text.trim() === '' || !Number.isFinite(value)) return { error: `Enter a number from ${range}` };
  if (integer && !Number.isInteger(value)) return { error: `Enter a whole number from ${range}` };
  if (value < bounds.min || value > bounds.max) return { error: `Must be between ${range}` };
  if (bounds.step !== undefined && integer) {
    const offset = (value - bounds.min) / bounds.step;
    if (Math.abs(offset - Math.round(offset)) > 1e-9) return { error: `Use steps of ${bounds.step}` };
  }
  return { value };
}

/**
 * Spec §5 prompt editor bounds: temperature 0–1 (step 0.1), max tokens 512–8192 (step 512), top K 1–100;
 * top P 0–1 as in the admin configuration bounds. Variables are a comma list, trimmed, empties dropped.
 */
export function fromPromptDraft(
  draft: PromptDraft,
): { ok: true; value: PromptInput } | { ok: false; errors: PromptDraftErrors } {
  const errors: PromptDraftErrors = {};
  const temperature = readNumber(draft.temperature, PROMPT_EDITOR_BOUNDS.temperature, false);
  const maxTokens = readNumber(draft.maxTokens, PROMPT_EDITOR_BOUNDS.maxTokens, true);
  const topK = readNumber(draft.topK, PROMPT_EDITOR_BOUNDS.topK, true);
  const topP = readNumber(draft.topP, AI_CONFIG_BOUNDS.topP, false);
  if ('error' in temperature) errors.temperature = temperature.error;
  if ('error' in maxTokens) errors.maxTokens = maxTokens.error;
  if ('error' in topK) errors.topK = topK.error;
  if ('error' in topP) errors.topP = topP.error;
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!draft.model.trim()) errors.model = 'Model is required';
  if (
    'error' in temperature ||
    'error' in maxTokens ||
    'error' in topK ||
    'error' in topP ||
    errors.name ||
    errors.model
  ) {
    return { ok: false, errors };
  }
  const candidate = {
    id: draft.id,
    name: draft.name.trim(),
    description: draft.description,
    template: draft.template,
    variables: parseCommaList(draft.variables),
    aiConfig: {
      model: draft.model.trim(),
      temperature: temperature.value,
      maxTokens: maxTokens.value,
      topK: topK.value,
      topP: topP.value,
    },
    category: draft.category,
    isActive: draft.isActive,
  };
  const parsed = promptSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'aiConfig' ? issue.path[1] : issue.path[0];
      const key = (field === undefined ? 'template' : String(field)) as keyof PromptDraft;
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, value: parsed.data };
}
