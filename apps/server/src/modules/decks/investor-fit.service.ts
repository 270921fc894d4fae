import { PROFILE_DEFAULTS } from '@pitchscope/domain/constants';
import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import type { InvestorFit } from '@pitchscope/domain/contracts/decks';
import { investorFitOf } from '@pitchscope/domain/investor-fit';
import type { AnalysisProvider, DeckForAnalysis } from '../analysis/analysis.provider.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';

/**
 * The deck's fit with the investor's profile: the provider's rating when it gives one, else the domain's
 * local rules (spec pitch-deck-handling §5.5). Either way a criterion resting on a value the deck does
 * not state is Unknown and left out of the overall (ADR 0009).
 */
export async function rateInvestorFit(
  ctx: AnalysisAppContext,
  deck: DeckForAnalysis,
  profile: InvestorProfile | null,
  /** Who rates: by default the provider in use; a deck read offline is rated by the local engine, not a model known to be down. */
  rater?: AnalysisProvider,
): Promise<{ fit: InvestorFit; profileUsed: InvestorProfile }> {
  const profileUsed = profile ?? { ...PROFILE_DEFAULTS };
  let fromProvider: InvestorFit | null = null;
  try {
    const provider = rater ?? (await ctx.analysis.provider());
    fromProvider = await provider.investorFit(deck, profileUsed, await ctx.analysis.context(deck.industry));
  } catch {
    // The spec's fallback: when the provider's call fails, the local rules rate the deck.
  }
  return { fit: investorFitOf(deck, profileUsed, fromProvider, deck.fieldSources), profileUsed };
}
