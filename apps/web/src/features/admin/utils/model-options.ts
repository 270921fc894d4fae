import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';

export interface ModelOption {
  id: string;
  name: string;
  description: string;
  isCustom: boolean;
}

/** Spec §2.7: id and name are required, and an id may not repeat. */
export function validateCustomModel(
  input: { id: string; name: string },
  existing: readonly ModelOption[],
): { ok: true } | { ok: false; message: string } {
  if (!input.id.trim() || !input.name.trim())
    return { ok: false, message: ADMIN_MESSAGES.modelFieldsRequired };
  if (existing.some((model) => model.id === input.id.trim()))
    return { ok: false, message: ADMIN_MESSAGES.modelExists };
  return { ok: true };
}

/** Reads the locally kept custom models, ignoring anything malformed. */
export function parseStoredModels(raw: string | null): ModelOption[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is ModelOption =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.id === 'string' &&
          typeof item.name === 'string',
      )
      .map((item) => ({
        id: item.id,
        name: item.name,
        description: String(item.description ?? ''),
        isCustom: true,
      }));
  } catch {
    return [];
  }
}
