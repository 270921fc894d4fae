import { Archive, CheckCircle2, FolderOpen, Loader2 } from 'lucide-react';
import type { DeckSummaryCounts } from '@pitchscope/domain/deck-actions';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const CARDS: Array<{ key: keyof DeckSummaryCounts; label: string; icon: typeof Archive; tint: string }> = [
  {
    key: 'active',
    label: 'Active',
    icon: FolderOpen,
    tint: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  {
    key: 'analyzed',
    label: 'Analyzed',
    icon: CheckCircle2,
    tint: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  {
    key: 'processing',
    label: 'Processing',
    icon: Loader2,
    tint: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  },
  { key: 'archived', label: 'Archived', icon: Archive, tint: 'bg-muted text-muted-foreground' },
];

/** The four summary cards of the Pitch Decks list (spec §2.1). */
export function DeckSummaryCards({ counts }: { counts: DeckSummaryCounts | null }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Deck summary">
      {CARDS.map(({ key, label, icon: Icon, tint }) => (
        <li key={key}>
          <Card className="flex-row items-center gap-3 p-4">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}
              aria-hidden
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{label}</p>
              {counts ? (
                <p
                  className="text-2xl leading-tight font-semibold tabular-nums"
                  data-testid={`summary-${key}`}
                >
                  {counts[key]}
                </p>
              ) : (
                <Skeleton className="mt-1 h-7 w-10" />
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
