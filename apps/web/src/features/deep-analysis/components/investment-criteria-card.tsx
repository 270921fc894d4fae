import type { InvestorFit } from '@pitchscope/domain/contracts/decks';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FIT_MESSAGES } from '@pitchscope/domain/messages';
import { FIT_DIMENSIONS, FitMatchPill, FitPill } from './fit-color';

/** Card 'Match with Your Investment Criteria': the deck's investor fit with the reason of each fit. */
export function InvestmentCriteriaCard({ fit }: { fit: InvestorFit | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base font-semibold">Match with Your Investment Criteria</h2>
        </CardTitle>
        {fit ? (
          <CardDescription className="flex flex-wrap items-center gap-2">
            {FIT_MESSAGES.overallFitName} <FitMatchPill fit={fit} />
          </CardDescription>
        ) : (
          <CardDescription>
            No investor-fit rating yet. Complete your investor profile and recalculate the fit from the Pitch
            Decks page.
          </CardDescription>
        )}
      </CardHeader>
      {fit && (
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            {FIT_DIMENSIONS.map((dimension) => (
              <div key={dimension.key} className="rounded-md border p-3">
                <dt className="flex items-center justify-between gap-2 text-sm font-medium">
                  {dimension.label}
                  <FitPill color={fit[dimension.key]} />
                </dt>
                <dd className="mt-1.5 text-sm text-muted-foreground">
                  {fit.rationale[dimension.reason] || 'No rationale given.'}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      )}
    </Card>
  );
}
