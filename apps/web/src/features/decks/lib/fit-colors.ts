import type { FitColor } from '@pitchscope/domain/contracts/decks';

/** Presentation of the four fit colours (spec pitch-deck-handling §3.2); labels come from domain rules. */
export const FIT_DOT_CLASS: Record<FitColor, string> = {
  Green: 'bg-emerald-500',
  Yellow: 'bg-amber-400',
  Red: 'bg-red-500',
  Unknown: 'bg-muted-foreground/40',
};

export const FIT_BADGE_CLASS: Record<FitColor, string> = {
  Green:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  Yellow:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  Unknown: 'border-border bg-muted text-muted-foreground',
};

export function fitColorOf(value: string | null | undefined): FitColor {
  return value === 'Green' || value === 'Yellow' || value === 'Red' ? value : 'Unknown';
}
