/**
 * Duplicate detection before a deck record is created (spec pitch-deck-handling §5.4), plus
 * fingerprints that let a server narrow thousands of stored decks to a few before the exact checks.
 */
import { COMPANY_SUFFIXES, DUPLICATE_THRESHOLDS, METADATA_DEFAULTS, STAGE_PROGRESSION } from './constants.ts';
import type { DuplicateInfo } from './contracts/decks.ts';
import { DUPLICATE_MESSAGES } from './messages.ts';
import { parseRoundSizeToMillions } from './round-size.ts';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

// Names -------------------------------------------------------------------------------------------

/**
 * Lowercase, punctuation removed, whitespace collapsed, legal-form suffixes removed. Suffixes are
 * stripped from the end only ("Acme Oy Ab" → "acme"), so a name that merely contains such a word
 * keeps it ("Sas Institute" stays "sas institute").
 */
export function normalizeCompanyName(name: string | null | undefined): string {
  const words = (name ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && COMPANY_SUFFIXES.includes(words[words.length - 1])) words.pop();
  return words.join(' ');
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

function isPlaceholderName(name: string | null | undefined): boolean {
  return normalizeCompanyName(name) === normalizeCompanyName(METADATA_DEFAULTS.companyName);
}

/**
 * 1 − Levenshtein distance / length of the longer normalised name. Edit distance, not Dice bigrams:
 * company names are short, and on short strings bigram overlap swings widely with one typo
 * ("Acme" vs "Acne" shares a single bigram of three), while edit distance degrades gradually.
 * A missing or placeholder name ("Unknown Company") is similar to nothing.
 */
export function nameSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  return nameKeySimilarity(similarityKey(a), similarityKey(b));
}

/** A name as nameSimilarity compares it (normalised; '' for a missing or placeholder name), to compute once per name. */
export function similarityKey(name: string | null | undefined): string {
  return isPlaceholderName(name) ? '' : normalizeCompanyName(name);
}

/** nameSimilarity of two names' similarityKeys: for one name compared with many. */
export function nameKeySimilarity(x: string, y: string): number {
  if (!x || !y) return 0;
  return 1 - levenshtein(x, y) / Math.max(x.length, y.length);
}

/**
 * Whether two similarityKeys are at least `threshold` alike. The edit distance is at least the difference
 * in length, so most pairs are settled without computing it.
 */
export function nameKeysAtLeast(x: string, y: string, threshold: number): boolean {
  if (!x || !y) return false;
  const longer = Math.max(x.length, y.length);
  if (1 - Math.abs(x.length - y.length) / longer < threshold) return false;
  return nameKeySimilarity(x, y) >= threshold;
}

// Content -----------------------------------------------------------------------------------------

/** Whitespace collapsed and lowercased: equal keys mean "identical after normalisation". */
export function normalizedTextKey(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The distinct words longer than 3 characters, lowercased, punctuation removed. */
export function significantWords(text: string | null | undefined): Set<string> {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length > 3));
}

/**
 * 1 for identical text, 0.95 when identical after whitespace and case normalisation, else the
 * share of shared words longer than 3 characters: |A ∩ B| / max(|A|, |B|) over word sets.
 * Dividing by the larger set keeps the score symmetric and stops a short teaser whose every word
 * appears in a full deck from scoring as identical to it; sets (not counts) keep a repeated footer
 * from dominating.
 */
export function contentSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  if (!a?.trim() || !b?.trim()) return 0;
  if (a === b) return 1;
  if (normalizedTextKey(a) === normalizedTextKey(b)) return 0.95;
  return shareOfSharedWords(significantWords(a), significantWords(b));
}

function shareOfSharedWords(a: Set<string>, b: Set<string>): number {
  const larger = Math.max(a.size, b.size);
  if (larger === 0) return 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (big.has(word)) shared++;
  return shared / larger;
}

// Fingerprints for a fast pre-filter --------------------------------------------------------------

/** FNV-1a, 32 bits: deterministic on every runtime, enough to spread words over MinHash buckets. */
export function hash32(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** murmur3's finaliser: turns (word hash XOR seed) into an independent-looking permutation. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

export const DEFAULT_SIGNATURE_SIZE = 64;

/**
 * MinHash signature of the words longer than 3 characters. The share of equal positions between
 * two signatures estimates the Jaccard index of their word sets (standard error ≈ √(J(1−J)/k)).
 * An empty text has an empty signature.
 */
export function wordSignature(text: string | null | undefined, k = DEFAULT_SIGNATURE_SIZE): number[] {
  const words = significantWords(text);
  if (words.size === 0) return [];
  const signature = new Array<number>(k).fill(0xffffffff);
  for (const word of words) {
    const base = hash32(word);
    for (let i = 0; i < k; i++) {
      const value = mix32(base ^ Math.imul(i + 1, 0x9e3779b9));
      if (value < signature[i]) signature[i] = value;
    }
  }
  return signature;
}

export function estimateJaccard(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let equal = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) equal++;
  return equal / a.length;
}

/**
 * A content share above 0.9 implies a Jaccard index above 0.9 / 1.1 ≈ 0.82, because the union is
 * at most |A| + |B| − |A∩B| ≤ 1.1·max(|A|, |B|). Skipping decks whose estimated Jaccard is under 0.6
 * (over four standard errors below 0.82 with 64 hashes) therefore never skips a real duplicate in practice.
 */
/** Rows per band of the locality-sensitive index over word signatures. */
export const SIGNATURE_BAND_ROWS = 5;

/**
 * Band keys of a word signature (LSH banding): two decks share at least one key with probability
 * 1 - (1 - J^5)^12 for a word-set Jaccard J — above 99.5 % at J = 0.82, the least a content share over
 * 0.9 implies, and about 30 % at J = 0.5. A store can index the keys and find look-alikes without
 * reading every deck; the band number is folded into the key so equal rows in different bands differ.
 */
export function signatureBands(signature: readonly number[], rows = SIGNATURE_BAND_ROWS): number[] {
  const bands: number[] = [];
  for (let start = 0, band = 0; start + rows <= signature.length; start += rows, band++) {
    // Signed 32-bit, so the keys fit a database integer column.
    bands.push(hash32(`${band}:${signature.slice(start, start + rows).join(',')}`) | 0);
  }
  return bands;
}

export const CONTENT_PREFILTER_MIN_JACCARD = 0.6;

export interface ContentFingerprint {
  /** Hash of normalizedTextKey: equal hashes flag candidates for the 0.95 / 1 exact checks. */
  textHash: string;
  signature: number[];
}

export function contentFingerprint(text: string | null | undefined): ContentFingerprint {
  const key = normalizedTextKey(text);
  const textHash = `${hash32(key).toString(16).padStart(8, '0')}${hash32(key, 0x01000193).toString(16).padStart(8, '0')}`;
  return { textHash, signature: wordSignature(text) };
}

/** Whether two decks may be content duplicates; false only when the fingerprints rule it out. */
export function mayBeContentDuplicate(a: ContentFingerprint | undefined, b: ContentFingerprint | undefined): boolean {
  if (!a || !b) return true;
  if (a.textHash === b.textHash) return true;
  if (a.signature.length === 0 || b.signature.length === 0) return false;
  return estimateJaccard(a.signature, b.signature) >= CONTENT_PREFILTER_MIN_JACCARD;
}

// Metadata and updates ----------------------------------------------------------------------------

export interface DeckMetadata {
  industry: string | null | undefined;
  stage: string | null | undefined;
  roundSize: string | null | undefined;
}

/** Equal after normalisation; an unknown (empty) value equals nothing, so two silent decks do not "agree". */
function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = normalizedTextKey(a);
  return key !== '' && key === normalizedTextKey(b);
}

/** Relative gap measured against the larger amount, so the result does not depend on argument order. */
function relativeDifference(a: number, b: number): number {
  const larger = Math.max(Math.abs(a), Math.abs(b));
  return larger === 0 ? 0 : Math.abs(a - b) / larger;
}

function sameRoundSize(a: string | null | undefined, b: string | null | undefined): boolean {
  const [x, y] = [parseRoundSizeToMillions(a), parseRoundSizeToMillions(b)];
  if (x === null || y === null) return x === null && y === null && sameText(a, b);
  return relativeDifference(x, y) <= DUPLICATE_THRESHOLDS.roundSizeCloseness;
}

const METADATA_WEIGHTS = { industry: 2, stage: 2, roundSize: 1 } as const;

/** Weighted agreement: industry 2, stage 2, round size 1 (within 20% counts as the same), out of 5. */
export function metadataSimilarity(a: DeckMetadata, b: DeckMetadata): number {
  const total = METADATA_WEIGHTS.industry + METADATA_WEIGHTS.stage + METADATA_WEIGHTS.roundSize;
  let score = 0;
  if (sameText(a.industry, b.industry)) score += METADATA_WEIGHTS.industry;
  if (sameText(a.stage, b.stage)) score += METADATA_WEIGHTS.stage;
  if (sameRoundSize(a.roundSize, b.roundSize)) score += METADATA_WEIGHTS.roundSize;
  return score / total;
}

function stageIndex(stage: string | null | undefined): number {
  return STAGE_PROGRESSION.findIndex((known) => sameText(known, stage));
}

/** Which of the spec's "legitimate update" conditions a new deck of the same company meets, in the spec's order. */
export type LegitimateUpdateReason =
  | { kind: 'stage_moved'; from: string; to: string }
  | { kind: 'round_changed'; from: string; to: string }
  | { kind: 'time_gap'; days: number };

/**
 * A new deck of the same company is an update, not a duplicate, when the stage moved later, the
 * round size differs by more than 50%, or the existing deck is more than 6 months (of 30 days) old.
 * Answers the first condition met, or null when none is.
 */
export function legitimateUpdateReason(
  existing: Pick<DeckMetadata, 'stage' | 'roundSize'> & { uploadedAt: string },
  candidate: Pick<DeckMetadata, 'stage' | 'roundSize'>,
  now: Date,
): LegitimateUpdateReason | null {
  const [before, after] = [stageIndex(existing.stage), stageIndex(candidate.stage)];
  if (before >= 0 && after > before) return { kind: 'stage_moved', from: existing.stage ?? '', to: candidate.stage ?? '' };

  const [oldRound, newRound] = [parseRoundSizeToMillions(existing.roundSize), parseRoundSizeToMillions(candidate.roundSize)];
  if (oldRound !== null && newRound !== null && relativeDifference(oldRound, newRound) > DUPLICATE_THRESHOLDS.roundSizeDifference) {
    return { kind: 'round_changed', from: existing.roundSize ?? '', to: candidate.roundSize ?? '' };
  }

  const uploadedAt = Date.parse(existing.uploadedAt);
  const maxAgeMs = DUPLICATE_THRESHOLDS.timeGapMonths * DUPLICATE_THRESHOLDS.daysPerMonth * MS_PER_DAY;
  const age = now.getTime() - uploadedAt;
  return Number.isFinite(uploadedAt) && age > maxAgeMs ? { kind: 'time_gap', days: Math.floor(age / MS_PER_DAY) } : null;
}

export function isLegitimateUpdate(
  existing: Pick<DeckMetadata, 'stage' | 'roundSize'> & { uploadedAt: string },
  candidate: Pick<DeckMetadata, 'stage' | 'roundSize'>,
  now: Date,
): boolean {
  return legitimateUpdateReason(existing, candidate, now) !== null;
}

// The check ---------------------------------------------------------------------------------------

export interface DuplicateCandidate extends DeckMetadata {
  companyName: string;
  rawContent: string;
  contentFingerprint?: ContentFingerprint;
}

export interface ExistingDeckForDuplicates extends DuplicateCandidate {
  id: string;
  uploadedAt: string;
  uploadedBy?: { id: string; name: string };
}

/** The user-facing message of a duplicate, by type (spec §5.4 "Messages"). */
export function duplicateMessage(type: DuplicateInfo['type'], existingCompany: string, reason = ''): string {
  if (type === 'identical_content') return DUPLICATE_MESSAGES.identicalContent;
  if (type === 'same_round') return DUPLICATE_MESSAGES.sameRound(existingCompany);
  return DUPLICATE_MESSAGES.similar(reason);
}

/** "today", "yesterday", "3 days ago": how long ago the earlier deck was uploaded. */
export function daysAgo(iso: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / MS_PER_DAY));
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/**
 * The duplicate text a user sees: the spec's message verbatim, followed, when another workspace
 * member uploaded the earlier deck, by who and when ("Anna Berg uploaded this deck 3 days ago.").
 */
export function duplicateNotice(info: DuplicateInfo, viewerId: string, now: Date): string {
  const uploader = info.existingDeck.uploadedBy;
  if (!uploader || uploader.id === viewerId) return info.reason;
  return `${info.reason} ${DUPLICATE_MESSAGES.uploadedBySomeoneElse(uploader.name, daysAgo(info.existingDeck.uploadedAt, now))}`;
}

/**
 * Compares a new deck with the user's existing decks; identical content wins over a same-round
 * match, and the most confident match of that kind is returned.
 *
 * Reading of "name similarity below 0.6: not compared": the name gate only guards the metadata
 * rule. Content is still compared, because the same file can yield slightly different company
 * names from two extractions and an identical deck must be caught anyway. The gate then only
 * saves work: a same_round match needs a name similarity above 0.8 in any case.
 */
export function findDuplicate(
  candidate: DuplicateCandidate,
  existing: readonly ExistingDeckForDuplicates[],
  now: Date,
): DuplicateInfo | null {
  let best: DuplicateInfo | null = null;
  const rank = (info: DuplicateInfo) => (info.type === 'identical_content' ? 2 : 1) + info.confidence / 10;
  const uploaded = (info: DuplicateInfo) => new Date(info.existingDeck.uploadedAt).getTime() || 0;
  // Ties go to the newer upload, then the id, so the answer never depends on the order decks are read.
  const outranks = (a: DuplicateInfo, b: DuplicateInfo) =>
    rank(a) !== rank(b)
      ? rank(a) > rank(b)
      : uploaded(a) !== uploaded(b)
        ? uploaded(a) > uploaded(b)
        : a.existingDeck.id < b.existingDeck.id;

  for (const deck of existing) {
    const names = nameSimilarity(candidate.companyName, deck.companyName);
    const content = mayBeContentDuplicate(candidate.contentFingerprint, deck.contentFingerprint)
      ? contentSimilarity(candidate.rawContent, deck.rawContent)
      : 0;
    if (names < DUPLICATE_THRESHOLDS.nameCompare && content <= DUPLICATE_THRESHOLDS.content) continue;

    let found: DuplicateInfo | null = null;
    const existingDeck = {
      id: deck.id,
      companyName: deck.companyName,
      uploadedAt: deck.uploadedAt,
      ...(deck.uploadedBy ? { uploadedBy: deck.uploadedBy } : {}),
    };
    if (content > DUPLICATE_THRESHOLDS.content) {
      found = {
        type: 'identical_content',
        existingDeck,
        companyName: candidate.companyName,
        confidence: content,
        reason: duplicateMessage('identical_content', deck.companyName),
      };
    } else if (names > DUPLICATE_THRESHOLDS.nameSameRound) {
      const metadata = metadataSimilarity(candidate, deck);
      if (metadata > DUPLICATE_THRESHOLDS.metadata && !isLegitimateUpdate(deck, candidate, now)) {
        found = {
          type: 'same_round',
          existingDeck,
          companyName: candidate.companyName,
          confidence: (names + metadata) / 2,
          reason: duplicateMessage('same_round', deck.companyName),
        };
      }
    }
    if (found && (!best || outranks(found, best))) best = found;
  }
  return best;
}
