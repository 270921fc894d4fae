import { useEffect, useRef } from 'react';
import { AUTO_SAVE_DELAY_MS } from '@pitchscope/domain/constants';

/**
 * Calls `save` once `delayMs` has passed without a change of `changeKey` while `enabled` holds
 * (spec accounts §4: 2 s after an unsaved change, unless a manual save is running).
 */
export function useAutoSave({
  enabled,
  changeKey,
  save,
  delayMs = AUTO_SAVE_DELAY_MS,
}: {
  enabled: boolean;
  changeKey: string;
  save: () => void;
  delayMs?: number;
}) {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => saveRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, changeKey, delayMs]);
}
