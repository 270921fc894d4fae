/**
 * Funding stages compared as stages, not as text (ADR 0009): "Pre-Seed" is not "Seed", "Series A" is
 * only Series A, and an agnostic profile accepts every stage. The canonical stages are the profile's
 * options (`STAGES` without 'Stage Agnostic'); a deck's or a profile's wording is read into one of them.
 */
import { STAGES } from './constants.ts';

export type CanonicalStage = Exclude<(typeof STAGES)[number], 'Stage Agnostic'>;

export const CANONICAL_STAGES = STAGES.filter(
  (stage): stage is CanonicalStage => stage !== 'Stage Agnostic',
);

/** Later series letters (D, E, F, …) are one stage, like the profile's 'Series D+' option. */
function seriesStage(letter: string): CanonicalStage {
  const upper = letter.toUpperCase();
  if (upper === 'A') return 'Series A';
  if (upper === 'B') return 'Series B';
  if (upper === 'C') return 'Series C';
  return 'Series D+';
}

/**
 * Synonyms, most specific first: "pre-series A" is a late seed (as the metadata extraction reads it)
 * before "series A" is looked for, "pre-seed" before "seed". Matched against lower-case text whose
 * hyphens and underscores are spaces, so "series-a", "pre_seed" and "Pre Seed" read alike.
 */
const SYNONYMS: ReadonlyArray<{ re: RegExp; stage: CanonicalStage | ((match: RegExpExecArray) => CanonicalStage) }> = [
  { re: /\bpre ?ipo\b/, stage: 'Pre-IPO' },
  { re: /\bpre ?series ?a\b/, stage: 'Seed' },
  { re: /\bpre ?seed\b|\bfriends (?:and|&) family\b|\bf ?& ?f\b/, stage: 'Pre-Seed' },
  { re: /\bseries ?seed\b|\bpost ?seed\b|\bseed\b|\bangel\b/, stage: 'Seed' },
  { re: /\bseries ?([a-z])(?:\d+)?\b/, stage: (match) => seriesStage(match[1]!) },
  // "B round", but not the "a round" of "raising a round".
  { re: /\b([b-f]) round\b/, stage: (match) => seriesStage(match[1]!) },
  { re: /\bgrowth\b|\blate stage\b|\bexpansion\b/, stage: 'Growth' },
];

const AGNOSTIC = /agnostic|^any(?: stage)?$|^all(?: stages)?$/i;

/** The canonical stage a text names, or null when it names none ("Bootstrapped", "Not specified"). */
export function canonicalStage(text: string | null | undefined): CanonicalStage | null {
  const normalised = (text ?? '').toLowerCase().replace(/[-_–—]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!normalised) return null;
  for (const { re, stage } of SYNONYMS) {
    const match = re.exec(normalised);
    if (!match) continue;
    return typeof stage === 'function' ? stage(match) : stage;
  }
  return null;
}

/** True when the profile accepts every stage: no stages chosen, or an agnostic entry. */
export function isStageAgnostic(targets: readonly string[]): boolean {
  return targets.length === 0 || targets.some((target) => AGNOSTIC.test(target.trim()));
}

export type StageComparison = 'agnostic' | 'match' | 'mismatch' | 'unrecognised';

/**
 * How a deck's stage compares with the profile's target stages. 'unrecognised' when the deck's stage
 * names no known stage and is not literally one of the targets: it cannot be compared as a stage.
 */
export function compareStage(deckStage: string, targets: readonly string[]): StageComparison {
  if (isStageAgnostic(targets)) return 'agnostic';
  const stage = canonicalStage(deckStage);
  if (stage === null) {
    const literal = deckStage.trim().toLowerCase();
    return targets.some((target) => target.trim().toLowerCase() === literal) ? 'match' : 'unrecognised';
  }
  return targets.some((target) => canonicalStage(target) === stage) ? 'match' : 'mismatch';
}
