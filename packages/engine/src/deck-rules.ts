import { CANVAS_BLOCKS, PROFILES, profileStrength, readDocument } from './deck-evidence.ts';
import { matchedTerms, type Slide } from './text.ts';

/**
 * What refuses a document before the learned classifier weighs it: signs that read language in
 * general and that no company's deck shows — too little text to read, a one-page canvas, a cover that
 * calls the document something else, the vocabulary of another kind of document used throughout, a template's stand-ins and instructions filling its slides. A
 * kind seen once or twice among labelled documents cannot be learned by a classifier; a rule that
 * reads what the document says it is needs no examples.
 */

export type HardRefusal = 'unreadable' | 'canvas' | 'cover' | 'other kind' | 'template';

/** Documents with less readable text than this hold nothing to weigh. */
export const MIN_READABLE_CHARS = 40;
/** A canvas names at least this many of its blocks… */
const CANVAS_MIN_BLOCKS = 5;
/** …on at most this many pages. */
const CANVAS_MAX_PAGES = 3;
/** Placeholders on at least this share of the slides, with at least this many different ones, make a template. */
const TEMPLATE_PLACEHOLDER_SLIDE_SHARE = 0.5;
const TEMPLATE_MIN_PLACEHOLDERS = 3;
/** Lines telling the reader what to write ("Describe the pain of the customer") at least this share: a template. */
const TEMPLATE_INSTRUCTION_LINE_SHARE = 0.15;
/**
 * A document using twice the markers an invoice, a lecture, a report … needs (deck-evidence.ts PROFILES)
 * is that kind of document; below, the classifier weighs the markers with the rest.
 */
const OTHER_KIND_STRENGTH = 2;

// Template instructions open with an imperative: "Describe the pain of the customer", "List competitors".
export const INSTRUCTION_LINE =
  /^(?:[-•*]\s*)?(?:describe|explain|define|outline|list|show|provide|identify|calculate|demonstrate|include|insert|replace|highlight|summari[sz]e|state|mention|present|write|tell|give|use this|add your|make sure|keep it|avoid|opisz|wymień|décrivez|expliquez|indiquez|présentez|describa|explique|descreva)\b/iu;

export function readableChars(slides: Slide[]): number {
  return slides.reduce((sum, s) => sum + s.lines.join('').replace(/\s+/g, '').length, 0);
}

export function hardRefusal(slides: Slide[]): HardRefusal | null {
  if (readableChars(slides) < MIN_READABLE_CHARS) return 'unreadable';
  const reading = readDocument(slides);
  const textSlides = slides.filter((s) => s.lines.length > 0);
  if (
    matchedTerms(reading.lower, CANVAS_BLOCKS).length >= CANVAS_MIN_BLOCKS &&
    textSlides.length <= CANVAS_MAX_PAGES
  )
    return 'canvas';
  if (reading.cover) return 'cover';
  if (PROFILES.some((p) => profileStrength(reading, p.kind) >= OTHER_KIND_STRENGTH)) return 'other kind';
  const placeholderHits = reading.placeholderHits.filter((_, i) => slides[i].lines.length > 0);
  const placeholderShare =
    placeholderHits.filter((h) => h.length > 0).length / Math.max(1, textSlides.length);
  const lines = textSlides.flatMap((s) => s.lines);
  const instructionShare = lines.filter((l) => INSTRUCTION_LINE.test(l)).length / Math.max(1, lines.length);
  if (
    reading.filler ||
    (placeholderShare >= TEMPLATE_PLACEHOLDER_SLIDE_SHARE &&
      new Set(placeholderHits.flat()).size >= TEMPLATE_MIN_PLACEHOLDERS) ||
    instructionShare >= TEMPLATE_INSTRUCTION_LINE_SHARE
  )
    return 'template';
  return null;
}
