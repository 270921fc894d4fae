import type { FitColor, InvestorFit } from '@pitchscope/domain/contracts/decks';
import { fitCriterionLabel, fitMatchLabel } from '@pitchscope/domain/investor-fit';
import { cn } from '@/lib/utils';

const DOT_CLASS: Record<FitColor, string> = {
  Green: 'bg-emerald-500',
  Yellow: 'bg-amber-400',
  Red: 'bg-red-500',
  Unknown: 'bg-muted-foreground/40',
};

const PILL_CLASS: Record<FitColor, string> = {
  Green:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  Yellow:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  Unknown: 'border-border bg-muted text-muted-foreground',
};

/** A coloured dot for one fit colour; the colour is also given as text for screen readers. */
export function FitDot({ color, className }: { color: FitColor; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full',
        DOT_CLASS[color] ?? DOT_CLASS.Unknown,
        className,
      )}
    />
  );
}

/** A pill with the fit colour's name ("Green", "Yellow", "Red"; "Not stated in the deck" for Unknown). */
export function FitPill({
  color,
  label,
  className,
}: {
  color: FitColor;
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium',
        PILL_CLASS[color] ?? PILL_CLASS.Unknown,
        className,
      )}
    >
      <FitDot color={color} />
      {label ?? fitCriterionLabel(color)}
    </span>
  );
}

/** The overall fit as its one match label ("Strong Match" … "Not Enough Data"), in its colour. */
export function FitMatchPill({
  fit,
  className,
}: {
  fit: Pick<InvestorFit, 'overallMatch'>;
  className?: string;
}) {
  return (
    <FitPill
      color={fit.overallMatch}
      label={fitMatchLabel(fit.overallMatch) ?? undefined}
      className={className}
    />
  );
}

/** The four fits of an investor-fit rating, with their labels and rationale keys, in display order. */
export const FIT_DIMENSIONS = [
  { key: 'stageFit', label: 'Stage', reason: 'stageFitReason' },
  { key: 'checkSizeFit', label: 'Check Size', reason: 'checkSizeReason' },
  { key: 'sectorAlignment', label: 'Sector', reason: 'sectorReason' },
  { key: 'geographyFit', label: 'Geography', reason: 'geographyReason' },
] as const;
