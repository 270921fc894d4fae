import type { InvestorFit } from '@pitchscope/domain/contracts/decks';
import { fitCriterionLabel } from '@pitchscope/domain/investor-fit';
import { FIT_DIMENSIONS, FitDot, FitMatchPill } from './fit-color';

/** The compact investor-fit block of an Analysis list card: overall match plus the four colours. */
export function InvestorFitBlock({ fit }: { fit: InvestorFit | null }) {
  if (!fit) {
    return (
      <div className="rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">
        Investor fit not available
      </div>
    );
  }
  return (
    <section aria-label="Investor fit" className="rounded-md border bg-muted/30 px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground">Investor Fit</span>
        <FitMatchPill fit={fit} />
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        {FIT_DIMENSIONS.map((dimension) => (
          <li
            key={dimension.key}
            className="flex items-center gap-1.5"
            title={fit.rationale[dimension.reason]}
          >
            <FitDot color={fit[dimension.key]} />
            <span className="truncate">
              {dimension.label}
              <span className="sr-only">: {fitCriterionLabel(fit[dimension.key])}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
