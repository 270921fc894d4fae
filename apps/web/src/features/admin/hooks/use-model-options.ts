import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_MODELS } from '@pitchscope/domain/constants';
import { parseStoredModels, validateCustomModel, type ModelOption } from '../utils/model-options';

/** Spec §2.7 / §7.3: the model list is kept locally in the browser. */
export const CUSTOM_MODELS_STORAGE_KEY = 'pitchscope.admin.customModels';
const CHANGE_EVENT = 'pitchscope:custom-models';

function readCustomModels(): ModelOption[] {
  try {
    return parseStoredModels(window.localStorage.getItem(CUSTOM_MODELS_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** The built-in models plus the admin's custom ones, shared by every screen that picks a model. */
export function useModelOptions() {
  const [custom, setCustom] = useState<ModelOption[]>(readCustomModels);

  useEffect(() => {
    const refresh = () => setCustom(readCustomModels());
    window.addEventListener(CHANGE_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(CHANGE_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);

  const save = useCallback((next: ModelOption[]) => {
    try {
      window.localStorage.setItem(CUSTOM_MODELS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      /* storage full or disabled: keep the list for this session only */
    }
    setCustom(next);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);

  const models: ModelOption[] = [...DEFAULT_MODELS, ...custom];

  /** Adds a custom model; returns the spec's message when it is refused. */
  const addModel = useCallback(
    (input: { id: string; name: string; description: string }): string | null => {
      const all = [...DEFAULT_MODELS, ...readCustomModels()];
      const check = validateCustomModel(input, all);
      if (!check.ok) return check.message;
      save([
        ...readCustomModels(),
        {
          id: input.id.trim(),
          name: input.name.trim(),
          description: input.description.trim(),
          isCustom: true,
        },
      ]);
      return null;
    },
    [save],
  );

  const removeModel = useCallback(
    (id: string) => save(readCustomModels().filter((model) => model.id !== id)),
    [save],
  );

  return { models, addModel, removeModel };
}
