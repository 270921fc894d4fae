import { isApiError } from '@/lib/api-client';

/**
 * The server's refusals of one field, from an API error: `details` lists the problems as `{path, message}`
 * (the body field's path, as zod names it). `fieldOf` maps a path's first segment to the form's field;
 * problems with no field in the form are left out (the caller shows them as a whole-form message).
 */
export function apiFieldErrors<F extends string>(error: unknown, fieldOf: Record<string, F>): Partial<Record<F, string>> {
  if (!isApiError(error) || !Array.isArray(error.details)) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.details as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = Object.hasOwn(fieldOf, path.split('.')[0]) ? fieldOf[path.split('.')[0]] : undefined;
    // The first problem of a field is the one said.
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
