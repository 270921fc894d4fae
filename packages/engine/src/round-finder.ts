/**
 * The round-size finder: the amount the deck asks for. A figure scores by where it is (the ask slide, a
 * funding heading) and the words around it ("raising", "Investment:", a label on the line above), and
 * loses for words that make it another figure (valuation, market, revenue, a past round).
 */
import { EXTRACTION_FALLBACKS } from '@pitchscope/domain/constants';
import type { Currency } from '@pitchscope/domain/round-size';
import { ASSUMED, inferred, stated, type Found } from './found.ts';
import { findMoney, findPlainAmounts, formatMoney, type MoneyMention } from './money.ts';
import type { Sections } from './sections.ts';
import { joinLetterSpaced, type Slide } from './text.ts';

const ASK_STRONG =
  /\b(raising|raise|seeking|seek|looking for|we need|need|needs|asking|ask|szukamy|poszukujemy|pozyskujemy|buscamos|buscando|procuramos|captamos|captando|levantamos|levantando|suchen|cherchons|recherchons|levée de fonds|cerchiamo|raccogliamo|investment goal|funding goal|fundraising goal|round target|target raise|round size|required investment|investment required|funding required|investment needed|funding needed|we are offering|offering)\b/i;
/** Words that name the amount being raised when they label a figure. */
const ASK_LABEL_WORDS =
  'investment|funding|raise|raising|round|round size|round target|ask|amount|target|goal';
/** "Investment: $20m", "Round size - €1M", "Ask: 500K": a label right before the figure. */
const ASK_LABEL = new RegExp(`\\b(${ASK_LABEL_WORDS})\\s*[:–—-]\\s*(?:up to\\s*)?$`, 'i');
/** "Target" or "The ask:" alone on the line above a figure. */
const ASK_LABEL_ABOVE = new RegExp(
  `^\\s*(?:the |our )?(${ASK_LABEL_WORDS})(?: sought| required| needed| goal)?\\s*:?\\s*$`,
  'i',
);
const ASK_WEAK =
  /\b(investment|funding|round|convertible note|safe|equity|pre[\s-]?seed|seed|series [a-e]|angel|target|goal|total|crowdsale|token sale|financing|capital|inwestycj\w*)\b/i;
const NOT_ASK =
  /\b(valuation|val\.? cap|cap\b|pre[\s-]?money|post[\s-]?money|market|tam|sam|som|revenue|revenues|sales|gmv|arr|mrr|raised|prior|previous|last round|profit|cost|costs|price|salary|salaries|per month|per year|\/mo|per user|loss|spent|saved|hard ?cap|soft ?cap|hardcap|softcap|minimal|minimum|maximum|industry|billion|trillion|income|ebitda|turnover|users|customers|tvl|aum|loan book|loans|avg|average|volume|per farmer|per customer)\b/i;

/** A line holding one figure and nothing else but its currency: "$15M", "€ 2.5 million", "500 000 PLN". */
function isFigureOnly(line: string): boolean {
  const words = line.replace(/\b(million|billion|mln|mld)\b/gi, '').match(/\p{L}+/gu) ?? [];
  return /\d/.test(line) && words.every((word) => word.length <= 3) && line.length <= 24;
}
/**
 * A figure without a currency that a noun follows counts that noun, not money: "210 million TOKN",
 * "10M blood units", "40,000 farmers". Words that name the round ("150,000 Pre-Seed Investment") or a
 * scale, a preposition or a currency code do not count.
 */
function countsSomething(after: string): boolean {
  const word = /^\s*([\p{L}][\p{L}-]*)/u.exec(after)?.[1];
  if (!word) return false;
  if (
    /^(million|mln|mio|thousand|k|m|mm|bn|billion|for|to|in|at|of|from|and|or|on|by|with|as|usd|eur|gbp|chf|pln|inr|ngn|kes|zar|dollars?|euros?|pounds?)$/i.test(
      word,
    )
  )
    return false;
  return !ASK_WEAK.test(word) && !ASK_STRONG.test(word);
}

/** A short heading-like label: a few words, no figures. */
const LABEL_LINE = /^(?!.*\d)\s*\S+(?:\s+\S+){0,3}\s*:?\s*$/u;
/** "Investment $3.0M", "Raise – $2M": a label that opens the line, right before the figure. */
const ASK_LABEL_OPENING = new RegExp(`^\\s*(?:the |our )?(?:${ASK_LABEL_WORDS})\\s*[:–—-]?\\s*(?:up to\\s*)?$`, 'i');
/** "$6,000 – $12,000" over "Seed Investment": a short label under a figure alone on its line. */
const ASK_LABEL_BELOW =
  /^\s*(?:the |our )?(?:(?:pre[\s-]?)?seed |angel |bridge |series [a-e] )?(?:investment|funding|round|raise|ask)(?: sought| required| needed)?\s*$/i;
/** "$200k to cover …", "$1M to reach 50 ports": what the money is for says it is money asked for. */
const ASK_PURPOSE =
  /^\s*(?:to (?:cover|fund|finance|build|launch|scale|grow|hire|expand|reach|develop|accelerate)|for (?:the next )?\d+\s*months)\b/i;

/** A heading set in spaced capitals, joined and lower-cased ("theask", "pre-seedraise"); null otherwise. */
function letterSpaced(line: string): string | null {
  return joinLetterSpaced(line)?.toLowerCase() ?? null;
}
const LETTER_SPACED_ASK = /theask|ourask|raising|raise|seeking|fundingask|investmentask/;
const LETTER_SPACED_LABEL = /^(?:the|our)?(?:ask|investment|funding|raise|raising|roundsize|round|target|goal):?$/;

/** Whether a line says the deck is asking for money, in plain words or in a letter-spaced heading. */
function saysAsk(line: string): boolean {
  if (ASK_STRONG.test(line)) return true;
  const spaced = letterSpaced(line);
  return spaced !== null && LETTER_SPACED_ASK.test(spaced);
}

/** A label in a column of labels: a few words and a colon, no figure ("Raising:", "New Board:"). */
const COLUMN_LABEL = /^(?!.*\d)\s*\S+(?:\s+\S+){0,3}\s*:\s*$/u;

/**
 * A two-column table whose text layer lists the labels first and then the values ("Raising:" /
 * "Founder Equity:" / "$20-$25 Million" / "$6-7 Million"): each value line's label, by order. A value
 * may run over several lines ("2 Investors" / "2 Insiders"): consecutive lines without a sum are one
 * value, each line with a sum is one. Only a table whose values and labels come out the same in number
 * is read; otherwise which label is whose cannot be told.
 */
export function columnLabels(lines: string[], moneyByLine: MoneyMention[][]): Map<number, string> {
  const labelled = new Map<number, string>();
  let i = 0;
  while (i < lines.length) {
    if (!COLUMN_LABEL.test(lines[i])) {
      i++;
      continue;
    }
    const labels: string[] = [];
    while (i < lines.length && COLUMN_LABEL.test(lines[i])) labels.push(lines[i++]);
    const values: number[][] = [];
    while (i < lines.length && !COLUMN_LABEL.test(lines[i])) {
      const sum = moneyByLine[i].some((m) => m.currency);
      const last = values[values.length - 1];
      if (!sum && last && !moneyByLine[last[last.length - 1]].some((m) => m.currency)) last.push(i);
      else values.push([i]);
      i++;
    }
    if (labels.length < 2 || values.length !== labels.length) continue;
    values.forEach((group, k) => group.forEach((line) => labelled.set(line, labels[k])));
  }
  return labelled;
}

/** "Total $150,000", "Total budget: €80K": the sum of a budget. */
const BUDGET_TOTAL = /^\s*(?:estimated |overall |grand )?total(?: budget| cost| required| needed| investment)?\b/i;

export function findRoundSize(slides: Slide[], sections: Sections): Found {
  type Scored = { money: MoneyMention; score: number; slide: number };
  const scored: Scored[] = [];
  const currencyCounts = new Map<Currency, number>();
  const currencyFirstSlide = new Map<Currency, number>();
  for (const slide of slides) {
    const onAsk = sections.ask.includes(slide.n);
    const headingAsk = slide.lines.slice(0, 2).some(saysAsk);
    // A slide that says it is seeking something and gives one sum, alone on its line, among what it
    // needs ("Seeking partners … • 2 engineers • ~ $170K • 1 year"): that sum is what it asks for.
    const slideAsks = slide.lines.some(saysAsk);
    const moneyByLine = slide.lines.map(findMoney);
    const slideSums = moneyByLine.flat().filter((m) => m.currency);
    const labelOfLine = columnLabels(slide.lines, moneyByLine);
    // A budget's total on the slide beside the use of funds is the sum the funds are for.
    const besideAsk = !onAsk && (sections.ask.includes(slide.n - 1) || sections.ask.includes(slide.n + 1));
    slide.lines.forEach((line, i) => {
      const money = moneyByLine[i];
      for (const m of money) {
        if (!m.currency) continue;
        currencyCounts.set(m.currency, (currencyCounts.get(m.currency) ?? 0) + 1);
        if (!currencyFirstSlide.has(m.currency)) currencyFirstSlide.set(m.currency, slide.n);
      }
      const plain = onAsk
        ? findPlainAmounts(line).filter(
            (p) =>
              !money.some((m) => p.index < m.end && p.end > m.index) && !countsSomething(line.slice(p.end)),
          )
        : [];
      const prev = slide.lines[i - 1] ?? '';
      const next = slide.lines[i + 1] ?? '';
      const all = [...money, ...plain].sort((a, b) => a.index - b.index);
      for (const m of all) {
        if ((m.upper ?? m.amount) < 10_000 || m.amount > 500_000_000) continue;
        if (!m.currency && countsSomething(line.slice(m.end))) continue;
        // The words around the figure, up to the neighbouring figures, say what it is.
        const k = all.indexOf(m);
        const from = Math.max(k > 0 ? all[k - 1].end : 0, m.index - 60);
        const to = Math.min(k < all.length - 1 ? all[k + 1].index : line.length, m.end + 40);
        const near = line.slice(from, to);
        const purpose = ASK_PURPOSE.test(line.slice(m.end));
        // A label after the figure ends at the next comma: "$500K angel round, valuation cap $4M". What
        // follows "to cover" is what the money pays for ("to cover cost of living"), not what it is.
        const ownWords =
          line.slice(from, m.end) + (purpose ? '' : line.slice(m.end, to).split(/[,;|•]/)[0]);
        let score = 0;
        if (onAsk) score += 3;
        if (headingAsk) score += 3;
        const before = line.slice(Math.max(0, m.index - 30), m.index);
        const labelled = ASK_LABEL.test(before) || (m.index <= 30 && ASK_LABEL_OPENING.test(before));
        if (ASK_STRONG.test(near) || labelled) score += 6;
        else if (saysAsk(prev) || saysAsk(next) || purpose) score += 3;
        if (ASK_WEAK.test(near)) score += 3;
        else if (ASK_WEAK.test(prev) || ASK_WEAK.test(next)) score += 1;
        // A figure alone on its line is named by a short label on the line above ("Target" / "$15M").
        const figureOnly = all.length === 1 && isFigureOnly(line);
        const labelAbove = figureOnly && LABEL_LINE.test(prev) ? prev : '';
        const spacedAbove = figureOnly ? letterSpaced(prev) : null;
        if (
          (labelAbove && ASK_LABEL_ABOVE.test(labelAbove)) ||
          (spacedAbove !== null && LETTER_SPACED_LABEL.test(spacedAbove)) ||
          (figureOnly && ASK_LABEL_BELOW.test(next))
        )
          score += 6;
        if (
          !onAsk &&
          slideAsks &&
          slideSums.length === 1 &&
          m.currency &&
          isFigureOnly(line.replace(/^[\s•·●▪*~≈-]+/u, '')) &&
          m.amount <= 50_000_000
        )
          score += 6;
        const columnLabel = labelOfLine.get(i) ?? '';
        if (columnLabel && (saysAsk(columnLabel) || ASK_LABEL_ABOVE.test(columnLabel))) score += 6;
        if (besideAsk && m.currency && BUDGET_TOTAL.test(line.slice(0, m.index))) score += 3;
        if (NOT_ASK.test(ownWords) || NOT_ASK.test(labelAbove) || NOT_ASK.test(columnLabel)) score -= 5;
        if (!m.currency && plain.includes(m)) score -= 1;
        // Slides often put labels under a row of figures: the first label word names the first figure.
        if (
          all.length > 1 &&
          /^\s*(angel|seed|pre[\s-]?seed|series|round|investment|raise|ask)\b/i.test(next)
        )
          score += k === 0 ? 2 : -1;
        if (score >= 6) scored.push({ money: m, score, slide: slide.n });
      }
    });
  }
  scored.sort((a, b) => b.score - a.score || b.money.amount - a.money.amount);
  const best = scored[0];
  if (!best) return { value: EXTRACTION_FALLBACKS.roundSize, source: ASSUMED };
  if (best.money.currency)
    return {
      value: formatMoney(best.money.amount, best.money.currency, best.money.upper),
      source: stated([best.slide]),
    };
  // No currency next to the ask: use the deck's own currency when it uses exactly one, and say it was inferred.
  const currencies = [...currencyCounts.entries()].sort((a, b) => b[1] - a[1]);
  if (
    currencies.length > 0 &&
    currencies[0][1] >= 2 &&
    (currencies.length === 1 || currencies[0][1] >= 3 * currencies[1][1])
  ) {
    const [currency] = currencies[0];
    return {
      value: formatMoney(best.money.amount, currency, best.money.upper),
      source: { ...inferred([best.slide]), currencyFromSlide: currencyFirstSlide.get(currency) },
    };
  }
  return { value: formatMoney(best.money.amount, null, best.money.upper), source: stated([best.slide]) };
}
