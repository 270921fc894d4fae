import { z } from 'zod';
import { DECK_LIST_DEFAULT_LIMIT, DECK_LIST_MAX_LIMIT } from '../constants.ts';

/**
 * The parameters every keyset-paginated list shares (ADR 18): `limit` rows a page (1–100, default 50)
 * and the opaque `cursor` of the previous page's `nextCursor`. The answer is `{ items, nextCursor }`.
 */
export const pageLimitSchema = z.coerce
  .number()
  .int('limit must be a whole number')
  .min(1, 'limit is at least 1')
  .max(DECK_LIST_MAX_LIMIT, `limit is at most ${DECK_LIST_MAX_LIMIT}`)
  .default(DECK_LIST_DEFAULT_LIMIT);

export const pageCursorSchema = z.string().min(1).max(1000);

/** A page's schema (items checked by id; their type is the list's row type). */
export const pageSchema = z.object({
  items: z.array(z.looseObject({ id: z.string() })),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
