/**
 * What kind of value a question asks for (issue #32): "How much …?" wants an amount of money, "What share
 * …?" a percentage, "How many …?" a count, "How long …?" a duration, "When …?" a date. A sentence that holds
 * no value of that kind does not answer, however many of the question's words it shares; and a stat card's
 * label is answered by the figure of that kind set beside it.
 */

/** `count`: "How many …?", a number of things; `number`: any number, for a question about a quantity ("How much cheaper …?"). */
export type AskedValue = 'money' | 'percent' | 'money-or-percent' | 'count' | 'number' | 'duration' | 'date' | 'person' | 'place' | 'yes-no' | 'text';

/** "How is the product priced?", "How are customers charged?", "How do riders pay?" ask for the model, not an amount. */
export const PRICING_MODEL = /^\s*how (is|are|do|does|will|would)\b(?=.*\b(priced|charged|charge|billed|bill|pay|paid)\b)(?!.*\b(per|each|every|fee|fees)\b)/i;

/** Order matters: "How much runway …?" is a duration before it is an amount. */
const VALUE_RULES: ReadonlyArray<[RegExp, AskedValue]> = [
  [/^\s*when\b/, 'date'],
  [/^\s*who\b/, 'person'],
  [/^\s*where\b|\b(based|headquartered|located)\b/, 'place'],
  [/^\s*(is|are|does|do|did|has|have|can|will|was|were)\b/, 'yes-no'],
  [PRICING_MODEL, 'text'],
  [/\bhow long\b|\brunway\b|\bhow many (months|years|weeks|days)\b/, 'duration'],
  // "How much cheaper …?" is answered by a share or a multiple as often as by an amount: any number.
  [/\bhow much (more|less|better|worse|\w+er)\b/, 'number'],
  [
    /\b(percentage|percent|share of|what share|stake|irr|discount|churn|retention|conversion|margins?|cagr|growth rate|take rate|commission|equity)\b/,
    'percent',
  ],
  [/\b(fees?|charges?|charged)\b/, 'money-or-percent'],
  [
    /\bhow much\b|\bhow (big|large) is\b|\b(cost|costs|price|priced|pricing|valuation|valued|revenue|revenues|sales|arr|mrr|burn|raise|raising|funding|worth|budget|ltv|cac|lifetime value|spend|tam|sam|som|cap)\b|\b(addressable|available|obtainable) market\b|\bmarket size\b/,
    'money',
  ],
  [/^\s*how many\b|\bnumber of\b/, 'count'],
];

export function askedValue(question: string): AskedValue {
  const lower = question.toLowerCase();
  return VALUE_RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'text';
}

/**
 * "$2M", "2 million", "EUR 50"; not a code with a digit inside a word ("B2B", "B2C"). Decks in other
 * languages scale and price the same way in their own words: "1,2 mln zł", "3 Mio. €", "Rp 5 juta", "2 M€".
 */
const MONEY_SCALES = 'k|m|mm|b|bn|mn|million|millions|billion|billions|trillion|crore|lakh|mln|mld|mlrd|tys|mio|mrd|md|juta|miliar|triliun|ribu|milhões|milhoes|mil|millones|milliards?|bln|млн|млрд|тыс';
const CURRENCY_CODES = 'usd|eur|gbp|pln|inr|chf|brl|idr|mxn|cop|ars|clp|czk|huf|ron|sek|nok|dkk';
const CURRENCY_WORDS = 'euros?|dollars?|zł|zl|złotych|zlotych|reais|rupiah|rupees?|pesos?|franken|francs?|руб|рублей|рубля|тенге|₽|₸';
export const MONEY_AMOUNT = new RegExp(
  `[$€£¥₹₽₸]\\s?\\d|(?<![a-z])\\d\\s?(${MONEY_SCALES})(?![\\p{L}\\p{N}])|\\b(${CURRENCY_CODES}|rp|rs|r\\$)\\.?\\s?\\d|\\d\\s?(${CURRENCY_CODES}|${CURRENCY_WORDS})(?![\\p{L}\\p{N}])`,
  'iu',
);
/** "2023-2025": a span of years is a period; the "m." after it is a date's abbreviation, not "million". */
const YEAR_SPAN = /\b(?:19|20)\d\d\s*[-–—/]\s*(?:(?:19|20)\d\d|\d\d)\b/g;

/** Whether a text states an amount of money, a span of years aside. */
export function holdsMoney(text: string): boolean {
  return MONEY_AMOUNT.test(text.replace(YEAR_SPAN, ' '));
}
/**
 * A large number written with thousands separators is an amount even without a currency: "150,000", and as
 * other languages group it, "1 234 567", "1.234.567" or "1.234,5" (a lone "1.234" may be a decimal).
 */
const GROUPED_NUMBER = /\b\d{1,3}(,\d{3})+\b|\b\d{1,3}([ \u00a0\u202f]\d{3})+(?!\d)|\b\d{1,3}(\.\d{3}){2,}\b|\b\d{1,3}(\.\d{3})+,\d/;
const PERCENT = /\d\s?%|\bpercent\b/i;
const DURATION = /\d\s*(\+|-|–|to)?\s*\d*\s*(months?|years?|yrs?|weeks?|days?|mo)\b|\b(one|two|three|four|five|six|nine|twelve|eighteen|twenty-four|thirty-six)[\s-](months?|years?|weeks?)\b/i;
const LIST_NUMBER = /^\s*\d{1,2}[.)]\s+|\n\s*\d{1,2}[.)]\s+/g;
/** A number as a word of its own: a list's item number aside (see LIST_NUMBER), not a digit inside a name ("Web3", "B2B"). */
const NUMBER = /(?<!\p{L})\d/u;
const PERCENTAGE = /\d[\d.,]*\s?%/g;
/** "Step 1", "Phase 2", "Slide 4": a number that orders, not one that counts. */
const ORDINAL_LABEL = /\b(step|phase|stage|slide|page|part|chapter|module|level|tier)\s*#?\d+\b/gi;
export const DATE_WORDS = /\b(1[89]|20)\d\d\b|\bQ[1-4]\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(h[12]|today|now|since|ago)\b/i;

/** The question's kinds that need a number: the others are answered by words. */
export function wantsValue(kind: AskedValue): boolean {
  return kind === 'money' || kind === 'percent' || kind === 'money-or-percent' || kind === 'count' || kind === 'number' || kind === 'duration' || kind === 'date';
}

/** Whether a text holds a value of the kind asked: "$90k" for an amount, "25%" for a share. */
export function holdsValue(kind: AskedValue, text: string): boolean {
  switch (kind) {
    case 'money':
      return holdsMoney(text) || GROUPED_NUMBER.test(text);
    case 'percent':
      return PERCENT.test(text);
    case 'money-or-percent':
      return holdsMoney(text) || PERCENT.test(text);
    case 'number':
      return NUMBER.test(text.replace(LIST_NUMBER, ''));
    case 'count':
      // "How many startups use it?" is not answered by "Marketing – 55%": a share counts nothing.
      return NUMBER.test(text.replace(LIST_NUMBER, '').replace(PERCENTAGE, '').replace(ORDINAL_LABEL, ''));
    case 'duration':
      return DURATION.test(text);
    case 'date':
      return DATE_WORDS.test(text);
    default:
      return true;
  }
}
