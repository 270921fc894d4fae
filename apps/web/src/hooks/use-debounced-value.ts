import { useEffect, useState } from 'react';

/** Search boxes that query the server: the value once typing has paused, so each key press is not a request. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value` after it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
