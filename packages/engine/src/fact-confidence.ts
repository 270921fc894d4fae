/**
 * How sure the local engine is of each fact it read (issue #30 item 2, ADR 0027), and the deck's words it
 * read it from. The finders choose a value; this module only weighs the evidence for the value chosen,
 * from general features of where and how the deck states it — never from a particular deck:
 *
 * - how many slides state it, and whether one is the cover or the slide made for it (the ask for a
 *   round, the team slide for people);
 * - whether two finders agree (the company name and the deck's web or e-mail domain; the round's amount
 *   and the stage's usual round size);
 * - whether it rests on weak ground: inferred, cited on no slide (the file name), one mention only.
 *
 * The features go through a logistic per field (learned/fact-calibration.ts) whose weights are fitted on
 * labelled decks and kept in the engine weights file; the fields no label covers use the prior weights.
 * Below FACT_CONFIDENCE_THRESHOLD a fact is shown as "Check" and read as not stated until confirmed.
 */
import { FACT_EVIDENCE_MAX_LENGTH } from '@pitchscope/domain/constants';
import type { FactEvidence, FieldSource, FieldSources, MetadataField } from '@pitchscope/domain/contracts/decks';
import { parseRoundSizeToMillions } from '@pitchscope/domain/round-size';
import { canonicalStage, type CanonicalStage } from '@pitchscope/domain/stages';
import { findDeckDomains, normalizeName } from './company.ts';
import { findMoney, findPlainAmounts } from './money.ts';
import {
  calibratedConfidence,
  FACT_CONFIDENCE_PRIOR,
  finderLogOdds,
  weightsForField,
  type FactCalibration,
  type FactConfidenceWeights,
  type FactFeatureVector,
  type FinderDoubt,
} from './learned/fact-calibration.ts';
import type { Sections, SectionKey } from './sections.ts';
import type { Slide } from './text.ts';

/** The evidence for one fact, as numbers a logistic can weigh. */
export interface FactFeatures {
  /** Slides that state the value: the finder's, and any other slide that writes it (capped at 4). */
  slidesStating: number;
  /** One of those slides is the cover. */
  onCover: boolean;
  /** One of those slides is the kind of slide that states this fact (the ask for a round). */
  onDedicatedSlide: boolean;
  /** Another finder agrees (+1), contradicts (−1), or has nothing to say (0). */
  agreement: -1 | 0 | 1;
  /** Deduced rather than written (an industry from the deck's vocabulary). */
  inferred: boolean;
  /** Cited on no slide: the value came from outside the pages (the file name). */
  noSlide: boolean;
  /** The finder's own fitted probability for the value it chose (company, location), if it has one. */
  finderProbability?: number | null;
  /** What the finder knows against its value (industry, company), if it weighs rivals. */
  doubt?: FinderDoubt | null;
}

const SLIDES_STATING_CAP = 4;

/** The features as the numbers the weights multiply. */
export function factFeatureVector(features: FactFeatures): FactFeatureVector {
  const slides = Math.min(features.slidesStating, SLIDES_STATING_CAP);
  return {
    extraSlides: Math.max(0, slides - 1),
    // A cover and an ask slide state each fact once by design: one mention is weak only in passing.
    singleMention: slides === 1 && !features.onCover && !features.onDedicatedSlide ? 1 : 0,
    onCover: features.onCover ? 1 : 0,
    onDedicatedSlide: features.onDedicatedSlide ? 1 : 0,
    agreement: features.agreement,
    inferred: features.inferred ? 1 : 0,
    noSlide: features.noSlide ? 1 : 0,
    finderLogOdds: finderLogOdds(features.finderProbability),
    // A runner-up half as strong, or weaker, leaves the reading clear: only a closer one casts doubt.
    contested: Math.max(0, 2 * (features.doubt?.runnerUpShare ?? 0) - 1),
    thinSupport: features.doubt?.thinSupport ?? 0,
    aboutOthers: features.doubt?.aboutOthers ?? 0,
    scattered: features.doubt?.scatter ?? 0,
  };
}

/** The confidence (0–1) the weights give these features: a logistic of their weighted sum. */
export function scoreFactConfidence(features: FactFeatures, weights: FactConfidenceWeights = FACT_CONFIDENCE_PRIOR): number {
  return calibratedConfidence(factFeatureVector(features), weights);
}

/** The facts read from a slide or two. The two summaries are the engine's own writing over many slides: not scored. */
const SCORED_FIELDS = [
  'companyName',
  'product',
  'industry',
  'stage',
  'roundSize',
  'geography',
  'website',
  'keyPeople',
] as const satisfies readonly MetadataField[];
export type ScoredField = (typeof SCORED_FIELDS)[number];

/**
 * The kind of slide made to state each fact (the cover counts for every fact, separately). A deck
 * signs off with its contact details, so for those facts the closing slide counts as the contact slide.
 */
const DEDICATED_SECTIONS: Record<ScoredField, SectionKey[]> = {
  companyName: ['contact'],
  product: ['product', 'solution'],
  industry: ['market'],
  stage: ['ask', 'financials'],
  roundSize: ['ask', 'financials'],
  geography: ['contact'],
  website: ['contact'],
  keyPeople: ['team'],
};

/**
 * Round sizes (USD millions) usual for each stage, wide on purpose: a stage and an amount far outside
 * its band disagree ("Series B" with a $300K ask), one inside it agrees. Only an agreement signal.
 */
const USUAL_ROUND_MILLIONS: Record<CanonicalStage, [number, number]> = {
  'Pre-Seed': [0.02, 2],
  Seed: [0.1, 6],
  'Series A': [1, 30],
  'Series B': [5, 100],
  'Series C': [15, 300],
  'Series D+': [30, Infinity],
  Growth: [20, Infinity],
  'Pre-IPO': [50, Infinity],
};

/** What a finder with its own fitted model says of its value: the probability, and the slide it read. */
export interface FittedConfidence {
  confidence: number;
  evidenceSlide: number | null;
}

export interface DeckFacts {
  slides: Slide[];
  sections: Sections;
  values: Partial<Record<MetadataField, string>>;
  fieldSources: FieldSources;
  /** Facts whose finder scores its own candidates (company, location): its probability is one more feature. */
  fitted?: Partial<Record<MetadataField, FittedConfidence>>;
  /** Facts whose finder weighs rival candidates (industry, company): what it knows against its value. */
  doubts?: Partial<Record<MetadataField, FinderDoubt>>;
}

/** A found fact and the evidence its confidence is computed from. */
export interface ScoredFact {
  field: ScoredField;
  value: string;
  source: FieldSource;
  features: FactFeatures;
  /** A stage or round written only on roadmap slides: a plan for later (statedOnlyAsPlan). */
  planOnly: boolean;
}

/** The found (stated or inferred) facts that get a confidence, with their features. */
export function factsToScore(deck: DeckFacts): ScoredFact[] {
  const domains = findDeckDomains(deck.slides).map((domain) => normalizeName(domain.label));
  const facts: ScoredFact[] = [];
  for (const field of SCORED_FIELDS) {
    const source = deck.fieldSources[field];
    const value = deck.values[field];
    if (!source || !value || (source.status !== 'stated' && source.status !== 'inferred')) continue;
    const features = factFeatures(deck, field, value, source, domains);
    facts.push({
      field,
      value,
      source,
      features: { ...features, finderProbability: deck.fitted?.[field]?.confidence ?? null, doubt: deck.doubts?.[field] ?? null },
      planOnly: statedOnlyAsPlan(deck, field, source),
    });
  }
  return facts;
}

/**
 * Every found fact's source with its confidence (the field's calibration over the fact's features) and
 * the words it was read from; assumed and not-found facts, and the summaries, are returned unchanged.
 */
export function withConfidence(deck: DeckFacts, calibration?: FactCalibration, facts = factsToScore(deck)): FieldSources {
  const scored: FieldSources = { ...deck.fieldSources };
  for (const { field, value, source, features, planOnly } of facts) {
    const confidence = groundCapped(scoreFactConfidence(features, weightsForField(field, calibration)), {
      planOnly,
      noSlide: features.noSlide,
    });
    const fitted = deck.fitted?.[field];
    // A fitted finder names the slide it read: there, a line with one of the value's words is the one
    // it read ("Based in Austin, Texas" for "Austin, USA", whose country the finder added).
    const evidence =
      (fitted?.evidenceSlide && quoteEvidence(deck.slides, value, [fitted.evidenceSlide], { needed: () => 1 })) ||
      quoteEvidence(deck.slides, value, source.slides) ||
      (field === 'roundSize' ? quoteAmountEvidence(deck.slides, value, source.slides) : null);
    scored[field] = { ...source, confidence, ...(evidence ? { evidence } : {}) };
  }
  return scored;
}

/**
 * Two kinds of ground the rules, not the fit, hold too weak for a confident fact, so the fact is a Check
 * (below FACT_CONFIDENCE_THRESHOLD) until the investor confirms it:
 * - a stage or round written only on roadmap slides ("2027: next step, a seed round") is a plan for later,
 *   not the round raised now; the corpus has too few such decks for the fit to learn it;
 * - a value cited on no slide (a company name taken from the file name) is not stated by the deck: nothing
 *   in it can be checked, and how often such a name is right depends on how uploaders name files, which
 *   the fit cannot know.
 */
export const WEAK_GROUND_CONFIDENCE = 0.4;

export interface FactGround {
  /** Written only on roadmap slides (statedOnlyAsPlan). */
  planOnly: boolean;
  /** Cited on no slide. */
  noSlide: boolean;
}

/** A fact's confidence once the weak-ground rules are applied: the engine's, and the calibration figures' alike. */
export const groundCapped = (confidence: number, ground: FactGround) =>
  ground.planOnly || ground.noSlide ? Math.min(confidence, WEAK_GROUND_CONFIDENCE) : confidence;

function statedOnlyAsPlan(deck: DeckFacts, field: ScoredField, source: FieldSource): boolean {
  if (field !== 'stage' && field !== 'roundSize') return false;
  const raising = [...deck.sections.ask, ...deck.sections.financials];
  return (
    source.slides.length > 0 &&
    source.slides.every((slide) => deck.sections.roadmap.includes(slide) && !raising.includes(slide))
  );
}

export function factFeatures(
  deck: DeckFacts,
  field: ScoredField,
  value: string,
  source: FieldSource,
  deckDomains: string[],
): FactFeatures {
  const stating = new Set([...source.slides, ...slidesWriting(deck.slides, value)]);
  const dedicated = DEDICATED_SECTIONS[field].flatMap((section) => deck.sections[section]);
  const closing = deck.slides.at(-1)?.n;
  if (DEDICATED_SECTIONS[field].includes('contact') && closing !== undefined) dedicated.push(closing);
  const cover = deck.slides[0]?.n;
  return {
    slidesStating: stating.size,
    onCover: cover !== undefined && stating.has(cover),
    onDedicatedSlide: [...stating].some((slide) => dedicated.includes(slide)),
    agreement: agreementOf(deck, field, value, deckDomains),
    inferred: source.status === 'inferred',
    noSlide: source.slides.length === 0,
  };
}

function agreementOf(deck: DeckFacts, field: ScoredField, value: string, deckDomains: string[]): -1 | 0 | 1 {
  if (field === 'companyName' || field === 'website') {
    const name = normalizeName(field === 'website' ? (deck.values.companyName ?? '') : value);
    const domains = field === 'website' ? [normalizeName(value.replace(/^(https?:\/\/)?(www\.)?/i, '').split('.')[0] ?? '')] : deckDomains;
    if (name.length < 3 || domains.length === 0) return 0;
    return domains.some((domain) => domain.length >= 3 && (domain.includes(name) || name.includes(domain))) ? 1 : 0;
  }
  if (field === 'stage' || field === 'roundSize') {
    const stage = canonicalStage(field === 'stage' ? value : deck.values.stage);
    const stageSource = deck.fieldSources.stage;
    const roundSource = deck.fieldSources.roundSize;
    // An assumed stage or round is the spec's default, not a second finder's reading.
    if (!stage || stageSource?.status === 'assumed' || roundSource?.status === 'assumed') return 0;
    if (stageSource?.status === 'not_found' || roundSource?.status === 'not_found') return 0;
    const millions = parseRoundSizeToMillions(field === 'roundSize' ? value : deck.values.roundSize);
    if (millions === null) return 0;
    const [low, high] = USUAL_ROUND_MILLIONS[stage];
    return millions >= low && millions <= high ? 1 : -1;
  }
  return 0;
}

/** The words of a value that identify it (letters and digits, lower case; "Series C" keeps its "c"). */
function tokensOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((token) => !/^(the|and|of|inc|ltd|llc)$/.test(token));
}

/**
 * How many of a value's words a line must write to state it: both of a one- or two-word value ("Series C"
 * is not "Series A"), most of a longer one (a place read as "Austin, Texas" is reported "Austin, Texas, USA").
 */
function wordsNeeded(tokens: string[]): number {
  return tokens.length <= 2 ? tokens.length : Math.ceil(tokens.length / 2);
}

/** Slides that write every word of a short value (a name, a stage, a place, an amount). */
function slidesWriting(slides: Slide[], value: string): number[] {
  const tokens = tokensOf(value);
  if (tokens.length === 0 || tokens.length > 4) return [];
  return slides.filter((slide) => tokens.every((token) => slide.lower.includes(token))).map((slide) => slide.n);
}

/**
 * The deck's line that best states a value, on the slides it rests on: the one that writes most of the
 * value's words (wordsNeeded: "Series A" is no evidence for "Series C"), clipped to FACT_EVIDENCE_MAX_LENGTH around them. Null when no line does:
 * a quote that does not hold the value would mislead more than no quote.
 */
export function quoteEvidence(
  slides: Slide[],
  value: string,
  onSlides: number[],
  { needed = wordsNeeded }: { needed?: (tokens: string[]) => number } = {},
): FactEvidence | null {
  const tokens = tokensOf(value);
  if (tokens.length === 0) return null;
  let best: { line: string; slide: number; shared: number } | null = null;
  for (const n of onSlides) {
    const slide = slides.find((candidate) => candidate.n === n);
    if (!slide) continue;
    for (const line of slide.lines) {
      const words = new Set(tokensOf(line));
      const shared = tokens.filter((token) => words.has(token)).length;
      if (shared >= needed(tokens) && (!best || shared > best.shared)) best = { line, slide: n, shared };
    }
  }
  if (!best) return null;
  return { quote: clipAround(best.line, tokens), slide: best.slide };
}

/** Amounts within this share of each other are the same amount written two ways ("€50K", "50,000 euros"). */
const SAME_AMOUNT_TOLERANCE = 0.005;

/**
 * The line that writes a round's amount, read as a number: the fact is printed the domain's way ("€50K",
 * "$2–5M") and the deck writes it its own ("50,000 euros", "$2M – $5M"), so their words differ.
 */
export function quoteAmountEvidence(slides: Slide[], value: string, onSlides: number[]): FactEvidence | null {
  const amount = findMoney(value)[0]?.amount;
  if (!amount) return null;
  const same = (other: number) => Math.abs(other - amount) <= SAME_AMOUNT_TOLERANCE * amount;
  for (const n of onSlides) {
    const slide = slides.find((candidate) => candidate.n === n);
    const line = slide?.lines.find((candidate) => [...findMoney(candidate), ...findPlainAmounts(candidate)].some((m) => same(m.amount)));
    if (line) return { quote: clipAround(line, tokensOf(line).filter((token) => /\d/.test(token))), slide: n };
  }
  return null;
}

function clipAround(line: string, tokens: string[]): string {
  if (line.length <= FACT_EVIDENCE_MAX_LENGTH) return line;
  const at = tokens.map((token) => line.toLowerCase().indexOf(token)).find((index) => index >= 0) ?? 0;
  const start = Math.max(0, Math.min(at - Math.floor(FACT_EVIDENCE_MAX_LENGTH / 3), line.length - FACT_EVIDENCE_MAX_LENGTH));
  const clipped = line.slice(start, start + FACT_EVIDENCE_MAX_LENGTH).trim();
  return `${start > 0 ? '…' : ''}${clipped}${start + FACT_EVIDENCE_MAX_LENGTH < line.length ? '…' : ''}`;
}
