import { Search, Star } from 'lucide-react';
import type { DeckSort } from '@pitchscope/domain/deck-actions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

export const SORT_OPTIONS: Array<{ value: DeckSort; label: string }> = [
  { value: 'date', label: 'Date (newest first)' },
  { value: 'name', label: 'Name' },
  { value: 'starred', label: 'Starred first' },
];

export interface DeckListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  sort: DeckSort;
  onSortChange: (value: DeckSort) => void;
  /** Shown only when at least one deck is starred (spec §2.1). */
  showStarredToggle: boolean;
  starredOnly: boolean;
  onStarredOnlyChange: (value: boolean) => void;
}

export function DeckListToolbar({
  search,
  onSearchChange,
  sort,
  onSortChange,
  showStarredToggle,
  starredOnly,
  onStarredOnlyChange,
}: DeckListToolbarProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search by company, product or industry"
          aria-label="Search decks"
          className="pl-9"
        />
      </div>
      <div className="flex gap-2">
        <Select value={sort} onValueChange={(value) => onSortChange(value as DeckSort)}>
          <SelectTrigger className="w-full sm:w-48" aria-label="Sort decks">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORT_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {showStarredToggle && (
          <Button
            type="button"
            variant={starredOnly ? 'default' : 'outline'}
            aria-pressed={starredOnly}
            onClick={() => onStarredOnlyChange(!starredOnly)}
            className="shrink-0"
          >
            <Star className={cn(starredOnly && 'fill-current')} aria-hidden />
            Starred only
          </Button>
        )}
      </div>
    </div>
  );
}
