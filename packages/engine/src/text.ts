import { isGibberish } from '@pitchscope/domain/text-quality';
import { escapeRegExp } from '@pitchscope/domain/regexp';

/**
 * Text helpers shared by the local engine: slides, lines, sentences and slide citations.
 * Everything here is pure and deterministic.
 */

export { isGibberish };

export interface Slide {
  /** 1-based slide number as the deck numbers it. */
  n: number;
  /** Slide text with speaker notes appended. */
  text: string;
  /** Non-empty, trimmed, readable lines. */
  lines: string[];
  /** Lower-cased text for vocabulary matching. */
  lower: string;
}

export interface PageLike {
  pageNumber: number;
  text: string;
  notes?: string;
}

export function toSlides(pages: PageLike[]): Slide[] {
  return pages.map((p) => {
    const text = [p.text ?? '', p.notes ?? ''].filter(Boolean).join('\n');
    const lines = text
      .split(/\r?\n/)
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter((l) => l.length > 0 && !isNoiseLine(l));
    return { n: p.pageNumber, text, lines, lower: lines.join('\n').toLowerCase() };
  });
}

/** Page numbers, bullets-only lines and text-layer gibberish carry nothing to analyse. */
function isNoiseLine(line: string): boolean {
  if (/^[\d\s.*•·\-–—|/]+$/.test(line)) return true;
  return isGibberish(line);
}

/** "Jane Doe (CEO)", or the name alone when no role is known. */
export function personLabel(p: { name: string; role: string }): string {
  return p.role ? `${p.name} (${p.role})` : p.name;
}

/** "(slide 4)" or "(slides 3, 7)"; empty string when there is nothing to cite. */
export function cite(slides: Iterable<number>): string {
  const list = [...new Set(slides)].sort((a, b) => a - b);
  if (list.length === 0) return '';
  if (list.length === 1) return `(slide ${list[0]})`;
  const shown = list.slice(0, 6);
  return `(slides ${shown.join(', ')}${list.length > shown.length ? ', …' : ''})`;
}

/**
 * Sentences of a slide. Slide text breaks lines mid-sentence, so lines are joined when the previous
 * line does not end a sentence and the next one continues it (starts lower-case or with a connector).
 */
export function sentencesOf(slide: Slide): string[] {
  const joined: string[] = [];
  for (const line of slide.lines) {
    const prev = joined[joined.length - 1];
    const continues =
      prev !== undefined &&
      !/[.!?:;]$/.test(prev) &&
      (/^[a-z(,]/.test(line) || /\b(and|or|of|the|a|an|to|for|with|in|on|by|from|that|is|are)$/i.test(prev));
    if (continues) joined[joined.length - 1] = `${prev} ${line}`;
    else joined.push(line);
  }
  const out: string[] = [];
  for (const block of joined) {
    for (const s of block.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)) {
      const t = s.replace(/^[•●○▪■◦*\-–—>]+\s*/, '').trim();
      if (t.length > 0) out.push(t);
    }
  }
  return out;
}

/** A sentence that reads as prose: several words, mostly letters, not a heading or a list of names. */
export function isProse(sentence: string): boolean {
  const words = sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length < 6 || words.length > 60) return false;
  const lowerWords = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return lowerWords / words.length >= 0.4 && !isGibberish(sentence);
}

/** Trim a sentence to at most `maxWords` words, ending cleanly. */
export function clipWords(text: string, maxWords: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length <= maxWords) return ensurePeriod(words.join(' '));
  return `${words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,;:–—-]+$/, '')}…`;
}

export function ensurePeriod(text: string): string {
  const t = text.trim();
  if (t.length === 0) return t;
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/**
 * A line set in spaced capitals ("T H E A S K", "O N T A R I O , C A N A D A") with its letters joined
 * ("THEASK", "ONTARIO,CANADA"); null for an ordinary line. Word breaks are lost with the spacing, so a
 * caller reads the joined line without word boundaries or by its punctuation.
 */
export function joinLetterSpaced(line: string): string | null {
  const tokens = line.trim().split(' ');
  const single = tokens.filter((token) => [...token].length === 1).length;
  return tokens.length >= 4 && single >= 0.8 * tokens.length ? tokens.join('') : null;
}


/** Vocabulary terms compiled once (the vocabularies are fixed): lower-cased text and whole-word pattern. */
const termMatchers = new Map<string, { needle: string; pattern: RegExp }>();

function termMatcher(term: string): { needle: string; pattern: RegExp } {
  let matcher = termMatchers.get(term);
  if (!matcher) {
    matcher = {
      needle: term.toLowerCase(),
      pattern: new RegExp(`(?<![\\p{L}])${escapeRegExp(term)}(?![\\p{L}])`, 'iu'),
    };
    termMatchers.set(term, matcher);
  }
  return matcher;
}

/** Counts how many of the given patterns occur in the text; returns the matched ones. */
export function matchedTerms(text: string, terms: (string | RegExp)[]): string[] {
  const found: string[] = [];
  const lowerText = text.toLowerCase();
  for (const term of terms) {
    if (typeof term !== 'string') {
      const m = term.exec(text);
      if (m) found.push(m[0].toLowerCase());
      continue;
    }
    // A substring test is far cheaper than the whole-word pattern, and most terms are absent.
    const { needle, pattern } = termMatcher(term);
    if (lowerText.includes(needle) && pattern.test(text)) found.push(term);
  }
  return found;
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * The words a deck writes in lower case: its common words. Words inside web and e-mail addresses
 * ("maya@…", "getacme.com") are left out: a name written there is still a name.
 */
export function lowerCaseWords(slides: Slide[]): Set<string> {
  const words = new Set<string>();
  for (const slide of slides) {
    for (const w of slide.lines
      .join('\n')
      .match(/(?<![\p{L}\d.@/-])\p{Ll}[\p{Ll}'’-]+(?![\p{L}\d'’@-])(?!\.[\p{L}\d])/gu) ?? [])
      words.add(w);
  }
  return words;
}

export { escapeRegExp };
