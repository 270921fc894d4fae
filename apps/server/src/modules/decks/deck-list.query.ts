/**
 * The library queries (issue #19): one page of a user's decks, filtered, searched and sorted in the
 * database with a keyset cursor, and the summary counts in one query. Filters and sorts are tables
 * (`FILTER_CONDITIONS`, `SORT_KEYS`): one more filter is one more entry.
 */
import { and, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  DeckListCounts,
  DeckListFilters,
  DeckListSort,
  SortDirection,
} from '@pitchscope/domain/contracts/deck-list';
import { DEFAULT_SORT_DIRECTION, UNSTATED_KEY } from '@pitchscope/domain/contracts/deck-list';
import { PASSED_STAGE_ID } from '@pitchscope/domain/pipeline';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.ts';
import {
  afterCursor,
  decodeCursor,
  keyColumns,
  orderByKeys,
  pageOf,
  resolveKeys,
  type ResolvedKey,
  type SortKey,
} from '../../platform/db/keyset.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { decks } from '../../db/schema.ts';
import { analysisSummary, hasDeepAnalysis, listColumns, uploaderName, type DeckListRow } from './decks.repository.ts';

// Filters -----------------------------------------------------------------------------------------

/** A fit column matches the colours asked for; Unknown also matches a deck without a fit. */
function fitIn(column: PgColumn, colors: readonly string[]): SQL | undefined {
  const known = colors.filter((color) => color !== 'Unknown');
  return or(
    known.length ? inArray(column, known) : undefined,
    colors.includes('Unknown') ? or(isNull(column), eq(column, 'Unknown')) : undefined,
  );
}

const SECTION_CONDITIONS = {
  active: and(eq(decks.isArchived, false), eq(decks.inDashboard, false)),
  analyzed: and(eq(decks.isArchived, false), eq(decks.inDashboard, true)),
  archived: eq(decks.isArchived, true),
} as const;

/** An exact library key; `Unknown` matches the decks that state none. */
const keyIs = (column: PgColumn, key: string): SQL => (key === UNSTATED_KEY ? isNull(column) : eq(column, key));

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** Each filter parameter's condition; undefined when the parameter is absent. */
const FILTER_CONDITIONS: { [K in keyof Required<DeckListFilters>]: (value: NonNullable<DeckListFilters[K]>) => SQL | undefined } = {
  // Every word must appear in company, product, industry or location (the trigram-indexed search_text).
  q: (q) => and(...q.split(/\s+/).filter(Boolean).map((word) => sql`${decks.searchText} like ${containsPattern(word)}`)),
  section: (section) => SECTION_CONDITIONS[section],
  status: (statuses) => inArray(decks.status, statuses),
  fit: (colors) => fitIn(decks.fitOverall, colors),
  fitStage: (colors) => fitIn(decks.fitStage, colors),
  fitRound: (colors) => fitIn(decks.fitRound, colors),
  fitIndustry: (colors) => fitIn(decks.fitIndustry, colors),
  fitLocation: (colors) => fitIn(decks.fitLocation, colors),
  // On the list keys: a value the deck does not plainly state (issue #36) matches no filter.
  industry: (text) => ilike(decks.industryKey, containsPattern(text)),
  stage: (stages) => inArray(decks.stageKey, stages),
  location: (text) => ilike(decks.locationKey, containsPattern(text)),
  sector: (key) => keyIs(decks.industryKey, key),
  geography: (key) => keyIs(decks.locationKey, key),
  source: (kinds) => inArray(decks.sourceKind, kinds),
  passReason: (reasons) => and(eq(decks.pipelineStageId, PASSED_STAGE_ID), inArray(decks.pipelinePassReason, reasons)),
  starred: (starred) => eq(decks.starred, starred),
  pipelineStage: (ids) => inArray(decks.pipelineStageId, ids),
  uploadedFrom: (day) => gte(decks.uploadedAt, dayStart(day)),
  uploadedTo: (day) => lt(decks.uploadedAt, nextDay(day)),
};

function filterConditions(filters: DeckListFilters): Array<SQL | undefined> {
  return Object.entries(filters).map(([key, value]) => {
    const condition = FILTER_CONDITIONS[key as keyof DeckListFilters] as ((v: unknown) => SQL | undefined) | undefined;
    return value === undefined || !condition ? undefined : condition(value);
  });
}

/** The user's visible decks that the filters match. */
/** The library of one workspace (ADR 0022): the caller has checked that the actor may read it. */
export function deckListWhere(workspaceId: string, filters: DeckListFilters): SQL {
  return and(eq(decks.workspaceId, workspaceId), eq(decks.hiddenFromUser, false), ...filterConditions(filters))!;
}

// Sorts and the keyset cursor ---------------------------------------------------------------------

const blankLast = (expr: SQL): SortKey => ({ expr: sql`(${expr} is null)`, type: 'bool', dir: 'asc' });
const uploaded: SortKey = { expr: sql`${decks.uploadedAt}`, type: 'timestamptz', dir: 'sort' };
const newestFirst: SortKey = { expr: sql`${decks.uploadedAt}`, type: 'timestamptz', dir: 'desc' };
const lowerName: SortKey = { expr: sql`lower(${decks.companyName})`, type: 'text', dir: 'sort' };

/** Each sort's keys, most significant first; the deck id always ends them (a total order). */
const SORT_KEYS: Record<DeckListSort, SortKey[]> = {
  uploaded: [uploaded],
  company: [lowerName],
  fit: [blankLast(sql`${decks.fitRank}`), { expr: sql`coalesce(${decks.fitRank}, 0)`, type: 'int4', dir: 'sort' }, newestFirst],
  round: [
    blankLast(sql`${decks.roundSizeMillions}`),
    { expr: sql`coalesce(${decks.roundSizeMillions}, 0)`, type: 'float8', dir: 'sort' },
    newestFirst,
  ],
  starred: [{ expr: sql`${decks.starred}`, type: 'bool', dir: 'sort' }, newestFirst],
  industry: [blankLast(sql`${decks.industryKey}`), { expr: sql`coalesce(${decks.industryKey}, '')`, type: 'text', dir: 'sort' }, newestFirst],
  stage: [blankLast(sql`${decks.stageRank}`), { expr: sql`coalesce(${decks.stageRank}, 0)`, type: 'int4', dir: 'sort' }, newestFirst],
  location: [blankLast(sql`${decks.locationKey}`), { expr: sql`coalesce(${decks.locationKey}, '')`, type: 'text', dir: 'sort' }, newestFirst],
  deepAnalysis: [
    {
      // Never started (no status, shown as Pending) last.
      expr: sql`(case ${decks.deepAnalysisStatus} when 'Completed' then 3 when 'Processing' then 2 when 'Failed' then 1 else 0 end)`,
      type: 'int4',
      dir: 'sort',
    },
    newestFirst,
  ],
};

function keysOf(sort: DeckListSort, dir: SortDirection): ResolvedKey[] {
  return resolveKeys(SORT_KEYS[sort], sql`${decks.id}`, dir);
}

export interface DeckListPageRows {
  rows: DeckListRow[];
  nextCursor: string | null;
}

/** One page of decks in the sort order, after `cursor` (a `nextCursor` of this same sort). */
export async function listDeckPage(
  db: DbOrTx,
  workspaceId: string,
  input: { filters: DeckListFilters; sort: DeckListSort; dir?: SortDirection; limit: number; cursor?: string },
): Promise<DeckListPageRows> {
  const dir = input.dir ?? DEFAULT_SORT_DIRECTION[input.sort];
  const keys = keysOf(input.sort, dir);
  const after = input.cursor ? afterCursor(keys, decodeCursor(input.cursor, input.sort, dir, keys)) : undefined;
  // Two steps: the page's ids and sort keys from narrow rows (the database sorts only these), then the
  // listed columns of those rows alone. One statement would compute every matching row's card columns
  // (jsonb read from TOAST, the deep-analysis lookup) before sorting them: 60–80 ms at 3,000 decks.
  const ordered = (await db
    .select({ id: decks.id, ...keyColumns(keys) })
    .from(decks)
    .where(and(deckListWhere(workspaceId, input.filters), after))
    .orderBy(...orderByKeys(keys))
    .limit(input.limit + 1)) as Array<{ id: string } & Record<string, string>>;
  const { rows: onPage, nextCursor } = pageOf(ordered, input.limit, { sort: input.sort, dir, keys });
  const details = onPage.length
    ? await db
        .select({ ...listColumns, hasDeepAnalysis, analysisSummary, uploaderName })
        .from(decks)
        .where(inArray(decks.id, onPage.map((row) => row.id)))
    : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  return {
    // In the sort order; a deck deleted between the two reads is left out.
    rows: onPage.flatMap((row) => byId.get(row.id) ?? []),
    nextCursor,
  };
}

/** The summary cards (all visible decks) and the filters' matches by section, in one query. */
export async function countDecks(db: DbOrTx, workspaceId: string, filters: Omit<DeckListFilters, 'section'>): Promise<DeckListCounts> {
  const matching = and(...filterConditions(filters));
  const count = (condition: SQL | undefined) => sql<number>`cast(count(*) filter (where ${condition ?? sql`true`}) as int)`;
  const [row] = await db
    .select({
      active: count(SECTION_CONDITIONS.active),
      // The decks the list shows as Analyzed, in every section (the status filter's own condition).
      analyzed: count(FILTER_CONDITIONS.status(['Analyzed'])),
      archived: count(SECTION_CONDITIONS.archived),
      processing: count(and(eq(decks.isArchived, false), inArray(decks.status, ['Processing', 'Uploaded']))),
      starred: count(eq(decks.starred, true)),
      total: count(undefined),
      matchingActive: count(and(matching, SECTION_CONDITIONS.active)),
      matchingAnalyzed: count(and(matching, SECTION_CONDITIONS.analyzed)),
      matchingArchived: count(and(matching, SECTION_CONDITIONS.archived)),
      matchingTotal: count(matching),
    })
    .from(decks)
    .where(and(eq(decks.workspaceId, workspaceId), eq(decks.hiddenFromUser, false)));
  return {
    all: {
      active: row.active,
      analyzed: row.analyzed,
      processing: row.processing,
      archived: row.archived,
      starred: row.starred,
      total: row.total,
    },
    matching: {
      active: row.matchingActive,
      analyzed: row.matchingAnalyzed,
      archived: row.matchingArchived,
      total: row.matchingTotal,
    },
  };
}
