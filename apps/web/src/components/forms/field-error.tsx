/**
 * A message under one form field. The field points at it (aria-describedby) and is marked aria-invalid,
 * so a screen reader reads the message with the field and the input's destructive ring shows it.
 */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** The ARIA attributes of a field that may carry an error; `describedBy` keeps a hint the field already names. */
export function invalidFieldProps(fieldId: string, error: string | null | undefined, describedBy?: string) {
  const ids = [error ? fieldErrorId(fieldId) : null, describedBy].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export function FieldError({ fieldId, message }: { fieldId: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="text-sm text-destructive">
      {message}
    </p>
  );
}
