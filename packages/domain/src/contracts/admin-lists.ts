/**
 * The admin back office's tables (spec deep-analysis-admin §2.4), one page at a time like the library
 * (ADR 18): `GET /api/admin/users` and `GET /api/admin/decks` answer `{ items, nextCursor }`, searched and
 * sorted in the database. Unknown parameters are refused (400), as on the library.
 */
import { z } from 'zod';
import type { AdminDeckRow, AdminUserRow } from './admin.ts';
import { pageCursorSchema, pageLimitSchema, pageSchema, type Page } from './pagination.ts';

export type SortDirection = 'asc' | 'desc';

const search = z
  .string()
  .trim()
  .max(200, 'q is at most 200 characters')
  .transform((value) => value || undefined);

/** The Users tab's sorts (spec §2.4: "sort by name, email, balance, joined, decks"). */
export const ADMIN_USER_SORTS = ['name', 'email', 'balance', 'joined', 'decks'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** Text columns start A→Z; numbers and dates with the largest / newest. */
export const ADMIN_USER_SORT_DIRECTION: Record<AdminUserSort, SortDirection> = {
  name: 'asc',
  email: 'asc',
  balance: 'desc',
  joined: 'desc',
  decks: 'desc',
};

export const adminUserListQuerySchema = z.strictObject({
  /** Part of the name (the display name, else the e-mail's local part) or of the e-mail, case-insensitive. */
  q: search.optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('joined'),
  /** The sort's own direction (`ADMIN_USER_SORT_DIRECTION`) when absent. */
  dir: z.enum(['asc', 'desc']).optional(),
  limit: pageLimitSchema,
  cursor: pageCursorSchema.optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** The All Pitch Decks tab lists newest uploads first (spec §7.3 "list decks newest first"). */
export const ADMIN_DECK_SORTS = ['uploaded'] as const;
export type AdminDeckSort = (typeof ADMIN_DECK_SORTS)[number];

export const adminDeckListQuerySchema = z.strictObject({
  /** Part of the company, industry or stage, case-insensitive (spec §2.4). */
  q: search.optional(),
  sort: z.enum(ADMIN_DECK_SORTS).default('uploaded'),
  /** Newest first when absent. */
  dir: z.enum(['asc', 'desc']).optional(),
  limit: pageLimitSchema,
  cursor: pageCursorSchema.optional(),
});
export type AdminDeckListQuery = z.infer<typeof adminDeckListQuerySchema>;

export const adminUserListPageSchema = pageSchema;
export type AdminUserListPage = Page<AdminUserRow>;
export const adminDeckListPageSchema = pageSchema;
export type AdminDeckListPage = Page<AdminDeckRow>;
