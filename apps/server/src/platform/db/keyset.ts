/**
 * Keyset pagination (ADR 18), shared by every paginated list: the library, the Analysis list (the
 * library's `analyzed` section) and the admin Users and Decks tables. A sort is a list of key expressions
 * ending with a unique id (a total order); a cursor is base64url JSON of the sort, the direction and the
 * last row's key values read **as text from the database** (timestamps keep their microseconds). The next
 * page is "rows after these keys", so a row added meanwhile never repeats a row nor hides one.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../errors.ts';

export type SortDirection = 'asc' | 'desc';
export type KeyType = 'text' | 'timestamptz' | 'float8' | 'int4' | 'bool';

export interface SortKey {
  expr: SQL;
  type: KeyType;
  /** 'sort': follows the sort's direction; 'asc'/'desc': fixed (blanks last whatever the direction). */
  dir: 'sort' | SortDirection;
}
export type ResolvedKey = SortKey & { dir: SortDirection };

/** The keys of a sort in a direction, with the id last (the tie-breaker that makes the order total). */
export function resolveKeys(keys: readonly SortKey[], id: SQL, dir: SortDirection): ResolvedKey[] {
  return [...keys, { expr: id, type: 'text' as const, dir: 'sort' as const }].map((key) => ({
    ...key,
    dir: key.dir === 'sort' ? dir : key.dir,
  }));
}

export function encodeCursor(sort: string, dir: SortDirection, values: string[]): string {
  return Buffer.from(JSON.stringify([sort, dir, values]), 'utf8').toString('base64url');
}

const VALUE_FORMATS: Record<KeyType, (text: string) => boolean> = {
  text: () => true,
  timestamptz: (text) => /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/.test(text),
  float8: (text) => Number.isFinite(Number(text)) && text.trim() !== '',
  int4: (text) => /^-?\d{1,9}$/.test(text),
  bool: (text) => text === 'true' || text === 'false',
};

function badCursor(why: string): never {
  throw new AppError('VALIDATION_FAILED', `cursor: ${why}; start again from the first page (no cursor)`, [
    { path: 'cursor', message: why },
  ]);
}

/** The cursor's key values, checked against the sort it was made for (400 otherwise). */
export function decodeCursor(cursor: string, sort: string, dir: SortDirection, keys: readonly ResolvedKey[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    badCursor('not a cursor given by this list');
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !Array.isArray(parsed[2])) badCursor('not a cursor given by this list');
  const [cursorSort, cursorDir, values] = parsed as [unknown, unknown, unknown[]];
  if (cursorSort !== sort || cursorDir !== dir) badCursor(`made for another sort (${String(cursorSort)} ${String(cursorDir)})`);
  if (values.length !== keys.length || !values.every((value, i) => typeof value === 'string' && VALUE_FORMATS[keys[i]!.type](value))) {
    badCursor('not a cursor given by this list');
  }
  return values as string[];
}

/** Rows after the cursor's row in the sort order: (k1 > v1) or (k1 = v1 and k2 > v2) or … */
export function afterCursor(keys: readonly ResolvedKey[], values: string[]): SQL {
  const typed = (i: number) => sql`cast(${values[i]} as ${sql.raw(keys[i]!.type)})`;
  const alternatives = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((prev, j) => sql`${prev.expr} = ${typed(j)}`);
    const beyond = key.dir === 'asc' ? sql`${key.expr} > ${typed(i)}` : sql`${key.expr} < ${typed(i)}`;
    return and(...equalBefore, beyond)!;
  });
  return or(...alternatives)!;
}

/** The key values as text columns `k0…kn` of the page query (what the next cursor is made of). */
export const keyColumns = (keys: readonly ResolvedKey[]) =>
  Object.fromEntries(keys.map((key, i) => [`k${i}`, sql<string>`(${key.expr})::text`]));

export const orderByKeys = (keys: readonly ResolvedKey[]) =>
  keys.map((key) => (key.dir === 'asc' ? sql`${key.expr} asc` : sql`${key.expr} desc`));

/**
 * Cuts the `limit + 1` rows a page query read into the page and the cursor of the next one (null when
 * the extra row is absent: the last page).
 */
export function pageOf<R extends Record<string, unknown>>(
  rows: R[],
  limit: number,
  cursorOf: { sort: string; dir: SortDirection; keys: readonly ResolvedKey[] },
): { rows: R[]; nextCursor: string | null } {
  const onPage = rows.slice(0, limit);
  const last = onPage[onPage.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(cursorOf.sort, cursorOf.dir, cursorOf.keys.map((_, i) => String(last[`k${i}`])))
      : null;
  return { rows: onPage, nextCursor };
}
