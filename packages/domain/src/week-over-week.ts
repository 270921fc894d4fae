/**
 * The real week-over-week change of deck uploads. The spec's growth rate compares the last 7 days with a
 * fixed baseline (GROWTH_BASELINE_DECKS), which reads −100 % for a quiet week after a quiet week; this is
 * the comparison an admin means by "week over week", and it has no percentage when the week before had
 * no uploads.
 */
export type WeekOverWeek =
  | { kind: 'change'; percent: number }
  | { kind: 'new'; decks: number }
  | { kind: 'none' };

export function weekOverWeek(thisWeek: number, previousWeek: number): WeekOverWeek {
  if (previousWeek > 0) {
    return { kind: 'change', percent: Math.round(((thisWeek - previousWeek) / previousWeek) * 1000) / 10 };
  }
  return thisWeek > 0 ? { kind: 'new', decks: thisWeek } : { kind: 'none' };
}

/** A signed percentage with one decimal at most: "+50%", "−12.5%", "0%". */
export function formatPercentChange(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  if (rounded > 0) return `+${rounded}%`;
  if (rounded < 0) return `−${Math.abs(rounded)}%`;
  return '0%';
}

export function formatWeekOverWeek(change: WeekOverWeek): string {
  switch (change.kind) {
    case 'change':
      return formatPercentChange(change.percent);
    case 'new':
      return `+${change.decks} (none the week before)`;
    case 'none':
      return 'No uploads either week';
  }
}
