import { INDUSTRIES, type Industry } from '@pitchscope/domain/constants';
import type { FinderDoubt } from './learned/fact-calibration.ts';
import { escapeRegExp, type Slide } from './text.ts';
import vocabularyData from './industry-vocabulary.json' with { type: 'json' };
import { z } from 'zod';

/**
 * Industry by weighted vocabulary. Each term scores its weight once per slide it appears on; terms on
 * the title slide or in the company's own "X is a ..." sentence count double. Strong, specific terms
 * ("blockchain", "insurance") weigh more than broad ones ("platform", "app").
 *
 * The vocabulary is data (`industry-vocabulary.json`): per industry, `[term, weight]` pairs, a term being
 * a word or phrase matched whole, or `{ "pattern": "..." }`, a regular expression matched
 * case-insensitively; a negative weight counts against the industry ("game-changer" is not about games).
 * Adding a term is an edit of that file, not of this code.
 */
const vocabularySchema = z.record(
  z.string().refine(isKnownIndustry, { message: 'not an industry of the spec' }),
  z.array(z.tuple([z.union([z.string().min(1), z.object({ pattern: z.string().min(1) })]), z.number().refine((weight) => Number.isFinite(weight) && weight !== 0, { message: 'a weight is a non-zero number' })])),
);
export type IndustryVocabulary = Partial<Record<Industry, [term: string | { pattern: string }, weight: number][]>>;

/** The vocabulary file, checked: every industry one of the spec's, every weight a number other than 0 (a negative one counts against). */
export function parseIndustryVocabulary(data: unknown): IndustryVocabulary {
  return vocabularySchema.parse(data) as IndustryVocabulary;
}

interface CompiledTerm {
  re: RegExp;
  /** A plain term, lower-cased: slides without it skip the pattern (most slides lack most terms). */
  needle: string | null;
  weight: number;
}
function compileVocabulary(vocabulary: IndustryVocabulary): [Industry, CompiledTerm[]][] {
  return Object.entries(vocabulary).map(([industry, vocab]) => [
    industry as Industry,
    (vocab ?? []).map(([term, weight]) => ({
      needle: typeof term === 'string' ? term.toLowerCase() : null,
      re:
        typeof term === 'string'
          ? new RegExp(`(?<![\\p{L}])${escapeRegExp(term)}(?![\\p{L}])`, 'giu')
          : new RegExp(term.pattern, 'gi'),
      weight,
    })),
  ]);
}
const COMPILED = compileVocabulary(parseIndustryVocabulary(vocabularyData));

/** A text's runs of letters ("ai-driven, web3" → ai, driven, web), as the terms' letter boundaries cut it. */
const letterRuns = (text: string) => new Set(text.split(/[^\p{L}]+/u));

/**
 * The plain terms by their first run of letters: a term bounded by non-letters can only occur in a text
 * that has that run whole, so a slide is matched against the few terms its words can start, not all
 * ~500. Terms that start with no letter (or are patterns) are always tried.
 */
const TERMS_BY_FIRST_RUN = new Map<string, CompiledTerm[]>();
const ALWAYS_TRIED = new Set<CompiledTerm>();
for (const [, terms] of COMPILED) {
  for (const term of terms) {
    const first = term.needle === null ? null : /^\p{L}+/u.exec(term.needle)?.[0];
    if (!first) ALWAYS_TRIED.add(term);
    else TERMS_BY_FIRST_RUN.set(first, [...(TERMS_BY_FIRST_RUN.get(first) ?? []), term]);
  }
}

/** The terms a text may hold: every term its letter runs can start, and those always tried. */
function termsToTry(text: string): Set<CompiledTerm> {
  const terms = new Set(ALWAYS_TRIED);
  for (const run of letterRuns(text)) for (const term of TERMS_BY_FIRST_RUN.get(run) ?? []) terms.add(term);
  return terms;
}

export interface IndustryGuess {
  industry: Industry;
  score: number;
  slides: number[];
  /** Runner-up industries with their scores, best first. */
  others: { industry: Industry; score: number }[];
  /** Distinct terms of the winning vocabulary the deck writes. */
  termCount: number;
  /** What each slide adds to the winning score (every slide that adds any). */
  slideScores: Map<number, number>;
  /** Words the slides write, the company's name left out: what the winning vocabulary is a share of. */
  wordCount: number;
}

export function guessIndustry(
  slides: Slide[],
  descriptionSentence?: string,
  companyName?: string,
): IndustryGuess | null {
  const totals = new Map<Industry, { score: number; slides: Map<number, number>; terms: number }>();
  // The company's name is a label, not a description: "Acme Robotics" on every footer, or "acme.ai",
  // would otherwise outweigh what the slides say the company does.
  const withoutName = nameRemover(companyName);
  const lowers = slides.map((s) => withoutName(s.lower));
  const description = withoutName((descriptionSentence ?? '').toLowerCase());
  const slideTerms = lowers.map(termsToTry);
  const descriptionTerms = termsToTry(description);
  for (const [industry, terms] of COMPILED) {
    const entry = { score: 0, slides: new Map<number, number>(), terms: 0 };
    const termsSeen = new Set<CompiledTerm>();
    for (const [i, slide] of slides.entries()) {
      const lower = lowers[i];
      let slideScore = 0;
      for (const term of terms) {
        if (!slideTerms[i].has(term) || (term.needle !== null && !lower.includes(term.needle))) continue;
        term.re.lastIndex = 0;
        const hits = lower.match(term.re)?.length ?? 0;
        if (hits === 0) continue;
        termsSeen.add(term);
        // Diminishing returns for repeats on one slide.
        slideScore += term.weight * Math.min(1 + Math.log2(hits), 2) * (slide.n === 1 ? 2 : 1);
      }
      if (slideScore > 0) {
        entry.score += slideScore;
        entry.slides.set(slide.n, slideScore);
      }
    }
    for (const term of terms) {
      if (!descriptionTerms.has(term)) continue;
      term.re.lastIndex = 0;
      if (description && term.re.test(description)) entry.score += term.weight * 2;
    }
    // One word on one slide ("the flirting game" on a cover) is too thin to name an industry.
    if (termsSeen.size < 2 && entry.slides.size < 2) entry.score = 0;
    entry.terms = termsSeen.size;
    totals.set(industry, entry);
  }
  const ranked = [...totals.entries()].filter(([, v]) => v.score > 0).sort((a, b) => b[1].score - a[1].score);
  if (ranked.length === 0 || ranked[0][1].score < 4) return null;
  const [industry, best] = ranked[0];
  const slidesByWeight = [...best.slides.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([n]) => n);
  return {
    industry,
    score: best.score,
    slides: slidesByWeight.sort((a, b) => a - b),
    others: ranked.slice(1, 4).map(([i, v]) => ({ industry: i, score: v.score })),
    termCount: best.terms,
    slideScores: best.slides,
    wordCount: lowers.reduce((sum, lower) => sum + (lower.match(/\p{L}+/gu)?.length ?? 0), 0),
  };
}

/** An industry read from fewer distinct terms than this rests on a word or two, however often repeated. */
const WELL_SUPPORTED_TERMS = 3;
/**
 * The winning vocabulary's score per thousand words of the deck at which it is the deck's subject
 * rather than a passing topic; each halving below it counts as half of thin support (a quarter of it, or
 * less, fully thin). A deck about something the vocabulary does not know scores a little everywhere.
 */
const SUBJECT_SCORE_PER_THOUSAND_WORDS = 40;
/**
 * The winner's share of what the leading vocabularies score together (it and its three runners-up) at
 * which the deck is plainly about one thing, and the share at which it is about none in particular.
 */
const CLEAR_WINNER_SHARE = 0.5;
const SCATTERED_WINNER_SHARE = 0.25;

/**
 * What speaks against the industry chosen: a runner-up vocabulary nearly as strong, or several rivals
 * together far stronger, few distinct terms or a small share of what the deck writes, and how much of it is read on slides about others (rivals, customers, partners, the team's past
 * employers) rather than on the slides about the company's own product.
 */
export function industryDoubt(guess: IndustryGuess, slidesAboutOthers: ReadonlySet<number>): FinderDoubt {
  let total = 0;
  let onOthers = 0;
  for (const [slide, score] of guess.slideScores) {
    total += score;
    if (slidesAboutOthers.has(slide)) onOthers += score;
  }
  const perThousandWords = guess.wordCount > 0 ? (1000 * total) / guess.wordCount : SUBJECT_SCORE_PER_THOUSAND_WORDS;
  const fewTerms = Math.max(0, WELL_SUPPORTED_TERMS - guess.termCount) / (WELL_SUPPORTED_TERMS - 1);
  const smallShare = perThousandWords > 0 ? Math.log2(SUBJECT_SCORE_PER_THOUSAND_WORDS / perThousandWords) / 2 : 1;
  const leading = guess.score + guess.others.reduce((sum, other) => sum + other.score, 0);
  const winnerShare = leading > 0 ? guess.score / leading : 1;
  return {
    runnerUpShare: guess.score > 0 ? Math.min(1, (guess.others[0]?.score ?? 0) / guess.score) : 0,
    thinSupport: Math.min(1, Math.max(0, fewTerms, smallShare)),
    aboutOthers: total > 0 ? onOthers / total : 0,
    scatter: Math.min(1, Math.max(0, (CLEAR_WINNER_SHARE - winnerShare) / (CLEAR_WINNER_SHARE - SCATTERED_WINNER_SHARE))),
  };
}

/** A ".ai" web address is a domain, not a word about AI ("acme.ai"). */
const AI_DOMAIN = /(?<=[\p{L}\d])\.ai(?![\p{L}\d])/gu;
/** A letter or digit of lower-cased text; any non-ASCII character counts as a letter. */
const WORD = String.raw`[a-z\d\u00c0-\uffff]`;

function nameRemover(companyName: string | undefined): (lower: string) => string {
  const name =
    companyName
      ?.trim()
      .toLowerCase()
      .replace(/\.(?:ai|io)$/, '') ?? '';
  const forms = name.length < 2 ? [] : [...new Set([name, name.replace(/\s+/g, '')])];
  // With its web address ("acme.ai"). Made for every deck, so built without Unicode property classes,
  // which are the slow part of compiling a pattern.
  const re = forms.length
    ? new RegExp(`(?<!${WORD})(?:${forms.map(escapeRegExp).join('|')})(?:\\.[a-z]{2,12})?(?!${WORD})`, 'g')
    : null;
  // Most slides name neither: a substring test skips the patterns.
  return (lower) => {
    let out = lower;
    if (re && forms.some((f) => out.includes(f))) out = out.replace(re, ' ');
    if (out.includes('.ai')) out = out.replace(AI_DOMAIN, ' ');
    return out;
  };
}

export function isKnownIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}
