import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { DeckConflictsSlotProps } from '@/lib/feature-slots';
import { useDeckConflicts } from '../api/portfolio';

/**
 * The deck page's flag (issue #32 item 4): each portfolio company the deck competes with, why, and a
 * button to the slide that shows it. Nothing when there is no conflict (or no portfolio).
 */
export function DeckConflictsPanel({ deckId, status, onJumpToSlide }: DeckConflictsSlotProps) {
  const { data } = useDeckConflicts(deckId, status);
  const conflicts = data?.conflicts ?? [];
  if (conflicts.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="portfolio-conflict">
      <ShieldAlert aria-hidden />
      <AlertTitle>Portfolio conflict</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-1.5" aria-label="Portfolio conflicts">
          {conflicts.map((conflict) => (
            <li key={conflict.companyId} className="flex flex-wrap items-center gap-2">
              <span>{conflict.reason}</span>
              {conflict.page !== null && (
                <Button type="button" variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => onJumpToSlide(conflict.page!)}>
                  Slide {conflict.page}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
