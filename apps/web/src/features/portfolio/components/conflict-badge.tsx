import { ShieldAlert } from 'lucide-react';
import type { DeckConflict } from '@pitchscope/domain/portfolio';
import { Badge } from '@/components/ui/badge';
import type { DeckConflictBadgeSlotProps } from '@/lib/feature-slots';
import { cn } from '@/lib/utils';
import { useListedDeckConflicts } from '../api/portfolio';

/** "Conflict: Voltcafe" in the library's card and row; every reason is in its title and spoken label. */
export function ConflictBadgeView({ conflicts, className }: { conflicts: readonly DeckConflict[]; className?: string }) {
  if (conflicts.length === 0) return null;
  const names = [...new Set(conflicts.map((conflict) => conflict.companyName))];
  const reasons = conflicts.map((conflict) => conflict.reason).join('\n');
  return (
    <Badge
      variant="outline"
      className={cn('gap-1 border-red-300 bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200', className)}
      title={reasons}
      aria-label={`Portfolio conflict: ${reasons}`}
      data-testid="conflict-badge"
    >
      <ShieldAlert className="size-3" aria-hidden />
      Conflict: {names.join(', ')}
    </Badge>
  );
}

export function DeckConflictBadge({ deckId, status, className }: DeckConflictBadgeSlotProps) {
  const { data } = useListedDeckConflicts(deckId, status);
  return <ConflictBadgeView conflicts={data ?? []} className={className} />;
}
