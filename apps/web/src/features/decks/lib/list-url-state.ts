import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DECK_LIST_SORTS,
  DEFAULT_SORT_DIRECTION,
  deckListFiltersShape,
  type DeckListFilterKey,
  type DeckListFilters,
  type DeckListSort,
  type SortDirection,
} from '@pitchscope/domain/contracts/deck-list';

/**
 * The library list's filters and sort live in the page URL (issue #19): a bookmark opens the same list,
 * Back undoes a filter. The parameters are the API's (`GET /api/decks`), so the URL's query is the request's.
 */
export interface DeckListUrlState {
  filters: DeckListFilters;
  sort: DeckListSort;
  dir: SortDirection;
  /** Filters, sort and dir, canonical (invalid values dropped): what the list requests carry. */
  params: URLSearchParams;
  /** At least one filter (not the sort) is set. */
  filtered: boolean;
}

const FILTER_KEYS = Object.keys(deckListFiltersShape) as Array<keyof DeckListFilters>;

/** Reads the URL leniently: a value the API would refuse (an old or hand-edited bookmark) is ignored. */
export function readListState(search: URLSearchParams): DeckListUrlState {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null) continue;
    const parsed = deckListFiltersShape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const sortParam = search.get('sort');
  const sort = (DECK_LIST_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as DeckListSort) : 'uploaded';
  const dirParam = search.get('dir');
  const dir: SortDirection = dirParam === 'asc' || dirParam === 'desc' ? dirParam : DEFAULT_SORT_DIRECTION[sort];
  const typed = filters as DeckListFilters;
  return {
    filters: typed,
    sort,
    dir,
    params: deckListParams({
      ...typed,
      sort: sort === 'uploaded' ? undefined : sort,
      dir: dir === DEFAULT_SORT_DIRECTION[sort] ? undefined : dir,
    }),
    filtered: Object.keys(filters).length > 0,
  };
}

export type ListChange = Partial<Record<keyof DeckListFilters | 'sort' | 'dir', string | readonly string[] | boolean | null | undefined>>;

/** The URL after a change: empty values are removed; a new sort drops an explicit direction unless given. */
export function applyListChange(current: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(current);
  if ('sort' in change && !('dir' in change)) next.delete('dir');
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0)) {
      next.delete(key);
    } else next.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (next.get('sort') === 'uploaded' && !next.get('dir')) next.delete('sort');
  return next;
}

export function useDeckListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  // The router's "previous" params are those of the render that made the setter, so two filters written
  // before the page renders again (two text filters whose pauses end together) would each drop the
  // other's change. Changes build on the last params written instead, until the URL moves (Back, a link).
  const latest = useRef(searchParams);
  const seen = useRef(searchParams);
  if (seen.current !== searchParams) {
    seen.current = searchParams;
    latest.current = searchParams;
  }
  const write = useCallback(
    (next: URLSearchParams, options: { replace?: boolean } = {}) => {
      latest.current = next;
      setSearchParams(next, { replace: options.replace });
    },
    [setSearchParams],
  );
  /** `replace`: for typing in the search box (Back skips the keystrokes). */
  const update = useCallback(
    (change: ListChange, options: { replace?: boolean } = {}) => write(applyListChange(latest.current, change), options),
    [write],
  );
  const clear = useCallback(() => {
    const next = new URLSearchParams();
    for (const key of ['sort', 'dir']) if (latest.current.get(key)) next.set(key, latest.current.get(key)!);
    write(next);
  }, [write]);
  return { ...state, update, clear };
}

// The view (cards or table) is the user's habit, not part of a list's address: it is remembered per browser.

export type LibraryView = 'cards' | 'table';
export const LIBRARY_VIEW_STORAGE_KEY = 'pitchscope.library.view';

function storedView(): LibraryView {
  try {
    return window.localStorage.getItem(LIBRARY_VIEW_STORAGE_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

export function useLibraryView(): [LibraryView, (view: LibraryView) => void] {
  const [view, setView] = useState<LibraryView>(storedView);
  const choose = useCallback((next: LibraryView) => {
    setView(next);
    try {
      window.localStorage.setItem(LIBRARY_VIEW_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }, []);
  return [view, choose];
}

/** The URL parameters of a filter set (the web page's and the API's), in a stable order; empty values left out. */
export function deckListParams(
  filters: Partial<Record<DeckListFilterKey, unknown>> & { sort?: DeckListSort; dir?: SortDirection },
): URLSearchParams {
  const params = new URLSearchParams();
  const keys = [...Object.keys(deckListFiltersShape), 'sort', 'dir'] as const;
  for (const key of keys) {
    const value = (filters as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  return params;
}
