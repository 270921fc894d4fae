/**
 * Match indicator of the deep analysis page (spec deep-analysis-admin §2.3): a second formula beside
 * the overall fit, shown under its own name (`FIT_MESSAGES.matchIndicatorName`) so the two cannot be
 * read as contradicting each other (ADR 0009). Like the fit, it counts only values the deck states and
 * compares stages as stages.
 */
import type { InvestorProfile } from './contracts/accounts.ts';
import type { FieldSources } from './contracts/decks.ts';
import { isStatedValue } from './investor-fit.ts';
import { FIT_MESSAGES } from './messages.ts';
import { compareStage } from './stages.ts';

export interface DeckForMatch {
  stage: string | null | undefined;
  industry: string | null | undefined;
  fieldSources?: FieldSources;
}

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

/**
 * 0.5 when the deck's stage is one of the profile's stages, plus 0.5 when its industry is in the focus.
 * A value the deck does not state (assumed or not found) earns nothing.
 */
export function matchScore(
  deck: DeckForMatch,
  profile: Pick<InvestorProfile, 'investmentStages' | 'investmentFocus'> | null | undefined,
): number {
  if (!profile) return 0;
  const stages = profile.investmentStages ?? [];
  const focus = profile.investmentFocus ?? [];
  const sources = deck.fieldSources ?? {};
  const stageMatches =
    isStatedValue(deck.stage, sources.stage) && ['agnostic', 'match'].includes(compareStage(deck.stage!, stages));
  const industryMatches =
    isStatedValue(deck.industry, sources.industry) &&
    (acceptsAny(focus, 'Industry Agnostic') || includesIgnoringCase(focus, deck.industry!));
  return (stageMatches ? 0.5 : 0) + (industryMatches ? 0.5 : 0);
}

export function matchLabel(score: number): MatchLabel {
  if (score >= 0.8) return 'Excellent';
  if (score >= 0.6) return 'Good';
  if (score >= 0.4) return 'Moderate';
  if (score >= 0.2) return 'Low';
  return 'Poor';
}

export interface MatchIndicator {
  score: number;
  percent: number;
  label: MatchLabel;
  /** "Stage & sector overlap: 50% (Moderate)": never the words of the overall fit's match label. */
  text: string;
}

export function matchIndicator(
  deck: DeckForMatch,
  profile: Pick<InvestorProfile, 'investmentStages' | 'investmentFocus'> | null | undefined,
): MatchIndicator {
  const score = matchScore(deck, profile);
  const percent = Math.round(score * 100);
  const label = matchLabel(score);
  return { score, percent, label, text: `${FIT_MESSAGES.matchIndicatorName}: ${percent}% (${label})` };
}
