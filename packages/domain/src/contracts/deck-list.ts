/**
 * The library queries (issue #19): `GET /api/decks` answers one page of the user's decks, filtered,
 * searched and sorted in the database, and `GET /api/decks/counts` the numbers of the summary cards.
 * The same filter parameters drive the list, the counts and `GET /api/decks/export`, and they are the
 * web page's URL parameters, so a bookmarked list opens as it was.
 *
 * To add a filter: one entry in `deckListFiltersShape` (its URL parameter and how it is read), one
 * condition in the server's `deck-list.query.ts` (`FILTER_CONDITIONS`), and a control on the web page.
 */
import { z } from 'zod';
import { DECK_LIST_DEFAULT_LIMIT, DECK_LIST_MAX_LIMIT } from '../constants.ts';
import { DECK_EXPORT_FORMATS } from '../deck-export.ts';
import { CANONICAL_STAGES, type CanonicalStage } from '../stages.ts';
import { PASS_REASONS } from '../pipeline.ts';
import { fitColorSchema, type DeckSummary } from './decks.ts';

/** The spec's sections of the Pitch Decks list (the not-added uploads are not decks: their own list). */
export const DECK_SECTIONS = ['active', 'analyzed', 'archived'] as const;
export type DeckSection = (typeof DECK_SECTIONS)[number];

export const DECK_STATUSES = ['Uploaded', 'Processing', 'Analyzed', 'Failed'] as const;

/** A deck's stage as the filter reads it: one of the canonical stages, or Unknown when none is recognised. */
export const DECK_STAGE_FILTER_VALUES = [...CANONICAL_STAGES, 'Unknown'] as unknown as [
  CanonicalStage | 'Unknown',
  ...Array<CanonicalStage | 'Unknown'>,
];

/**
 * How a deck arrived (issue #37): picked in the upload dialog (no `source` recorded), from a link
 * (ADR 0049), and later the API and email intake. A deck without a source kind counts as an upload.
 */
export const DECK_SOURCE_KINDS = ['upload', 'link', 'api', 'email'] as const;
export type DeckSourceKind = (typeof DECK_SOURCE_KINDS)[number];

/** The value the exact sector and geography filters use for a deck that states none. */
export const UNSTATED_KEY = 'Unknown';

/** Sorts: the spec's date, name and starred-first, plus the table's columns. */
export const DECK_LIST_SORTS = [
  'uploaded',
  'company',
  'fit',
  'round',
  'starred',
  'industry',
  'stage',
  'location',
  'deepAnalysis',
] as const;
export type DeckListSort = (typeof DECK_LIST_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** Each sort's natural direction: newest, A→Z, best fit, largest round, starred first. */
export const DEFAULT_SORT_DIRECTION: Record<DeckListSort, SortDirection> = {
  uploaded: 'desc',
  company: 'asc',
  fit: 'desc',
  round: 'desc',
  starred: 'desc',
  industry: 'asc',
  stage: 'asc',
  location: 'asc',
  deepAnalysis: 'desc',
};

/** The overall fit and each criterion, as filter parameters (values: fit colours, comma-separated). */
export const FIT_FILTERS = {
  fit: 'overallMatch',
  fitStage: 'stageFit',
  fitRound: 'checkSizeFit',
  fitIndustry: 'sectorAlignment',
  fitLocation: 'geographyFit',
} as const;
export type FitFilterKey = keyof typeof FIT_FILTERS;

/** A comma-separated list of allowed values in one query parameter (`fit=Green,Yellow`). */
function oneOrMore<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .max(500)
    .transform((text, ctx) => {
      const parts = [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];
      const unknown = parts.find((part) => !values.includes(part));
      if (unknown !== undefined || parts.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: unknown === undefined ? 'give at least one value' : `unknown value ${JSON.stringify(unknown)}; expected ${values.join(', ')}`,
        });
        return z.NEVER;
      }
      return parts as Array<T[number]>;
    });
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-01-31').refine((text) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}, 'not a calendar date');

const text = (max: number) => z.string().trim().max(max).transform((value) => value || undefined);

const fitFilter = oneOrMore(fitColorSchema.options as unknown as readonly ['Green', 'Yellow', 'Red', 'Unknown']);

/** A comma-separated list of deal stage ids (`pipelineStage=screening,first-meeting`). */
const stageIds = z
  .string()
  .max(500)
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))])
  .refine((ids) => ids.length > 0, 'give at least one stage id')
  .refine((ids) => ids.every((id) => id.length <= 100), 'a stage id is at most 100 characters');

export const deckListFiltersShape = {
  /** Words matched anywhere in company, product, industry and location (all words must match). */
  q: text(200).optional(),
  section: z.enum(DECK_SECTIONS).optional(),
  status: oneOrMore(DECK_STATUSES).optional(),
  fit: fitFilter.optional(),
  fitStage: fitFilter.optional(),
  fitRound: fitFilter.optional(),
  fitIndustry: fitFilter.optional(),
  fitLocation: fitFilter.optional(),
  /** Part of the industry text, case-insensitive. */
  industry: text(100).optional(),
  stage: oneOrMore(DECK_STAGE_FILTER_VALUES).optional(),
  /** Part of the location text, case-insensitive. */
  location: text(100).optional(),
  starred: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  /** Deal stage ids (ADR 0016), comma-separated; the admin edits the list, so an unknown id matches nothing. */
  pipelineStage: stageIds.optional(),
  /**
   * One exact industry key (the stated industry in lower case; `Unknown` for none): what a deal-flow
   * sector bar links to, where the `industry` text filter would also match longer names. One value, as
   * an industry may itself contain a comma.
   */
  sector: text(200).optional(),
  /** One exact location key, as `sector` (a deal-flow geography bar). */
  geography: text(200).optional(),
  source: oneOrMore(DECK_SOURCE_KINDS).optional(),
  /** Why the investor passed (decks in Passed only). */
  passReason: oneOrMore(PASS_REASONS).optional(),
  /** Uploaded on or after this day (UTC). */
  uploadedFrom: day.optional(),
  /** Uploaded on or before this day (UTC). */
  uploadedTo: day.optional(),
};

/** The filters, as query parameters; unknown parameters are refused (a typo must not silently list everything). */
export const deckListFiltersSchema = z.strictObject(deckListFiltersShape);
export type DeckListFilters = z.infer<typeof deckListFiltersSchema>;
export type DeckListFilterKey = keyof DeckListFilters;

export const deckListQuerySchema = z.strictObject({
  ...deckListFiltersShape,
  sort: z.enum(DECK_LIST_SORTS).default('uploaded'),
  dir: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1)
    .max(DECK_LIST_MAX_LIMIT, `limit is at most ${DECK_LIST_MAX_LIMIT}`)
    .default(DECK_LIST_DEFAULT_LIMIT),
  /** The `nextCursor` of the previous page (opaque). */
  cursor: z.string().min(1).max(1000).optional(),
});
export type DeckListQuery = z.infer<typeof deckListQuerySchema>;

/** `GET /api/decks/export`: the list's filters and sort, and the file format. */
export const deckExportQuerySchema = z.strictObject({
  ...deckListFiltersShape,
  sort: z.enum(DECK_LIST_SORTS).default('uploaded'),
  dir: z.enum(['asc', 'desc']).optional(),
  format: z.enum(DECK_EXPORT_FORMATS).default('csv'),
});

const count = z.number().int().min(0);

/** `GET /api/decks/counts`. */
export const deckListCountsSchema = z.object({
  /**
   * The summary cards, over all the user's visible decks (whatever the filters): active and archived
   * count their sections, analyzed the decks whose status is Analyzed in any section (summaryCounts).
   */
  all: z.object({ active: count, analyzed: count, processing: count, archived: count, starred: count, total: count }),
  /** The decks the filters match, by section. */
  matching: z.object({ active: count, analyzed: count, archived: count, total: count }),
});
export type DeckListCounts = z.infer<typeof deckListCountsSchema>;

/** `GET /api/decks`: one page; `items` are `DeckSummary` records (checked by id here, typed below). */
export const deckListPageSchema = z.object({
  items: z.array(z.looseObject({ id: z.string() })),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DeckListPage = Omit<z.infer<typeof deckListPageSchema>, 'items'> & { items: DeckSummary[] };

/**
 * The messages of the library's event stream (`GET /api/decks/events`): a signal, never deck data. `ready`
 * when the stream listens (after a reconnect the client reads the list again: changes may have been
 * missed), `changed` when the workspace's decks may have changed (the client reads the list again).
 */
export const LIBRARY_EVENTS = { ready: 'ready', changed: 'changed' } as const;
export type LibraryEvent = (typeof LIBRARY_EVENTS)[keyof typeof LIBRARY_EVENTS];
