/**
 * Comparables and "seen before" (issue #32 item 3, ADR 0054): the decks of a workspace most like a deck
 * (sector, stage, round, words), and earlier decks of the same company or the same founders with what
 * became of them. Pure rules: the server narrows the workspace's decks in SQL and asks these for the score.
 */
import { z } from 'zod';
import { fitColorSchema } from './contracts/decks.ts';
import { estimateJaccard, nameSimilarity } from './duplicates.ts';
import { PASS_REASON_LABELS, PASSED_STAGE_ID, type PassReason } from './pipeline.ts';

/** The deck page shows at most this many comparables. */
export const COMPARABLES_LIMIT = 5;
/** Earlier decks of the same company or founders shown under "Seen before". */
export const SEEN_BEFORE_LIMIT = 10;
/**
 * Decks scored per request, after the SQL narrowing (same sector or stage, or a shared word band): the
 * word signatures of this many rows are compared in memory, whatever the size of the library.
 */
export const COMPARABLE_CANDIDATES_MAX = 400;
/** Below this a deck is not shown as comparable: at most one weak signal (a stage in common) is not "like". */
export const COMPARABLE_MIN_SCORE = 0.3;
/** A company name at least this close (1 − edit distance / length) is the same company. */
export const SAME_COMPANY_NAME_SIMILARITY = 0.85;

/**
 * What makes two decks alike, out of 1. Sector weighs most (an investor compares within a market), then
 * the words the decks use (what they build), then stage and round size. Each part is 0 when either deck
 * does not state it, so two silent decks never look alike.
 */
export const COMPARABLE_WEIGHTS = { sector: 0.35, text: 0.3, stage: 0.2, round: 0.15 } as const;
/**
 * Word-set Jaccard at which the text part is full: two different companies' decks in one market share
 * about a fifth of their longer words; near-copies (above this) are the duplicate check's business.
 */
export const TEXT_SIMILARITY_FULL_AT = 0.25;
/** Round sizes within this factor of each other count as the same round. */
export const ROUND_SIZE_SAME_FACTOR = 2;

export interface ComparableKeys {
  /** Lower-case stated industry, null when unstated. */
  industryKey: string | null;
  /** Canonical stage, 'Unknown' when unstated. */
  stageKey: string;
  /** Position of the stage in the stage order, null when unknown. */
  stageRank: number | null;
  roundSizeMillions: number | null;
  /** MinHash signature of the deck's words (duplicates.wordSignature); empty when not computed. */
  wordSignature: readonly number[];
}

export type ComparableReason = 'sector' | 'stage' | 'round' | 'text';

export interface ComparableScore {
  score: number;
  reasons: ComparableReason[];
}

function stagePart(a: ComparableKeys, b: ComparableKeys): number {
  if (a.stageRank === null || b.stageRank === null) return 0;
  const gap = Math.abs(a.stageRank - b.stageRank);
  // The next stage up or down is half as alike: a Seed deck is read beside Pre-Seed and Series A ones.
  return gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
}

function roundPart(a: ComparableKeys, b: ComparableKeys): number {
  const [x, y] = [a.roundSizeMillions, b.roundSizeMillions];
  if (x === null || y === null || x <= 0 || y <= 0) return 0;
  return Math.max(x, y) / Math.min(x, y) <= ROUND_SIZE_SAME_FACTOR ? 1 : 0;
}

function textPart(a: ComparableKeys, b: ComparableKeys): number {
  if (a.wordSignature.length === 0 || b.wordSignature.length === 0) return 0;
  return Math.min(1, estimateJaccard(a.wordSignature, b.wordSignature) / TEXT_SIMILARITY_FULL_AT);
}

/** How alike two decks are (0..1), with the parts that count for it, strongest first. */
export function scoreComparable(deck: ComparableKeys, other: ComparableKeys): ComparableScore {
  const parts: Record<ComparableReason, number> = {
    sector: deck.industryKey !== null && deck.industryKey === other.industryKey ? 1 : 0,
    stage: stagePart(deck, other),
    round: roundPart(deck, other),
    text: textPart(deck, other),
  };
  const weighted = (Object.keys(parts) as ComparableReason[]).map((reason) => ({
    reason,
    value: parts[reason] * COMPARABLE_WEIGHTS[reason],
  }));
  const score = weighted.reduce((sum, part) => sum + part.value, 0);
  const reasons = weighted
    .filter((part) => part.value > 0)
    .sort((x, y) => y.value - x.value)
    .map((part) => part.reason);
  return { score: Math.round(score * 1000) / 1000, reasons };
}

/** The best `limit` candidates at or above the minimum score, best first (newest first on a tie). */
export function rankComparables<T extends ComparableKeys & { id: string; uploadedAt: string }>(
  deck: ComparableKeys,
  candidates: readonly T[],
  limit = COMPARABLES_LIMIT,
): Array<T & ComparableScore> {
  return candidates
    .map((candidate) => ({ ...candidate, ...scoreComparable(deck, candidate) }))
    .filter((scored) => scored.score >= COMPARABLE_MIN_SCORE)
    .sort((x, y) => y.score - x.score || y.uploadedAt.localeCompare(x.uploadedAt) || x.id.localeCompare(y.id))
    .slice(0, limit);
}

// Seen before -------------------------------------------------------------------------------------

/** What the engine and the models write when they found no one ("Not specified", "Not found"). */
const PLACEHOLDER_PEOPLE = /^(not|unknown|no|none|n a)\b/;

/**
 * The people of a deck's key-people fact ("Jane Doe (CEO); John Roe (CTO)", as the engine and the models
 * write it), lower case without their roles. A single word is not a person's name to match on.
 */
export function founderNames(keyPeople: string | null | undefined): string[] {
  const names = (keyPeople ?? '')
    .split(/[;\n]/)
    .map((entry) =>
      entry
        .replace(/\([^)]*\)/g, ' ')
        .split(/\s[-–—,|]\s|,/)[0]!
        .replace(/[^\p{L}\s'’-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    )
    .filter((name) => name.split(' ').length >= 2 && !PLACEHOLDER_PEOPLE.test(name));
  return [...new Set(names)];
}

/** The host of a website without "www.", lower case; '' when there is none. */
export function websiteDomain(website: string | null | undefined): string {
  const text = (website ?? '').trim().toLowerCase();
  if (!text) return '';
  const host = text
    .replace(/^[a-z]+:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : '';
}

export interface SeenBeforeKeys {
  companyName: string;
  website: string;
  keyPeople: string;
}

export type SeenBeforeMatch = 'company' | 'website' | 'founders';

export interface SeenBeforeResult {
  matches: SeenBeforeMatch[];
  /** The founders both decks name, as the earlier deck writes them (lower case). */
  sharedFounders: string[];
}

/** Why an earlier deck is the same company or the same founders; null when it is neither. */
export function seenBeforeMatch(deck: SeenBeforeKeys, earlier: SeenBeforeKeys): SeenBeforeResult | null {
  const matches: SeenBeforeMatch[] = [];
  if (nameSimilarity(deck.companyName, earlier.companyName) >= SAME_COMPANY_NAME_SIMILARITY) matches.push('company');
  const domain = websiteDomain(deck.website);
  if (domain && domain === websiteDomain(earlier.website)) matches.push('website');
  const founders = new Set(founderNames(deck.keyPeople));
  const sharedFounders = founderNames(earlier.keyPeople).filter((name) => founders.has(name));
  if (sharedFounders.length > 0) matches.push('founders');
  return matches.length > 0 ? { matches, sharedFounders } : null;
}

/** "2025-03": the month a deck's stage was last set, as the issue writes an outcome's date. */
function yearMonth(iso: string): string {
  return iso.slice(0, 7);
}

/**
 * What became of a deck, as the pipeline records it: "Passed: traction, 2025-03", "Due diligence,
 * 2025-05", or the stage's name alone for a deck that never moved.
 */
export function pipelineOutcome(input: {
  stageId: string;
  stageName: string;
  passReason: PassReason | null;
  movedAt: string | null;
}): string {
  const reason =
    input.stageId === PASSED_STAGE_ID && input.passReason ? `: ${PASS_REASON_LABELS[input.passReason].toLowerCase()}` : '';
  return `${input.stageName}${reason}${input.movedAt ? `, ${yearMonth(input.movedAt)}` : ''}`;
}

// Contracts ---------------------------------------------------------------------------------------

const relatedDeckSchema = z.object({
  deckId: z.string(),
  companyName: z.string(),
  uploadedAt: z.string(),
  /** The fit as shown (Green, Yellow, Red, Unknown), null when the deck has none. */
  fit: fitColorSchema.nullable(),
  stageId: z.string(),
  stageName: z.string(),
  /** "Passed: traction, 2025-03" (pipelineOutcome). */
  outcome: z.string(),
});

export const comparableDeckSchema = relatedDeckSchema.extend({
  score: z.number().min(0).max(1),
  reasons: z.array(z.enum(['sector', 'stage', 'round', 'text'])),
  industry: z.string(),
  stage: z.string(),
  roundSize: z.string(),
});
export type ComparableDeck = z.infer<typeof comparableDeckSchema>;

export const seenBeforeDeckSchema = relatedDeckSchema.extend({
  matches: z.array(z.enum(['company', 'website', 'founders'])),
  sharedFounders: z.array(z.string()),
});
export type SeenBeforeDeck = z.infer<typeof seenBeforeDeckSchema>;

export const comparablesResponseSchema = z.object({
  comparables: z.array(comparableDeckSchema),
  seenBefore: z.array(seenBeforeDeckSchema),
});
export type ComparablesResponse = z.infer<typeof comparablesResponseSchema>;

export const COMPARABLE_REASON_LABELS: Record<ComparableReason, string> = {
  sector: 'same sector',
  stage: 'stage',
  round: 'round size',
  text: 'similar wording',
};

export const SEEN_BEFORE_MATCH_LABELS: Record<SeenBeforeMatch, string> = {
  company: 'same company',
  website: 'same website',
  founders: 'same founders',
};
