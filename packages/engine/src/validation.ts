import type { ValidationResult } from './analysis-provider.ts';
import { CANVAS_BLOCKS, PROFILES, readDocument } from './deck-evidence.ts';
import { DECK_SECTIONS, deckFeatures } from './deck-features.ts';
import { hardRefusal, INSTRUCTION_LINE, readableChars } from './deck-rules.ts';
import { decideDeck, type DeckClassifierWeights } from './learned/deck-classifier.ts';
import { builtInEngineWeights } from './learned/engine-weights.ts';
import { SECTION_LABELS, type SectionKey, type Sections } from './sections.ts';
import { cite, matchedTerms, type Slide } from './text.ts';

/**
 * Is this a pitch deck? A pitch deck is a company pitching itself to investors (spec pitch-deck-handling
 * §5.2): it has several of company overview, problem/solution, market, business model, traction, team,
 * financials and a funding ask. Other documents that look like slides are refused by name — invoices,
 * forms, manuals, papers, policy reports, lectures, media kits, brand books, sales decks and empty
 * templates — and the reasoning names what is missing and what the document reads like instead.
 */

/** The sections whose absence the reasoning names first, in the order an investor looks for them. */
const KEY_SECTIONS: SectionKey[] = [
  'ask',
  'team',
  'market',
  'problem',
  'solution',
  'businessModel',
  'traction',
];

export interface ValidationDetail extends ValidationResult {
  /** Probability that the document is a pitch deck, by the learned classifier. */
  deckProbability: number;
  /** The kind of document the refusal names (a profile's kind, canvas, cover, template, long-form), if any. */
  profile: string | null;
}

/** Pages longer than this on average read as prose (a report or paper), not as slides. */
const LONG_FORM_CHARS_PER_PAGE = 1600;

/**
 * Hard rules refuse what reads as another kind of document in general language (deck-rules.ts); the
 * learned classifier decides the rest (learned/deck-classifier.ts, weights from the engine weights
 * file). The reasoning then names what the deck has, or — for a refusal — what is missing and the
 * strongest sign of what the document is instead.
 */
export function validateDeck(
  slides: Slide[],
  sections: Sections,
  weights: DeckClassifierWeights = builtInEngineWeights().isPitchDeck,
): ValidationDetail {
  const chars = readableChars(slides);
  const refusal = hardRefusal(slides);
  if (refusal === 'unreadable') {
    return {
      isValid: false,
      reasoning: `The document has almost no readable text (${chars} characters over ${slides.length} pages), so none of the parts of a pitch deck (company overview, problem, market, team, funding ask) could be found.`,
      confidence: 1,
      deckProbability: 0,
      profile: null,
    };
  }
  const decision = decideDeck(weights, deckFeatures(slides, sections), refusal);
  const confidence = roundProbability(decision.confidence);
  const deckProbability = roundProbability(decision.probability);
  const reading = readDocument(slides);
  const placeholderHits = reading.placeholderHits;
  const document: ReadDocument = {
    slides,
    sections,
    refusal,
    reading,
    chars,
    present: DECK_SECTIONS.filter((k) => sections[k].length > 0),
    missing: KEY_SECTIONS.filter((k) => sections[k].length === 0).map((k) => SECTION_LABELS[k]),
    placeholderSlides: placeholderHits.filter((h) => h.length > 0).length,
    placeholderTerms: [...new Set(placeholderHits.flat())],
  };
  if (decision.isPitchDeck) {
    return { isValid: true, reasoning: acceptance(document), confidence, deckProbability, profile: null };
  }
  for (const check of REFUSALS) {
    const refused = check(document);
    if (refused) return { isValid: false, reasoning: refused.reasoning, confidence, deckProbability, profile: refused.profile };
  }
  return {
    isValid: false,
    reasoning: `${missingText(document) || 'Few pitch-deck sections found'}${foundText(document) ? ` (${foundText(document)})` : ''}; the document does not present a company pitching itself to investors.`,
    confidence,
    deckProbability,
    profile: null,
  };
}

/** A readable document the classifier has decided on, with what the reasoning quotes from it. */
interface ReadDocument {
  slides: Slide[];
  sections: Sections;
  refusal: ReturnType<typeof hardRefusal>;
  reading: ReturnType<typeof readDocument>;
  chars: number;
  /** The pitch sections the document has. */
  present: SectionKey[];
  /** The key sections it lacks, as the reasoning names them. */
  missing: string[];
  placeholderSlides: number;
  placeholderTerms: string[];
}

/** Why a document is refused, and the kind of document it reads as (null when it reads as none in particular). */
interface Refusal {
  reasoning: string;
  profile: string | null;
}

/** The refusals in the order they are tried: the first that applies names the document. */
const REFUSALS: readonly ((document: ReadDocument) => Refusal | null)[] = [
  canvasRefusal,
  otherKindRefusal,
  coverRefusal,
  templateRefusal,
  placeholderRefusal,
  longFormRefusal,
];

function acceptance(d: ReadDocument): string {
  const caveats: string[] = [];
  if (d.placeholderTerms.length > 0)
    caveats.push(`some slides still hold template text (${quoteList(d.placeholderTerms.slice(0, 3))})`);
  if (d.missing.length > 0) caveats.push(`it has no ${listOr(d.missing.slice(0, 3))} section`);
  const found =
    d.present.length > 0
      ? `found ${listAnd(d.present.map((k) => `${SECTION_LABELS[k]} ${cite(d.sections[k].slice(0, 3))}`))}`
      : 'a company presents itself and its business, though no slide is headed like a pitch section';
  return `Reads as a pitch deck: ${found}.${caveats.length > 0 ? ` Note: ${caveats.join('; ')}.` : ''}`;
}

function missingText({ missing }: ReadDocument): string {
  return missing.length > 0
    ? `No ${listOr(missing.slice(0, 4))} ${missing.length === 1 ? 'section' : 'sections'} found`
    : '';
}

function foundText({ present, sections }: ReadDocument): string {
  return present.length > 0
    ? `only ${listAnd(present.map((k) => `${SECTION_LABELS[k]} ${cite(sections[k].slice(0, 3))}`))} ${present.length === 1 ? 'is' : 'are'} there`
    : '';
}

function canvasRefusal(d: ReadDocument): Refusal | null {
  if (d.refusal !== 'canvas') return null;
  const lower = d.slides.map((s) => s.lines.join('\n')).join('\n').toLowerCase();
  const canvasHits = matchedTerms(lower, CANVAS_BLOCKS);
  const textSlides = d.slides.filter((s) => s.lines.length > 0).length;
  return {
    reasoning: `The document is a business model canvas (${canvasHits.slice(0, 4).join(', ')}) on ${textSlides === 1 ? 'one page' : `${textSlides} pages`}, not a deck pitching a company to investors.`,
    profile: 'canvas',
  };
}

/** A recognisable other kind of document: the profile whose vocabulary the document reads most strongly. */
function otherKindRefusal(d: ReadDocument): Refusal | null {
  if (d.refusal === 'template') return null;
  const best = PROFILES.map((p, i) => {
    const hits = d.reading.profileHits[i];
    return { profile: p, hits, strength: hits.length / p.threshold };
  }).sort((a, b) => b.strength - a.strength)[0];
  if (best.strength < 1) return null;
  const missing = missingText(d);
  const found = foundText(d);
  return {
    reasoning: `${missing || 'Few pitch-deck sections found'}${found && missing ? ` (${found})` : ''}; the document reads like ${best.profile.label} (${best.hits.slice(0, 4).join(', ')}).`,
    profile: best.profile.kind,
  };
}

function coverRefusal(d: ReadDocument): Refusal | null {
  const cover = d.reading.cover;
  if (d.refusal !== 'cover' || !cover) return null;
  const missing = missingText(d);
  return {
    reasoning: `The cover calls the document ${cover.label} ("${cover.line}"), not a pitch to investors${missing ? `; ${missing.charAt(0).toLowerCase()}${missing.slice(1)}` : ''}.`,
    profile: 'cover',
  };
}

/** Stand-in sentences repeated over the slides, or slides that tell the reader what to write. */
function templateRefusal(d: ReadDocument): Refusal | null {
  if (d.refusal !== 'template') return null;
  const filler = d.reading.filler;
  if (filler) {
    const missing = missingText(d);
    return {
      reasoning: `The document is a template rather than a company's deck: the same stand-in sentences (such as "${filler.sentences[0].slice(0, 80)}") fill ${filler.slides} of ${d.slides.length} slides${missing ? `. ${missing}` : ''}.`,
      profile: 'template',
    };
  }
  const instructions = d.slides.flatMap((s) => s.lines).filter((l) => INSTRUCTION_LINE.test(l));
  if (d.placeholderTerms.length > 0 || instructions.length === 0) return null;
  return {
    reasoning: `The document is a template rather than a company's deck: its slides tell the reader what to write (such as "${instructions[0].slice(0, 80)}") instead of presenting a company.`,
    profile: 'template',
  };
}

function placeholderRefusal(d: ReadDocument): Refusal | null {
  if (d.placeholderTerms.length < 2) return null;
  const missing = missingText(d);
  return {
    reasoning: `The document is a template rather than a company's deck: placeholder text such as ${quoteList(d.placeholderTerms)} appears on ${d.placeholderSlides} of ${d.slides.length} slides${missing ? `. ${missing}` : ''}.`,
    profile: 'template',
  };
}

function longFormRefusal(d: ReadDocument): Refusal | null {
  const slideCount = Math.max(1, d.slides.length);
  const avgChars = d.chars / slideCount;
  if (avgChars <= LONG_FORM_CHARS_PER_PAGE || slideCount < 4) return null;
  return {
    reasoning: `${missingText(d) || 'Few pitch-deck sections found'}; the document is long-form prose (about ${Math.round(avgChars)} characters per page over ${d.slides.length} pages), like a report or paper rather than slides pitching a company to investors.`,
    profile: 'long-form',
  };
}

/** Two decimals: a confidence is read, not computed with. */
function roundProbability(p: number): number {
  return Math.round(p * 100) / 100;
}

function listOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function listAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function quoteList(items: string[]): string {
  return items
    .slice(0, 3)
    .map((t) => `"${t}"`)
    .join(', ');
}
