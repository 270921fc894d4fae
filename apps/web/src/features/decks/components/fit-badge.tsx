import { fitMatchLabel } from '@pitchscope/domain/investor-fit';
import type { InvestorFit } from '@pitchscope/domain/contracts/decks';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { FIT_BADGE_CLASS, FIT_DOT_CLASS, fitColorOf } from '../lib/fit-colors';

/** Strong / Partial / Poor Match in the overall colour (spec §2.1, §3.2); nothing when there is no fit. */
export function FitBadge({ fit, className }: { fit: InvestorFit | null | undefined; className?: string }) {
  const label = fitMatchLabel(fit?.overallMatch);
  if (!label) return null;
  const color = fitColorOf(fit?.overallMatch);
  return (
    <Badge variant="outline" className={cn('gap-1.5', FIT_BADGE_CLASS[color], className)} data-fit={color}>
      <span className={cn('size-1.5 rounded-full', FIT_DOT_CLASS[color])} aria-hidden />
      {label}
    </Badge>
  );
}
