/**
 * Investor fit: the local fallback rules of spec pitch-deck-handling §5.5 and the score helpers of §5.6.
 * The server uses them when the model's fit is missing; the web app uses the same labels.
 */
import { FIT_AVERAGE_THRESHOLDS, FIT_COLOR_THRESHOLDS } from './constants.ts';
import type { InvestorProfile } from './contracts/accounts.ts';
import type { FitColor, InvestorFit } from './contracts/decks.ts';
import { placeWithinTarget } from './geography.ts';
import { formatMillions, formatUsd, parseRoundSizeToMillions } from './round-size.ts';

export type FitField = 'stage' | 'industry' | 'roundSize' | 'geography';
export type DeckForFit = Record<FitField, string | null | undefined>;
export type ProfileForFit = Pick<
  InvestorProfile,
  | 'investmentStages'
  | 'investmentFocus'
  | 'ticketSizeMin'
  | 'ticketSizeMax'
  | 'targetOwnershipMin'
  | 'targetOwnershipMax'
  | 'targetGeographies'
>;
export interface ScoreFitOptions {
  /** Fields the caller filled with a default (spec §5.3); their rationale says so. */
  assumed?: Partial<Record<FitField, boolean>>;
}

type Rated = { fit: FitColor; reason: string };

export const ROUND_SIZE_UNCLEAR = 'Round size not clearly specified';

/**
 * Share of the company a round typically sells. A deck rarely states its valuation, so the
 * post-money is approximated as round / 0.25: early rounds commonly sell 20–25%, and the upper end
 * keeps the ownership estimate optimistic rather than turning decks Red on a guess.
 */
export const ASSUMED_ROUND_DILUTION = 0.25;

const UNSTATED =
  /^(?:unknown(?: \w+)?|not (?:specified|stated|available|provided|found)|n\/?a|none|tbd|-|—)$/i;

function isUnstated(value: string | null | undefined): boolean {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || UNSTATED.test(trimmed);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word containment, so "US" is not found inside "Russia" nor "AI" inside "Retail". */
function containsPhrase(haystack: string, needle: string): boolean {
  if (!needle) return false;
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}(?:$|[^\\p{L}\\p{N}])`, 'iu').test(haystack);
}

/** Substring match in either direction; words of 3 letters or fewer must match as whole words. */
function textMatches(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase().trim(), b.toLowerCase().trim()];
  if (!x || !y) return false;
  const contains = (hay: string, needle: string) =>
    needle.length <= 3 ? containsPhrase(hay, needle) : hay.includes(needle);
  return contains(x, y) || contains(y, x);
}

function listOf(values: string[]): string {
  return values.join(', ');
}

function assumedPrefix(label: string, value: string, assumed: boolean | undefined): string {
  return assumed ? `${label} not stated in the deck (assumed ${value}); ` : '';
}

function withAssumption(rated: Rated, label: string, value: string, assumed: boolean | undefined): Rated {
  // A field with no value at all already reads "not specified" in its own reason: no prefix to add.
  if (isUnstated(value)) return rated;
  return { fit: rated.fit, reason: assumedPrefix(label, value, assumed) + rated.reason };
}

// Stage -------------------------------------------------------------------------------------------

function isStageAgnostic(stages: string[]): boolean {
  return stages.length === 0 || stages.some((stage) => /agnostic|^any$/i.test(stage.trim()));
}

function rateStage(deckStage: string | null | undefined, targetStages: string[]): Rated {
  if (isStageAgnostic(targetStages)) {
    return {
      fit: 'Green',
      reason: `Any stage fits your profile (${targetStages.length ? 'Stage Agnostic' : 'no target stages set'})`,
    };
  }
  // Not in §5.5, which always receives a defaulted stage: a missing one is not evidence of a mismatch.
  if (isUnstated(deckStage)) return { fit: 'Yellow', reason: 'Stage not stated in the deck' };
  const stage = deckStage!.trim();
  const matches = targetStages.some(
    (target) => textMatches(stage, target) || (/seed/i.test(stage) && /seed/i.test(target)),
  );
  return matches
    ? { fit: 'Green', reason: `${stage} matches your target stages (${listOf(targetStages)})` }
    : { fit: 'Red', reason: `${stage} is outside your target stages (${listOf(targetStages)})` };
}

// Sector ------------------------------------------------------------------------------------------

/**
 * Related ecosystems (§5.5), read as written: the deck's industry against the profile's focus.
 * "tech" and "platform" are whole words, so Fintech, Edtech or Biotech are not "tech" here.
 */
const RELATED_SECTORS: ReadonlyArray<{ fit: FitColor; deck: RegExp; focus: RegExp }> = [
  {
    fit: 'Green',
    deck: /media|entertainment/i,
    focus: /mobile|\bapps?\b|gaming|content|coupon|\bplatforms?\b/i,
  },
  { fit: 'Yellow', deck: /commerce|retail/i, focus: /mobile|\bapps?\b|coupon|\bdeals?\b/i },
  { fit: 'Yellow', deck: /software/i, focus: /\bplatforms?\b|\btech(?:nology)?\b/i },
];

function isIndustryAgnostic(focus: string[]): boolean {
  return focus.length === 0 || focus.some((entry) => /agnostic|^any$/i.test(entry.trim()));
}

/** "SaaS / Software" is matched part by part, so a deck in "Software" or "SaaS" matches it. */
function focusParts(entry: string): string[] {
  return [entry, ...entry.split(/\s*[/&,]\s*|\s+and\s+/i)].map((part) => part.trim()).filter(Boolean);
}

function rateSector(deckIndustry: string | null | undefined, focus: string[]): Rated {
  if (isIndustryAgnostic(focus)) {
    return {
      fit: 'Green',
      reason: `Any industry fits your profile (${focus.length ? 'Industry Agnostic' : 'no investment focus set'})`,
    };
  }
  if (isUnstated(deckIndustry)) return { fit: 'Yellow', reason: 'Industry not stated in the deck' };
  const industry = deckIndustry!.trim();
  if (focus.some((entry) => focusParts(entry).some((part) => textMatches(industry, part)))) {
    return { fit: 'Green', reason: `${industry} matches your investment focus (${listOf(focus)})` };
  }
  for (const relation of RELATED_SECTORS) {
    const related = relation.deck.test(industry)
      ? focus.find((entry) => relation.focus.test(entry))
      : undefined;
    if (related && relation.fit === 'Green') {
      return { fit: 'Green', reason: `${industry} is closely related to your focus on ${related}` };
    }
    if (related)
      return {
        fit: 'Yellow',
        reason: `${industry} is adjacent to your focus on ${related} (related ecosystem)`,
      };
  }
  return { fit: 'Red', reason: `${industry} is outside your investment focus (${listOf(focus)})` };
}

// Check size --------------------------------------------------------------------------------------

function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

function rateCheckSize(roundSize: string | null | undefined, profile: ProfileForFit): Rated {
  const millions = parseRoundSizeToMillions(roundSize);
  if (millions === null || millions <= 0) return { fit: 'Yellow', reason: ROUND_SIZE_UNCLEAR };
  const round = millions * 1e6;
  const { ticketSizeMin: ticketMin, ticketSizeMax: ticketMax } = profile;
  const { targetOwnershipMin: ownershipMin, targetOwnershipMax: ownershipMax } = profile;
  const roundText = `${formatMillions(millions)} round`;
  const ticketRange = `${formatUsd(ticketMin)}–${formatUsd(ticketMax)}`;
  const ownershipTarget = `${ownershipMin}–${ownershipMax}%`;

  if (round < ticketMin) {
    return { fit: 'Red', reason: `${roundText} is below your minimum ticket of ${formatUsd(ticketMin)}` };
  }
  // The investor can write any ticket between their minimum and the smaller of their maximum and
  // the round itself; the ownership fits when some ticket in that span lands in the target range.
  const postMoney = round / ASSUMED_ROUND_DILUTION;
  const lowestOwnership = (Math.min(ticketMin, round) / postMoney) * 100;
  const highestOwnership = (Math.min(ticketMax, round) / postMoney) * 100;
  const ownershipFits = highestOwnership >= ownershipMin && lowestOwnership <= ownershipMax;

  if (round <= ticketMax) {
    return ownershipFits
      ? {
          fit: 'Green',
          reason: `${roundText} is within your ticket range (${ticketRange}); implied ownership of up to ~${formatPercent(highestOwnership)} fits your ${ownershipTarget} target`,
        }
      : {
          fit: 'Yellow',
          reason: `${roundText} is within your ticket range (${ticketRange}), but implied ownership of ~${formatPercent(lowestOwnership)}–${formatPercent(highestOwnership)} misses your ${ownershipTarget} target`,
        };
  }
  return ownershipFits
    ? {
        fit: 'Yellow',
        reason: `${roundText} is larger than your maximum ticket of ${formatUsd(ticketMax)}; your ticket would still buy ~${formatPercent(highestOwnership)} ownership, within your ${ownershipTarget} target`,
      }
    : {
        fit: 'Yellow',
        reason: `${roundText} is larger than your maximum ticket of ${formatUsd(ticketMax)}; your ticket would buy only ~${formatPercent(highestOwnership)} ownership against your ${ownershipTarget} target (moderate fit)`,
      };
}

// Geography ---------------------------------------------------------------------------------------

function rateGeography(deckGeography: string | null | undefined, targets: string[]): Rated {
  const wanted = targets.map((target) => target.trim()).filter(Boolean);
  if (wanted.length === 0) return { fit: 'Yellow', reason: 'No target geographies set in your profile' };
  if (isUnstated(deckGeography)) return { fit: 'Yellow', reason: 'Location not specified in the deck' };
  const location = deckGeography!.trim();
  return wanted.some((target) => placeWithinTarget(location, target))
    ? { fit: 'Green', reason: `${location} is within your target geographies (${listOf(wanted)})` }
    : { fit: 'Red', reason: `${location} is outside your target geographies (${listOf(wanted)})` };
}

// Overall and helpers -----------------------------------------------------------------------------

const COLOR_POINTS: Record<FitColor, number> = { Green: 3, Yellow: 2, Red: 1, Unknown: 2 };

/** Green=3, Yellow=2, Red=1 averaged; 2.5 and above Green, 1.5 and above Yellow (§5.5). */
export function overallFit(fits: FitColor[]): FitColor {
  if (fits.length === 0) return 'Unknown';
  const average = fits.reduce((sum, fit) => sum + COLOR_POINTS[fit], 0) / fits.length;
  if (average >= FIT_AVERAGE_THRESHOLDS.green) return 'Green';
  if (average >= FIT_AVERAGE_THRESHOLDS.yellow) return 'Yellow';
  return 'Red';
}

export function scoreInvestorFit(
  deck: DeckForFit,
  profile: ProfileForFit,
  options: ScoreFitOptions = {},
): InvestorFit {
  const assumed = options.assumed ?? {};
  const explain = (rated: Rated, field: FitField, label: string) =>
    withAssumption(rated, label, deck[field] ?? '', assumed[field]);
  const stage = explain(rateStage(deck.stage, profile.investmentStages ?? []), 'stage', 'Stage');
  const sector = explain(rateSector(deck.industry, profile.investmentFocus ?? []), 'industry', 'Industry');
  const checkSize = explain(rateCheckSize(deck.roundSize, profile), 'roundSize', 'Round size');
  const geography = explain(
    rateGeography(deck.geography, profile.targetGeographies ?? []),
    'geography',
    'Location',
  );
  return {
    overallMatch: overallFit([stage.fit, checkSize.fit, sector.fit, geography.fit]),
    stageFit: stage.fit,
    checkSizeFit: checkSize.fit,
    sectorAlignment: sector.fit,
    geographyFit: geography.fit,
    rationale: {
      stageFitReason: stage.reason,
      checkSizeReason: checkSize.reason,
      sectorReason: sector.reason,
      geographyReason: geography.reason,
    },
  };
}

/** §5.6: Green 1, Yellow 0.5, Red 0, anything else 0.5. */
export function fitToScore(fit: string | null | undefined): number {
  if (fit === 'Green') return 1;
  if (fit === 'Red') return 0;
  return 0.5;
}

/** §5.6: 0.8 and above Green, 0.3 and above Yellow, otherwise Red. */
export function scoreToColor(score: number): Exclude<FitColor, 'Unknown'> {
  if (score >= FIT_COLOR_THRESHOLDS.green) return 'Green';
  if (score >= FIT_COLOR_THRESHOLDS.yellow) return 'Yellow';
  return 'Red';
}

export type FitBadgeLabel = 'Strong Match' | 'Partial Match' | 'Poor Match';

export function fitBadgeLabel(overall: FitColor | string | null | undefined): FitBadgeLabel | null {
  if (overall === 'Green') return 'Strong Match';
  if (overall === 'Yellow') return 'Partial Match';
  if (overall === 'Red') return 'Poor Match';
  return null;
}

/** False when the fit is missing or Unknown: the deck card then offers a retry. */
export function hasUsableFit(fit: Pick<InvestorFit, 'overallMatch'> | null | undefined): boolean {
  return (
    fit != null &&
    (fit.overallMatch === 'Green' || fit.overallMatch === 'Yellow' || fit.overallMatch === 'Red')
  );
}
