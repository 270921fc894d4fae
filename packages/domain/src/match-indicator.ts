/** Match indicator of the deep analysis page (spec deep-analysis-admin §2.3). */
import type { InvestorProfile } from './contracts/accounts.ts';

export type MatchLabel = 'Excellent' | 'Good' | 'Moderate' | 'Low' | 'Poor';

function includesIgnoringCase(list: readonly string[], value: string): boolean {
  const wanted = value.trim().toLowerCase();
  return list.some((entry) => entry.trim().toLowerCase() === wanted);
}

/**
 * An agnostic profile counts as matching: the default profile is agnostic, and rating every deck
 * "Poor" for it would contradict the investor-fit rules, where agnostic matches anything.
 */
function acceptsAny(list: readonly string[], agnostic: string): boolean {
  return list.length === 0 || includesIgnoringCase(list, agnostic);
}

/** 0.5 when the deck's stage is one of the profile's stages, plus 0.5 when its industry is in the focus. */
export function matchScore(
  deck: { stage: string | null | undefined; industry: string | null | undefined },
  profile: Pick<InvestorProfile, 'investmentStages' | 'investmentFocus'> | null | undefined,
): number {
  if (!profile) return 0;
  const stages = profile.investmentStages ?? [];
  const focus = profile.investmentFocus ?? [];
  const stageMatches = acceptsAny(stages, 'Stage Agnostic') || includesIgnoringCase(stages, deck.stage ?? '');
  const industryMatches = acceptsAny(focus, 'Industry Agnostic') || includesIgnoringCase(focus, deck.industry ?? '');
  return (stageMatches ? 0.5 : 0) + (industryMatches ? 0.5 : 0);
}

export function matchLabel(score: number): MatchLabel {
  if (score >= 0.8) return 'Excellent';
  if (score >= 0.6) return 'Good';
  if (score >= 0.4) return 'Moderate';
  if (score >= 0.2) return 'Low';
  return 'Poor';
}

export function matchIndicator(
  deck: { stage: string | null | undefined; industry: string | null | undefined },
  profile: Pick<InvestorProfile, 'investmentStages' | 'investmentFocus'> | null | undefined,
): { score: number; percent: number; label: MatchLabel } {
  const score = matchScore(deck, profile);
  return { score, percent: Math.round(score * 100), label: matchLabel(score) };
}
