import { z } from 'zod';

/**
 * The claim verifier (issue #16 item 6): a model's report cites slides for its claims, quoting the deck's
 * words and figures; every cited claim is checked against the text of the slides it cites. A number must
 * be written on a cited slide (1.2M, $1,200,000 and 1.2 million are the same number; 40% is a
 * percentage, not 40 users), a quote must be found there (whitespace, case and punctuation do not count),
 * and a slide that does not exist or does not hold what the claim says makes the claim unverified. When
 * the missing words or number are on another slide, the reason names it (a wrong citation). A claim that
 * cites no slide is the model's judgement: it is not checked, unless it states a number, which must come
 * from a slide. Pure: the report builder and the corpus evaluation call it.
 */

export const CLAIM_STATUSES = ['verified', 'unverified', 'unchecked'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A claim as a model cites it. */
export interface CitedClaim {
  text: string;
  /** 1-based slide numbers the claim rests on; [] for a judgement. */
  slides: readonly number[];
  /** Words copied from a cited slide; '' when none. */
  quote: string;
  /** The numbers of the claim as the slides write them ("$1.2M", "40%"). */
  figures: readonly string[];
}

export const claimCheckSchema = z.object({
  claim: z.string(),
  /** Where the claim stands in the report ("Executive Summary"). */
  section: z.string(),
  slides: z.array(z.number().int()),
  status: z.enum(CLAIM_STATUSES),
  reason: z.string(),
});
export type ClaimCheck = z.infer<typeof claimCheckSchema>;

export const claimVerificationSchema = z.object({
  checks: z.array(claimCheckSchema),
  verified: z.number().int(),
  unverified: z.number().int(),
  unchecked: z.number().int(),
});
export type ClaimVerification = z.infer<typeof claimVerificationSchema>;

export interface SlideText {
  pageNumber: number;
  text: string;
}

// Numbers ---------------------------------------------------------------------------------------------

type NumberKind = 'percent' | 'multiple' | 'year' | 'plain';

export interface NumberMention {
  /** As written ("$1.2M"). */
  raw: string;
  /** In units: "$1.2M" → 1200000; "40%" → 40. */
  value: number;
  kind: NumberKind;
  /** Half the step of the last written digit, in units: "1.2M" → 50000; "1,200,000" → 0.5. */
  tolerance: number;
}

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};

const WORD_NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  hundred: 100,
};

/**
 * A number: optional currency sign, digits with "," or "." or spaces grouping thousands, an optional
 * decimal part ("1.2", European "1,5"), then an optional scale or unit. Digits glued to letters before
 * them ("Q3", "H1", "FY15", "B2B") are labels, not numbers.
 */
const NUMBER =
  /(?<![\p{L}\d])(?:[$€£¥₹]\s?)?(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?: \d{3})+(?!\d)|\d+)(?:[.,](\d+))?(?:[ \t]?(%|percent\b|per cent\b|pc\b|x\b|times\b|fold\b|k\b|thousand\b|mm\b|mn\b|mio\b|m\b|millions?\b|bn\b|b\b|billions?\b|tn\b|t\b|trillion\b))?/giu;

const WORD_NUMBER = new RegExp(
  `\\b(${Object.keys(WORD_NUMBERS).join('|')})(?:\\s?(million|billion|thousand|percent))?\\b`,
  'gi',
);

function normalizeSpaces(text: string): string {
  return text.normalize('NFKC').replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/** Every number a text states, with its value in units. "(slide 4)" citations are not numbers of the text. */
export function findNumbers(text: string): NumberMention[] {
  const clean = normalizeSpaces(text).replace(/\(?\bslides?\s+\d+(?:\s*(?:,|and|&|-|–)\s*\d+)*\)?/gi, ' ');
  const found: NumberMention[] = [];
  for (const match of clean.matchAll(NUMBER)) {
    const [raw, integer = '', decimals = '', unitRaw = ''] = match;
    const unit = unitRaw.toLowerCase();
    const grouped = /[,. ]/.test(integer);
    const intValue = Number(integer.replace(/[,. ]/g, ''));
    // "1,5" is a European decimal; "1,500" was taken as grouping above.
    const value = decimals ? Number(`${intValue}.${decimals}`) : intValue;
    const step = decimals ? 10 ** -decimals.length : 1;
    let kind: NumberKind = 'plain';
    let scale = 1;
    if (unit === '%' || unit.startsWith('percent') || unit === 'per cent' || unit === 'pc') kind = 'percent';
    else if (unit === 'x' || unit === 'times' || unit === 'fold') kind = 'multiple';
    else if (unit) scale = SCALES[unit] ?? 1;
    if (
      kind === 'plain' &&
      scale === 1 &&
      !grouped &&
      !decimals &&
      /^(?:19|20)\d\d$/.test(integer) &&
      !/[$€£¥₹]/.test(raw)
    ) {
      kind = 'year';
    }
    found.push({ raw: raw.trim(), value: value * scale, kind, tolerance: (step * scale) / 2 });
  }
  for (const match of clean.matchAll(WORD_NUMBER)) {
    const base = WORD_NUMBERS[match[1]!.toLowerCase()]!;
    const unit = (match[2] ?? '').toLowerCase();
    const kind: NumberKind = unit === 'percent' ? 'percent' : 'plain';
    const scale = unit && unit !== 'percent' ? SCALES[unit]! : 1;
    found.push({ raw: match[0], value: base * scale, kind, tolerance: scale / 2 });
  }
  return found;
}

/** The most two written forms of one number may differ by rounding, relative to the larger. */
export const ROUNDING_MAX = 0.05;

/** Whether two mentions state the same number, to the precision the less precise one is written with. */
export function sameNumber(a: NumberMention, b: NumberMention): boolean {
  if (a.kind === 'percent' || b.kind === 'percent' || a.kind === 'multiple' || b.kind === 'multiple') {
    if (a.kind !== b.kind) return false;
  }
  if (a.kind === 'year' || b.kind === 'year') return a.value === b.value;
  const largest = Math.max(Math.abs(a.value), Math.abs(b.value), 1);
  const difference = Math.abs(a.value - b.value);
  // Rounding to the written precision ("1.2M" for 1,234,567), never more than ROUNDING_MAX apart ("$5M" is not "$4.6M").
  return (
    difference <= Math.max(a.tolerance, b.tolerance) + 1e-9 * largest && difference <= ROUNDING_MAX * largest
  );
}

// Quotes ----------------------------------------------------------------------------------------------

function words(text: string): string[] {
  return normalizeSpaces(text)
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Share of a quote's word pairs that a text has (exactly in order when 1.0). */
export const QUOTE_MATCH_MIN = 0.8;

/**
 * Whether a quote is found in a text: the same words in the same order, ignoring case, spacing and
 * punctuation; or, for a quote of three words or more, at least QUOTE_MATCH_MIN of its consecutive word
 * pairs present (a model that drops a word or fixes a typo still quotes the slide).
 */
export function quoteFound(quote: string, text: string): boolean {
  const quoteWords = words(quote);
  if (!quoteWords.length) return false;
  const textWords = words(text);
  const joinedText = ` ${textWords.join(' ')} `;
  if (joinedText.includes(` ${quoteWords.join(' ')} `)) return true;
  if (quoteWords.length < 3) return false;
  const pairs = new Set<string>();
  for (let i = 1; i < textWords.length; i++) pairs.add(`${textWords[i - 1]} ${textWords[i]}`);
  let hits = 0;
  for (let i = 1; i < quoteWords.length; i++) if (pairs.has(`${quoteWords[i - 1]} ${quoteWords[i]}`)) hits++;
  return hits / (quoteWords.length - 1) >= QUOTE_MATCH_MIN;
}

// Claims ----------------------------------------------------------------------------------------------

const slideList = (slides: readonly number[]) =>
  slides.length === 1
    ? `slide ${slides[0]}`
    : `slides ${slides.slice(0, -1).join(', ')} and ${slides[slides.length - 1]}`;

function numbersOf(claim: CitedClaim): NumberMention[] {
  const all = [...claim.figures.flatMap((figure) => findNumbers(figure)), ...findNumbers(claim.text)];
  const unique: NumberMention[] = [];
  for (const mention of all) {
    if (
      !unique.some(
        (seen) => seen.raw === mention.raw || (seen.kind === mention.kind && sameNumber(seen, mention)),
      )
    )
      unique.push(mention);
  }
  return unique;
}

function slidesWith(
  slides: readonly SlideText[],
  test: (text: string) => boolean,
  except: ReadonlySet<number>,
): number[] {
  return slides
    .filter((slide) => !except.has(slide.pageNumber) && test(slide.text))
    .map((slide) => slide.pageNumber);
}

/** Checks one claim against the deck's slides. */
export function verifyClaim(claim: CitedClaim, slides: readonly SlideText[], section = ''): ClaimCheck {
  const cited = [...new Set(claim.slides)].sort((a, b) => a - b);
  const base = { claim: claim.text.trim(), section, slides: cited };
  const numbers = numbersOf(claim);
  const quote = claim.quote.trim();

  if (!cited.length) {
    if (numbers.length) {
      return {
        ...base,
        status: 'unverified',
        reason: `States ${numbers.map((n) => `"${n.raw}"`).join(', ')} without citing a slide`,
      };
    }
    return { ...base, status: 'unchecked', reason: 'A judgement that cites no slide' };
  }
  const byNumber = new Map(slides.map((slide) => [slide.pageNumber, slide]));
  const missing = cited.filter((page) => !byNumber.has(page));
  if (missing.length) {
    return {
      ...base,
      status: 'unverified',
      reason: `The deck has no ${slideList(missing)} (it has ${slides.length} slides)`,
    };
  }
  const citedText = cited.map((page) => byNumber.get(page)!.text).join('\n');
  const citedSet = new Set(cited);

  const problems: string[] = [];
  const slideNumbers = findNumbers(citedText);
  const nowhere: string[] = [];
  for (const number of numbers) {
    if (slideNumbers.some((onSlide) => sameNumber(number, onSlide))) continue;
    const other = slidesWith(
      slides,
      (text) => findNumbers(text).some((onSlide) => sameNumber(number, onSlide)),
      citedSet,
    );
    if (other.length)
      problems.push(`"${number.raw}" is on ${slideList(other.slice(0, 3))}, not on ${slideList(cited)}`);
    else nowhere.push(`"${number.raw}"`);
  }
  if (nowhere.length) {
    const list =
      nowhere.length === 1
        ? nowhere[0]!
        : `${nowhere.slice(0, -1).join(', ')} and ${nowhere[nowhere.length - 1]}`;
    problems.unshift(`${list} ${nowhere.length === 1 ? 'is' : 'are'} not on ${slideList(cited)}`);
  }
  if (quote && !quoteFound(quote, citedText)) {
    const other = slidesWith(slides, (text) => quoteFound(quote, text), citedSet);
    problems.push(
      other.length
        ? `the quoted words are on ${slideList(other.slice(0, 3))}, not on ${slideList(cited)}`
        : `the quoted words are not on ${slideList(cited)}`,
    );
  }
  if (problems.length) {
    const reason = problems.join('; ');
    return { ...base, status: 'unverified', reason: reason[0]!.toUpperCase() + reason.slice(1) };
  }
  if (!quote && !numbers.length)
    return { ...base, status: 'unchecked', reason: 'Cites a slide but quotes nothing to check' };
  const what = [
    numbers.length ? `${numbers.length === 1 ? 'Its number is' : 'Its numbers are'}` : '',
    quote ? 'the quote is' : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return { ...base, status: 'verified', reason: `${what} on ${slideList(cited)}` };
}

/** Checks every claim of a report; the counts feed the report's notice. */
export function verifyClaims(
  claims: ReadonlyArray<CitedClaim & { section?: string }>,
  slides: readonly SlideText[],
): ClaimVerification {
  const checks = claims.map((claim) => verifyClaim(claim, slides, claim.section ?? ''));
  return {
    checks,
    verified: checks.filter((check) => check.status === 'verified').length,
    unverified: checks.filter((check) => check.status === 'unverified').length,
    unchecked: checks.filter((check) => check.status === 'unchecked').length,
  };
}

/** The report's notice: "3 claims could not be found on the cited slides." (null when all were found). */
export function unverifiedNotice(verification: Pick<ClaimVerification, 'unverified'>): string | null {
  const n = verification.unverified;
  if (!n) return null;
  return `${n} ${n === 1 ? 'claim' : 'claims'} could not be found on the cited slides.`;
}

/** "12 of 14 cited claims were found on their slides." */
export function verificationSummary(verification: ClaimVerification): string {
  const cited = verification.verified + verification.unverified;
  return `${verification.verified} of ${cited} checked ${cited === 1 ? 'claim was' : 'claims were'} found on the cited slides.`;
}
