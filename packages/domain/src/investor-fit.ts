/**
 * Investor fit: the local fallback rules of spec pitch-deck-handling §5.5 and the score helpers of §5.6.
 * The server uses them when the model's fit is missing; the web app uses the same labels.
 *
 * Deliberate differences (ADR 0009): a criterion whose deck value the deck does not state (a §5.3
 * default, or nothing found) is Unknown, whoever rated it, and the overall is averaged over the other
 * criteria only, never Green on fewer than two of them; stages are compared as stages (stages.ts).
 */
import { FIT_AVERAGE_THRESHOLDS, FIT_COLOR_THRESHOLDS, MIN_STATED_CRITERIA_FOR_GREEN } from './constants.ts';
import type { InvestorProfile } from './contracts/accounts.ts';
import { fitColorSchema, type FieldSource, type FieldSources, type FitColor, type InvestorFit } from './contracts/decks.ts';
import { placeWithinTarget } from './geography.ts';
import { escapeRegExp } from './regexp.ts';
import { FIT_MESSAGES } from './messages.ts';
import { formatRoundSize, formatUsd, formatUsdEquivalent, parseRoundSizeToMillions, roundSizeInUsd } from './round-size.ts';
import { compareStage } from './stages.ts';
import { isUnstatedSource } from './field-sources.ts';

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
  /** Where each deck value came from: an assumed or not-found value makes its criterion Unknown. */
  sources?: FieldSources;
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

// Stated values -----------------------------------------------------------------------------------

/**
 * Whether the deck states a value: it reads as a value, and its source (when known) is neither a
 * spec default ('assumed') nor 'not_found'. 'inferred' counts as stated: it is deduced from the deck.
 */
export function isStatedValue(value: string | null | undefined, source?: FieldSource | null): boolean {
  if (isUnstated(value)) return false;
  return !isUnstatedSource(source);
}

export type StatedFitFields = Record<FitField, boolean>;

export function statedFitFields(deck: DeckForFit, sources: FieldSources = {}): StatedFitFields {
  return {
    stage: isStatedValue(deck.stage, sources.stage),
    industry: isStatedValue(deck.industry, sources.industry),
    roundSize: isStatedValue(deck.roundSize, sources.roundSize),
    geography: isStatedValue(deck.geography, sources.geography),
  };
}

/** The four criteria, each with the deck field it rests on (display order of the spec). */
export const FIT_CRITERIA = [
  { field: 'stage', color: 'stageFit', reason: 'stageFitReason', label: 'Stage' },
  { field: 'roundSize', color: 'checkSizeFit', reason: 'checkSizeReason', label: 'Round size' },
  { field: 'industry', color: 'sectorAlignment', reason: 'sectorReason', label: 'Industry' },
  { field: 'geography', color: 'geographyFit', reason: 'geographyReason', label: 'Location' },
] as const satisfies ReadonlyArray<{
  field: FitField;
  color: Exclude<keyof InvestorFit, 'rationale' | 'overallMatch'>;
  reason: keyof InvestorFit['rationale'];
  label: string;
}>;

// Stage -------------------------------------------------------------------------------------------

function rateStage(deckStage: string, targetStages: string[]): Rated {
  const stage = deckStage.trim();
  switch (compareStage(stage, targetStages)) {
    case 'agnostic':
      return {
        fit: 'Green',
        reason: `Any stage fits your profile (${targetStages.length ? 'Stage Agnostic' : 'no target stages set'})`,
      };
    case 'match':
      return { fit: 'Green', reason: `${stage} matches your target stages (${listOf(targetStages)})` };
    case 'mismatch':
      return { fit: 'Red', reason: `${stage} is outside your target stages (${listOf(targetStages)})` };
    case 'unrecognised':
      return {
        fit: 'Yellow',
        reason: `${stage} is not a funding stage that can be compared with your target stages (${listOf(targetStages)})`,
      };
  }
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

function rateSector(deckIndustry: string, focus: string[]): Rated {
  if (isIndustryAgnostic(focus)) {
    return {
      fit: 'Green',
      reason: `Any industry fits your profile (${focus.length ? 'Industry Agnostic' : 'no investment focus set'})`,
    };
  }
  const industry = deckIndustry.trim();
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

/** "CA$4M round (≈ $2.9M at the rate of 2026-11-01)": the deck's figure first, the converted one beside it. */
function roundLabel(roundSize: string): string {
  const equivalent = formatUsdEquivalent(roundSize);
  return `${formatRoundSize(roundSize)} round${equivalent ? ` (${equivalent})` : ''}`;
}

/**
 * §5.5 check size, on the round in USD at the reference rates (exchange-rates.ts). A range is held
 * by its lower end, where the spec's parser reads a round, except that it is below the minimum ticket
 * only when its upper end is too.
 */
function rateCheckSize(roundSize: string, profile: ProfileForFit): Rated {
  const millions = parseRoundSizeToMillions(roundSize);
  if (millions === null || millions <= 0) return { fit: 'Yellow', reason: ROUND_SIZE_UNCLEAR };
  const { ticketSizeMin: ticketMin, ticketSizeMax: ticketMax } = profile;
  const { targetOwnershipMin: ownershipMin, targetOwnershipMax: ownershipMax } = profile;
  const ticketRange = `${formatUsd(ticketMin)}–${formatUsd(ticketMax)}`;
  const usd = roundSizeInUsd(roundSize);
  // A round without a currency cannot be held against a USD ticket: calling it in range would rest on a
  // currency we assumed, so the criterion stays Yellow (never Green, never Red) and says why.
  if (usd === null) {
    return {
      fit: 'Yellow',
      reason: `${formatRoundSize(roundSize)} round: not compared with your ${ticketRange} ticket (assumed, not stated)`,
    };
  }
  const roundText = roundLabel(roundSize);
  const ownershipTarget = `${ownershipMin}–${ownershipMax}%`;
  const round = usd.low;

  if ((usd.high ?? round) < ticketMin) {
    return { fit: 'Red', reason: `${roundText} is below your minimum ticket of ${formatUsd(ticketMin)}` };
  }
  if (round < ticketMin) {
    return {
      fit: 'Yellow',
      reason: `${roundText} starts below your minimum ticket of ${formatUsd(ticketMin)} and reaches into your ticket range (${ticketRange})`,
    };
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

/** "… within your ticket range …; currency assumed from slide 3": the rating rests on that slide too. */
function withCurrencySource(rated: Rated, source: FieldSource | undefined): Rated {
  const slide = source?.status === 'inferred' ? source.currencyFromSlide : undefined;
  return slide === undefined ? rated : { ...rated, reason: `${rated.reason}; ${FIT_MESSAGES.currencyAssumed(slide)}` };
}

// Geography ---------------------------------------------------------------------------------------

function rateGeography(deckGeography: string, targets: string[]): Rated {
  const wanted = targets.map((target) => target.trim()).filter(Boolean);
  if (wanted.length === 0) return { fit: 'Yellow', reason: 'No target geographies set in your profile' };
  const location = deckGeography.trim();
  return wanted.some((target) => placeWithinTarget(location, target))
    ? { fit: 'Green', reason: `${location} is within your target geographies (${listOf(wanted)})` }
    : { fit: 'Red', reason: `${location} is outside your target geographies (${listOf(wanted)})` };
}

// Overall and helpers -----------------------------------------------------------------------------

const COLOR_POINTS: Record<Exclude<FitColor, 'Unknown'>, number> = { Green: 3, Yellow: 2, Red: 1 };

/**
 * Green=3, Yellow=2, Red=1 averaged over the criteria that are not Unknown; 2.5 and above Green, 1.5
 * and above Yellow (§5.5). Unknown when none is known; at most Yellow when fewer than two are.
 */
export function overallFit(fits: FitColor[]): FitColor {
  const known = fits.filter((fit): fit is Exclude<FitColor, 'Unknown'> => fit !== 'Unknown');
  if (known.length === 0) return 'Unknown';
  const average = known.reduce((sum, fit) => sum + COLOR_POINTS[fit], 0) / known.length;
  if (average >= FIT_AVERAGE_THRESHOLDS.green) {
    return known.length >= MIN_STATED_CRITERIA_FOR_GREEN ? 'Green' : 'Yellow';
  }
  if (average >= FIT_AVERAGE_THRESHOLDS.yellow) return 'Yellow';
  return 'Red';
}

export function scoreInvestorFit(
  deck: DeckForFit,
  profile: ProfileForFit,
  options: ScoreFitOptions = {},
): InvestorFit {
  const rate: Record<FitField, (value: string) => Rated> = {
    stage: (value) => rateStage(value, profile.investmentStages ?? []),
    roundSize: (value) => withCurrencySource(rateCheckSize(value, profile), options.sources?.roundSize),
    industry: (value) => rateSector(value, profile.investmentFocus ?? []),
    geography: (value) => rateGeography(value, profile.targetGeographies ?? []),
  };
  const fit = {
    overallMatch: 'Unknown',
    rationale: {} as InvestorFit['rationale'],
  } as InvestorFit;
  const stated = statedFitFields(deck, options.sources);
  for (const criterion of FIT_CRITERIA) {
    const rated = stated[criterion.field]
      ? rate[criterion.field](deck[criterion.field]!)
      : { fit: 'Unknown' as const, reason: FIT_MESSAGES.criterionNotStated(criterion.label) };
    fit[criterion.color] = rated.fit;
    fit.rationale[criterion.reason] = rated.reason;
  }
  fit.overallMatch = overallFit(FIT_CRITERIA.map((criterion) => fit[criterion.color]));
  return fit;
}

/**
 * Any rating (the model's, the local rules', one stored before ADR 0009) brought to the rules: a
 * criterion resting on a value the deck does not state becomes Unknown, and the overall is averaged
 * from the remaining criteria. A rater's Red overall with a stated, Red sector stays Red: that is the
 * model's excluded-category rule, which the average alone would not keep.
 */
export function fitFromStatedValues(fit: InvestorFit, stated: StatedFitFields): InvestorFit {
  const result: InvestorFit = { ...fit, rationale: { ...fit.rationale } };
  for (const criterion of FIT_CRITERIA) {
    if (stated[criterion.field]) continue;
    result[criterion.color] = 'Unknown';
    result.rationale[criterion.reason] = FIT_MESSAGES.criterionNotStated(criterion.label);
  }
  const excluded = fit.overallMatch === 'Red' && stated.industry && fit.sectorAlignment === 'Red';
  result.overallMatch = excluded ? 'Red' : overallFit(FIT_CRITERIA.map((criterion) => result[criterion.color]));
  return result;
}

/**
 * A deck's fit: the rating a rater (the analysis model) gave, brought to the rules by
 * `fitFromStatedValues`, or the local rules when there is none (spec §5.5: the fallback).
 */
export function investorFitOf(
  deck: DeckForFit,
  profile: ProfileForFit,
  rated: InvestorFit | null | undefined,
  sources: FieldSources = {},
): InvestorFit {
  return rated
    ? fitFromStatedValues(rated, statedFitFields(deck, sources))
    : scoreInvestorFit(deck, profile, { sources });
}

const storedColor = fitColorSchema.catch('Unknown');

/**
 * A fit as stored in the database, read tolerantly: a missing or unrecognised colour reads as
 * Unknown and a missing reason as empty, so a rating stored by an older version still shows; null
 * when there is no rating object at all.
 */
export function readStoredFit(value: unknown): InvestorFit | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const rationale = (
    stored.rationale && typeof stored.rationale === 'object' ? stored.rationale : {}
  ) as Record<string, unknown>;
  const text = (reason: unknown) => (typeof reason === 'string' ? reason : '');
  return {
    overallMatch: storedColor.parse(stored.overallMatch),
    stageFit: storedColor.parse(stored.stageFit),
    checkSizeFit: storedColor.parse(stored.checkSizeFit),
    sectorAlignment: storedColor.parse(stored.sectorAlignment),
    geographyFit: storedColor.parse(stored.geographyFit),
    rationale: {
      stageFitReason: text(rationale.stageFitReason),
      checkSizeReason: text(rationale.checkSizeReason),
      sectorReason: text(rationale.sectorReason),
      geographyReason: text(rationale.geographyReason),
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

export type FitMatchLabel = (typeof FIT_MESSAGES.matchLabels)[FitColor];

function asFitColor(value: string | null | undefined): FitColor | null {
  const parsed = fitColorSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The one match label of a deck's overall fit (Strong / Partial / Poor Match, or Not Enough Data),
 * used by the deck card, the deck page, the Analysis list, the deep page and the exports. Null only
 * when the deck has no rating.
 */
export function fitMatchLabel(overall: FitColor | string | null | undefined): FitMatchLabel | null {
  const color = asFitColor(overall);
  return color ? FIT_MESSAGES.matchLabels[color] : null;
}

/** What one criterion's colour reads as: its name, or "Not stated in the deck" for Unknown. */
export function fitCriterionLabel(color: FitColor | string | null | undefined): string {
  const known = asFitColor(color);
  return known === null || known === 'Unknown' ? FIT_MESSAGES.notStated : known;
}

/** False only when the deck has no rating: the deck card then offers a retry. */
export function hasUsableFit(fit: Pick<InvestorFit, 'overallMatch'> | null | undefined): boolean {
  return fit != null;
}
