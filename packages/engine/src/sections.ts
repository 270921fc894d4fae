import { matchedTerms, type Slide } from './text.ts';

/**
 * Deck sections the local engine recognises. A slide belongs to a section when one of its first
 * lines reads like that section's heading, or when its text uses enough of the section's vocabulary.
 * Headings include the common forms in a few European languages, because real decks are not all
 * in English.
 */
export const SECTION_KEYS = [
  'problem',
  'solution',
  'product',
  'market',
  'competition',
  'businessModel',
  'traction',
  'team',
  'financials',
  'ask',
  'contact',
  'roadmap',
  'vision',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];
export type Sections = Record<SectionKey, number[]>;

export const SECTION_LABELS: Record<SectionKey, string> = {
  problem: 'problem',
  solution: 'solution',
  product: 'product',
  market: 'market',
  competition: 'competition',
  businessModel: 'business model',
  traction: 'traction',
  team: 'team',
  financials: 'financials',
  ask: 'funding ask',
  contact: 'contact',
  roadmap: 'roadmap',
  vision: 'vision',
};

interface SectionRule {
  /** Matched against the slide's first lines (its heading). */
  heading: RegExp;
  /** Vocabulary matched anywhere on the slide; `minTerms` distinct hits count as the section. */
  terms: (string | RegExp)[];
  minTerms: number;
}

const RULES: Record<SectionKey, SectionRule> = {
  problem: {
    heading:
      /\b(the )?(problems?|pain ?points?|challenges?|problème|problema|problem[ay]?|проблема|herausforderung|why now)\b/i,
    terms: [
      'problem',
      'pain point',
      'frustrat',
      'struggle',
      'inefficient',
      'costly',
      'lack of',
      'hard to',
      'difficult',
    ],
    minTerms: 3,
  },
  solution: {
    heading:
      /\b(our )?(solutions?|how it works|solución|solution|solução|soluzione|rozwiązanie|lösung|решение|value proposition)\b/i,
    terms: ['our solution', 'we solve', 'solves', 'enables', 'we help', 'platform that', 'allows users'],
    minTerms: 2,
  },
  product: {
    heading: /\b(products?|features?|demo|technology|platform|how it works|produkt|producto|продукт|app)\b/i,
    terms: [
      'feature',
      'dashboard',
      'mobile app',
      'web app',
      'interface',
      'api',
      'prototype',
      'mvp',
      'beta',
      'screenshot',
    ],
    minTerms: 3,
  },
  market: {
    heading:
      /\b(market( size| opportunity| analysis| validation)?|tam|opportunity|addressable|target (market|customers?)|trends?|rynek|mercado|marché|markt|рынок)\b/i,
    terms: [
      /\btam\b/i,
      /\bsam\b/i,
      /\bsom\b/i,
      'market size',
      'addressable',
      /\$\s?\d[\d.,]*\s?(b|bn|billion|t|trillion)\b/i,
      'cagr',
      'market',
      'growing at',
    ],
    minTerms: 2,
  },
  competition: {
    heading:
      /\b(competition|competitors?|competitive|landscape|alternatives|compet\w*|konkurencja|competencia|concurrence|wettbewerb|конкуренты)\b/i,
    terms: [
      'competitor',
      'competition',
      'competitive advantage',
      'incumbent',
      'alternatives',
      'vs.',
      'versus',
      'differentiat',
    ],
    minTerms: 2,
  },
  businessModel: {
    heading:
      /\b(business model|revenue models?|revenue opportunit(?:y|ies)|monetization|monetisation|pricing|how we make money|revenue streams?|model biznesowy|modelo de negocio|modelo de negócio|modello di business|geschäftsmodell|modèle économique|бизнес-модель|unit economics)\b/i,
    terms: [
      'subscription',
      'commission',
      'per month',
      'per user',
      'pricing',
      'revenue model',
      'fee',
      'margin',
      'ltv',
      'cac',
      'freemium',
      'licens',
      'in-app purchase',
    ],
    minTerms: 2,
  },
  traction: {
    heading:
      /\b(traction|milestones?|progress|achievements?|results|growth|customers|validation|trakcja|tracción|traktion|partners|testimonials?|what (users|customers|clients) say|reviews|case studies)\b/i,
    terms: [
      'users',
      'customers',
      'revenue',
      'growth',
      'month over month',
      /\bmom\b/i,
      'pilot',
      'signed',
      'sold',
      'downloads',
      'waitlist',
      'partnership',
      /\b\d+(\.\d+)?\s?%/,
      /\b\d[\d,.]*\s?(k|m)?\+?\s+(users|customers|clients|downloads|units|subscribers|members|signups)/i,
    ],
    minTerms: 3,
  },
  team: {
    heading:
      /\b(the )?(team|founders?|management|leadership|advisors?|board|who we are|zespół|equipo|equipe|équipe|squadra|gründer(?:team)?|fundadores|fondateurs?|założyciele|команда|our people)\b/i,
    terms: [
      // Each title its own term: a slide naming a CEO, a COO and a CTO is a team slide.
      /\bceo\b/i,
      /\bcto\b/i,
      /\bcoo\b/i,
      /\b(cfo|cmo|cpo)\b/i,
      'co-founder',
      'cofounder',
      'founder',
      'advisor',
      'phd',
      'former',
      'previously',
      'experience',
      'head of',
    ],
    minTerms: 3,
  },
  financials: {
    heading:
      /\b(financials?|financial (plan|projections?|forecast|model|highlights)|projections?|forecast|p&l|revenue projections?|finanse|finanzas|finanças|finanzen|finanzplan|finances|финансы|unit economics)\b/i,
    terms: [
      'revenue',
      'ebitda',
      'gross margin',
      'net income',
      'burn',
      'projection',
      'forecast',
      'break-even',
      'breakeven',
      'profit',
      /\b(fy|y)\s?20\d\d\b/i,
      /\b20\d\d\s?(e|f)\b/i,
    ],
    minTerms: 3,
  },
  ask: {
    heading:
      /\b(the ask|our ask|ask|funding|investment( details| opportunity| needs| goal)?|use of (funds|proceeds)|financing|fundraising|raising|round|inwestycj\w*|potrzeby inwestycyjne|inversión|financement|levée de fonds|finanzierung|kapitalbedarf|financiamiento|investimento|finansowanie|investition|инвестиции|crowdsale|token sale|what we(’|')?re looking for|offering|funds? breakup|fund(ing)? requirements?|capital required|funds? (usage|use|allocation|distribution|utili[sz]ation)|(allocation|distribution|utili[sz]ation|usage|uses) of (the )?(funds|proceeds|capital))\b/i,
    terms: [
      'raising',
      'we are raising',
      'seeking',
      'use of funds',
      'use of proceeds',
      'runway',
      'convertible note',
      /\bsafe\b/,
      'pre-money',
      'valuation',
      'investment',
      /\b(pre-?seed|seed|series [a-e]|angel) (round|investment|funding|stage)\b/i,
      'crowdsale',
      'token sale',
      'hard cap',
      'looking for',
    ],
    minTerms: 2,
  },
  contact: {
    heading:
      /\b(contact( us)?|thank you|thanks|get in touch|kontakt|contacto|контакты|dziękujemy|questions\?)\b/i,
    terms: [/[\w.+-]+@[\w-]+\.[\w.]+/, /\+?\d[\d\s()-]{8,}\d/, /\bwww\.|https?:\/\//i, 'contact'],
    minTerms: 2,
  },
  roadmap: {
    heading: /\b(roadmap|timeline|next steps|plan|milestones|going forward|harmonogram|hoja de ruta)\b/i,
    terms: [/\bq[1-4]\s?20\d\d\b/i, 'roadmap', 'launch', 'phase', 'milestone', 'next step'],
    minTerms: 3,
  },
  vision: {
    heading: /\b(vision|mission|the future|why we exist|wizja|misja|visión|misión)\b/i,
    terms: ['vision', 'mission', 'world where', 'the future of'],
    minTerms: 2,
  },
};

/**
 * JavaScript's `\b` only knows ASCII letters, so "Équipe", "Zespół" and Cyrillic headings never matched.
 * Heading patterns are compiled with boundaries that know every script's letters.
 */
const HEADINGS = Object.fromEntries(
  SECTION_KEYS.map((key) => [key, withLetterBoundaries(RULES[key].heading)]),
) as Record<SectionKey, RegExp>;

function withLetterBoundaries(pattern: RegExp): RegExp {
  const word = String.raw`[\p{L}\p{N}_]`;
  const boundary = `(?:(?<!${word})(?=${word})|(?<=${word})(?!${word}))`;
  const flags = pattern.flags.includes('u') ? pattern.flags : `${pattern.flags}u`;
  return new RegExp(pattern.source.replaceAll(String.raw`\b`, boundary), flags);
}

/** Lines that lead a slide and are short enough to be its heading. */
export function headingLines(slide: Slide): string[] {
  const short = slide.lines.filter((l) => l.length <= 60);
  // Headings are usually first, but text layers often put them last.
  const heads = [...short.slice(0, 3), ...short.slice(-1)];
  return [...heads, ...heads.map(unspaceLetters).filter((h): h is string => h !== null), ...numberedHeadings(slide)];
}

/**
 * Designed decks space their headings out ("T H E P R O B L E M", "M A R K E T · B O T T O M U P"), which
 * the text layer keeps letter by letter. The heading closed up ("THE PROBLEM", "MARKET BOTTOMUP"), or
 * null for a line that is not spaced out. Word breaks inside a part are lost, except after a leading
 * article.
 */
export function unspaceLetters(line: string): string | null {
  if (!/(?:^|\s)(?:\p{L}\s){3,}\p{L}(?:\s|$)/u.test(line)) return null;
  return line
    .split(/\s*[·•|–—:]\s*|\s{2,}/u)
    .map((part) =>
      /^(?:\p{L}\s)+\p{L}$/u.test(part) ? part.replace(/\s/gu, '').replace(/^(the|our)(?=\p{L}{3})/iu, '$1 ') : part,
    )
    .filter(Boolean)
    .join(' ');
}

/**
 * "3. La Solution : Legatio …", "6) Business Model": numbered headings anywhere on a page, as decks
 * exported to a text document or several slides printed per page carry them. The heading is the part
 * before its colon or dash.
 */
function numberedHeadings(slide: Slide): string[] {
  return slide.lines
    .filter((l) => l.length <= 100 && /^\d{1,2}[.)]\s+\p{Lu}/u.test(l))
    .map((l) => l.split(/\s+[:–—-]\s+|\s*:\s+/)[0]);
}

/** A heading names its section first ("Market Opportunity", "Our Team", "3. The Ask"), not in passing. */
function startsWith(re: RegExp, heading: string): boolean {
  const numbered = heading.replace(/^[\s\d.)•●*#-]*/, '');
  // Both with and without a leading article: "Why now" and "How it works" are headings in their own right.
  const stripped = numbered.replace(
    /^(?:our|the|my|a|an|why|how|notre|nos|le|la|les|l['’]|el|los|las|nuestr[oa]s?|o|os|as|nosso|nossa|unser[e]?|die|der|das|nasz[ae]?)\s*(?<=\s|['’])/iu,
    '',
  );
  return [stripped, numbered].some((text) => {
    const m = re.exec(text);
    return m !== null && m.index <= 1;
  });
}

/**
 * "Problem: …", "Team: …", "Raising: …": an investor section named by a label that opens a line or a
 * sentence, as terse decks and one-page summaries write them. Only the core sections' own names count,
 * so that form fields ("Account number:") and catalogue labels ("Features:") do not.
 */
const INLINE_LABEL =
  /(?:^|[.!?;]\s+|•\s*)((?:the |our )?(?:problem|solution|market(?: size| opportunity)?|competition|competitors|business model|revenue model|traction|team|founders|financials|ask|raising|funding|investment|use of funds|(?:[\p{L}-]+ )?round|series (?:seed|[a-h])))\s*:\s*\S/giu;

function inlineLabels(slide: Slide): string[] {
  // "Bridge round:" and "Series Seed:" label the round being raised: the ask.
  return slide.lines.flatMap((line) =>
    [...line.matchAll(INLINE_LABEL)].map((m) => m[1].replace(/^(?:[\p{L}-]+ round|series \S+)$/iu, 'round')),
  );
}

export function detectSections(slides: Slide[]): Sections {
  const sections = Object.fromEntries(SECTION_KEYS.map((k) => [k, [] as number[]])) as Sections;
  for (const slide of slides) {
    const heads = [...headingLines(slide), ...inlineLabels(slide)];
    for (const key of SECTION_KEYS) {
      const rule = RULES[key];
      const byHeading = heads.some((h) => h.split(/\s+/).length <= 7 && startsWith(HEADINGS[key], h));
      const byTerms = matchedTerms(slide.lower, rule.terms).length >= rule.minTerms;
      if (byHeading || byTerms) sections[key].push(slide.n);
    }
  }
  return sections;
}

/** Sections that carry an investment case (everything except contact/roadmap/vision). */
export const CORE_SECTIONS: SectionKey[] = [
  'problem',
  'solution',
  'product',
  'market',
  'competition',
  'businessModel',
  'traction',
  'team',
  'financials',
  'ask',
];

export function presentSections(sections: Sections, keys: SectionKey[] = CORE_SECTIONS): SectionKey[] {
  return keys.filter((k) => sections[k].length > 0);
}

export function missingSections(sections: Sections, keys: SectionKey[] = CORE_SECTIONS): SectionKey[] {
  return keys.filter((k) => sections[k].length === 0);
}
