import MiniSearch from 'minisearch';
import { stemmer as porterStem } from 'stemmer';
import { ASK_MESSAGES, doesNotSay, type AskAnswer, type AskCitation } from '@pitchscope/domain/ask-deck';
import { FIGURE_METRIC_LABELS, type Figure, type FigureLedger, type FigureMetric } from '@pitchscope/domain/figures/figure';
import { formatFigureValue } from '@pitchscope/domain/figures/format';
import type { FactEvidence, FieldSource, FieldSources } from '@pitchscope/domain/contracts/decks';
import { factState } from '@pitchscope/domain/field-sources';
import { escapeRegExp } from '@pitchscope/domain/regexp';
import { askedValue, holdsMoney, holdsValue, PRICING_MODEL, wantsValue, type AskedValue } from './ask-question-type.ts';
import { competitorAnswer, contactAnswer, coverAnswer, periodFigureAnswer, statCardAnswer, tableCellAnswer, unitPriceAnswer, useOfFundsAnswer, whenAnswer } from './ask-structures.ts';
import { askedCategoryMember, asksGeography, detectLanguage, glossVocabulary, PLACE_WORD, slideGloss, type SlideGloss } from './ask-languages.ts';
import { isGibberish } from './text.ts';
import { wordMeanings } from './word-meaning.ts';
import { learnedChoice, type AnswerDecision, type AnswerFeatures } from './ask-answer-decision.ts';

/**
 * Ask the deck with the local engine (issue #32 item 1, ADR 0052). A question is answered in one of
 * three ways, in this order:
 * 1. A question about a quantity the figure ledger measures ("What is their ARR?") is answered with the
 *    ledger's figure and its slide: the ledger already knows the metric, unit, period and status.
 * 2. Otherwise the slide passages are ranked by BM25 (MiniSearch) and the best sentence of the best
 *    passages is quoted, when it holds enough of the question's weight (ASK_MIN_COVERAGE).
 * 3. Below that the answer is "The deck does not say": a wrong quote costs an investor more than none.
 * Pure: the server calls it with the stored pages and ledger, the evaluation with the corpus's.
 */

export interface AskPage {
  /** 1-based slide number. */
  page: number;
  text: string;
}

export interface Passage {
  id: number;
  page: number;
  /** The slide's first line, indexed with each of its passages so a title word finds the slide's body. */
  title: string;
  /** Readable lines of the passage, as the slide writes them. */
  units: string[];
  text: string;
  /** The heading of the slide before, when that slide held nothing else: the first unit, not this slide's words. */
  carried?: string;
}

export interface RankedPassage {
  passage: Passage;
  score: number;
}

/** A passage holds whole lines, up to this many words, so one slide of many bullets becomes a few passages. */
const PASSAGE_MAX_WORDS = 60;
/** A title longer than this is a sentence, not a heading. */
const TITLE_MAX_LENGTH = 80;
/** Share of the question's weight (idf of its words) the quoted sentence must hold to be an answer. */
export const ASK_MIN_COVERAGE = 0.45;
/** Passages read for the best sentence. */
const PASSAGES_READ = 4;
/** A quote shorter than this many words is a heading: the lines after it are its content. */
const HEADING_MAX_WORDS = 4;
const ANSWER_MIN_WORDS = 10;
/** Preference, in a "who" question, for a short role line over a sentence that mentions the role. */
const WHO_LABEL_BONUS = 0.1;
const ANSWER_MAX_UNITS = 3;
/** A role someone held before: "Ex-CEO of …", "former CTO", "previously COO". */
const PAST_ROLE = /\b(ex|former|formerly|previously|past)\b[\s-]+\S*/i;
/** Lines either side of a sentence that count, a little, towards its share of the question. */
const WINDOW_LINES = 2;
/** Per topic word a sentence holds (up to two): a tie-breaker, well under a question word's weight. */
const TOPIC_BONUS = 0.03;
/** Lines quoted before and after a short label: a team slide puts the name, then the title, then the role. */
const LABEL_LINES_BEFORE = 3;
const LABEL_LINES_AFTER = 1;
/**
 * Preference, when the question asks for one of a category by name ("Which blockchain …?"), for a quote
 * that names one ("Avalanche") over one that only says "blockchain": more than a gloss costs and the
 * retrieval score can make up together (0.2 + 0.15).
 */
const CATEGORY_MEMBER_BONUS = 0.4;

// Words ---------------------------------------------------------------------------------------------

/** Words that carry no topic in a question or on a slide. */
const STOPWORDS = new Set(
  (
    'a an the and or but of in on at to for from by with without as is are was were be been being am do does did ' +
    'doing have has had having it its it’s this that these those there here they them their theirs he she his her ' +
    'we our us you your i me my what which who whom whose when where why how much many any some all each ' +
    'can could would should will shall may might must not no yes so than then too very just about into over ' +
    'under up down out if also such per via vs etc company company’s companies startup startups deck ' +
    'tell say says said mention mentioned describe explain give list name stated state states ' +
    'currently current kind type sort one ones exactly approximately roughly co inc ltd today now moment'
  ).split(/\s+/),
);

/**
 * Porter's English stemmer (the `stemmer` package): "serviceable" and "service", "projections" and
 * "projected", "operate" and "operations" meet, as a question and a slide word the same thing differently.
 */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3 || /\d/.test(w)) return w;
  return OVERSTEMMED.get(w) ?? porterStem(w);
}

/** Words Porter's rules join with another that means something else in a deck: "based" (where) is not a "base" (users), a "customer" not "custom". */
const OVERSTEMMED = new Map([
  ['based', 'based'],
  ['customer', 'customer'],
  ['customers', 'customer'],
]);

/** Stems forms that the stemmer leaves apart but mean the same in a question and on a slide. */
function conflate(term: string): string {
  if (/^rais$|^raise$/.test(term)) return 'rais';
  if (/^compet/.test(term)) return 'compet';
  if (/^found(er)?$/.test(term) || term === 'cofounder' || term === 'co-founder') return 'founder';
  if (/^invest(or|ment)?$/.test(term)) return 'invest';
  // A deck's mentors are its advisors: "Mentor", "Advisor", "Adviser", "Advisory board" name one role.
  if (/^(mentor|advisor|advis|advisori|advise)$/.test(term)) return 'advisor';
  if (/^monetiz|^monetis/.test(term)) return 'monetiz';
  if (term === 'sale' || term === 'sell' || term === 'sold') return 'sell';
  if (/^locat/.test(term)) return 'locat';
  // A deck's "Solution" slide is its product: "What does the product do?" reads it.
  if (term === 'solut') return 'product';
  // "MoM growth" is monthly growth, "YoY" yearly.
  if (term === 'mom' || term === 'monthli') return 'month';
  if (term === 'yoy' || term === 'yearli') return 'year';
  // "Break-even (max investment)" for "at the maximum investment".
  if (term === 'maximum' || term === 'maxim') return 'max';
  if (term === 'minimum' || term === 'minim') return 'min';
  if (/^headquarter/.test(term)) return 'headquarter';
  return term;
}

/** A word or figure set letter by letter: "T H E A S K", "$ 2 2 B" (three characters at least, single spaces). */
const LETTER_SPACED_RUN = /(?<![\p{L}\p{N}])[\p{L}$€£¥₹](?: [\p{L}\p{N}]){2,}(?![\p{L}\p{N}])/gu;

/**
 * "T H E A S K" → "THE ASK", "$ 2 2 B" → "$22B": a title set in spaced capitals reads as words again. The
 * spaces between letters and between words are the same, so the words are found again with the words the
 * deck writes elsewhere (the fewest that spell the run); a run they cannot spell is closed up whole.
 */
export function closeLetterSpacing(text: string, vocabulary: ReadonlySet<string> = new Set()): string {
  return text.replace(LETTER_SPACED_RUN, (run) => splitIntoWords(run.replace(/ /g, ''), vocabulary));
}

/** A word shorter than this is not used to split a run: "a", "i" would spell anything. */
const SPLIT_WORD_MIN_LENGTH = 2;

function splitIntoWords(joined: string, vocabulary: ReadonlySet<string>): string {
  if (!/^\p{L}+$/u.test(joined)) return joined;
  const lower = joined.toLowerCase();
  // fewest[i]: the fewest deck words that spell the first i letters; from[i]: where the last of them starts.
  const fewest: number[] = [0];
  const from: number[] = [0];
  for (let end = 1; end <= lower.length; end += 1) {
    fewest[end] = Infinity;
    for (let start = 0; start <= end - SPLIT_WORD_MIN_LENGTH; start += 1) {
      if (fewest[start]! + 1 < fewest[end]! && vocabulary.has(lower.slice(start, end))) {
        fewest[end] = fewest[start]! + 1;
        from[end] = start;
      }
    }
  }
  if (!Number.isFinite(fewest[lower.length]!)) return joined;
  const words: string[] = [];
  for (let end = lower.length; end > 0; end = from[end]!) words.unshift(joined.slice(from[end]!, end));
  return words.join(' ');
}

/**
 * Words of any deck's slide headings, for a spaced heading whose words the deck writes nowhere else
 * ("B U S I N E S S M O D E L" on a deck that never writes "business" again).
 */
const HEADING_WORDS =
  'about agenda appendix ask business case contact deal financials funds go how it market model mission next ' +
  'now opportunity overview partners plan problem product road map roadmap solution steps strategy ' +
  'summary team thank the to traction use vision we where who why works you our are';

/** The words a deck writes out (a letter-spaced run's letters are single characters, so not among them), and heading words. */
export function deckVocabulary(pages: ReadonlyArray<AskPage>): Set<string> {
  const words = [...pages.flatMap(({ text }) => text.toLowerCase().split(/[^\p{L}]+/u)), ...HEADING_WORDS.split(' ')];
  return new Set(words.filter((word) => word.length >= SPLIT_WORD_MIN_LENGTH));
}

/** The slides with their letter-spaced titles and figures written as words again. */
export function closeDeckLetterSpacing(pages: ReadonlyArray<AskPage>): AskPage[] {
  const vocabulary = deckVocabulary(pages);
  return pages.map(({ page, text }) => ({ page, text: closeLetterSpacing(text, vocabulary) }));
}

export function tokens(text: string): string[] {
  return closeLetterSpacing(text)
    .toLowerCase()
    .replace(CHIEF_OFFICER, chiefOfficerInitials)
    .replace(FIELD_HEAD, fieldHeadInitials)
    .replace(MARKET_TIER, marketTierInitials)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * "Total Addressable Market" is the "TAM" a question asks for, "Serviceable Obtainable Market" the "SOM",
 * the "serviceable market" the "SAM".
 */
const MARKET_TIER = /\b(total (?:addressable|available)|(?:serviceable )?obtainable|serviceable(?: available| addressable)?) market\b/g;
const marketTierInitials = (_: string, tier: string) => (tier.endsWith('obtainable') ? 'som' : tier.startsWith('serviceable') ? 'sam' : 'tam');

/**
 * "Chief Executive Officer" (or "Chief Executive") is the "CEO" a question asks for, and the other way
 * round: both read as the initials.
 */
const CHIEF_OFFICER = /\bchief\s+(executive|technology|technical|financial|finance|operating|operations|marketing|product|revenue|growth|commercial|data|information|science|scientific)(?:\s+officer)?\b/g;
const CHIEF_OFFICER_INITIAL: Record<string, string> = { technical: 't', finance: 'f', operations: 'o', scientific: 's' };
const chiefOfficerInitials = (_: string, field: string) => `c${CHIEF_OFFICER_INITIAL[field] ?? field[0]}o`;

/**
 * The head of a field a chief officer heads is that officer, as an investor asks and as a team slide writes
 * it: "technical lead", "Head of Engineering", "VP Marketing", "Who heads marketing?", "in charge of
 * finance" read as the "CTO", "CMO", "CFO" the other writes. A "marketing lead generation" funnel is no
 * one, and "our technology (product) lead" is an advantage: a field named before "lead" is a person's only
 * where the words cannot mean that.
 */
const OFFICER_FIELD = '(technology|technical|tech|engineering|marketing|finance|financial|operations|product)';
const LEAD_FIELD = '(technical|tech|engineering|marketing|finance|operations)';
const FIELD_HEAD = new RegExp(`\\b(?:(?:head|director|vp|vice president)\\s+(?:of\\s+)?${OFFICER_FIELD}|${LEAD_FIELD}\\s+(?:lead|head|director)(?!\\s+gen))\\b`, 'g');
const FIELD_INITIAL: Record<string, string> = { technology: 't', technical: 't', tech: 't', engineering: 't', financial: 'f' };
const fieldHeadInitials = (...match: (string | undefined)[]) => {
  const field = match.slice(1, 3).find((group) => group !== undefined)!;
  return `c${FIELD_INITIAL[field] ?? field[0]}o`;
};
/**
 * "Who heads / runs / is in charge of marketing?" asks for the head of marketing. Only a question asking
 * for a person reads the verb so: a slide's "we run operations in Kenya" is about operations.
 */
const WHO_HEADS_FIELD = new RegExp(
  `^(\\s*who\\b.*?)\\b(?:heads?|leads?|runs?|manages?|oversees?|in charge of|responsible for)\\s+(?:the\\s+|their\\s+|its\\s+)?${OFFICER_FIELD}(?:\\s+team)?\\b`,
  'i',
);

/** A slide's words and the English words its gloss adds (its language's concepts, its names' categories). */
export function glossedTokens(text: string, gloss: SlideGloss): string[] {
  const added = gloss(text);
  return added.length === 0 ? tokens(text) : [...tokens(text), ...added.flatMap(tokens)];
}

/** The terms a slide's text holds, glossed. */
const termsOf = (text: string, gloss: SlideGloss) => new Set(glossedTokens(text, gloss).map(indexTerm).filter((t): t is string => t !== null));

/**
 * A question word a slide holds only through its gloss ("blockchain" for "Avalanche") counts less than the
 * word written out, by more than the retrieval score can make up (0.15): of two slides, the one that says
 * "blockchain" beside the name is the answer.
 */
const GLOSS_CREDIT = 0.8;
const NO_GLOSS: SlideGloss = () => [];
let glossTermSet: Set<string | null> | null = null;
/** The terms of every English word a gloss can add (worked out once, on first use). */
const glossTerms = () => (glossTermSet ??= new Set(glossVocabulary().flatMap(tokens).map(indexTerm)));

/** A word as indexed and matched: null for a stopword. */
export function indexTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 || STOPWORDS.has(lower)) return null;
  return conflate(stem(lower));
}

/**
 * Words a question uses for a topic that slides name otherwise: generic deck vocabulary (any deck's
 * "competition" slide, "use of funds", "business model"), never one deck's wording.
 */
const EXPANSIONS: ReadonlyArray<[RegExp, string[]]> = [
  [/\bcompet|\brival|\balternative/, ['competition', 'competitor', 'competitive', 'alternative', 'landscape']],
  [/\bfounder|\bteam\b|\bwho (runs|leads|started|founded|owns|set up|created|established)|\bmanagement|\bleadership/, ['founder', 'ceo', 'cto', 'team', 'owner']],
  // "Who leads research?": a team slide titles the person "Head of Research", "Research Lead", "Director of Research".
  [/\bwho (heads|leads|runs|manages|oversees|is (in charge of|responsible for))\b|\b(head|lead) of\b/, ['head', 'lead', 'director', 'vp', 'chief', 'manager']],
  [/\brais|\bround\b|\bseeking|\binvest|\bfunding|\bthe ask\b/, ['raise', 'raising', 'round', 'seeking', 'investment', 'funding', 'financing', 'seed']],
  [/\baccelerator|\bincubator|\bbatch\b|\bcohort\b/, ['accelerator', 'incubator', 'batch', 'cohort', 'program', 'yc', 'combinator', 'techstars']],
  [/\bcustomer|\bclient/, ['customer', 'client', 'user']],
  // "Who is the target customer?", "Who is it for?": a market slide names its target, audience or segment.
  [/\btarget(ed)? (customers?|users?|clients?|market|audience|group)|\bwho (is|are) (it|this|the (product|platform|app|service|solution)) for\b|\bideal (customer|user|client)|\b(customer|user|client) segments?\b/, ['target', 'market', 'audience', 'segment', 'customer', 'user', 'persona']],
  [/\bbusiness model|\bmake money|\bmonetiz|\bearn|(?<!\bin )\bcharge/, ['revenue', 'pricing', 'subscription', 'fee', 'commission', 'model', 'monetization']],
  [/\bbased\b|\blocated|\bheadquarter|\bwhere (is|are)\b|\boffice/, ['based', 'headquarters', 'hq', 'office', 'location', 'located']],
  [/\buse of (the )?funds|\bspend|\bfunds? (be )?used|\ballocat/, ['use', 'funds', 'allocation', 'spend']],
  [/\bproblem|\bpain/, ['problem', 'pain']],
  [/\bsolution|\bproduct|\bwhat do(es)? (they|it) (do|build|make|sell)/, ['solution', 'product', 'platform']],
  [/\btraction|\bmilestone|\bprogress/, ['traction', 'milestone', 'growth', 'launched']],
  [/\bprice|\bpricing|\bcost\b|\bhow much (does|do) .* cost/, ['price', 'pricing', 'cost', 'fee', 'month']],
  [/\bmarket\b|\bmarket size/, ['market', 'tam', 'sam', 'som']],
  [/\bexit|\bacquir/, ['exit', 'acquisition', 'acquire', 'ipo']],
  [/\binstrument|\bsafe\b|\bconvertible|\bterms of the (round|deal)/, ['safe', 'convertible', 'note', 'equity', 'shares', 'preferred', 'priced']],
  [/\binvestors? (get|receive)|\bin return\b|\breturns?\b/, ['equity', 'stake', 'shares', 'return', 'dividend', 'profit', 'interest', 'roi', 'irr']],
  [/\brevenue|\bsales\b|\bturnover|\barr\b|\bincome\b/, ['revenue', 'sales', 'arr', 'mrr', 'income', 'turnover']],
  [/\bemployees|\bstaff\b|\bheadcount|\bteam size|\bhow many people/, ['employees', 'staff', 'headcount', 'team', 'people', 'fte']],
  [/\binvestors\b|\bbacked\b|\bbackers\b|\bled\b|\bangels?\b/, ['investors', 'backed', 'led', 'angel', 'vc', 'committed']],
  [/\bvaluation|\bvalued\b|\bpre-money|\bpost-money/, ['valuation', 'pre-money', 'post-money', 'cap', 'valued']],
  [/\bfunded\b|\bbootstrap/, ['funded', 'bootstrapped', 'bootstrapping', 'self']],
  [/\bpartner|\bworking with\b|\bwork with\b/, ['partner', 'partnership', 'pilot', 'customer']],
  [/\blicen[cs]e/, ['license', 'licence', 'open', 'source']],
  [/\bchurn|\bretention/, ['churn', 'retention']],
  [/\bmargins?\b/, ['margin', 'gross']],
  // "The premium plan" is a price tier, not a roadmap.
  [/\broadmap|\bnext steps|\bplan(s|ned)?\b(?<!\b(premium|pro|basic|free|paid|business|enterprise|starter|professional|team|monthly|annual|pricing|price|subscription) plans?)/, ['roadmap', 'plan', 'next', 'milestone']],
];

/**
 * Verbs a question is built with ("What fee do they charge?", "What license is it released under?"):
 * a slide states the answer without them ("3% fee on winnings"), so they count like topic words — a
 * help when present, no loss when absent — where a noun the deck never uses still means it does not say.
 */
const QUESTION_VERBS = new Set(
  (
    'use used uses charge charges charged take takes took get gets got make makes made build builds built ' +
    'cover covers covered release released reach reached need needs offer offers provide provides work works ' +
    'run runs operate operates start started go goes going went plan planning long big large ' +
    // Verbs of owning, paying and expecting: the slide states the stake, the fee or the forecast as a figure.
    'buy buys bought hold holds held pay pays paid receive receives earn earns generate generates ' +
    'project projects projected expect expects expected forecast forecasts ' +
    // Time relative to the question ("their earlier round"): a slide dates it ("in 2007") instead.
    'earlier previous prior past last latest recent recently before ' +
    // Words naming the kind of value asked ("What share of …?"): the slide writes the value ("60%"), not the word.
    'share percentage percent amount number figure period ' +
    // Words asking about a person's past: a team slide writes the past ("ex-Google", "10 years at Amazon"), not the word.
    'background experience ' +
    // Verbs of leading a field ("Who leads research?"): a team slide writes the field under the name ("Head of Research", "Research").
    'head heads lead leads manage manages oversee oversees responsible'
  )
    .split(/\s+/)
    .map((word) => conflate(stem(word))),
);
const QUESTION_VERB_WEIGHT = 0.5;

export interface QuestionTerm {
  term: string;
  /** 1 for the question's own words, less for the vocabulary added for its topic. */
  weight: number;
  /** A verb the question is built with: it helps find the passage, but stands in for no word the passage lacks. */
  verb?: true;
}

/**
 * Idioms whose words a slide does not use for what they mean: a deck that "makes money" writes "revenue",
 * not "money". The idiom is read as the deck's word before the question's words are weighed.
 */
const IDIOMS: ReadonlyArray<[RegExp, string]> = [
  [/\bmake (their |its |the )?money\b/gi, 'revenue'],
  [/\b(get|receive) in return\b/gi, 'return'],
  // "How long will the money last?" asks for the runway.
  [/\b(money|funds|cash|capital|raise|round|investment) (will |would )?last\b/gi, 'runway'],
  // "How much cash do they spend each month?" asks for the monthly burn.
  [/\b(spend|spends|spending|lose|lost|loses) (each|every|per|a) month\b/gi, 'burn per month'],
  // "Who mentors / advises the team?" asks for the mentors: the team they mentor is not what the slide labels them with.
  [/\b(?:mentors?|advises?|coach(?:es)?|guides?)\s+(?:the|their|its|this)\s+(?:team|founders|company|startup|business)\b/gi, 'advisor'],
  // "Who owns / started / set up the company?" asks for its founders: a team slide writes "Founder", "Co-Founder".
  [/\b(?:owns?|owned|start(?:s|ed)?|set(?:s)? up|establish(?:es|ed)?|create[sd]?|found(?:s|ed)?)\s+(?:the|this|their|its)\s+(?:company|business|startup|venture|firm)\b/gi, 'founder'],
];

export function questionTerms(question: string): QuestionTerm[] {
  const plain = IDIOMS.reduce((text, [idiom, meaning]) => text.replace(idiom, meaning), question).replace(WHO_HEADS_FIELD, '$1head of $2');
  // "Where do they operate?" is answered by a place the slide names, in whatever words it places it.
  const place = asksGeography(question) ? [PLACE_WORD] : [];
  const own = [...new Set([...tokens(plain).map(indexTerm).filter((t): t is string => t !== null), ...place])];
  const lower = question.toLowerCase();
  const added = EXPANSIONS.filter(([pattern]) => pattern.test(lower))
    .flatMap(([, words]) => words.map(indexTerm))
    .filter((t): t is string => t !== null && !own.includes(t));
  // A question of verbs alone ("What do they make?") has nothing else to weigh.
  const weak = (term: string) => QUESTION_VERBS.has(term) && own.some((other) => !QUESTION_VERBS.has(other));
  return [
    ...own.map((term) => (weak(term) ? { term, weight: QUESTION_VERB_WEIGHT, verb: true } : { term, weight: 1 })),
    ...[...new Set(added)].map((term) => ({ term, weight: 0.4 })),
  ];
}

// Passages ------------------------------------------------------------------------------------------

function readableLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    // A figure set on its own line ("9,200+" over "Verified unique users") is the answer to its label.
    .filter((line) => /[\p{L}\d]/u.test(line) && !isGibberish(line.replace(FIGURE_BOUND, '')));
}

/**
 * "~$10.8 million", ">$1.5 trillion", "<20%": the sign for "about", "more than" or "less than" before a
 * figure is not the stray symbol of a broken font encoding.
 */
const FIGURE_BOUND = /[~≈<>≤≥](?=\s*[$€£¥₹]?\s*\d)/g;

/** A line split where a sentence ends inside it ("We launched in May. We have 40 customers."). */
function sentencesOf(line: string): string[] {
  // Not after a list number ("1. Neobanks"): the item is the sentence.
  // Nor after an abbreviation ("Avg. Customer Lifetime Value", "Dr. Ana Ruiz").
  return line.split(/(?<=[^\s\d][.!?])(?<!\b(?:[Aa]vg|[Aa]pprox|[Ee]st|[Ii]ncl|vs|Inc|No|Mr|Mrs|Ms|Dr|Prof|St|e\.g|i\.e)\.)\s+(?=[A-Z0-9$€£"“])/).map((s) => s.trim()).filter(Boolean);
}

/** A slide wraps a sentence over lines: a line that goes on in lower case, or after a comma or joining word, is one sentence with the next. */
const CONTINUES = /(,|&|\b(and|or|of|to|the|a|an|in|on|for|with|by|from|under|our|their|its|via|per))$/i;

function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const last = joined[joined.length - 1];
    if (last !== undefined && !/[.!?:]$/.test(last) && ((/^[a-z(]/.test(line) && !/@|www\.|https?:/.test(line)) || CONTINUES.test(last))) joined[joined.length - 1] = `${last} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/** A slide of a heading and nothing else ("Traction", "Our Team") has at most this many words. */
const HEADING_SLIDE_MAX_WORDS = 5;
/** A slide's number as it prints it: "7", "07 / 16", "1 8". */
const SLIDE_NUMBER = /^\d{1,2}(\s*\/\s*\d{1,2})?$|^\d \d$/;

/** The heading a slide holds alone, a page number aside; null for a slide with anything else on it. */
export function headingOnly(lines: readonly string[]): string | null {
  const rest = lines.filter((line) => !SLIDE_NUMBER.test(line.trim()));
  if (rest.length === 0 || rest.length > 2 || rest.some((line) => /\d/.test(line))) return null;
  const heading = rest.join(' ');
  return tokens(heading).length <= HEADING_SLIDE_MAX_WORDS ? heading : null;
}

export interface SlideWithHeading {
  page: number;
  lines: string[];
  /** The heading of a heading-only slide just before, which this slide's content sits under. */
  carried: string | null;
}

/**
 * Each slide's readable lines, a slide that is a heading alone ("Traction") read as the first line of the
 * slide after it, where its content is: the heading slide says nothing to quote, the next says what the
 * heading names. The first slide (the cover) and the last are read as they are.
 */
export function slidesWithHeadings(pages: ReadonlyArray<AskPage>): SlideWithHeading[] {
  const readable = closeDeckLetterSpacing(pages).map(({ page, text }) => ({ page, lines: readableLines(text) }));
  const template = templateLines(readable);
  const slides = readable.map(({ page, lines }, at) => {
    // A chart's axis ("-2M", "0", "2M", "4M") labels a scale: it is no figure to quote.
    const ticks = axisTickLines(lines);
    // The cover keeps its lines: the name a footer repeats is the cover's title.
    const kept = lines.filter((line, index) => !ticks.has(index) && (at === 0 || !template.has(templateKey(line))));
    return { page, lines: kept, carried: null as string | null };
  });
  slides.forEach((slide, at) => {
    const next = slides[at + 1];
    const heading = at > 0 && next !== undefined && next.lines.length > 0 && next.carried === null && slide.carried === null ? headingOnly(slide.lines) : null;
    if (heading === null) return;
    next.carried = heading;
    slide.lines = [];
  });
  return slides.map((slide) => (slide.carried === null ? slide : { ...slide, lines: [slide.carried, ...slide.lines] }));
}

/** A slide template's line is on this share of the slides or more (and on TEMPLATE_MIN_SLIDES at least). */
const TEMPLATE_MIN_SHARE = 1 / 3;
const TEMPLATE_MIN_SLIDES = 3;
/** Words a template's line holds at least: a footer names the company, the round, "Confidential". */
const TEMPLATE_MIN_WORDS = 2;
/** A line as a template repeats it: its page number ("Page 3 of 20", "03") is a different number on each slide. */
const templateKey = (line: string) => line.toLowerCase().replace(/\d+/g, '#');

/**
 * The lines a deck's template repeats on slide after slide: a footer ("Acme | Seed 2024 | Confidential"), a
 * running header. They sit under every slide's content, so a slide that holds a heading and the footer is
 * still a heading alone, and a footer's words never answer a question about what the slide says.
 */
function templateLines(slides: ReadonlyArray<{ lines: readonly string[] }>): Set<string> {
  const slidesWith = new Map<string, number>();
  for (const { lines } of slides) for (const key of new Set(lines.map(templateKey))) slidesWith.set(key, (slidesWith.get(key) ?? 0) + 1);
  const enough = Math.max(TEMPLATE_MIN_SLIDES, TEMPLATE_MIN_SHARE * slides.length);
  // A figure ("40+", "55%") or a lone word ("and", a logo's name) repeats for other reasons than a template.
  return new Set([...slidesWith].filter(([key, count]) => count >= enough && (key.match(/\p{L}{2,}/gu)?.length ?? 0) >= TEMPLATE_MIN_WORDS).map(([key]) => key));
}

/** Each slide's readable lines, in passages of whole lines up to PASSAGE_MAX_WORDS words. */
export function slidePassages(pages: ReadonlyArray<AskPage>): Passage[] {
  const passages: Passage[] = [];
  for (const { page, lines: readable, carried } of slidesWithHeadings(pages)) {
    const lines = joinWrappedLines(readable);
    if (lines.length === 0) continue;
    const own = carried === null ? lines[0]! : lines[1] ?? '';
    const title = [carried, own.length <= TITLE_MAX_LENGTH ? own : ''].filter(Boolean).join('\n');
    let units: string[] = [];
    let words = 0;
    const flush = (more: boolean) => {
      if (units.length === 0) return;
      // A short heading last in a passage heads what follows it: it opens the next passage instead.
      const heading = more && units.length > 1 && tokens(units.at(-1)!).length <= HEADING_MAX_WORDS ? units.pop()! : null;
      const first = passages.length === 0 || passages.at(-1)!.page !== page;
      passages.push({ id: passages.length, page, title, units, text: units.join('\n'), ...(first && carried !== null ? { carried } : {}) });
      units = heading === null ? [] : [heading];
      words = heading === null ? 0 : tokens(heading).length;
    };
    for (const line of lines) {
      for (const sentence of sentencesOf(line)) {
        const count = tokens(sentence).length;
        if (words > 0 && words + count > PASSAGE_MAX_WORDS) flush(true);
        units.push(sentence);
        words += count;
      }
    }
    flush(false);
  }
  return passages;
}

export interface PassageIndex {
  passages: Passage[];
  /** The English words the deck's slides stand for beyond their own (a deck in Polish, "Avalanche" a blockchain). */
  gloss: SlideGloss;
  /** Whether a question term is one the gloss can add to a slide. */
  glossable(term: string): boolean;
  search(question: string, limit?: number): RankedPassage[];
}

/** BM25 over the deck's passages (MiniSearch's BM25+), the slide title counted with each passage. */
export function indexPassages(passages: Passage[], gloss: SlideGloss = deckGloss(passages)): PassageIndex {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    idField: 'id',
    tokenize: (text) => glossedTokens(text, gloss),
    processTerm: (term) => indexTerm(term) ?? null,
    searchOptions: { boost: { text: 1, title: 0.6 }, combineWith: 'OR' },
  });
  index.addAll(passages);
  return {
    passages,
    gloss,
    glossable: (term) => glossTerms().has(term),
    search(question, limit = PASSAGES_READ) {
      const terms = questionTerms(question);
      if (terms.length === 0) return [];
      const weights = new Map(terms.map((t) => [t.term, t.weight]));
      const results = index.search(terms.map((t) => t.term).join(' '), {
        // The query is already processed: the terms must reach the index as they are.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boostTerm: (term) => weights.get(term) ?? 1,
      });
      return results.slice(0, limit).map((result) => ({ passage: passages[result.id as number]!, score: result.score }));
    },
  };
}

// Extractive answers --------------------------------------------------------------------------------

/**
 * The share of the question's weight a text holds: each question word counts its inverse document
 * frequency among the deck's passages (a word on every slide says little) times its weight.
 */
function coverageOf(text: string, terms: QuestionTerm[], idf: Map<string, number>, gloss: SlideGloss): number {
  const written = termsOf(text, NO_GLOSS);
  const glossed = termsOf(gloss(text).join(' '), NO_GLOSS);
  const present = glossed.size === 0 ? written : new Set([...written, ...glossed]);
  let total = 0;
  let held = 0;
  let topic = 0;
  let byMeaning = 0;
  let namesTopic = false;
  for (const { term, weight, verb } of terms) {
    const w = (idf.get(term) ?? 0) * weight;
    if (weight === 1) total += w;
    if (!present.has(term)) {
      // A word the slide misspells with a letter doubled ("BUSSINESS") is the word, as a gloss counts.
      if (weight === 1 && [...written].some((other) => doubledLetterVariant(term, other))) {
        held += w * GLOSS_CREDIT;
        namesTopic ||= true;
        continue;
      }
      // A question word the slide writes otherwise ("university" for "college") counts, less, by meaning.
      if (weight === 1) byMeaning += w * meaningCredit(term, written);
      continue;
    }
    if (weight === 1) {
      held += written.has(term) ? w : w * GLOSS_CREDIT;
      namesTopic ||= /\p{L}/u.test(term);
    }
    // "make" in "What margin do they make?" is on many a slide that has no margin.
    else if (!verb) topic = Math.max(topic, w);
  }
  // Meaning completes a match, never makes one alone ("Who is the CEO?" is not answered by "executes"),
  // nor with a year or a figure the only word written out ("net profit in 2024" by "revenue in 2024").
  if (namesTopic) held += byMeaning;
  // A topic word stands in for the question's words the slide does not use, once, never past them.
  return total === 0 ? 0 : Math.min(1, (held + Math.min(topic, total - held)) / total);
}

/** Letters the shorter of two words must have for one letter doubled to be a misspelling, not another word ("fed", "feed"). */
const MISSPELLING_MIN_LENGTH = 4;

/** Whether one word is the other with one letter doubled: "bussi" (of "bussiness") and "busi" (of "business"). */
export function doubledLetterVariant(a: string, b: string): boolean {
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (longer.length !== shorter.length + 1 || shorter.length < MISSPELLING_MIN_LENGTH || !/^\p{L}+$/u.test(longer)) return false;
  for (let at = 1; at < longer.length; at += 1)
    if (longer[at] === longer[at - 1] && longer.slice(0, at) + longer.slice(at + 1) === shorter) return true;
  return false;
}

/**
 * Cosine from which a slide's word stands in for a question's ("university" for "college", "countries" for
 * "nations"). GloVe rates related words of one field alike (revenue ~ profit 0.84, ~ income 0.78), so below
 * about 0.75 a match is a neighbour, not a synonym: 0.65 and 0.70 lost right answers on the tuning set.
 */
export const MEANING_MIN_SIMILARITY = 0.75;
/** Share of a question word's weight a slide's word of the same meaning holds: less than the word itself, as a gloss. */
export const MEANING_CREDIT = 0.7;

/**
 * Quantities a deck reports side by side: close in meaning (profit ~ revenue 0.84, users ~ customers 0.73)
 * and still different figures, so one never stands in for another by meaning (their synonyms are EXPANSIONS').
 */
const QUANTITY_TERMS = new Set(
  (
    'revenue revenues sales income earnings profit profits ebitda margin cost costs expenses loss losses burn cash ' +
    'valuation price users customers downloads employees headcount growth churn retention'
  )
    .split(' ')
    .map((word) => conflate(stem(word))),
);

/** The share of a question term's weight a text's closest term holds by meaning: MEANING_CREDIT at or above the threshold, else 0. */
function meaningCredit(term: string, written: ReadonlySet<string>): number {
  const meanings = wordMeanings();
  const quantity = QUANTITY_TERMS.has(term);
  for (const other of written) {
    if (quantity && QUANTITY_TERMS.has(other)) continue;
    if (meanings.similarity(term, other) >= MEANING_MIN_SIMILARITY) return MEANING_CREDIT;
  }
  return 0;
}

function inverseDocumentFrequency(passages: Passage[], terms: QuestionTerm[], gloss: SlideGloss): Map<string, number> {
  const sets = passages.map((p) => termsOf(`${p.title}\n${p.text}`, gloss));
  const idf = new Map<string, number>();
  for (const { term } of terms) {
    const df = sets.filter((set) => set.has(term)).length;
    // A question word no slide uses still weighs: the deck not holding it is what "does not say" means.
    idf.set(term, Math.log(1 + (passages.length + 1) / (df + 0.5)));
  }
  return idf;
}

/**
 * The quote of an answer: the best unit, with the lines after it while it reads as a heading. A short
 * label ("CEO & Founder", "Founder") stands under or over the words it labels, as a name on a team slide:
 * the lines around it are quoted with it.
 */
/** A line that is a figure and little else: "$500K–$1M / year", "30+", "~$30". */
const isFigureLine = (line: string) => /\d/.test(line) && tokens(line).length <= FIGURE_LINE_MAX_WORDS;
const FIGURE_LINE_MAX_WORDS = 3;

function quoteFrom(passage: Passage, unit: number, kind: AskedValue | null = null, person = false): string {
  const label = passage.units[unit]!;
  if (!kind || !holdsValue(kind, label)) {
    // A row of stat cards extracts as its figures, then their labels in the same order: a label's figure is
    // its answer, whatever kind of value the question asks for.
    const figure = statGridFigure(passage.units, unit);
    if (figure !== null && (!kind || holdsValue(kind, figure))) return `${figure}\n${label}`;
  }
  const quote = labelOrSentenceQuote(passage, unit, person);
  const before = passage.units[unit - 1];
  // A stat card sets the figure on its own line over its label ("$500K / year" over "Cost of a team"): a
  // label without a value is read with the figure over it before the next card's figure under it.
  const cardFigure = kind && !holdsValue(kind, label) && before !== undefined && isFigureLine(before) && holdsValue(kind, before);
  if (cardFigure && !quote.includes(before)) return `${before}\n${label}`;
  if (!kind || holdsValue(kind, quote)) return quote;
  const after = passage.units[unit + 1];
  if (after !== undefined && isFigureLine(after) && holdsValue(kind, after) && !quote.includes(after)) return `${quote}\n${after}`;
  return quote;
}

/**
 * The figure a stat-card label stands for when the slide's text lists the cards' figures first, then their
 * labels ("$1.3m", "$90k", "5 months" / "Spent to date", "Monthly burn", "To profitability"): the i-th label
 * of a run of labels is read with the i-th figure of the run of figures just before it, when the two runs
 * are as long as each other.
 */
export function statGridFigure(units: readonly string[], unit: number): string | null {
  if (isGridValue(units[unit]!)) return null;
  let labelsStart = unit;
  while (labelsStart > 0 && !isGridValue(units[labelsStart - 1]!)) labelsStart -= 1;
  let labelsEnd = unit + 1;
  while (labelsEnd < units.length && !isGridValue(units[labelsEnd]!)) labelsEnd += 1;
  const labels = labelsEnd - labelsStart;
  let figuresStart = labelsStart;
  while (figuresStart > 0 && isGridValue(units[figuresStart - 1]!)) figuresStart -= 1;
  if (labelsStart - figuresStart >= STAT_GRID_MIN_CARDS && labelsStart - figuresStart === labels) return units[figuresStart + (unit - labelsStart)]!;
  // A table of metrics extracts the other way round as well: its labels, then their figures — under the
  // slide's title, which labels nothing.
  let figuresEnd = labelsEnd;
  while (figuresEnd < units.length && isGridValue(units[figuresEnd]!)) figuresEnd += 1;
  const firstLabel = labelsStart === 0 && labels === figuresEnd - labelsEnd + 1 ? 1 : 0;
  if (unit - labelsStart < firstLabel) return null;
  if (figuresEnd - labelsEnd >= STAT_GRID_MIN_CARDS && figuresEnd - labelsEnd === labels - firstLabel) return units[labelsEnd + (unit - labelsStart - firstLabel)]!;
  return null;
}
const STAT_GRID_MIN_CARDS = 2;
/** A grid's value: a line that starts with the figure and has at most a unit word ("~13,500", "$12 - $13 million", "9 Months"), not a dated label ("2011 Estimated Revenue"). */
const isGridValue = (line: string) =>
  /^[~≈<>+±-]?\s*[$€£¥₹]?\s*\d/.test(line) && tokens(line).filter((t) => /^\p{L}+$/u.test(t)).length <= 1;

/**
 * A short label ("CEO & Founder") is quoted with the lines around it, as a name on a team slide. Asked for a
 * person, a longer line that names no one ("Serial entrepreneur and founder of Acme") is read the same
 * way: a team slide writes the name, then the title, then the description, so the quote starts at the
 * name over it — the farthest name line among the short lines just before it.
 */
function labelOrSentenceQuote(passage: Passage, unit: number, person = false): string {
  if (tokens(passage.units[unit]!).length <= HEADING_MAX_WORDS && unit > 0) {
    return passage.units.slice(Math.max(0, unit - LABEL_LINES_BEFORE), unit + LABEL_LINES_AFTER + 1).join('\n');
  }
  const first = person && !namesPerson(passage.units[unit]!) ? nameLineBefore(passage.units, unit) : unit;
  const units = passage.units.slice(first, unit + 1);
  let next = unit + 1;
  while (
    next < passage.units.length &&
    units.length - (unit - first) < ANSWER_MAX_UNITS &&
    (tokens(passage.units[unit]!).length <= HEADING_MAX_WORDS || tokens(units.join(' ')).length < ANSWER_MIN_WORDS)
  ) {
    units.push(passage.units[next]!);
    next += 1;
  }
  return units.join('\n');
}

/** A line that is a person's name: two to four capitalised words and nothing else ("Jay Adelson", "Dr. Ana Ruiz", "SAKIRULLAHI OP"). */
const NAME_LINE = /^(?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?:,\s*\p{Lu}\p{L}+)?$/u;
/** Two capitalised words in a row inside a line: a name, or at least a proper noun a reader can place. */
const NAMES_SOMEONE = /\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
const namesPerson = (line: string) => NAME_LINE.test(line.trim()) || NAMES_SOMEONE.test(line);

/** A title on a team slide, which is capitalised as a name is ("Product Manager", "Technology Advisor") and is none. */
const ROLE_WORD =
  /\b(?:advis[eo]rs?|mentors?|(?:co-?)?founders?|ceo|cto|cfo|coo|cmo|cpo|cco|head|director|officer|manager|lead|engineer|developer|designer|architect|consultant|investor|partner|specialist|analyst|scientist|president|chair(?:man|woman)?|member|intern|owner|vp)\b/i;
const isNameLine = (line: string) => NAME_LINE.test(line.trim()) && !ROLE_WORD.test(line);

/**
 * The name line over `unit` among the short lines just before it (LABEL_LINES_BEFORE at most): the nearest,
 * or the one over it when that is capitalised as a name too (a name over a two-word title: "Jay Adelson" over
 * "Internet Infrastructure"). `unit` itself when there is none.
 */
function nameLineBefore(units: readonly string[], unit: number): number {
  const limit = Math.max(0, unit - LABEL_LINES_BEFORE);
  for (let at = unit - 1; at >= limit; at -= 1) {
    const line = units[at]!;
    if (tokens(line).length > HEADING_MAX_WORDS || /\d/.test(line)) break;
    if (!isNameLine(line)) continue;
    return at > limit && isNameLine(units[at - 1]!) ? at - 1 : at;
  }
  return unit;
}

const RATE_WORDS = new Set(['per', 'a', 'an', 'each', 'every', 'for', 'by']);
/** Preference, in "How many learners …?", for a quote that counts them ("12,000 learners") over one that names them ("per learner"). */
const COUNTED_NOUN_BONUS = 0.1;

/** What "How many <noun> …?" counts: "How many learners do …", "How many paying customers …" — one of the two words after "how many". */
function countedNouns(question: string): Set<string> {
  const after = /^\s*how many\s+(\p{L}+)(?:\s+(\p{L}+))?/iu.exec(question);
  return new Set([after?.[1], after?.[2]].map((word) => (word ? indexTerm(word) : null)).filter((term): term is string => term !== null && !QUESTION_VERBS.has(term)));
}

/** For "How many <noun> …?": whether a text writes a number with the noun right after it (a word between at most). */
function countedNoun(question: string): ((text: string) => boolean) | null {
  const nouns = countedNouns(question);
  if (nouns.size === 0) return null;
  return (text) => {
    const words = text.toLowerCase().split(/[^\p{L}\p{N}.,+]+/u).filter(Boolean);
    const isNoun = (word: string | undefined) => word !== undefined && nouns.has(indexTerm(word) ?? '');
    // "12,000 learners", "500 paying customers"; "$29 per learner" is a price.
    return words.some((word, at) => /^\d/.test(word) && (isNoun(words[at + 1]) || (!RATE_WORDS.has(words[at + 1] ?? '') && isNoun(words[at + 2]))));
  };
}

export interface ExtractiveAnswer {
  answer: AskAnswer;
  /** The best sentence's share of the question's weight (0 when nothing matched). */
  coverage: number;
}


/** "How many …?", "How much does it cost?", "What fee …?": only a sentence with a number answers. */
function wantsNumber(question: string): boolean {
  if (PRICING_MODEL.test(question)) return false;
  return askedMetrics(question).length > 0 || /^\s*how (many|much)\b|\b(cost|price|priced|fees?|rate|percentage|share)\b/i.test(question);
}

/** The kind of value a sentence must hold to answer: the question's own, or any number for a question about a quantity. */
function valueAsked(question: string): AskedValue | null {
  const kind = askedValue(question);
  if (wantsValue(kind)) return kind;
  return wantsNumber(question) ? 'number' : null;
}

/**
 * A question about a quantity is answered only by a sentence with a number in it, and a question about
 * the present not by a plan ("Target: $1M ARR within 18 months" is not their revenue).
 */
function answersQuantity(question: string, text: string, glossWords: readonly string[] = []): boolean {
  // "When …?" is answered by a date, "How much …?" by an amount, "What share …?" by a percentage.
  const kind = valueAsked(question);
  if (kind && !holdsValue(kind, text)) return false;
  const metrics = askedMetrics(question);
  if (metrics.length === 0) return true;
  // A market is sized in money: "Been to Davos in 2022 (saw the market gap)" does not size it.
  if (metrics.every(isMarketMetric) && !holdsMoney(text)) return false;
  // A plan written in the deck's language ("Prognoza") is a plan as well.
  return PROJECTION_WORDS.test(question) || metrics.every(isMarketMetric) || !PROJECTION_WORDS.test(`${text}\n${glossWords.join(' ')}`);
}

/** The slides' readable text again, from their passages. */
function pagesOf(passages: Passage[]): AskPage[] {
  const lines = new Map<number, string[]>();
  for (const passage of passages) lines.set(passage.page, [...(lines.get(passage.page) ?? []), ...passage.units]);
  return [...lines].map(([page, units]) => ({ page, text: units.join('\n') }));
}

/** "Which advisor founded …?", "What is the name of the CEO?": a question answered by a person, as "Who …?" is. */
const ASKS_PERSON = /^\s*(?:which|what)\s+(?:advis[eo]rs?|mentors?|(?:co-?)?founders?|person|people|team members?|executives?)\b|\bname of (?:the|their) (?:ceo|cto|cfo|coo|cmo|founders?|co-?founders?|advis[eo]rs?|mentors?)\b/i;

/** `minCoverage`: below it the best sentence is no answer (ASK_MIN_COVERAGE; evaluations sweep it). */
/** "Which city / country are they in?": a question whose answer is a place's name. */
const ASKS_PLACE_NAME = /\b(which|what|in which|in what) (city|country|town|state|region)\b/i;
/** "How much have they raised so far?" asks for money already raised, not the round they are raising. */
const ASKS_PAST_RAISE = /\b(raised|secured|taken)\b.*\b(so far|to date|already|previously|before|in total|until now)\b|\b(already|previously|have|has) (raised|secured)\b|\bfunding to date\b|\bprior (funding|rounds?)\b/i;
/** "What are the founders' names?": answered only by a quote that names someone. */
const ASKS_PEOPLES_NAMES = /\bnames?\b.*\b(founders?|co-?founders?|team|members?|ceo|cto|cfo|coo|advis[eo]rs?|mentors?|people|employees|executives?|management)\b|\b(founders?|co-?founders?|team|members?|advis[eo]rs?|mentors?|employees|executives?)['’]?s?['’]?\s+names?\b/i;
/** Words of money already raised: "raised $500K", "backed by", "bootstrapped", "previous round". */
const PAST_FUNDING = /\b(raised|secured|closed|received|invested|funded|backed|bootstrapped|self-funded|to date|previous(ly)?|prior|pre-seed|angels?)\b/i;

/** Sentences of the best passages weighed for an answer, after the hand-set ranking: the others are never chosen. */
const CANDIDATES_WEIGHED = 8;

/** A sentence of the best passages that may answer the question, with what decides whether it does. */
export interface AnswerCandidate {
  passage: Passage;
  unit: number;
  /** What the asker is shown: the sentence with a label's lines around it, without a carried heading ('' when nothing is left). */
  quote: string;
  /** Share of the question's weight the sentence holds (see `coverageOf`). */
  coverage: number;
  /** The hand-set preference: coverage, the retrieval score and the bonuses for what the question asks. */
  rank: number;
  features: AnswerFeatures;
}

/**
 * The sentences that may answer a question, best first by the hand-set ranking, each with the features a
 * learned decision weighs (ask-answer-decision.ts). Only the first `weighed` are returned.
 */
export function answerCandidates(question: string, index: PassageIndex, weighed = CANDIDATES_WEIGHED): AnswerCandidate[] {
  const pages = pagesOf(index.passages);
  const terms = questionTerms(question);
  const ranked = index.search(question);
  if (ranked.length === 0) return [];
  // Most questions hold no word a gloss adds: their sentences are read as written, at no cost.
  const gloss = terms.some((t) => index.glossable(t.term)) ? index.gloss : NO_GLOSS;
  const idf = inverseDocumentFrequency(index.passages, terms, gloss);
  const asksWho = /^\s*who\b/i.test(question);
  const person = asksWho || ASKS_PERSON.test(question);
  // "Who is the CEO?" asks for today's: "Ex-CEO of …", "former CTO at …" is an adviser's past.
  const asksWhoNow = /^\s*who\s+(is|are)\b/i.test(question);
  const kind = valueAsked(question);
  const asksCompanyMetric = askedMetrics(question).some((metric) => !isMarketMetric(metric));
  const rival = rivalTest(pages);
  const topicTerms = terms.filter((t) => t.weight < 1).map((t) => t.term);
  const namesMember = askedCategoryMember(question);
  const countsNoun = countedNoun(question);
  const namesQuantities = quantitiesNamed(question, pages, gloss);
  const own = terms.filter((t) => t.weight === 1 && !t.verb && t.term !== PLACE_WORD && /\p{L}/u.test(t.term)).map((t) => t.term);
  const asksPlace = ASKS_SEAT.test(question) || ASKS_PLACE_NAME.test(question);
  // The deck's gloss names a place in any language it is read in (see glossPlaces).
  const namesPlace = (quote: string) => index.gloss(quote).includes(PLACE_WORD);
  const asksPastRaise = ASKS_PAST_RAISE.test(question);
  const asksPeoplesNames = ASKS_PEOPLES_NAMES.test(question);
  const questionWords = new Set([...terms.map((t) => t.term), ...tokens(question).map(indexTerm)]);
  const addsToQuestion = (quote: string) => tokens(quote).some((word) => {
    const term = indexTerm(word);
    return term !== null && !questionWords.has(term);
  });
  const top = ranked[0]!.score;
  type Signals = { sentence: number; titled: number; around: number; label: number; topicWords: number; member: number; counted: number };
  const scored: (Omit<AnswerCandidate, 'quote' | 'features'> & { passageRank: number; retrieval: number; signals: Signals })[] = [];
  ranked.forEach(({ passage, score }, passageRank) => {
    // "What valuation are they raising at?" is not answered off a slide that never names a valuation.
    if (!namesQuantities(passage.page)) return;
    passage.units.forEach((text, unit) => {
      if (asksWhoNow && PAST_ROLE.test(text)) return;
      const quote = quoteFrom(passage, unit, kind, person);
      if (!answersQuantity(question, quote, index.gloss(quote))) return;
      // Their revenue is not a rival's: a company metric is not read off the competition.
      if (asksCompanyMetric && rival.aboutRival(passage.page, quote)) return;
      // "In which city are they based?" is answered by a place, "How much have they raised so far?" by money raised.
      if (asksPlace && !namesPlace(quote)) return;
      if (asksPastRaise && !PAST_FUNDING.test(quote)) return;
      if (asksPeoplesNames && !namesPerson(quote)) return;
      // A quote of the question's own words and nothing else ("Team" for "Who is on the team?") says nothing.
      if (!addsToQuestion(quote)) return;
      // The title counts with the sentence under it, as a reader takes "Team" + "Jane Doe, CEO".
      const withTitle = unit === 0 && passage.carried === undefined ? text : `${passage.title}\n${text}`;
      // A slide states one thing over a few lines ("Led by Acme VC" under "Seed round"): the lines around count too, less.
      const window = passage.units.slice(Math.max(0, unit - WINDOW_LINES), unit + WINDOW_LINES + 1).join('\n');
      const sentence = coverageOf(text, terms, idf, gloss);
      const titled = coverageOf(withTitle, terms, idf, gloss);
      const around = coverageOf(window, terms, idf, gloss);
      const coverage = 0.65 * sentence + 0.2 * titled + 0.15 * around;
      // "Who is the CEO?": a team slide labels a person with a short role line; a longer line that
      // merely mentions the role ("ex-CEO of …", "(Intuit founder & CEO)") is about someone else.
      const label = asksWho && tokens(text).length <= HEADING_MAX_WORDS ? 1 : 0;
      // The topic's own vocabulary ("Use of Funds" for "How will the funds be used?") breaks a tie.
      const present = termsOf(withTitle, gloss);
      const topicWords = Math.min(2, topicTerms.filter((term) => present.has(term)).length);
      const member = namesMember?.(quote) ? 1 : 0;
      const counted = countsNoun?.(quote) ? 1 : 0;
      const retrieval = score / top;
      const rank = coverage + 0.15 * retrieval + WHO_LABEL_BONUS * label + TOPIC_BONUS * topicWords + CATEGORY_MEMBER_BONUS * member + COUNTED_NOUN_BONUS * counted;
      scored.push({ passage, unit, coverage, rank, passageRank, retrieval, signals: { sentence, titled, around, label, topicWords, member, counted } });
    });
  });
  // Ties keep the reading order, as the hand-set ranking always has: the first best sentence wins.
  const best = scored.map((s, order) => ({ s, order })).sort((a, b) => b.s.rank - a.s.rank || a.order - b.order).slice(0, weighed);
  const bestRank = best[0]?.s.rank ?? 0;
  return best.map(({ s }, position) => {
    const quote = withoutCarriedHeading(quoteFrom(s.passage, s.unit, kind, person), s.passage);
    const { sentence, titled, around, label, topicWords, member, counted } = s.signals;
    const shown = termsOf(`${s.passage.title}\n${quote}`, gloss);
    const slide = termsOf(pages.find((p) => p.page === s.passage.page)?.text ?? s.passage.text, gloss);
    const features: AnswerFeatures = {
      sentenceCoverage: sentence,
      titledCoverage: titled,
      windowCoverage: around,
      retrieval: s.retrieval,
      passageRank: s.passageRank,
      position,
      behindBest: bestRank - s.rank,
      whoLabel: label,
      topicWords,
      categoryMember: member,
      countedNoun: counted,
      anchored: s.coverage >= ANCHORED_MIN_COVERAGE && anchored(question, terms, s.passage, quote, pages, gloss) ? 1 : 0,
      ownWordsShown: own.length === 0 ? 0 : own.filter((term) => shown.has(term)).length / own.length,
      ownWordsOnSlide: own.length === 0 ? 0 : own.filter((term) => slide.has(term)).length / own.length,
      quoteWords: Math.log1p(tokens(quote).length),
      questionWords: Math.log1p(own.length),
      valueAsked: kind ? 1 : 0,
      coverageMet: s.coverage >= ASK_MIN_COVERAGE ? 1 : 0,
      handChoice: 0,
    };
    if (position === 0 && quote !== '' && (s.coverage >= ASK_MIN_COVERAGE || features.anchored === 1)) features.handChoice = 1;
    return { passage: s.passage, unit: s.unit, quote, coverage: s.coverage, rank: s.rank, features };
  });
}

export function extractiveAnswer(question: string, index: PassageIndex, minCoverage = ASK_MIN_COVERAGE, decision: AnswerDecision | null = null): ExtractiveAnswer {
  // The hand-set choice reads the first candidate only: the others' features are worked out for a learned decision.
  const candidates = answerCandidates(question, index, decision ? CANDIDATES_WEIGHED : 1);
  const chosen = decision ? learnedChoice(candidates, decision) : handChoice(candidates, minCoverage);
  if (!chosen) return { answer: doesNotSay(), coverage: candidates[0]?.coverage ?? 0 };
  return {
    answer: {
      kind: 'extract',
      text: `“${chosen.quote.replace(/\n/g, ' ')}” (slide ${chosen.passage.page})`,
      citations: [{ page: chosen.passage.page, quote: chosen.quote }],
      droppedSentences: 0,
      // A quote holding less than the question's weight is shown as the closest passage, however it was chosen.
      ...(chosen.coverage < minCoverage ? { note: ASK_MESSAGES.partialMatch } : {}),
    },
    coverage: chosen.coverage,
  };
}

/** The hand-set decision: the first candidate, when it holds enough of the question or is anchored in it. */
function handChoice(candidates: readonly AnswerCandidate[], minCoverage: number): AnswerCandidate | null {
  const first = candidates[0];
  if (!first || first.quote === '') return null;
  return first.coverage >= minCoverage || first.features.anchored === 1 ? first : null;
}

/**
 * Coverage from which a sentence worded otherwise than the question still answers it, when `anchored`: an
 * investor asks in their words ("Where are the founders located?"), the slide states it in its own ("He is
 * based in Portugal"), so the question's weight is only partly there.
 */
const ANCHORED_MIN_COVERAGE = 0.25;

/**
 * Whether a sentence below the coverage threshold is still about what was asked: its quote (or its slide's
 * title) writes one of the question's own nouns, its slide names every quantity the question asks for (and
 * what a "How many …?" counts, or its topic), and, asked "Which blockchain …?", it names one. A question
 * about a quantity the slide never names ("How many members does the community have?" over a slide about
 * the community) is what "does not say" is for; a question whose other words the slide does not use
 * ("Which network is the protocol deployed on?") is not.
 */
function anchored(question: string, terms: readonly QuestionTerm[], passage: Passage, quote: string, pages: ReadonlyArray<{ page: number; text: string }>, gloss: SlideGloss): boolean {
  const own = terms.filter((t) => t.weight === 1 && !t.verb && t.term !== PLACE_WORD && /\p{L}/u.test(t.term)).map((t) => t.term);
  // What the asker is shown: the quote (with a label's lines around it), under its slide's title.
  const sentence = termsOf(`${passage.title}\n${quote}`, gloss);
  if (!own.some((term) => sentence.has(term))) return false;
  const slide = termsOf(pages.find((p) => p.page === passage.page)?.text ?? passage.text, gloss);
  if (!own.every((term) => !QUANTITY_TERMS.has(term) || slide.has(term))) return false;
  // "How many people are on the team?" is answered by "Équipe de 5 personnes", a slide naming the team.
  const counted = countedNouns(question);
  const countedOrTopic = [...counted, ...terms.filter((t) => t.weight < 1 && !t.verb).map((t) => t.term)];
  if (counted.size > 0 && !countedOrTopic.some((term) => slide.has(term))) return false;
  const namesMember = askedCategoryMember(question);
  return namesMember === null || namesMember(quote);
}

/**
 * The quantities a deck names when it states them: money and rates. People it counts in its own field's
 * words ("100 early adopters" for users, "riders", "learners"), so those are left out, and "cash", which a
 * question puts before what it asks ("How much cash do they spend each month?" asks for the burn).
 */
const NAMED_QUANTITY_TERMS = new Set(
  'revenue revenues sales income earnings profit profits ebitda margin cost costs expenses loss losses burn valuation price growth churn retention'
    .split(' ')
    .map((word) => conflate(stem(word))),
);

/**
 * Whether a slide names every quantity of money or rate the question asks about (revenue, valuation, churn
 * …), in the question's word or a synonym decks use for it ("ARR" for revenue): a slide that never names
 * it does not state it, however many of the question's other words it holds.
 */
function quantitiesNamed(question: string, pages: ReadonlyArray<AskPage>, gloss: SlideGloss): (page: number) => boolean {
  const asked = tokens(question)
    .filter((word) => NAMED_QUANTITY_TERMS.has(indexTerm(word) ?? ''))
    .map((word) => [indexTerm(word)!, ...EXPANSIONS.filter(([pattern]) => pattern.test(word.toLowerCase())).flatMap(([, synonyms]) => synonyms.map(indexTerm))].filter((t): t is string => t !== null));
  if (asked.length === 0) return () => true;
  const named = new Map<number, boolean>();
  return (page) => {
    let result = named.get(page);
    if (result === undefined) {
      const slide = termsOf(pages.find((p) => p.page === page)?.text ?? '', gloss);
      result = asked.every((names) => names.some((term) => slide.has(term)));
      named.set(page, result);
    }
    return result;
  };
}

/** A quote holds the words of the slide it cites: a heading carried from the slide before is left out of it. */
function withoutCarriedHeading(quote: string, passage: Passage): string {
  const heading = passage.carried;
  if (heading === undefined || !quote.startsWith(heading)) return quote;
  return quote.slice(heading.length).replace(/^\n/, '');
}

export { doesNotSay };

// Figures -------------------------------------------------------------------------------------------

/** Which ledger metrics a question asks for, by the words investors use for them. */
const METRIC_WORDS: ReadonlyArray<[RegExp, FigureMetric[]]> = [
  [/\barr\b|annual recurring/, ['arr']],
  [/\bmrr\b|monthly recurring/, ['mrr']],
  [/\brevenues?\b|\bsales\b|\bturnover\b/, ['revenue', 'arr']],
  [/\bgmv\b|gross merchandise|transaction volume/, ['gmv']],
  [/\bprofit|\bebitda/, ['profit']],
  [/how many (active |registered |paying )?users|\bnumber of users|\buser base/, ['users']],
  [/how many (paying )?(customers|clients)|\bnumber of (customers|clients)/, ['customers']],
  [/\bdownloads?\b|\binstalls?\b/, ['downloads']],
  [/\bchurn/, ['churn']],
  [/\bretention/, ['retention']],
  [/\bconversion rate/, ['conversion']],
  [/\bcac\b|acquisition cost/, ['cac']],
  [/\bltv\b|lifetime value/, ['ltv']],
  [/\barpu\b|revenue per user/, ['arpu']],
  [/gross margin/, ['gross_margin']],
  [/\bburn\b|burn rate/, ['burn']],
  [/\brunway\b/, ['runway']],
  [/\bcash (in|on) (the )?bank|\bcash position/, ['cash']],
  [/\bheadcount\b|how many (employees|people)|team size/, ['headcount']],
  [/\btam\b|total addressable/, ['tam']],
  [/\bsam\b|serviceable (available|addressable)/, ['sam']],
  [/\bsom\b|serviceable obtainable/, ['som']],
  [/market size|how (big|large) is the market|size of the market/, ['tam', 'market_size']],
  [/how much .*(rais|seek|ask|looking for|need)|how much (investment|funding|capital)|round size|size of the (round|raise)|\bthe ask\b|amount .*(rais|seek)/, ['round_size']],
  [/\bvaluation|\bvalued at|pre-money|post-money/, ['valuation']],
  [/raised (so far|to date|already|before)|funding to date|(prior|previous) funding|total funding|(earlier|previous|prior|last|first) round/, ['funding_raised']],
  [/growth rate|how fast .* grow/, ['growth']],
];

export function askedMetrics(question: string): FigureMetric[] {
  // "Who leads sales?" asks for a person, not the sales.
  if (/^\s*who\b/i.test(question)) return [];
  const lower = question.toLowerCase();
  // "raised to date" and "how much are they raising" share words: the first pattern to name a past raise wins.
  const metrics = METRIC_WORDS.filter(([pattern]) => pattern.test(lower)).flatMap(([, m]) => m);
  if (metrics.includes('funding_raised')) return metrics.filter((m) => m !== 'round_size');
  // "How much runway does the raise buy?" names the round, but asks for the time it lasts.
  if (metrics.includes('runway')) return metrics.filter((m) => m !== 'round_size');
  return [...new Set(metrics)];
}

const PROJECTION_WORDS = /\b(forecast|projected|projections?|project|expect(ed)?|plan(ned)?|target(s|ed)?|by (20\d\d|month|year)|next year|future|year \d|y\d)\b/i;

/** A ledger figure the deck gives as a plan, whether the ledger dated it or its own line says so ("$1M ARR target"). */
function isProjection(figure: Figure): boolean {
  return figure.status === 'projected' || figure.markedAsProjection || PROJECTION_WORDS.test(figure.context);
}

/** Words of a question that name a period ("year 3", "2025", "Q3"): a figure whose line has them answers first. */
function periodWords(question: string): string[] {
  return [...question.toLowerCase().matchAll(/\b(?:year|y)\s*(\d)\b|\b(20\d\d)\b|\b(q[1-4])\b/g)].map((m) => m[0].replace(/\s+/g, ' '));
}

/**
 * The figure that answers. A question about the present is answered only by actuals (a plan is not
 * what a company has); a question about a plan only by projections. Then a figure whose line names the
 * asked period, then the latest period, then the first slide.
 */
const MARKET_METRICS: ReadonlySet<FigureMetric> = new Set(['tam', 'sam', 'som', 'market_size']);
/** A market is sized as a forecast as often as not ("$40B by 2028"): its figures answer either way. */
const isMarketMetric = (metric: FigureMetric) => MARKET_METRICS.has(metric);

export function answeringFigure(ledger: FigureLedger, metrics: FigureMetric[], question: string, pages: ReadonlyArray<AskPage> = []): Figure | null {
  const wantsProjection = PROJECTION_WORDS.test(question);
  const rival = rivalTest(pages);
  const periods = periodWords(question);
  const namesPeriod = (f: Figure) => {
    const context = f.context.toLowerCase().replace(/\s+/g, ' ');
    return periods.some((p) => context.includes(p) || context.includes(p.replace('year ', 'y')));
  };
  const terms = questionTerms(question);
  const own = terms.filter((t) => t.weight === 1).map((t) => t.term);
  const termsIn = (f: Figure) => new Set(tokens(f.context).map(indexTerm));
  // The figure's own line must name what was asked, in the question's words or its topic's: the ledger
  // files "12 partnerships" under customers, but a reader asking for customers does not take it.
  const namesTopic = (f: Figure) => terms.some((t) => termsIn(f).has(t.term));
  const ownWords = (f: Figure) => own.filter((term) => termsIn(f).has(term)).length;
  for (const metric of metrics) {
    const candidates = ledger.figures.filter(
      (f) =>
        f.metric === metric &&
        (isMarketMetric(metric) || isProjection(f) === wantsProjection) &&
        (isMarketMetric(metric) || !rival.figure(f)) &&
        namesTopic(f) &&
        !isAxisTick(f, pages) &&
        !isPeriodNumber(f),
    );
    if (candidates.length === 0) continue;
    const sorted = [...candidates].sort(
      (a, b) =>
        Number(namesPeriod(b)) - Number(namesPeriod(a)) ||
        ownWords(b) - ownWords(a) ||
        Number(isProjection(a) !== wantsProjection) - Number(isProjection(b) !== wantsProjection) ||
        (b.period?.end ?? '').localeCompare(a.period?.end ?? '') * (wantsProjection ? -1 : 1) ||
        a.page - b.page,
    );
    return sorted[0]!;
  }
  return null;
}

/**
 * A ledger figure that is the number of a period, not a count: "Paying clients by Month 18" counts no 18
 * clients, "Year 3" no 3 of anything.
 */
export function isPeriodNumber(figure: Figure): boolean {
  if (!/^\d{1,2}$/.test(figure.raw.trim())) return false;
  return new RegExp(`\\b(month|year|yr|week|day|quarter|q|y|h)\\s*${escapeRegExp(figure.raw.trim())}(?!\\d)`, 'i').test(figure.context);
}

/** A chart's scale reads "-2M, 0, 2M, 4M, 6M": this many evenly spaced values, one a line, are its axis. */
const AXIS_MIN_TICKS = 4;
/** A bare value on its own line: "-2M", "0", "$40", "10%" ("$-" is a spreadsheet's zero). */
const BARE_VALUE = /^([-–−]?)\s*[$€£¥₹]?\s*(\d+(?:[.,]\d+)?)\s*([kmb]|bn|mm)?\s*%?$/i;
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9 };

function bareValue(line: string): number | null {
  // "$-" is a spreadsheet's zero.
  if (/^[$€£¥₹]?\s*[-–−]$/.test(line.trim())) return 0;
  const match = BARE_VALUE.exec(line.trim());
  if (!match) return null;
  const value = Number(match[2]!.replace(',', '.')) * (SCALE[(match[3] ?? '').toLowerCase()] ?? 1);
  return match[1] ? -value : value;
}

/** An axis: evenly spaced and starting from zero or below (a table of figures growing by equal steps starts above it). */
function isScale(run: number[]): boolean {
  const step = run[1]! - run[0]!;
  return step !== 0 && run.some((value) => value <= 0) && run.every((value, i) => i === 0 || Math.abs(value - run[i - 1]! - step) <= Math.abs(step) * 1e-6);
}

/**
 * A ledger figure read off a chart's axis: its line is one of a run of bare values, one a line, that step
 * evenly from zero ("-2M", "0", "2M", "4M"). An axis labels a scale; it states no revenue.
 */

export function isAxisTick(figure: Figure, pages: ReadonlyArray<AskPage>): boolean {
  const text = pages.find((p) => p.page === figure.page)?.text;
  if (!text) return false;
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const ticks = axisTickLines(lines);
  return lines.some((line, at) => ticks.has(at) && line.includes(figure.raw));
}

/**
 * The lines of a slide that are a chart's axis: runs of bare values stepping evenly from zero or below. A
 * run may be broken by single lines between its values: OCR reads a chart's legend ("USER CHURN", "MRR
 * CHURN") in between the ticks it stands beside, where a text layer puts it after them.
 */
export function axisTickLines(lines: readonly string[]): Set<number> {
  const values = lines.map(bareValue);
  const ticks = new Set<number>();
  let start = 0;
  while (start < lines.length) {
    if (values[start] === null) {
      start += 1;
      continue;
    }
    // The value lines of the run, one other line at most between two of them.
    const run = [start];
    let next = start + 1;
    while (next < lines.length && (values[next] !== null || (next + 1 < lines.length && values[next + 1] !== null && values[next - 1] !== null))) {
      if (values[next] !== null) run.push(next);
      next += 1;
    }
    // Every stretch of the run long enough and evenly spaced is an axis.
    for (let first = 0; first + AXIS_MIN_TICKS <= run.length; first += 1) {
      for (let last = run.length - 1; last - first + 1 >= AXIS_MIN_TICKS; last -= 1) {
        if (!isScale(run.slice(first, last + 1).map((at) => values[at]!))) continue;
        for (let i = first; i <= last; i += 1) ticks.add(run[i]!);
        break;
      }
    }
    start = next;
  }
  return ticks;
}

/** A slide about the competition: its title says so. */
const COMPETITION_TITLE = /\bcompetit|\blandscape\b|\balternatives\b|\bvs\.?(?!\w)|\bversus\b/i;
/** A rival appears on the competition slide and on few others; the deck's own name is on many. */
const RIVAL_MAX_SLIDE_SHARE = 0.25;

export interface RivalTest {
  /** A sentence on this slide is about another company: the slide is the competition's, or a rival leads it. */
  aboutRival(page: number, sentence: string): boolean;
  /** A ledger figure is another company's (the sentence it stands in, read on its slide). */
  figure(figure: Figure): boolean;
}

const NAME = /\b\p{Lu}[\p{L}&.-]{2,}/gu;

/**
 * Which sentences and figures are another company's: those on a competition slide, and those in a
 * sentence led by a name the competition slide lists ("Calm reached a $2B valuation" on a why-now
 * slide). The deck's own numbers are what an investor asks for; a rival's revenue is not theirs.
 */
export function rivalTest(pages: ReadonlyArray<AskPage>): RivalTest {
  const competitionPages = new Set(pages.filter((p) => COMPETITION_TITLE.test(readableLines(p.text).slice(0, 3).join(' '))).map((p) => p.page));
  const names = (text: string) => new Set(text.match(NAME) ?? []);
  const slidesNaming = new Map<string, number>();
  for (const page of pages) for (const name of names(page.text)) slidesNaming.set(name, (slidesNaming.get(name) ?? 0) + 1);
  const rivals = new Set(
    pages
      .filter((p) => competitionPages.has(p.page))
      .flatMap((p) => [...names(p.text)])
      .filter((name) => (slidesNaming.get(name) ?? 0) <= Math.max(2, RIVAL_MAX_SLIDE_SHARE * pages.length) && !STOPWORDS.has(name.toLowerCase())),
  );
  const ledByRival = (sentence: string) => {
    const subject = sentence.trim().match(/^\p{Lu}[\p{L}&.-]{2,}/u)?.[0];
    return subject !== undefined && rivals.has(subject);
  };
  const aboutRival = (page: number, sentence: string) => competitionPages.has(page) || ledByRival(sentence);
  const passages = slidePassages(pages);
  return {
    aboutRival,
    figure: (figure) => {
      if (competitionPages.has(figure.page)) return true;
      // The sentence as the slide wraps it ("Calm reached $2B … and" / "$596M revenue.") and the line.
      const sentence = passages.filter((p) => p.page === figure.page).flatMap((p) => p.units).find((unit) => unit.includes(figure.raw));
      return ledByRival(figure.context) || (sentence !== undefined && ledByRival(sentence));
    },
  };
}

function metricName(metric: FigureMetric): string {
  const label = FIGURE_METRIC_LABELS[metric];
  return /^[A-Z /]+$/.test(label) ? label : label.toLowerCase();
}

/** "$1.2M ARR (slide 9), as of Q3 2024": the figure, what it measures, its slide and its period. */
export function figureAnswerText(figure: Figure): string {
  const status = figure.status === 'projected' ? ', projected' : '';
  const when = figure.period ? `, as of ${figure.period.text}` : '';
  // "ARR" already says "a year" and "MRR" "a month".
  const value = formatFigureValue(figure.metric === 'arr' || figure.metric === 'mrr' ? { ...figure, per: null } : figure);
  return `${value} ${metricName(figure.metric)} (slide ${figure.page})${when}${status}`;
}

function figureCitation(figure: Figure, pages: ReadonlyArray<AskPage>): AskCitation {
  const slide = pages.find((p) => p.page === figure.page)?.text ?? '';
  const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
  const context = flat(figure.context);
  return { page: figure.page, quote: context && flat(slide).includes(context) ? context : figure.raw };
}

export function figureAnswer(question: string, ledger: FigureLedger | null, pages: ReadonlyArray<AskPage>): AskAnswer | null {
  if (!ledger) return null;
  const metrics = askedMetrics(question);
  if (metrics.length === 0) return null;
  const figure = answeringFigure(ledger, metrics, question, pages);
  if (!figure) return null;
  return { kind: 'figure', text: figureAnswerText(figure), citations: [figureCitation(figure, pages)], droppedSentences: 0 };
}

// The deck's facts ----------------------------------------------------------------------------------

/** A fact the deck page shows as stated (not in Check, not an investor's edit): its value and the words it was read from. */
export interface StatedFact {
  value: string;
  evidence: FactEvidence;
}

/** The deck's facts an answer repeats, so that the answer and the deck page say one thing. */
export interface AskFacts {
  roundSize?: StatedFact | null;
  /** Where the company is based, as the deck page's Geography shows it. */
  geography?: StatedFact | null;
}

/** The facts of a deck that can answer a question: stated, confident, with the words they were read from. */
export function askFactsOf(values: { roundSize: string; geography?: string }, sources: FieldSources | null | undefined): AskFacts {
  const stated = (value: string | undefined, source: FieldSource | undefined): StatedFact | null =>
    value && source?.evidence && factState(source) === 'stated' ? { value, evidence: source.evidence } : null;
  return { roundSize: stated(values.roundSize, sources?.roundSize), geography: stated(values.geography, sources?.geography) };
}

/** "Where is the company based?" asks for its seat, not its market ("Where do they operate?", "Where will they sell?"). */
const ASKS_SEAT =
  /^\s*where\b.*\b(based|headquartered|located|registered|incorporated)\b|\b(headquarters|hq)\b|\bwhere (is|are) (the company|they|it)\s*\??$|\b(which|what) (country|city) (is|are) (the company|the startup|they|it)\b/i;

/**
 * "How much are they raising?" is the Round Size fact the deck page shows, "Where is the company based?"
 * its Geography, each on the slide it was read from.
 */
export function factAnswer(question: string, facts: AskFacts | undefined): AskAnswer | null {
  const round = facts?.roundSize;
  if (round && askedMetrics(question).includes('round_size')) {
    return {
      kind: 'figure',
      text: `${round.value} round size (slide ${round.evidence.slide})`,
      citations: [{ page: round.evidence.slide, quote: round.evidence.quote }],
      droppedSentences: 0,
    };
  }
  const seat = facts?.geography;
  if (seat && ASKS_SEAT.test(question)) {
    return {
      kind: 'extract',
      text: `${seat.value} (slide ${seat.evidence.slide})`,
      citations: [{ page: seat.evidence.slide, quote: seat.evidence.quote }],
      droppedSentences: 0,
    };
  }
  return null;
}

// The local answer ----------------------------------------------------------------------------------

export interface AskDeckInput {
  question: string;
  pages: ReadonlyArray<AskPage>;
  ledger: FigureLedger | null;
  facts?: AskFacts;
  /** A learned decision of which sentence answers, for `ask:fit` to measure; the hand-set one when absent. */
  decision?: AnswerDecision | null;
}

/** A table's row is often named by a number ("Year 1", "2025"): numbers count as words there. */
const tableTerm = (word: string) => (/^\d+$/.test(word) ? word : indexTerm(word));
/** A cell answers a typed question only with a value of the kind asked. */
const holdsKind = (question: string, cell: string) => {
  const kind = valueAsked(question);
  return !kind || holdsValue(kind, cell);
};

/** A question's own words, not its verbs, as matched. */
const ownTerms = (question: string) => questionTerms(question).filter((t) => t.weight === 1 && !t.verb && /\p{L}/u.test(t.term)).map((t) => t.term);
const matchedTerms = (text: string) => tokens(text).map(indexTerm).filter((t): t is string => t !== null);

/** A question for an amount or a count, which a table may give as a bare number under a unit stated once. */
const asksAmount = (question: string) => ['money', 'money-or-percent', 'count', 'number'].includes(valueAsked(question) ?? '');

/**
 * The local engine's answer: the deck's fact for what the deck page states (the round), else the ledger
 * for a quantity it holds, else a price or a use-of-funds breakdown read off the slide's layout, else the
 * best quoted sentence (for the competition, the line naming the most rivals when that sentence names
 * none), else "does not say".
 */
export function askDeckLocally(input: AskDeckInput, index = indexPassages(slidePassages(input.pages))): AskAnswer {
  const slides = slidesWithHeadings(input.pages);
  const reading = { term: tableTerm, holds: (cell: string) => holdsKind(input.question, cell), bareNumbers: asksAmount(input.question) };
  // "How much of the raise goes to marketing?" names the round, but asks for one line of its breakdown.
  const funds = { gloss: index.gloss };
  // The slides as written, a template's footer included: where decks print their address and date.
  const written = input.pages.map(({ page, text }) => ({ page, lines: text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean) }));
  return (
    contactAnswer(input.question, written) ??
    coverAnswer(input.question, written) ??
    useOfFundsAnswer(input.question, slides, { ...funds, itemOnly: true }) ??
    factAnswer(input.question, input.facts) ??
    periodFigureAnswer(input.question, slides, reading) ??
    statCardAnswer(slides, { ...reading, asked: ownTerms(input.question), terms: matchedTerms }) ??
    figureAnswer(input.question, input.ledger, input.pages) ??
    unitPriceAnswer(input.question, slides) ??
    useOfFundsAnswer(input.question, slides, funds) ??
    tableCellAnswer(input.question, slides, reading) ??
    whenAnswer(input.question, slides, index.gloss) ??
    competitorAnswer(input.question, slides, extractiveAnswer(input.question, index, ASK_MIN_COVERAGE, input.decision ?? null).answer)
  );
}

/** The deck's gloss: its language read once from all its slides, each text's gloss worked out once. */
export function deckGloss(passages: ReadonlyArray<Passage>): SlideGloss {
  const gloss = slideGloss(detectLanguage(passages.map((p) => p.text).join('\n')));
  const known = new Map<string, string[]>();
  return (text) => {
    let words = known.get(text);
    if (words === undefined) {
      words = gloss(text);
      known.set(text, words);
    }
    return words;
  };
}
