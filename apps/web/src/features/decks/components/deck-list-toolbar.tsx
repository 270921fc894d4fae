import { useEffect, useRef, useState } from 'react';
import { LayoutGrid, ListFilter, Search, Star, Table2, X } from 'lucide-react';
import {
  DECK_SECTIONS,
  DECK_STAGE_FILTER_VALUES,
  type DeckListFilters,
  type DeckListSort,
  type DeckSection,
} from '@pitchscope/domain/contracts/deck-list';
import type { FitColor } from '@pitchscope/domain/contracts/decks';
import { fitMatchLabel } from '@pitchscope/domain/investor-fit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePipelineStages } from '@/lib/pipeline-stages';
import { cn } from '@/lib/utils';
import type { LibraryView, ListChange } from '../lib/list-url-state';

/** The spec's three sorts first (date, name, starred-first), then the library's. */
export const SORT_OPTIONS: Array<{ value: DeckListSort; label: string }> = [
  { value: 'uploaded', label: 'Date (newest first)' },
  { value: 'company', label: 'Name' },
  { value: 'starred', label: 'Starred first' },
  { value: 'fit', label: 'Best fit first' },
  { value: 'round', label: 'Largest round first' },
];

const ANY = 'any';
const FIT_OPTIONS: FitColor[] = ['Green', 'Yellow', 'Red', 'Unknown'];
export const fitFilterLabel = (color: FitColor) => fitMatchLabel(color) ?? 'Not rated';

export const SECTION_LABELS: Record<DeckSection, string> = {
  active: 'Active Pitch Decks',
  analyzed: 'Analyzed Decks',
  archived: 'Archived Decks',
};

const SEARCH_DEBOUNCE_MS = 300;

export interface DeckListToolbarProps {
  filters: DeckListFilters;
  sort: DeckListSort;
  onChange: (change: ListChange, options?: { replace?: boolean }) => void;
  /** Shown only when at least one deck is starred (spec §2.1). */
  showStarredToggle: boolean;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
  onClear: () => void;
  filtered: boolean;
}

/** The library's two views, as the view switch shows them. */
const VIEW_OPTIONS: ReadonlyArray<{ view: LibraryView; label: string; Icon: typeof LayoutGrid }> = [
  { view: 'cards', label: 'Cards', Icon: LayoutGrid },
  { view: 'table', label: 'Table', Icon: Table2 },
];

function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select value={value ?? ANY} onValueChange={(next) => onChange(next === ANY ? null : next)}>
      <SelectTrigger className="w-full sm:w-44" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>{anyLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A text filter that follows the URL and writes to it once typing pauses (replacing the history entry). */
function TextFilter({
  label,
  value,
  type = 'text',
  onChange,
  className,
}: {
  label: string;
  value: string | undefined;
  type?: 'text' | 'date';
  onChange: (value: string, options: { replace: boolean }) => void;
  className?: string;
}) {
  const [text, setText] = useState(value ?? '');
  const written = useRef(value ?? '');
  useEffect(() => {
    if ((value ?? '') !== written.current) {
      written.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);
  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => {
      written.current = text;
      onChange(text.trim(), { replace: type === 'text' });
    }, type === 'text' ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [text, type, onChange]);
  return (
    <Input
      type={type}
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={type === 'text' ? label : undefined}
      aria-label={label}
      className={cn('w-full sm:w-40', className)}
    />
  );
}

/** The filters below the search box that are set (the phone's Filters button shows how many). */
const FILTER_KEYS = ['fit', 'stage', 'pipelineStage', 'section', 'industry', 'location', 'uploadedFrom', 'uploadedTo'] as const;
const activeFilterCount = (filters: DeckListFilters) =>
  FILTER_KEYS.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  }).length;

/** A multi-value filter shown as one choice: a URL carrying several values shows the first. */
const single = (values: readonly string[] | undefined) => (values && values.length === 1 ? values[0] : undefined);

export function DeckListToolbar({
  filters,
  sort,
  onChange,
  showStarredToggle,
  view,
  onViewChange,
  onClear,
  filtered,
}: DeckListToolbarProps) {
  const dealStages = usePipelineStages().data?.stages ?? [];
  // On a phone eight stacked filters would push every deck below the fold: they open on demand there.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const setFilters = activeFilterCount(filters);
  // The box answers each keystroke; the URL (and the request) follows once typing pauses.
  const [search, setSearch] = useState(filters.q ?? '');
  const typed = useRef(filters.q ?? '');
  useEffect(() => {
    if ((filters.q ?? '') !== typed.current) {
      typed.current = filters.q ?? '';
      setSearch(filters.q ?? '');
    }
  }, [filters.q]);
  useEffect(() => {
    if (search === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = search;
      onChange({ q: search.trim() }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, onChange]);

  return (
    <div className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by company, product, industry or location"
            aria-label="Search decks"
            className="pl-9"
          />
        </div>
        {/* On a phone the sort box takes the row's room and the toggles wrap below it when it is short. */}
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <Select value={sort} onValueChange={(value) => onChange({ sort: value })}>
            <SelectTrigger className="min-w-0 flex-1 basis-44 sm:w-48 sm:flex-none sm:basis-auto" aria-label="Sort decks">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORT_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
              {!SORT_OPTIONS.some((option) => option.value === sort) && (
                <SelectItem value={sort}>Table column</SelectItem>
              )}
            </SelectContent>
          </Select>
          {showStarredToggle && (
            <Button
              type="button"
              variant={filters.starred ? 'default' : 'outline'}
              aria-pressed={Boolean(filters.starred)}
              onClick={() => onChange({ starred: filters.starred ? null : 'true' })}
              className="shrink-0"
            >
              <Star className={cn(filters.starred && 'fill-current')} aria-hidden />
              Starred only
            </Button>
          )}
          <div className="flex shrink-0 rounded-md border" role="group" aria-label="View">
            {VIEW_OPTIONS.map(({ view: option, label, Icon }) => (
              <Button
                key={option}
                type="button"
                variant={view === option ? 'secondary' : 'ghost'}
                size="icon"
                aria-pressed={view === option}
                aria-label={label}
                title={label}
                onClick={() => onViewChange(option)}
              >
                <Icon aria-hidden />
              </Button>
            ))}
          </div>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={filtersOpen}
        aria-controls="deck-list-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <ListFilter aria-hidden />
        {setFilters ? `Filters (${setFilters})` : 'Filters'}
      </Button>
      <div
        id="deck-list-filters"
        className={cn('flex-col gap-2 sm:flex sm:flex-row sm:flex-wrap sm:items-center', filtersOpen ? 'flex' : 'hidden')}
      >
        <FilterSelect
          label="Filter by fit"
          value={single(filters.fit)}
          anyLabel="Any fit"
          options={FIT_OPTIONS.map((color) => ({ value: color, label: fitFilterLabel(color) }))}
          onChange={(value) => onChange({ fit: value })}
        />
        <FilterSelect
          label="Filter by stage"
          value={single(filters.stage)}
          anyLabel="Any stage"
          options={DECK_STAGE_FILTER_VALUES.map((stage) => ({
            value: stage,
            label: stage === 'Unknown' ? 'Stage not stated' : stage,
          }))}
          onChange={(value) => onChange({ stage: value })}
        />
        <FilterSelect
          label="Filter by deal stage"
          value={single(filters.pipelineStage)}
          anyLabel="Any deal stage"
          options={dealStages.map((stage) => ({ value: stage.id, label: stage.name }))}
          onChange={(value) => onChange({ pipelineStage: value })}
        />
        <FilterSelect
          label="Filter by section"
          value={filters.section}
          anyLabel="All sections"
          options={DECK_SECTIONS.map((section) => ({ value: section, label: SECTION_LABELS[section] }))}
          onChange={(value) => onChange({ section: value })}
        />
        <TextFilter label="Industry" value={filters.industry} onChange={(industry, options) => onChange({ industry }, options)} />
        <TextFilter label="Location" value={filters.location} onChange={(location, options) => onChange({ location }, options)} />
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          Uploaded from
          <TextFilter
            type="date"
            label="Uploaded from"
            value={filters.uploadedFrom}
            onChange={(uploadedFrom) => onChange({ uploadedFrom })}
            className="sm:w-40"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          to
          <TextFilter
            type="date"
            label="Uploaded to"
            value={filters.uploadedTo}
            onChange={(uploadedTo) => onChange({ uploadedTo })}
            className="sm:w-40"
          />
        </label>
        {filtered && (
          <Button type="button" variant="ghost" onClick={onClear} className="self-start">
            <X aria-hidden />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
