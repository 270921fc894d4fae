import type { AskAnswer } from '@pitchscope/domain/ask-deck';
import { MONEY_AMOUNT } from './ask-question-type.ts';

/**
 * Answers read off a slide's layout rather than one sentence (issue #32): a price tier's name with the
 * price under it, a use-of-funds breakdown, a comparison listing the rivals. Each looks for the structure
 * any deck uses for the topic, never for one deck's words, and answers only when the structure is there.
 */

export interface SlideLines {
  page: number;
  lines: string[];
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** Plural and singular as one word: "devices" on the slide for "device" in the question. */
const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

function quoted(page: number, quote: string): AskAnswer {
  return { kind: 'extract', text: `“${quote.replace(/\n/g, ' ')}” (slide ${page})`, citations: [{ page, quote }], droppedSentences: 0 };
}

// A price ---------------------------------------------------------------------------------------------

const PRICE_QUESTION = /\b(cost|costs|price|priced|pricing)\b/i;
/** A price is an amount for a unit of something: "$99 / month", "$15K/mo", "€5 per seat", "$35 a case". */
const UNIT_PRICE = /([$€£¥₹]\s?\d[\d.,]*\s?[kmb]?|\d[\d.,]*\s?[kmb]?\s?(usd|eur|gbp|€|\$))\s*(\/|\bper\b|\ba\b|\ban\b)\s*\p{L}+/iu;
/** Words of a price question that say "price", not which thing is priced. */
const PRICE_WORDS = new Set(
  'what how much is are does do did the a an of for their its they it cost costs price priced pricing charge charged pay paid per'.split(' '),
);
/** Words that say the thing is a tier ("the premium plan"): they help find it, a card may not print them. */
const TIER_WORDS = new Set('plan plans tier tiers package packages subscription subscriptions edition version license licence option'.split(' '));
/** Lines read after the priced thing's name for its price: a tier card's name, a line or two, the price. */
const PRICE_LINES_AFTER = 3;

/**
 * "What does the premium plan cost?": the first line naming the priced thing that has a unit price on it
 * or within the few lines after it, as a pricing slide sets a tier's name over its price.
 */
export function unitPriceAnswer(question: string, slides: readonly SlideLines[]): AskAnswer | null {
  if (!PRICE_QUESTION.test(question)) return null;
  // "per unit" says what the price is counted in, not what is priced.
  const item = [...new Set(words(question.replace(/\bper\s+\p{L}+/giu, '')).filter((word) => !PRICE_WORDS.has(word)).map(singular))];
  const specific = item.filter((word) => !TIER_WORDS.has(word));
  const required = specific.length > 0 ? specific : item;
  if (required.length === 0) return null;
  let best: { page: number; quote: string; named: number } | null = null;
  for (const { page, lines } of slides) {
    lines.forEach((line, index) => {
      const present = new Set(words(line).map(singular));
      // Every word naming the thing must be on its line, or it is the price of something else.
      if (!required.every((word) => present.has(word))) return;
      const named = item.filter((word) => present.has(word)).length;
      if (best && named <= best.named) return;
      const priceAt = lines.slice(index, index + PRICE_LINES_AFTER + 1).findIndex((l) => UNIT_PRICE.test(l));
      if (priceAt >= 0) best = { page, quote: lines.slice(index, index + priceAt + 1).join('\n'), named };
      // A stat card sets the price over its label.
      else if (index > 0 && UNIT_PRICE.test(lines[index - 1]!) && words(lines[index - 1]!).length <= STAT_CARD_MAX_WORDS)
        best = { page, quote: `${lines[index - 1]!}\n${line}`, named };
    });
  }
  const found = best as { page: number; quote: string } | null;
  return found ? quoted(found.page, found.quote) : null;
}
const STAT_CARD_MAX_WORDS = 5;

// The use of funds ------------------------------------------------------------------------------------

const FUNDS_QUESTION =
  /\buse of (the )?(funds|proceeds|capital|money)\b|\b(funds|money|capital|raise|round|investment|proceeds)\b.*\b(used|spent|allocated|go)\b|\bhow will (they|the company|it) (use|spend)\b|\ballocat/i;
/** A slide about the raise: the breakdown on it is the raise's, not a cost table. */
const FUNDING_WORDS = /\b(use of|uses of|funds|raise|raising|round|seed|investment|funding|the ask|capital|safe|runway|allocation)\b/i;
/** One line of a breakdown: an amount or a share with the words of what it pays for, undated (a dated amount is a forecast). */
const isAllocationLine = (line: string) =>
  (/\d\s?%/.test(line) || MONEY_AMOUNT.test(line)) &&
  !/\b(19|20)\d\d\b/.test(line) &&
  words(line).filter((w) => /\p{L}{3,}/u.test(w)).length >= 1 &&
  words(line).length <= ALLOCATION_LINE_MAX_WORDS;
const ALLOCATION_LINE_MAX_WORDS = 14;
/** A slide that says it breaks the money down: its breakdown is preferred to any other list of amounts. */
const BREAKDOWN_WORDS = /\b(use|uses) of (funds|proceeds|capital)\b|\ballocation\b|\bbreakdown\b/i;
const ALLOCATION_MIN_LINES = 3;
const ALLOCATION_MAX_QUOTED = 6;
/** Worth more than any count of amount lines. */
const BREAKDOWN_RANK = 1000;

/** "How will the funds be used?": the slide about the raise that breaks an amount down into what it pays for. */
export function useOfFundsAnswer(question: string, slides: readonly SlideLines[]): AskAnswer | null {
  if (!FUNDS_QUESTION.test(question)) return null;
  let best: { page: number; lines: string[]; rank: number } | null = null;
  for (const { page, lines } of slides) {
    const text = lines.join('\n');
    if (!FUNDING_WORDS.test(text)) continue;
    const allocation = lines.filter(isAllocationLine);
    if (allocation.length < ALLOCATION_MIN_LINES) continue;
    const rank = (BREAKDOWN_WORDS.test(text) ? BREAKDOWN_RANK : 0) + allocation.length;
    if (!best || rank > best.rank) best = { page, lines: allocation, rank };
  }
  return best ? quoted(best.page, best.lines.slice(0, ALLOCATION_MAX_QUOTED).join('\n')) : null;
}

// The competition -------------------------------------------------------------------------------------

const COMPETITOR_QUESTION = /\b(competitors?|competition|compete|rivals?|alternatives)\b/i;
const COMPETITION_WORDS = /\bcompet|\brivals?\b|\balternatives\b|\blandscape\b|\bvs\.?(?!\w)|\bversus\b/i;
const NAME = /\b\p{Lu}[\p{L}\p{N}&.-]*\p{L}/gu;
/** A name on this share of slides or more is the deck's own (its name, its product), not a rival's. */
const OWN_NAME_SLIDE_SHARE = 0.25;
const RIVAL_LINE_MIN_NAMES = 2;
const TITLE_LINES = 3;

/** Capitalised words that begin sentences and headings, not names. */
const COMMON_CAPITALISED = new Set(
  'the a an our we us you your they their it its this that these those and or but for with from in on at to of by as is are no yes not all key why how what who'.split(' '),
);

/** The capitalised words of a line that may name something: not a common word, not one the deck also writes in lower case. */
function namesIn(line: string, lowerCaseWords: ReadonlySet<string>): string[] {
  return [...new Set(line.match(NAME) ?? [])].filter((name) => !COMMON_CAPITALISED.has(name.toLowerCase()) && !lowerCaseWords.has(name.toLowerCase()));
}

export interface RivalNames {
  /** How many rivals a text names. */
  count(text: string): number;
}

/** A title-case heading ("Lowest Fees", "Our Competitive Advantage") names no one, however capitalised. */
const isHeading = (line: string) => {
  const lineWords = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return lineWords.length >= 2 && lineWords.length <= HEADING_MAX_WORDS && lineWords.every((w) => /^\p{Lu}\p{Ll}+[:.]?$/u.test(w));
};
const HEADING_MAX_WORDS = 3;

/** "SparkCognition", "Dao.Casino", "SFL": shapes a common word does not take, even at a sentence's start. */
const NAME_SHAPE = /^\p{Lu}.*(\p{Lu}|\d|\.\p{L})/u;

/**
 * A rival is named on few slides; the deck's own name, on many, is not one. A capitalised word counts as
 * a name where the deck also writes it inside a sentence, or when it has a name's shape: at a sentence's
 * start ("Builds trust.") any word is capitalised.
 */
export function rivalNames(slides: readonly SlideLines[]): RivalNames {
  const text = slides.map(({ lines }) => lines.join('\n')).join('\n');
  const lowerCaseWords = new Set(text.match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{N}]*/gu) ?? []);
  const midSentence = new Set([...text.matchAll(/(?<=[\p{L}\p{N},;)][ \t]+)\p{Lu}[\p{L}\p{N}&.-]*\p{L}/gu)].map((m) => m[0]));
  const slidesNaming = new Map<string, number>();
  for (const { lines } of slides) for (const name of new Set(lines.flatMap((line) => namesIn(line, lowerCaseWords)))) slidesNaming.set(name, (slidesNaming.get(name) ?? 0) + 1);
  const ownNameLimit = Math.max(2, OWN_NAME_SLIDE_SHARE * slides.length);
  const isRival = (name: string) =>
    (midSentence.has(name) || NAME_SHAPE.test(name)) && (slidesNaming.get(name) ?? 0) <= ownNameLimit && (slidesNaming.get(name) ?? 0) < slides.length;
  return {
    count: (quote) => new Set(quote.split('\n').filter((line) => !isHeading(line)).flatMap((line) => namesIn(line, lowerCaseWords)).filter(isRival)).size,
  };
}

/** Lines of a slide read as one answer: each line, and each run of short lines (a list of names, one a line). */
function candidateBlocks(lines: readonly string[]): string[] {
  const blocks = [...lines];
  let run: string[] = [];
  for (const line of [...lines, '']) {
    if (line && line.split(/\s+/).length <= LIST_ITEM_MAX_WORDS) run.push(line);
    else {
      if (run.length >= RIVAL_LINE_MIN_NAMES) blocks.push(run.join('\n'));
      run = [];
    }
  }
  return blocks;
}
const LIST_ITEM_MAX_WORDS = 3;

/**
 * "Who are their competitors?": when the answer found so far names fewer rivals, the line (or list of
 * short lines) of a slide about the competition that names the most — a comparison table's header,
 * "Polymarket: 5–10%. Kalshi: 5–15%.", a list of names. The answer so far stands when none names two.
 */
export function competitorAnswer(question: string, slides: readonly SlideLines[], current: AskAnswer): AskAnswer {
  if (!COMPETITOR_QUESTION.test(question)) return current;
  const rivals = rivalNames(slides);
  const named = Math.max(0, ...current.citations.map((c) => rivals.count(c.quote)));
  let best: { page: number; quote: string; names: number } | null = null;
  for (const { page, lines } of slides) {
    // A slide about the competition says so in its title, or names competitors in a line (an index of slide titles does neither).
    if (!COMPETITION_WORDS.test(lines.slice(0, TITLE_LINES).join('\n')) && !lines.some((line) => /\bcompetitors?\b/i.test(line))) continue;
    for (const block of candidateBlocks(lines)) {
      const names = rivals.count(block);
      if (names >= RIVAL_LINE_MIN_NAMES && names > named && (!best || names > best.names)) best = { page, quote: block, names };
    }
  }
  return best ? quoted(best.page, best.quote) : current;
}
