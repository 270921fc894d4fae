import { useCallback, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The messages a form says at its fields. `show` replaces them all (an empty object clears them); given the
 * fields' element ids, in the form's order, it also moves the focus to the first field with a message, so a
 * keyboard or screen-reader user lands where the problem is. `clear` drops one field's message as it is edited.
 */
export function useFieldErrors<F extends string>(fieldIds?: Readonly<Record<F, string>>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const show = useCallback(
    (next: FieldErrors<F>) => {
      setErrors(next);
      if (!fieldIds) return;
      const first = (Object.keys(fieldIds) as F[]).find((field) => next[field]);
      if (first) document.getElementById(fieldIds[first])?.focus();
    },
    [fieldIds],
  );

  const clear = useCallback((field: F) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { errors, show, clear };
}
