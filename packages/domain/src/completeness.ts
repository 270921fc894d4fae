/** Investor profile completeness (spec pitch-deck-handling §5.7, accounts §5) and first-run routing. */
import { GLOBAL_GEOGRAPHY, PROFILE_DEFAULTS, THESIS_COMPLETENESS_MIN_CHARS, type ProfileRange } from './constants.ts';
import type { InvestorProfile } from './contracts/accounts.ts';
import { COMPLETENESS_HINTS } from './messages.ts';

/** Stored profiles may predate a field, so every field is optional here. */
export type ProfileInput = Partial<InvestorProfile> | null | undefined;

const INDUSTRY_AGNOSTIC = 'Industry Agnostic';
const STAGE_AGNOSTIC = 'Stage Agnostic';

function isEmptyOrOnly(values: readonly string[] | undefined, agnostic: string): boolean {
  const list = values ?? [];
  return list.length === 0 || (list.length === 1 && list[0] === agnostic);
}

function hasDefaultOwnershipRange(profile: Partial<InvestorProfile>): boolean {
  return (
    (profile.targetOwnershipMin ?? PROFILE_DEFAULTS.targetOwnershipMin) === PROFILE_DEFAULTS.targetOwnershipMin &&
    (profile.targetOwnershipMax ?? PROFILE_DEFAULTS.targetOwnershipMax) === PROFILE_DEFAULTS.targetOwnershipMax
  );
}

/**
 * A range counts once the user has set it: changed from the default (the spec's "changed from the
 * default"), or marked as set by the user, which is how a range kept at its default on purpose counts
 * (ADR 0032). A profile stored before the mark existed has no mark and is read by its values alone.
 */
function rangeScore(profile: Partial<InvestorProfile>, range: ProfileRange, isDefault: boolean): number {
  return !isDefault || (profile.rangesSetByUser ?? []).includes(range) ? 1 : 0;
}

function hasDefaultTicketRange(profile: Partial<InvestorProfile>): boolean {
  return (
    (profile.ticketSizeMin ?? PROFILE_DEFAULTS.ticketSizeMin) === PROFILE_DEFAULTS.ticketSizeMin &&
    (profile.ticketSizeMax ?? PROFILE_DEFAULTS.ticketSizeMax) === PROFILE_DEFAULTS.ticketSizeMax
  );
}

/** All four hold: agnostic or empty focus and stages, no investor type, the default 250,000–2,000,000 tickets. */
export function isDefaultOrIncompleteProfile(profile: ProfileInput): boolean {
  if (!profile) return true;
  return (
    isEmptyOrOnly(profile.investmentFocus, INDUSTRY_AGNOSTIC) &&
    isEmptyOrOnly(profile.investmentStages, STAGE_AGNOSTIC) &&
    !(profile.investorType ?? '').trim() &&
    hasDefaultTicketRange(profile)
  );
}

export type CompletenessPart =
  | 'investment focus'
  | 'investment stages'
  | 'investor type'
  | 'ticket size'
  | 'target ownership'
  | 'excluded categories'
  | 'investment thesis'
  | 'target geographies';

export interface ProfileCompleteness {
  /**
   * 0..1, the mean of the 8 parts: the spec's 7, and target geographies, a field the settings page shows
   * and the fit rates, so that filling every shown field reaches 100% (ADR 0032).
   */
  score: number;
  /** The score as a rounded percent, as the banner shows it. */
  percent: number;
  /** The essential parts still missing, in the order the hint lists them. */
  missing: CompletenessPart[];
  /** Each of the 8 parts with its score (1, 0.5 for agnostic or Global only, or 0). */
  parts: Array<{ part: CompletenessPart; score: number }>;
  hint: string;
}

/** A list scores 1 when it names something specific, 0.5 when it is only the agnostic entry, 0 when empty. */
function listScore(values: readonly string[] | undefined, agnostic: string): number {
  const list = values ?? [];
  if (list.length === 0) return 0;
  return list.every((value) => value === agnostic) ? 0.5 : 1;
}

/**
 * The hint names only the three essential choices (focus, stages, investor type): that is the
 * sentence the spec gives for a fresh default profile, and the remaining parts (ranges, exclusions,
 * thesis) are refinements covered by the "Consider refining..." text.
 */
const HINT_PARTS: CompletenessPart[] = ['investment focus', 'investment stages', 'investor type'];

export function profileCompleteness(profile: ProfileInput): ProfileCompleteness {
  if (!profile) {
    return { score: 0, percent: 0, missing: [...HINT_PARTS], parts: [], hint: COMPLETENESS_HINTS.noProfile };
  }
  const parts: ProfileCompleteness['parts'] = [
    { part: 'investment focus', score: listScore(profile.investmentFocus, INDUSTRY_AGNOSTIC) },
    { part: 'investment stages', score: listScore(profile.investmentStages, STAGE_AGNOSTIC) },
    { part: 'investor type', score: (profile.investorType ?? '').trim() ? 1 : 0 },
    { part: 'ticket size', score: rangeScore(profile, 'ticketSize', hasDefaultTicketRange(profile)) },
    { part: 'target ownership', score: rangeScore(profile, 'targetOwnership', hasDefaultOwnershipRange(profile)) },
    {
      part: 'excluded categories',
      score: (profile.excludedCategories ?? []).length > 0 || (profile.customExcludedCategories ?? '').trim() ? 1 : 0,
    },
    {
      part: 'investment thesis',
      score: (profile.investmentThesis ?? '').trim().length > THESIS_COMPLETENESS_MIN_CHARS ? 1 : 0,
    },
    { part: 'target geographies', score: listScore(profile.targetGeographies, GLOBAL_GEOGRAPHY) },
  ];
  const score = parts.reduce((sum, { score: partScore }) => sum + partScore, 0) / parts.length;
  const missing = parts.filter(({ part, score: s }) => HINT_PARTS.includes(part) && s < 1).map(({ part }) => part);
  const hint = missing.length
    ? `${COMPLETENESS_HINTS.missingPrefix}${missing.join(', ')}${COMPLETENESS_HINTS.missingSuffix}`
    : COMPLETENESS_HINTS.allSet;
  return { score, percent: Math.round(score * 100), missing, parts, hint };
}

/** Settings opens in first-time setup mode when there is no profile or its focus is empty. */
export function isFirstTimeSetup(profile: ProfileInput): boolean {
  return !profile || (profile.investmentFocus ?? []).length === 0;
}

export type PostSignInPath = '/pitch-decks' | '/settings';

/** After sign-in: the deck list once the profile names at least one focus, else the settings page. */
export function postSignInPath(profile: ProfileInput): PostSignInPath {
  return (profile?.investmentFocus ?? []).length >= 1 ? '/pitch-decks' : '/settings';
}
