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
  const text = slides.map((s) => s.lines.join('\n')).join('\n');
  const lower = text.toLowerCase();
  const chars = readableChars(slides);
  const slideCount = Math.max(1, slides.length);
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
  const present = DECK_SECTIONS.filter((k) => sections[k].length > 0);
  const missing = KEY_SECTIONS.filter((k) => sections[k].length === 0).map((k) => SECTION_LABELS[k]);
  const reading = readDocument(slides);
  const placeholderHits = reading.placeholderHits;
  const placeholderSlides = placeholderHits.filter((h) => h.length > 0).length;
  const placeholderTerms = [...new Set(placeholderHits.flat())];

  if (decision.isPitchDeck) {
    const caveats: string[] = [];
    if (placeholderTerms.length > 0)
      caveats.push(`some slides still hold template text (${quoteList(placeholderTerms.slice(0, 3))})`);
    if (missing.length > 0) caveats.push(`it has no ${listOr(missing.slice(0, 3))} section`);
    const found =
      present.length > 0
        ? `found ${listAnd(present.map((k) => `${SECTION_LABELS[k]} ${cite(sections[k].slice(0, 3))}`))}`
        : 'a company presents itself and its business, though no slide is headed like a pitch section';
    return {
      isValid: true,
      reasoning: `Reads as a pitch deck: ${found}.${caveats.length > 0 ? ` Note: ${caveats.join('; ')}.` : ''}`,
      confidence,
      deckProbability,
      profile: null,
    };
  }

  const refuse = (reasoning: string, profile: string | null): ValidationDetail => ({
    isValid: false,
    reasoning,
    confidence,
    deckProbability,
    profile,
  });
  const missingText =
    missing.length > 0
      ? `No ${listOr(missing.slice(0, 4))} ${missing.length === 1 ? 'section' : 'sections'} found`
      : '';
  const foundText =
    present.length > 0
      ? `only ${listAnd(present.map((k) => `${SECTION_LABELS[k]} ${cite(sections[k].slice(0, 3))}`))} ${present.length === 1 ? 'is' : 'are'} there`
      : '';

  if (refusal === 'canvas') {
    const canvasHits = matchedTerms(lower, CANVAS_BLOCKS);
    const textSlides = slides.filter((s) => s.lines.length > 0).length;
    return refuse(
      `The document is a business model canvas (${canvasHits.slice(0, 4).join(', ')}) on ${textSlides === 1 ? 'one page' : `${textSlides} pages`}, not a deck pitching a company to investors.`,
      'canvas',
    );
  }
  // A recognisable other kind of document.
  const best = PROFILES.map((p, i) => {
    const hits = reading.profileHits[i];
    return { profile: p, hits, strength: hits.length / p.threshold };
  }).sort((a, b) => b.strength - a.strength)[0];
  if (refusal !== 'template' && best.strength >= 1) {
    return refuse(
      `${missingText || 'Few pitch-deck sections found'}${foundText && missingText ? ` (${foundText})` : ''}; the document reads like ${best.profile.label} (${best.hits.slice(0, 4).join(', ')}).`,
      best.profile.kind,
    );
  }
  const cover = reading.cover;
  if (refusal === 'cover' && cover) {
    return refuse(
      `The cover calls the document ${cover.label} ("${cover.line}"), not a pitch to investors${missingText ? `; ${missingText.charAt(0).toLowerCase()}${missingText.slice(1)}` : ''}.`,
      'cover',
    );
  }
  if (refusal === 'template') {
    const filler = reading.filler;
    if (filler)
      return refuse(
        `The document is a template rather than a company's deck: the same stand-in sentences (such as "${filler.sentences[0].slice(0, 80)}") fill ${filler.slides} of ${slides.length} slides${missingText ? `. ${missingText}` : ''}.`,
        'template',
      );
    const instructions = slides.flatMap((s) => s.lines).filter((l) => INSTRUCTION_LINE.test(l));
    if (placeholderTerms.length === 0 && instructions.length > 0)
      return refuse(
        `The document is a template rather than a company's deck: its slides tell the reader what to write (such as "${instructions[0].slice(0, 80)}") instead of presenting a company.`,
        'template',
      );
  }
  if (placeholderTerms.length >= 2) {
    return refuse(
      `The document is a template rather than a company's deck: placeholder text such as ${quoteList(placeholderTerms)} appears on ${placeholderSlides} of ${slides.length} slides${missingText ? `. ${missingText}` : ''}.`,
      'template',
    );
  }
  const avgChars = chars / slideCount;
  if (avgChars > LONG_FORM_CHARS_PER_PAGE && slideCount >= 4) {
    return refuse(
      `${missingText || 'Few pitch-deck sections found'}; the document is long-form prose (about ${Math.round(avgChars)} characters per page over ${slides.length} pages), like a report or paper rather than slides pitching a company to investors.`,
      'long-form',
    );
  }
  return refuse(
    `${missingText || 'Few pitch-deck sections found'}${foundText ? ` (${foundText})` : ''}; the document does not present a company pitching itself to investors.`,
    null,
  );
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
