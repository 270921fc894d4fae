import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Where in the request the input came from: a problem with the input as a whole is labelled with it. */
export type InputSource = 'body' | 'query' | 'params';

/** Validates untrusted input against a contract schema; failures are 400 with the field problems. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, source: InputSource = 'body'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const first = issues[0];
    throw new AppError('VALIDATION_FAILED', first ? `${first.path || source}: ${first.message}` : 'Invalid input', issues);
  }
  return result.data;
}

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a NUL character or a broken Unicode character (a lone surrogate), which cannot be stored';

// Without the `u` flag a regex sees UTF-16 code units, so a surrogate without its pair is matchable.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path (`body.profile.name`) of the first string, value or key, that PostgreSQL cannot store as text
 * (U+0000) or that is not valid Unicode (a lone surrogate); null when there is none. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isUnstorable(key)) return path;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Refuses, on every app route, params, query strings and JSON bodies with text that cannot be stored:
 * before this, a NUL reached the database and came back as a "Failed query" message or a 500.
 * Better Auth's routes read their own body (it is not parsed here).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorableText(value, part);
      if (found) {
        const path = found.slice(0, 200);
        throw new AppError('VALIDATION_FAILED', `${path}: ${UNSTORABLE_TEXT_MESSAGE}`, [
          { path, message: UNSTORABLE_TEXT_MESSAGE },
        ]);
      }
    }
  });
}
