import { CandidateBoard, preferredDisplay, type Candidate } from './company-candidates.ts';
import { findDeckDomains } from './company-domains.ts';
import {
  discountCommonWords,
  discountCredits,
  findCoinedNames,
  findCoverNames,
  findDomainNames,
  findFileNameAgreement,
  findLegalNames,
  findLowerCaseBrands,
  findRepeatedProperNames,
  findRunningFooters,
  findSelfDescriptions,
  preferLongerNames,
  viewDeck,
  type DeckView,
} from './company-finders.ts';
import type { Slide } from './text.ts';

/**
 * Company name. Candidates come from several independent kinds of evidence, each read by its own
 * finder (company-finders.ts), and the one with the most evidence wins: the deck's own domain names
 * and e-mail addresses, © and legal-suffix lines, the title slide, "X is a ..." sentences, capitalised
 * words the deck never writes in lower case (and brands styled in lower case), and agreement with the
 * file name.
 */

export { findDeckDomains, type DeckDomain } from './company-domains.ts';
export { normalizeName } from './company-candidates.ts';
export { fileNameTokens, nameFromFileName } from './company-file-name.ts';

export interface NameGuess {
  name: string;
  score: number;
  slides: number[];
}

/** The finders in the order they run: evidence first, then the adjustments that weigh it. */
const FINDERS: ((deck: DeckView, board: CandidateBoard) => void)[] = [
  findLegalNames,
  findSelfDescriptions,
  findCoinedNames,
  findCoverNames,
  findRunningFooters,
  findCoinedNames,
  findRepeatedProperNames,
  findLowerCaseBrands,
  findDomainNames,
  discountCredits,
  findFileNameAgreement,
  discountCommonWords,
  preferLongerNames,
];

/** Repetition alone can be any prominent word; a name needs a second kind of evidence or a strong one. */
const STRONG_KINDS = ['copyright', 'legal', 'is-a', 'domain'];

export function guessCompanyName(slides: Slide[], fileName: string): NameGuess | null {
  const deck = viewDeck(slides, fileName, findDeckDomains(slides));
  const board = new CandidateBoard();
  for (const finder of FINDERS) finder(deck, board);
  const best = pickBest(board);
  if (!best) return null;
  return {
    name: preferredDisplay(best.displays),
    score: best.score,
    slides: [...best.slides].sort((a, b) => a - b).slice(0, 5),
  };
}

function pickBest(board: CandidateBoard): Candidate | null {
  let best: Candidate | null = null;
  for (const [, c] of board.entries()) {
    if (c.score < 5 || (c.kinds.size < 2 && !STRONG_KINDS.some((k) => c.kinds.has(k)))) continue;
    if (!best || c.score > best.score) best = c;
  }
  return best ?? pickCoverName(board);
}

/**
 * Without a name that has enough evidence, the name the cover leads with (or a coined brand name the
 * deck repeats) is still the deck's own statement, which the file name is not.
 */
function pickCoverName(board: CandidateBoard): Candidate | null {
  let best: Candidate | null = null;
  for (const [, c] of board.entries()) {
    if (c.score < 3 || !COVER_KINDS.some((k) => c.kinds.has(k))) continue;
    // A single word on the cover alone ("Protection") may be the end of a tagline; a name recurs.
    const display = preferredDisplay(c.displays);
    if (!display.includes(' ') && c.slides.size < 2) continue;
    // "Blockchain powered" is the start of a tagline: names are written in capitals or Title Case.
    if (display.split(' ').some((w) => /^\p{Ll}/u.test(w))) continue;
    if (!best || c.score > best.score) best = c;
  }
  return best;
}
const COVER_KINDS = ['title', 'cover', 'coined'];
