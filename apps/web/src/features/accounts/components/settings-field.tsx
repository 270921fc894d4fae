import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A labelled settings field with an optional hint under it (the hint's id lets the input point at it). */
export function SettingsField({
  label,
  htmlFor,
  hint,
  hintId,
  children,
  labelId,
}: {
  label: string;
  htmlFor?: string;
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
  labelId?: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={htmlFor} id={labelId}>
        {label}
      </Label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
