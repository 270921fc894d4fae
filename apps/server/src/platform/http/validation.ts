import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Validates untrusted input against a contract schema; failures are 400 with the field problems. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const first = issues[0];
    throw new AppError('VALIDATION_FAILED', first ? `${first.path || 'body'}: ${first.message}` : 'Invalid input', issues);
  }
  return result.data;
}
