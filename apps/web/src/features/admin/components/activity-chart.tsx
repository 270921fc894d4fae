import { formatDeckDate } from '@pitchscope/domain/format';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday of a 'YYYY-MM-DD' (or ISO) date, read in UTC like formatDeckDate. */
function weekday(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? date : WEEKDAYS[parsed.getUTCDay()];
}

/**
 * Daily uploads as plain bars (no chart library). Each bar carries its figure as text for screen
 * readers; the heights are relative to the busiest day.
 */
export function ActivityChart({ data }: { data: { date: string; decks: number }[] }) {
  const max = Math.max(1, ...data.map((day) => day.decks));
  const total = data.reduce((sum, day) => sum + day.decks, 0);
  return (
    <figure className="space-y-2">
      <ul className="flex h-40 items-end gap-2" aria-label={`Daily uploads, ${total} in total`}>
        {data.map((day) => {
          const label = `${formatDeckDate(day.date.length === 10 ? `${day.date}T00:00:00Z` : day.date, day.date)}: ${day.decks} ${day.decks === 1 ? 'deck' : 'decks'}`;
          return (
            <li
              key={day.date}
              className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              aria-label={label}
              title={label}
            >
              <span className="text-xs tabular-nums text-muted-foreground" aria-hidden>
                {day.decks}
              </span>
              <div className="flex w-full flex-1 items-end justify-center" aria-hidden>
                <div
                  className="w-full max-w-10 rounded-t-md bg-primary/80 transition-[height]"
                  style={{ height: `${Math.max(day.decks > 0 ? 4 : 1, (day.decks / max) * 100)}%` }}
                />
              </div>
              <span className="text-xs text-muted-foreground" aria-hidden>
                {weekday(day.date)}
              </span>
            </li>
          );
        })}
      </ul>
      <figcaption className="sr-only">Decks uploaded per day over the last {data.length} days</figcaption>
    </figure>
  );
}
