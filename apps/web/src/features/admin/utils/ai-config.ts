import { AI_CONFIG_BOUNDS } from '@pitchscope/domain/constants';
import type { AiConfigData, AiModelConfiguration } from '../api/get-ai-config';

/** The one analysis service of Pitchscope and its label (spec §2.7). */
export const PRIMARY_SERVICE = { id: 'primary', label: 'Primary Intelligence' } as const;

export interface ConfigurationValues {
  model: string;
  temperature: number;
  maxOutputTokens: number;
  topK: number;
  topP: number;
  description: string;
}

/** A stored configuration with the spec's defaults filled in (maxOutputTokens 4096, topK 40, topP 0.8). */
export function toConfigurationValues(config: AiModelConfiguration): ConfigurationValues {
  return {
    model: config.model ?? '',
    temperature: config.temperature ?? 0,
    maxOutputTokens: config.maxOutputTokens ?? config.maxTokens ?? AI_CONFIG_BOUNDS.maxOutputTokens.default,
    topK: config.topK ?? AI_CONFIG_BOUNDS.topK.default,
    topP: config.topP ?? AI_CONFIG_BOUNDS.topP.default,
    description: config.description ?? '',
  };
}

/** Keeps a typed number inside its bounds; a non-number falls back to `fallback`. */
export function clampToBounds(value: number, bounds: { min: number; max: number }, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** The model ids listed by the configuration, whatever shape the list has. */
export function listModelIds(models: AiConfigData['models'] | null | undefined): string[] {
  if (!models) return [];
  if (Array.isArray(models)) {
    return models.map((model) => (typeof model === 'string' ? model : model.id)).filter(Boolean);
  }
  return Object.keys(models);
}

/** Spec §8: no configuration when the answer failed or holds neither configurations nor prompts. */
export function hasConfiguration(data: AiConfigData | null | undefined): data is AiConfigData {
  if (!data) return false;
  return Object.keys(data.configurations ?? {}).length > 0 || Object.keys(data.prompts ?? {}).length > 0;
}
