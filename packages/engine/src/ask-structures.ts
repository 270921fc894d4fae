import { doesNotSay, type AskAnswer } from '@pitchscope/domain/ask-deck';
import { findDeckDomains } from './company-domains.ts';
import { findPeriods, type PeriodMention } from '@pitchscope/domain/figures/periods';
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
      // A grid of tiers sets their names, then their prices in the same order.
      const inGrid = gridPriceLine(lines, index);
      if (inGrid !== null) {
        best = { page, quote: `${line}\n${lines[inGrid]}`, named };
        return;
      }
      // A card may set the amount and its unit on lines of their own ("$50", "per month").
      const priceAt = lines.slice(index, index + PRICE_LINES_AFTER + 1).findIndex((l, after) => UNIT_PRICE.test(l) || (after > 0 && UNIT_PRICE.test(`${l} ${lines[index + after + 1] ?? ''}`)));
      const priceEnd = priceAt < 0 ? -1 : index + priceAt + (UNIT_PRICE.test(lines[index + priceAt]!) ? 1 : 2);
      if (priceAt >= 0) best = { page, quote: lines.slice(index, priceEnd).join('\n'), named };
      // A stat card sets the price over its label.
      else if (index > 0 && UNIT_PRICE.test(lines[index - 1]!) && words(lines[index - 1]!).length <= STAT_CARD_MAX_WORDS)
        best = { page, quote: `${lines[index - 1]!}\n${line}`, named };
    });
  }
  const found = best as { page: number; quote: string } | null;
  return found ? quoted(found.page, found.quote) : null;
}
const STAT_CARD_MAX_WORDS = 5;

/** A tier's price cell that is no amount: "Free", "Custom", "Contact us". */
const PRICE_WORD_CELL = /^(free|custom|contact( us)?|on request|let's talk)$/i;
/** A grid's price cell is the price alone ("$19/mo", "$49 per user"), not a sentence with a price in it. */
const isPriceCell = (line: string) => (UNIT_PRICE.test(line) && words(line).length <= PRICE_CELL_MAX_WORDS) || PRICE_WORD_CELL.test(line.trim());
const PRICE_CELL_MAX_WORDS = 3;
const isTierName = (line: string) => !/\d/.test(line) && !PRICE_WORD_CELL.test(line.trim()) && words(line).length >= 1 && words(line).length <= TIER_NAME_MAX_WORDS;
const TIER_NAME_MAX_WORDS = 4;
const GRID_MIN_TIERS = 2;

/**
 * The line of a tier's price where a pricing slide lists the tiers' names, then as many prices in the
 * same order ("Starter", "Pro", "Team", "$19/mo", "$49/mo", "$99/mo"); a title over the names is no
 * tier. Null where the slide is not laid out so.
 */
function gridPriceLine(lines: readonly string[], index: number): number | null {
  let first = index;
  while (first > 0 && isTierName(lines[first - 1]!)) first -= 1;
  let end = index + 1;
  while (end < lines.length && isTierName(lines[end]!)) end += 1;
  let pricesEnd = end;
  while (pricesEnd < lines.length && isPriceCell(lines[pricesEnd]!)) pricesEnd += 1;
  const prices = pricesEnd - end;
  const names = end - first;
  const title = names === prices ? 0 : names === prices + 1 ? 1 : -1;
  if (prices < GRID_MIN_TIERS || title < 0 || index - first < title) return null;
  return end + (index - first - title);
}

// The use of funds ------------------------------------------------------------------------------------

const FUNDS_QUESTION =
  /\buse of (the )?(funds|proceeds|capital|money)\b|\b(funds|money|capital|raise|round|investment|proceeds)\b.*\b(used|spent|allocated|go|goes|earmarked|dedicated|devoted|budgeted|put|invested|set aside|reserved)\b|\bhow will (they|the company|it) (use|spend)\b|\ballocat/i;
/** The nouns a question names the raise's money by: the words just before one say which money ("the crowdsale proceeds"). */
const MONEY_NOUN = /\b(funds|money|capital|raise|round|investment|proceeds)\b/i;
/** A slide about the raise: the breakdown on it is the raise's, not a cost table. */
const FUNDING_WORDS = /\b(use of|uses of|funds|raise|raising|round|seed|investment|funding|the ask|capital|safe|runway|allocation)\b/i;
/** One line of a breakdown: an amount or a share with the words of what it pays for, undated (a dated amount is a forecast). */
const isAllocationLine = (line: string) =>
  (/\d\s?%/.test(line) || MONEY_AMOUNT.test(line)) &&
  !/\b(19|20)\d\d\b/.test(line) &&
  // A market's size ("TAM $48B") is no item the money pays for. "SG&A" is one, in two letters.
  !MARKET_SIZE_WORDS.test(line) &&
  words(line).filter((w) => /\p{L}{2,}/u.test(w)).length >= 1 &&
  words(line).length <= ALLOCATION_LINE_MAX_WORDS;
const MARKET_SIZE_WORDS = /\b(tam|sam|som)\b|\baddressable\b/i;
/**
 * A share or amount alone on its line ("50%", "$300K", "$3.6K–$7.2K"): a breakdown's card, its item on
 * the line next to it. More numbers than a range's two are a table's row ("$10,000 $300 $3,600").
 */
const isBareShare = (line: string) =>
  (/\d\s?%/.test(line) || MONEY_AMOUNT.test(line)) &&
  words(line).every((w) => !/\p{L}{2,}/u.test(w) || /^\d/.test(w)) &&
  (line.match(/\d[\d.,]*/g) ?? []).length <= 2;
const isItemLabel = (line: string) => !isBareShare(line) && /\p{L}{2,}/u.test(line) && words(line).length <= ALLOCATION_LINE_MAX_WORDS / 2;

/**
 * Lines of a breakdown set as cards, the share over its item ("50%" / "Engineering & AI"), read as one
 * line each; and a chart's legend, its shares then as many items ("40%", "30%", "Product", "Sales"),
 * the i-th share with the i-th item.
 */
function withCardsJoined(lines: readonly string[]): string[] {
  // The last share tells the order: followed by its item, each share heads its item; else each item heads its share.
  const lastShare = lines.map(isBareShare).lastIndexOf(true);
  const shareFirst = lastShare >= 0 && lastShare + 1 < lines.length && isItemLabel(lines[lastShare + 1]!);
  const joined: string[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const before = joined.at(-1);
    if (!shareFirst && isBareShare(lines[at]!) && before !== undefined && isItemLabel(before) && (at + 1 >= lines.length || !isBareShare(lines[at + 1]!))) {
      joined[joined.length - 1] = `${before} ${lines[at]}`;
      continue;
    }
    let shares = 0;
    while (at + shares < lines.length && isBareShare(lines[at + shares]!)) shares += 1;
    let items = 0;
    while (items < shares && at + shares + items < lines.length && isItemLabel(lines[at + shares + items]!)) items += 1;
    if (shares >= 1 && items === shares && (shareFirst || shares > 1)) {
      for (let i = 0; i < shares; i += 1) joined.push(`${lines[at + i]} ${lines[at + shares + i]}`);
      at += 2 * shares - 1;
    } else if (shares > 1) {
      joined.push(...lines.slice(at, at + shares));
      at += shares - 1;
    } else joined.push(lines[at]!);
  }
  return joined;
}
const ALLOCATION_LINE_MAX_WORDS = 14;
/** A slide that says it breaks the money down: its breakdown is preferred to any other list of amounts. */
const BREAKDOWN_WORDS = /\b(use|uses) of (funds|proceeds|capital)\b|\ballocation\b|\bbreakdown\b/i;
const ALLOCATION_MIN_LINES = 3;
const ALLOCATION_MAX_QUOTED = 6;
/** Worth more than any count of amount lines. */
const BREAKDOWN_RANK = 1000;

/** Words of a use-of-funds question that say "how much of the money", not which item it pays for. */
const FUNDS_QUESTION_WORDS = new Set(
  (
    'how much many what which share percentage percent portion part proportion amount of the a an to for on into in is are ' +
    'will be do does did their they it its funds fund money capital raise round investment proceeds seed goes go going ' +
    'used use spent spend allocated allocate earmarked dedicated devoted budgeted put invested set aside reserved new'
  ).split(' '),
);

/**
 * The words of "the crowdsale proceeds", "the seed round" that say which money a question means: a deck
 * with two breakdowns (the pre-sale's and the sale's) heads each with them, its lines name the items.
 */
function moneyQualifiers(question: string): Set<string> {
  const noun = MONEY_NOUN.exec(question);
  if (!noun) return new Set();
  const before = words(question.slice(0, noun.index));
  const qualifiers: string[] = [];
  for (let at = before.length - 1; at >= 0 && !FUNDS_QUESTION_WORDS.has(before[at]!); at -= 1) qualifiers.push(singular(before[at]!));
  return new Set(qualifiers);
}

/** Each line of a breakdown with the line over it that is no item (its heading: "Crowdsale Fund Distribution"), if any. */
function withHeadings(lines: readonly string[]): { line: string; heading: string }[] {
  let heading = '';
  return lines.flatMap((line) => {
    if (isAllocationLine(line)) return [{ line, heading }];
    if (!isBareShare(line)) heading = line;
    return [];
  });
}

/**
 * "How will the funds be used?": the slide about the raise that breaks an amount down into what it pays
 * for. "How much goes to marketing?" names one item of it: the one line of the breakdown that names it
 * best is the answer, not the whole list.
 */
export interface FundsReading {
  /** The English words a slide's text stands for (a deck in Polish writes "Potrzeby inwestycyjne" for the raise). */
  gloss?: (text: string) => string[];
  /**
   * Answer only with the one line of the item the question names ("How much of the raise goes to
   * marketing?"): read before the round's size, which such a question also names.
   */
  itemOnly?: boolean;
}

export function useOfFundsAnswer(question: string, slides: readonly SlideLines[], { gloss = () => [], itemOnly = false }: FundsReading = {}): AskAnswer | null {
  if (!FUNDS_QUESTION.test(question)) return null;
  const qualifiers = moneyQualifiers(question);
  const item = new Set(words(question).filter((word) => !FUNDS_QUESTION_WORDS.has(word)).map(singular).filter((word) => !qualifiers.has(word)));
  if (itemOnly && item.size === 0) return null;
  const naming = (line: string) => words(line).map(singular).filter((word) => item.has(word)).length;
  // A breakdown headed by the money the question names ("Crowdsale Fund Distribution") is that money's.
  const qualified = (heading: string) => words(heading).map(singular).filter((word) => qualifiers.has(word)).length;
  type Best = { page: number; lines: { line: string; heading: string }[]; named: number; qualified: number; rank: number };
  let best: Best | null = null;
  for (const { page, lines } of slides) {
    const text = lines.join('\n');
    const glossed = `${text}\n${gloss(text).join(' ')}`;
    if (!FUNDING_WORDS.test(glossed)) continue;
    const allocation = withHeadings(withCardsJoined(lines));
    if (allocation.length < ALLOCATION_MIN_LINES) continue;
    const rank = (BREAKDOWN_WORDS.test(glossed) ? BREAKDOWN_RANK : 0) + allocation.length;
    // A breakdown that names the item asked about comes first, under the heading of the money asked about.
    const named = Math.max(...allocation.map(({ line }) => naming(line)));
    const heading = Math.max(0, ...allocation.filter(({ line }) => naming(line) === named).map(({ heading: h }) => qualified(h)));
    if (!best || named > best.named || (named === best.named && (heading > best.qualified || (heading === best.qualified && rank > best.rank))))
      best = { page, lines: allocation, named, qualified: heading, rank };
  }
  const found = best as Best | null;
  if (!found) return null;
  // The item's line: of two that name it, the one under the heading of the money asked about.
  const scores = found.lines.map(({ line, heading }) => (naming(line) === found.named ? 1 + qualified(heading) : 0));
  const top = Math.max(...scores);
  const one = found.named > 0 && scores.filter((value) => value === top).length === 1;
  if (itemOnly && !one) return null;
  const lines = found.lines.map(({ line }) => line);
  return quoted(found.page, one ? lines[scores.indexOf(top)]! : lines.slice(0, ALLOCATION_MAX_QUOTED).join('\n'));
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
  if (best) return quoted(best.page, best.quote);
  // "Who are their competitors?" asks for names: a sentence that names none ("a key differentiator to stay competitive") is no answer.
  if (ASKS_RIVAL_NAMES.test(question) && current.kind !== 'none' && named === 0 && !current.citations.some((c) => namesSomething(c.quote))) return doesNotSay();
  return current;
}

const ASKS_RIVAL_NAMES = /^\s*(who|which)\b/i;
/** A capitalised word inside a line, not its first: the name of a company or product. */
const namesSomething = (quote: string) => quote.split(/\n/).some((line) => /(?<=\S\s+)\p{Lu}[\p{L}\p{N}&.-]*\p{L}/u.test(line.replace(/^[^\p{L}]*/u, '')));


// A table read cell by cell ----------------------------------------------------------------------------

/** A table a slide's text gives cell by cell: its header's labels, one a line, then its rows, as many cells each. */
export interface CellTable {
  header: string[];
  rows: string[][];
}

const TABLE_MIN_COLUMNS = 3;
const TABLE_MIN_ROWS = 2;
const HEADER_CELL_MAX_WORDS = 3;
const ROW_LABEL_MAX_WORDS = 6;
const isHeaderCell = (line: string) => !/\d/.test(line) && words(line).length >= 1 && words(line).length <= HEADER_CELL_MAX_WORDS;
/** Which of a row's cells after its label hold a number: "$40M", "4–6", "$1–1.6M", "First trades" → "nnny". */
const rowShape = (cells: readonly string[]) => cells.slice(1).map((cell) => (/\d/.test(cell) ? 'n' : 't')).join('');
const shapeDifference = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length;
/** A row of a table of figures: a short label, then cells most of which hold a number. */
const isFigureRow = (cells: readonly string[]) =>
  words(cells[0]!).length <= ROW_LABEL_MAX_WORDS &&
  // A row is labelled by words or a period ("Year 1", "2025"), never by an amount: that is a cell read out of line.
  !MONEY_AMOUNT.test(cells[0]!) &&
  !/%/.test(cells[0]!) && [...rowShape(cells)].filter((c) => c === 'n').length * 2 >= cells.length - 1;

/**
 * The tables on a slide whose text lists a header of short labels, then the rows cell by cell ("Period",
 * "Revenue", "Milestone", "Year 1", "$1M", "Pilot", "Year 2", …): of the header's lines, the columns are
 * the most of them that are followed by rows of figures (the lines before them are the slide's titles).
 */
export function cellTables(lines: readonly string[]): CellTable[] {
  const tables: CellTable[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && isHeaderCell(lines[end]!)) end += 1;
    let best: CellTable | null = null;
    for (let first = start; end - first >= TABLE_MIN_COLUMNS; first += 1) {
      const columns = end - first;
      const rows: string[][] = [];
      for (let at = end; at + columns <= lines.length; at += columns) {
        const cells = lines.slice(at, at + columns);
        // Each column holds one kind of cell, a figure in every row or in none (a note may hold a number: one cell may differ).
        if (!isFigureRow(cells) || (rows.length > 0 && shapeDifference(rowShape(cells), rowShape(rows[0]!)) > 1)) break;
        rows.push(cells);
      }
      if (rows.length >= TABLE_MIN_ROWS) {
        best = { header: lines.slice(first, end), rows };
        break;
      }
    }
    if (best) tables.push(best);
    start = best ? end + best.rows.length * best.header.length : Math.max(end, start + 1);
  }
  return tables;
}

export interface TableReading {
  /** A word as matched ("revenues" → "revenu"), null for a word that says nothing (a stopword). */
  term(word: string): string | null;
  /** Whether a cell holds the kind of value the question asks for. */
  holds(cell: string): boolean;
}

/**
 * "How much revenue do they project in year 1?": the cell of a table whose column the question names
 * ("Revenue Est.") in the one row it names best ("Year 1 — Pilot"), quoted with both.
 */
export function tableCellAnswer(question: string, slides: readonly SlideLines[], reading: TableReading): AskAnswer | null {
  const asked = new Set(words(question).map(reading.term).filter((t): t is string => t !== null));
  const shared = (text: string) => new Set(words(text).map(reading.term).filter((t): t is string => t !== null && asked.has(t))).size;
  let best: { page: number; quote: string; score: number } | null = null;
  for (const { page, lines } of slides) {
    for (const { header, rows } of cellTables(lines)) {
      const rowScores = rows.map((row) => shared(row[0]!));
      const top = Math.max(...rowScores);
      // The question names one row, better than the others: "year 1" among "Year 1", "Year 2", "Year 3".
      if (top === 0 || rowScores.filter((score) => score === top).length > 1) continue;
      const row = rows[rowScores.indexOf(top)]!;
      header.forEach((label, column) => {
        if (column === 0 || shared(label) === 0 || !reading.holds(row[column]!)) return;
        const score = top + shared(label);
        if (!best || score > best.score) best = { page, quote: `${row[0]}\n${label}\n${row[column]}`, score };
      });
    }
  }
  const found = best as { page: number; quote: string } | null;
  return found ? quoted(found.page, found.quote) : null;
}

// A figure by period --------------------------------------------------------------------------------

/**
 * A period as a slide labels a column or a point of a series: "Y3", "Year 3", "2025", "2025E", "FY2024",
 * "Q3 2026", "Sept. 2025", "Month 18". The key is the period without its spelling: a calendar period as
 * the domain's date reader bounds it ("2025E" and "FY2025" are one year), a plan's own period by its
 * number ("year 3", "month 18").
 */
export function periodKey(label: string): string | null {
  const text = label.trim().toLowerCase().replace(/\s+/g, ' ');
  const ordinal = PLAN_PERIOD.exec(text);
  if (ordinal) return `${PERIOD_UNITS[ordinal[1]!]} ${Number(ordinal[2])}`;
  const [calendar, ...more] = findPeriods(text);
  // The whole label is the period: "2025 revenue" labels a row, not a column.
  return calendar && more.length === 0 && calendar.index === 0 && calendar.end === text.length ? calendarKey(calendar) : null;
}
const PLAN_PERIOD = /^(year|yr|y|month|m|quarter|q|h)[ .-]?(\d{1,2})(?: ?[efp])?$/;
const PERIOD_UNITS: Record<string, string> = { year: 'year', yr: 'year', y: 'year', month: 'month', m: 'month', quarter: 'q', q: 'q', h: 'h' };
const calendarKey = ({ period }: PeriodMention) => `${period.start}/${period.end}`;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const ORDINAL_YEAR = new RegExp(`\\b(${ORDINALS.join('|')})\\s+(?:full\\s+|fiscal\\s+|financial\\s+|operating\\s+)?year\\b`, 'g');

/** The periods a question names ("in year 3", "for 2025", "by month 18", "in Q3 2026"), as periodKey gives them. */
export function askedPeriods(question: string): string[] {
  const planPeriods = (question.match(/\b(?:(?:year|yr|month|quarter)\s?\d{1,2}|y\d{1,2}|q[1-4](?!\s?['’-]?\d))\b/gi) ?? []).map(periodKey);
  // "In their first (fiscal) year", "the second year": a plan's year by its number.
  const ordinalYears = [...question.toLowerCase().matchAll(ORDINAL_YEAR)].map((match) => `year ${ORDINALS.indexOf(match[1]!) + 1}`);
  return [...new Set([...findPeriods(question).map(calendarKey), ...planPeriods, ...ordinalYears].filter((key): key is string => key !== null))];
}

/** A cell of a series or table: a figure and at most a unit word ("$4.5M", "250K", "-229K", "11%", "(1.2)"). */
const isFigureCell = (line: string) =>
  /^[(~≈<>+±−–-]?\s*[$€£¥₹]?\s*[(−–-]?\d/.test(line.trim()) && words(line).filter((w) => /^\p{L}+$/u.test(w)).length <= 1 && periodKey(line) === null;
/** A currency sign alone on a line: a spreadsheet's "$" column, read out of line with its figures. */
const isSignOnly = (line: string) => /^[$€£¥₹]$/.test(line.trim());

/** A figure read with its period and the words that say what it measures. */
interface PeriodCell {
  page: number;
  /** The row's label, or the lines around a series of figures. */
  label: string;
  period: string;
  value: string;
  /** The slide's lines quoted for it. */
  quote: string[];
  /** The cell's column among a table's periods (0 the first): a plan's "year 2" is a table's second year. */
  column?: number;
}

/** Points of a series: at least this many figure/period pairs. */
const SERIES_MIN_POINTS = 3;
/** Lines either side of a series that say what it measures ("Revenue Projections", "Annual Recurring Revenue (ARR)"). */
const SERIES_CONTEXT_LINES = 2;
const TABLE_MIN_PERIODS = 3;
const ROW_MAX_LABEL_WORDS = 8;

/**
 * A series a slide's text gives as figure and period, one a line, alternating ("$50K", "Y1", "$800K",
 * "Y2", …), or period first ("2022", "$4.2B", "2023", "$5.8B"): each figure with its period, labelled by
 * the lines around the series.
 */
function seriesCells(page: number, lines: readonly string[]): PeriodCell[] {
  const cells: PeriodCell[] = [];
  const kind = lines.map((line) => (periodKey(line) !== null ? 'p' : isFigureCell(line) ? 'v' : null));
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && kind[end] !== null && (end === start || kind[end] !== kind[end - 1])) end += 1;
    const length = end - start;
    // An odd run ("$1M", "2024", "$2M") could pair either way: it is not read.
    if (length >= 2 * SERIES_MIN_POINTS && length % 2 === 0) {
      const label = [...lines.slice(Math.max(0, start - SERIES_CONTEXT_LINES), start), ...lines.slice(end, end + SERIES_CONTEXT_LINES)].join('\n');
      for (let at = start; at < end; at += 2) {
        const [value, period] = kind[at] === 'v' ? [lines[at]!, lines[at + 1]!] : [lines[at + 1]!, lines[at]!];
        cells.push({ page, label, period: periodKey(period)!, value, quote: [lines[at]!, lines[at + 1]!] });
      }
    }
    start = Math.max(end, start + 1);
  }
  // A grid: the figures, then as many periods ("€120k", "€900k", "€3.2M", "2024", "2025", "2026"), or the periods first.
  let at = 0;
  while (at < lines.length) {
    let split = at;
    while (split < lines.length && kind[split] === kind[at] && kind[at] !== null) split += 1;
    let end = split;
    while (end < lines.length && kind[end] !== null && kind[end] !== kind[at]) end += 1;
    const size = split - at;
    if (size >= SERIES_MIN_POINTS && end - split === size) {
      const label = [...lines.slice(Math.max(0, at - SERIES_CONTEXT_LINES), at), ...lines.slice(end, end + SERIES_CONTEXT_LINES)].join('\n');
      for (let i = 0; i < size; i += 1) {
        const [value, period] = kind[at] === 'v' ? [lines[at + i]!, lines[split + i]!] : [lines[split + i]!, lines[at + i]!];
        cells.push({ page, label, period: periodKey(period)!, value, quote: [value, period] });
      }
    }
    at = Math.max(split, at + 1);
  }
  return cells;
}

/**
 * A table a slide's text gives under a header of periods, one a line ("2011E", "2012E", …), each row a
 * label followed by a figure per period, one a line ("EBITDA", "0.53", "4.45", …; a lone "$" between them
 * is the spreadsheet's currency column); or a header line of periods ("Year 2022 2023 2024 2025") over
 * rows written on one line ("Average number of clients 1 31 91 151").
 */
function periodTableCells(page: number, lines: readonly string[]): PeriodCell[] {
  const cells: PeriodCell[] = [];
  const readable = lines.filter((line) => !isSignOnly(line));
  // Header one a line.
  let at = 0;
  while (at < readable.length) {
    let end = at;
    while (end < readable.length && periodKey(readable[end]!) !== null) end += 1;
    const header = readable.slice(at, end);
    if (header.length < TABLE_MIN_PERIODS) {
      at = Math.max(end, at + 1);
      continue;
    }
    for (let row = end; row + header.length < readable.length; row += 1) {
      const label = readable[row]!;
      const values = readable.slice(row + 1, row + 1 + header.length);
      if (!/\p{L}{2,}/u.test(label) || isFigureCell(label) || words(label).length > ROW_MAX_LABEL_WORDS || !values.every(isFigureCell)) continue;
      header.forEach((period, column) => cells.push({ page, label, period: periodKey(period)!, value: values[column]!, quote: [label, period, values[column]!], column }));
      row += header.length;
    }
    at = end;
  }
  // A table written as rows of cells between bars ("| Revenue | $283,686 | $1,451,549 |"), as a PowerPoint or
  // Word table is read: under a header row of periods, each row a label and a figure (or nothing) per period.
  readable.forEach((line, index) => {
    const header = barCells(line);
    if (header === null) return;
    const periods = header.slice(1).map(periodKey);
    if (periods.length < TABLE_MIN_PERIODS || periods.some((key) => key === null)) return;
    for (const rowLine of readable.slice(index + 1)) {
      const row = barCells(rowLine);
      if (row === null) break;
      const [label = '', ...values] = row;
      if (!/\p{L}{2,}/u.test(label) || words(label).length > ROW_MAX_LABEL_WORDS) continue;
      periods.forEach((key, column) => {
        const value = values[column] ?? '';
        if (isFigureCell(value)) cells.push({ page, label, period: key!, value, quote: [line, rowLine], column });
      });
    }
  });
  // Header and rows each on one line.
  readable.forEach((line, index) => {
    const periods = headerPeriods(line);
    if (periods.length < TABLE_MIN_PERIODS) return;
    for (const rowLine of readable.slice(index + 1)) {
      const rowTokens = rowLine.split(/\s+/);
      const values = rowTokens.slice(-periods.length);
      const label = rowTokens.slice(0, -periods.length).join(' ');
      if (rowTokens.length <= periods.length || !/\p{L}{2,}/u.test(label) || words(label).length > ROW_MAX_LABEL_WORDS || !values.every(isFigureCell)) continue;
      periods.forEach((period, column) => cells.push({ page, label, period: periodKey(period)!, value: values[column]!, quote: [line, rowLine], column }));
    }
  });
  return cells;
}

/** The cells of a table row written between bars ("| Revenue | $283,686 | |"), empty ones kept in place; null for any other line. */
function barCells(line: string): string[] | null {
  if (!line.includes('|')) return null;
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
  return cells.length >= 2 ? cells : null;
}

/** A period as a line writes it among others: "2025E", "Year 3", "Y3", "Q3 2026", "FY2024". */
const PERIOD_SPAN = /(?<![\p{L}\p{N}])(?:(?:fy ?)?(?:19|20)\d\d(?: ?[efpab]|e?f)?|(?:year|yr|y|month|quarter|q|h)[ .-]?\d{1,2}(?: ?[efp])?(?:[ '-]?(?:19|20)\d\d)?)(?![\p{L}\p{N}])/giu;

/** The periods of a header line ("Year 2022 2023 2024 2025", "Year 1 Year 2 Year 3"): the line holds periods and at most one word besides. */
function headerPeriods(line: string): string[] {
  const periods = line.match(PERIOD_SPAN) ?? [];
  const rest = words(line.replace(PERIOD_SPAN, ' '));
  return rest.length <= 1 && periods.every((period) => periodKey(period) !== null) ? periods : [];
}

/** Lines read under a period heading for its figures. */
const SECTION_MAX_LINES = 8;

/**
 * A table a slide's text gives column by column: a period, then its rows as label and figure on one line
 * ("2025", "Revenue $3M", "EBITDA $0.2M", "2026", …). At least two periods, so that it is a table.
 */
function periodSectionCells(page: number, lines: readonly string[]): PeriodCell[] {
  const headings = lines.map((line, at) => (periodKey(line) !== null ? at : -1)).filter((at) => at >= 0);
  if (headings.length < 2) return [];
  return headings.flatMap((at, index) => {
    const end = Math.min(headings[index + 1] ?? lines.length, at + 1 + SECTION_MAX_LINES);
    return lines.slice(at + 1, end).flatMap((line) => {
      const figure = /[(~≈<>+±−–-]?\s*[$€£¥₹]?\s*[(−–-]?\d[\d.,]*\s?(?:%|[kmb]n?\b|mm\b|million\b|billion\b)?/i.exec(line);
      const label = figure ? line.slice(0, figure.index).trim() : '';
      if (!figure || !/\p{L}{2,}/u.test(label) || words(label).length > ROW_MAX_LABEL_WORDS) return [];
      return [{ page, label, period: periodKey(lines[at]!)!, value: figure[0].trim(), quote: [lines[at]!, line] }];
    });
  });
}

/**
 * "What EBITDA do they project for 2014?", "What ARR do they project in year 3?": the figure a table or a
 * series gives for the period the question names, in the row (or series) whose label holds the most of
 * the question's words, the fewest others breaking a tie ("EBITDA" before "EBITDA Margin"). Only for a
 * question that names a period, and only a figure of the kind asked (`bareNumbers`: a number without
 * its unit may be an amount of the kind asked).
 */
/** A figure without its unit ("476.25"): a table of money gives its unit once, in a label ("($mm)") or a lost "$" column. */
const isBareNumber = (cell: string) => /^[(−–-]?\d[\d.,]*\)?$/.test(cell.trim());

/** A plan's "year 2" asked of a table of calendar years ("FY2019", "FY2020", …) is its second column. */
const askedAsColumn = (periods: readonly string[], cell: PeriodCell) =>
  cell.column !== undefined && cell.period.includes('/') && periods.includes(`year ${cell.column + 1}`);

export function periodFigureAnswer(question: string, slides: readonly SlideLines[], reading: TableReading & { bareNumbers: boolean }): AskAnswer | null {
  const periods = askedPeriods(question);
  if (periods.length === 0) return null;
  const termsOf = (text: string) => new Set(words(text).filter((word) => /\p{L}/u.test(word) && periodKey(word) === null).map(reading.term).filter((t): t is string => t !== null));
  const asked = termsOf(question);
  let best: { cell: PeriodCell; shared: number; extra: number } | null = null;
  for (const { page, lines } of slides) {
    for (const cell of [...periodTableCells(page, lines), ...seriesCells(page, lines), ...periodSectionCells(page, lines)]) {
      if (!(periods.includes(cell.period) || askedAsColumn(periods, cell)) || !(reading.holds(cell.value) || (reading.bareNumbers && isBareNumber(cell.value)))) continue;
      const label = termsOf(cell.label);
      const shared = [...label].filter((term) => asked.has(term)).length;
      const extra = label.size - shared;
      if (shared === 0) continue;
      if (!best || shared > best.shared || (shared === best.shared && extra < best.extra)) best = { cell, shared, extra };
    }
  }
  return best ? quoted(best.cell.page, [...new Set(best.cell.quote)].join('\n')) : null;
}

// Stat cards ------------------------------------------------------------------------------------------

/** Cards that tell their order: two ("$1.5M", "Seed round", "Pre-money", "$8M") read either way as well. */
const STAT_CARDS_MIN = 3;
/** A figure a slide prints alone as its number ("5", "07 / 16"), among its first lines or as its last. */
const SLIDE_NUMBER_LINE = /^\d{1,2}(\s*\/\s*\d{1,2})?$/;

/** A stat card: a figure set apart from the words that label it ("$18B" over "TAM", "Serviceable Available Market" over "532M"). */
export interface StatCard {
  page: number;
  value: string;
  /** The card's words, in the slide's order. */
  label: string[];
  /** Whether the figure comes before its words on the slide. */
  valueFirst: boolean;
}

/** Lines of words a card holds at most: a label and a caption or two; more is a paragraph. */
const CARD_MAX_LINES = 4;
/** "1", "2", "3" heading a slide's steps number them: they count nothing. */
const isNumbering = (values: readonly string[]) => values.every((value, i) => value.trim() === String(i + 1));

/**
 * The stat cards of a slide whose figures stand alone on their lines, each with the lines of words up to
 * the next figure: the words go with the figure before them when the slide (its title aside) starts with
 * a figure, with the figure after them when it ends with one. A slide that does both, or neither, gives
 * no cards; nor does a card with more words than a label and a caption or two.
 */
export function statCards(page: number, lines: readonly string[]): StatCard[] {
  const kept = lines.filter((line, at) => !(SLIDE_NUMBER_LINE.test(line.trim()) && (at < 2 || at === lines.length - 1)));
  // The slide's title labels no card.
  const body = kept.slice(1);
  const values = body.map((line, at) => (isFigureCell(line) && !/\d\s*\/\s*\d/.test(line) ? at : -1)).filter((at) => at >= 0);
  if (values.length < STAT_CARDS_MIN || isNumbering(values.map((at) => body[at]!))) return [];
  const valueFirst = values[0] === 0;
  if (valueFirst === (values.at(-1) === body.length - 1)) return [];
  const cards = values.map((at, i) => {
    const label = valueFirst ? body.slice(at + 1, values[i + 1] ?? body.length) : body.slice(i === 0 ? 0 : values[i - 1]! + 1, at);
    return { page, value: body[at]!, label, valueFirst };
  });
  // The last card of a slide read figure first runs to the slide's end: its footer is no caption.
  const last = cards.at(-1)!;
  if (valueFirst) last.label = last.label.slice(0, CARD_MAX_LINES);
  if (!valueFirst) cards[0]!.label = cards[0]!.label.slice(-CARD_MAX_LINES);
  return cards.some((card) => card.label.length === 0 || card.label.length > CARD_MAX_LINES) ? [] : cards;
}

export interface CardReading {
  /** The question's own words, as matched. */
  asked: readonly string[];
  /** A text's words, as matched. */
  terms(text: string): string[];
  /** Whether a figure is of the kind the question asks for. */
  holds(cell: string): boolean;
  /** Whether a figure without its unit ("532M", "1.9 Billion+") may be an amount of the kind asked. */
  bareNumbers: boolean;
}

/** A figure with at most a magnitude: a card of money states its currency once for the slide, or not at all. */
const isBareAmount = (cell: string) => /^[~≈<>+]?\s*\d[\d.,]*\s?(k|m|mm|b|bn|t|million|billion|trillion)?\+?$/i.test(cell.trim());

/**
 * "What is the TAM?" on a slide of stat cards: the figure of the one card whose words hold all the
 * question's own words, quoted with them. Two such cards: no answer.
 */
export function statCardAnswer(slides: readonly SlideLines[], reading: CardReading): AskAnswer | null {
  if (reading.asked.length === 0) return null;
  const asked = new Set(reading.asked);
  let best: { card: StatCard; shared: number } | null = null;
  let tied = false;
  for (const { page, lines } of slides) {
    for (const card of statCards(page, lines)) {
      const shared = new Set(reading.terms(card.label.join('\n')).filter((term) => asked.has(term))).size;
      // Every word of the question on the card: "liquidation fee" is not the card that says "liquidity".
      if (shared < asked.size || !(reading.holds(card.value) || (reading.bareNumbers && isBareAmount(card.value)))) continue;
      if (best && shared === best.shared) tied = true;
      if (!best || shared > best.shared) {
        best = { card, shared };
        tied = false;
      }
    }
  }
  if (!best || tied) return null;
  const { card } = best;
  return quoted(card.page, (card.valueFirst ? [card.value, ...card.label] : [...card.label, card.value]).join('\n'));
}

// When something happens -------------------------------------------------------------------------------

/** A question asking for a date: "When is the launch planned?", "Until when are the tokens locked?". */
const WHEN_QUESTION = /^\s*(?:(?:until|till|by|from|since)\s+)?when\b/i;
/** Words of a "when" question that say "when", not which event. */
const WHEN_WORDS = new Set(
  'when until till by from since is are was were do does did will would they it its their the a an of to be planned plan plans planning expected expect scheduled schedule intend going set due happen take place'.split(' '),
);
/**
 * Events a deck names in other words than an investor: a launch is a release or a start, charging users
 * is monetisation or a premium tier, a lock-up is vesting. Each word of a group stands for the others.
 */
const EVENT_GROUPS: readonly (readonly string[])[] = [
  'launch launches launched launching release released releases live rollout ship shipped debut start starts started begin begins open opens opening commence kickoff'.split(' '),
  'charge charges charging charged monetize monetise monetizing monetising monetization monetisation paid premium subscription subscriptions pricing'.split(' '),
  'lock locks locked lockup vest vests vested vesting cliff unlock unlocks unlocked'.split(' '),
  'presale preico'.split(' '),
];
/** What a word of another group's is worth: less than the question's own word. */
const EVENT_SYNONYM_WEIGHT = 0.8;
/** A version number ("1.0", "v2") names one release: it outweighs a word any milestone may hold. */
const VERSION_WEIGHT = 1.5;
const VERSION = /\bv?\d+\.\d+\b/gi;
/** A slide that lays out what happens when: its line of a date is the plan's. */
const TIMELINE_TITLE = /\b(road ?map|timeline|milestones?|next steps|plan|schedule|phases?)\b/i;
const TIMELINE_BONUS = 0.3;
/** A line ending in one of these goes on to the date on the next: "Reserved for growth, locked until" / "April 2020". */
const DATE_FOLLOWS = /\b(until|till|from|by|on|in|since|before|after|starting|launching|due)\s*:?$/i;
/** Lines read above an undated line for the date heading its part of a roadmap. */
const DATE_HEADING_MAX_LINES = 6;

/** "pre-sale", "Pre-ICO", "lock-up", "go live": one word each, as a question and a slide write them otherwise. */
const eventText = (text: string) => text.replace(/\bpre[\s-]+(?=\p{L})/giu, 'pre').replace(/\block[\s-]+up\b/gi, 'lockup').replace(/\bgo(?:es|ing)?[\s-]+live\b/gi, 'live').replace(/\bkick[\s-]*off\b/gi, 'kickoff');
const eventWords = (text: string) => words(eventText(text)).map(singular);

const QUARTER = /\b[QH][1-4]\b/;
/** A line that states a date or period: "Q3 2025", "24th March 2018", "April 2020", "2026". */
const holdsDate = (line: string) => findPeriods(line).length > 0 || QUARTER.test(line);
/** A line that is a date and nothing else: a roadmap's heading ("2026 Q1", "Q3 2025"). */
const isDateOnly = (line: string) => {
  if (!holdsDate(line)) return false;
  let rest = line;
  for (const { index, end } of [...findPeriods(line)].reverse()) rest = rest.slice(0, index) + ' ' + rest.slice(end);
  return words(rest.replace(new RegExp(QUARTER.source, 'g'), ' ')).every((word) => !/\p{L}{2,}/u.test(word) || /^(q|h)\d$/.test(word));
};

/** The words that name the event asked about, each with its weight. */
function askedEvent(question: string): Map<string, number> {
  const weights = new Map<string, number>();
  const own = eventWords(question.replace(VERSION, ' ')).filter((word) => !WHEN_WORDS.has(word) && /\p{L}{2,}/u.test(word));
  for (const word of own) {
    weights.set(word, 1);
    for (const group of EVENT_GROUPS) if (group.includes(word)) for (const other of group.map(singular)) if (!weights.has(other)) weights.set(other, EVENT_SYNONYM_WEIGHT);
  }
  for (const version of question.match(VERSION) ?? []) weights.set(version.toLowerCase().replace(/^v/, ''), VERSION_WEIGHT);
  return weights;
}

/** The dated quotes a slide offers: a dated line (with the next when it runs on to the date), or an undated line under the date heading its part of a roadmap. */
function datedQuotes(lines: readonly string[]): { quote: string; text: string }[] {
  const quotes: { quote: string; text: string }[] = [];
  const headings = lines.filter(isDateOnly).length;
  lines.forEach((line, at) => {
    const next = lines[at + 1];
    if (holdsDate(line) && !isDateOnly(line)) quotes.push({ quote: line, text: line });
    // A roadmap of date headings dates a line by the heading over it: the date under it heads the next part;
    // and a row of periods dates a row of items, not the one over it.
    else if (next !== undefined && holdsDate(next) && (DATE_FOLLOWS.test(line) || (isDateOnly(next) && headings < 2 && !isPeriodRow(next))) && !isDateOnly(line))
      quotes.push({ quote: `${line}\n${next}`, text: `${line}\n${next}` });
    else if (!holdsDate(line) && headings >= 2) {
      for (let above = at - 1; above >= Math.max(0, at - DATE_HEADING_MAX_LINES); above -= 1) {
        if (!isDateOnly(lines[above]!)) continue;
        quotes.push({ quote: `${lines[above]}\n${line}`, text: line });
        break;
      }
    }
  });
  return [...quotes, ...timelineRowQuotes(lines)];
}

/** A slide wraps an item over lines: a line after a comma, or going on in lower case, is one item with the line before. */
function wrappedItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const last = items.at(-1);
    if (last !== undefined && (/[,&]$/.test(last) || /^\p{Ll}/u.test(line))) items[items.length - 1] = `${last}\n${line}`;
    else items.push(line);
  }
  return items;
}

/**
 * A timeline set as a row: its items, then a line of as many periods in the same order ("Beta launch",
 * "Public launch", …, "Q1 2025 Q2 2025 Q3 2025 Q4 2025"); each item is dated by its period.
 */
function timelineRowQuotes(lines: readonly string[]): { quote: string; text: string }[] {
  return lines.flatMap((line, at) => {
    const periods = findPeriods(line);
    if (!isPeriodRow(line) || !isDateOnly(line)) return [];
    const items = wrappedItems(lines.slice(0, at).filter((l) => !holdsDate(l))).slice(-periods.length);
    if (items.length < periods.length) return [];
    return items.map((item, i) => ({ quote: `${item}\n${line.slice(periods[i]!.index, periods[i]!.end)}`, text: item }));
  });
}
const TIMELINE_ROW_MIN_PERIODS = 3;
const isPeriodRow = (line: string) => findPeriods(line).length >= TIMELINE_ROW_MIN_PERIODS;

/** The value a text's versions and words hold of the event asked about. */
function eventScore(text: string, event: ReadonlyMap<string, number>): number {
  const present = new Set([...eventWords(text), ...(text.match(VERSION) ?? []).map((v) => v.toLowerCase().replace(/^v/, ''))]);
  let score = 0;
  for (const [word, weight] of event) if (present.has(word)) score += weight;
  return score;
}

/**
 * "When is the public launch planned?", "Until when are the tokens locked?": the line that states a date
 * and names the event asked about (in the question's words or a word for the same event), on a roadmap
 * when one names it; a line that runs on to its date ("locked until" / "April 2020") is read with it, and
 * a roadmap's item with the date heading its part.
 */
export function whenAnswer(question: string, slides: readonly SlideLines[], gloss: (text: string) => string[] = () => []): AskAnswer | null {
  if (!WHEN_QUESTION.test(question)) return null;
  const event = askedEvent(question);
  if (event.size === 0) return null;
  let best: { page: number; quote: string; score: number } | null = null;
  for (const { page, lines } of slides) {
    const timeline = TIMELINE_TITLE.test(lines.slice(0, 2).join(' ')) ? TIMELINE_BONUS : 0;
    for (const { quote, text } of datedQuotes(lines)) {
      // A deck in another language names the event in its words: its gloss gives the English.
      const named = Math.max(eventScore(text, event), eventScore(gloss(text).join(' '), event));
      if (named < EVENT_SYNONYM_WEIGHT) continue;
      const score = named + timeline;
      if (!best || score > best.score) best = { page, quote, score };
    }
  }
  const found = best as { page: number; quote: string } | null;
  return found ? quoted(found.page, found.quote) : null;
}

// How to reach them ------------------------------------------------------------------------------------

/** What a contact question asks for: a website, an e-mail address, a phone number, or any way to reach them. */
type ContactAsked = 'website' | 'email' | 'phone' | 'any';

const ASKS_WEBSITE = /\b(website|web site|web address|homepage|home page|url|domain)\b/i;
const ASKS_EMAIL = /\b(e-?mail|e-?mail address)\b/i;
const ASKS_PHONE = /\b(phone|telephone|mobile number|phone number|call them|number to call)\b/i;
/** "How can I reach the CEO?", "Who do I contact?"; not "How many users will they reach?", which asks for a count. */
const ASKS_TO_REACH = /\b(contact|get in touch|get hold of|(reach|write to)(?: out to)? (them|him|her|us|the (ceo|cto|founders?|team|company|startup|business)))\b/i;

function contactAsked(question: string): ContactAsked | null {
  if (ASKS_EMAIL.test(question)) return 'email';
  if (ASKS_PHONE.test(question)) return 'phone';
  if (ASKS_WEBSITE.test(question)) return 'website';
  return ASKS_TO_REACH.test(question) && /^\s*(how|where|what|who)\b/i.test(question) ? 'any' : null;
}

/** Starts where a word starts (the lookbehind): a line of one long word is read once, not once per letter. */
const EMAIL_ADDRESS = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** A phone number: nine digits or more, grouped with spaces, dots, dashes or brackets, maybe with its country code. */
const PHONE_NUMBER = /(?<![\p{L}\p{N}])\+?\(?\d[\d ().-]{7,}\d(?![\p{N}])/u;

/** A phone number has its digits: "2019-2024" or "1.000.000" is a span or an amount, not one. */
function holdsPhoneNumber(line: string): boolean {
  const match = PHONE_NUMBER.exec(line)?.[0];
  return match !== undefined && (match.match(/\d/g)?.length ?? 0) >= 9 && !/^\d{4}\s*[-–]\s*\d{4}$/.test(match.trim()) && !/^[\d.,]+$/.test(match);
}

/** The last slide (a closing slide is where decks put their addresses) with a line that holds one, and that line. */
function lastLineHolding(slides: readonly SlideLines[], holds: (line: string) => boolean): AskAnswer | null {
  const slide = slides.findLast(({ lines }) => lines.some(holds));
  return slide ? quoted(slide.page, slide.lines.find(holds)!.trim()) : null;
}

/**
 * The deck's own website (the domain finder the Website fact is read with: its addresses and e-mails, not a
 * cited source's or a university's), quoted from the last slide that writes it, as an address before an e-mail.
 */
function websiteAnswer(slides: readonly SlideLines[]): AskAnswer | null {
  const own = findDeckDomains(slides.map(({ page, lines }) => ({ n: page, lines, text: lines.join('\n'), lower: lines.join('\n').toLowerCase() })))[0];
  if (!own) return null;
  const domain = own.domain.toLowerCase();
  const onItsSlides = slides.filter(({ page }) => own.slides.includes(page));
  const writesAddress = (line: string) => line.toLowerCase().replace(EMAIL_ADDRESS, ' ').includes(domain);
  return lastLineHolding(onItsSlides, writesAddress) ?? lastLineHolding(onItsSlides, (line) => line.toLowerCase().includes(domain));
}

const contactReaders: Record<Exclude<ContactAsked, 'any'>, (slides: readonly SlideLines[]) => AskAnswer | null> = {
  email: (slides) => lastLineHolding(slides, (line) => EMAIL_ADDRESS.test(line)),
  phone: (slides) => lastLineHolding(slides, holdsPhoneNumber),
  website: websiteAnswer,
};

/**
 * "What's their website?", "How can I reach the CEO?": the address the deck prints, from the last slide that
 * holds one. Asked for a website, an e-mail or a phone number a deck never prints, it does not say; asked
 * how to reach them, the other readers go on. Reads the slides as written, footers included: a footer is
 * where many decks print their web address.
 */
export function contactAnswer(question: string, slides: readonly SlideLines[]): AskAnswer | null {
  const asked = contactAsked(question);
  if (!asked) return null;
  const kinds: Exclude<ContactAsked, 'any'>[] = asked === 'any' ? ['email', 'phone', 'website'] : [asked];
  for (const kind of kinds) {
    const answer = contactReaders[kind](slides);
    if (answer) return answer;
  }
  return asked === 'any' ? null : doesNotSay();
}

// The cover -------------------------------------------------------------------------------------------

/** "What is their slogan?", "What does the company do in one line?": what the cover says under the name. */
const ASKS_TAGLINE = /\b(slogan|tagline|tag line|motto|strapline|in one (line|sentence)|one-liner|elevator pitch)\b/i;
/** "When was this deck written?": the date the cover (or the closing slide) prints. */
const ASKS_DECK_DATE = /\bwhen (was|is) (this|the) (deck|presentation|pitch)\b|\b(date|dated)\b.*\b(deck|presentation|pitch)\b/i;
const COVER_DATE = /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d|(?:spring|summer|fall|autumn|winter|q[1-4]|h[12])\s+(?:19|20)\d\d|\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d\d|(?:19|20)\d\d[./-]\d{1,2}[./-]\d{1,2})\b/i;
/** Lines of the cover quoted for its tagline: the name, the line or two under it. */
const COVER_LINES_QUOTED = 3;

/**
 * The cover's own words for a question about the deck itself: its tagline (the lines under the name) or
 * its date (the cover's, else the closing slide's). A deck whose cover prints no date does not say.
 */
export function coverAnswer(question: string, slides: readonly SlideLines[]): AskAnswer | null {
  const cover = slides[0];
  if (!cover) return null;
  if (ASKS_TAGLINE.test(question)) {
    const lines = cover.lines.filter((line) => /\p{L}{2,}/u.test(line)).slice(0, COVER_LINES_QUOTED);
    return lines.length > 1 ? quoted(cover.page, lines.join('\n')) : null;
  }
  if (ASKS_DECK_DATE.test(question)) {
    for (const slide of [cover, slides.at(-1)!]) {
      const line = slide.lines.find((l) => COVER_DATE.test(l));
      if (line) return quoted(slide.page, line.trim());
    }
    return doesNotSay();
  }
  return null;
}
