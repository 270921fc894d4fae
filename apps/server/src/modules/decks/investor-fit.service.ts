import { PROFILE_DEFAULTS } from '@pitchscope/domain/constants';
import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import type { FieldSources, InvestorFit } from '@pitchscope/domain/contracts/decks';
import { scoreInvestorFit } from '@pitchscope/domain/investor-fit';
import type { AppContext } from '../../context.ts';
import type { DeckForAnalysis } from '../analysis/analysis.provider.ts';

const isAssumed = (sources: FieldSources, field: keyof FieldSources) => {
  const status = sources[field]?.status;
  return status === 'assumed' || status === 'not_found';
};

/**
 * The deck's fit with the investor's profile: the provider's rating when it gives one, else the domain's
 * local rules (spec pitch-deck-handling §5.5), which also say which deck facts were assumed.
 */
export async function rateInvestorFit(
  ctx: AppContext,
  deck: DeckForAnalysis,
  profile: InvestorProfile | null,
): Promise<{ fit: InvestorFit; profileUsed: InvestorProfile }> {
  const profileUsed = profile ?? { ...PROFILE_DEFAULTS };
  try {
    const provider = await ctx.analysis.provider();
    const fromProvider = await provider.investorFit(deck, profileUsed, await ctx.analysis.context(deck.industry));
    if (fromProvider) return { fit: fromProvider, profileUsed };
  } catch {
    // The spec's fallback: when the provider's call fails, the local rules rate the deck.
  }
  const fit = scoreInvestorFit(deck, profileUsed, {
    assumed: {
      stage: isAssumed(deck.fieldSources, 'stage'),
      industry: isAssumed(deck.fieldSources, 'industry'),
      roundSize: isAssumed(deck.fieldSources, 'roundSize'),
      geography: isAssumed(deck.fieldSources, 'geography'),
    },
  });
  return { fit, profileUsed };
}
