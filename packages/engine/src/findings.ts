import { DATA_FRESHNESS_MONTHS, TIERS, type Confidence } from '@pitchscope/domain/constants';
import { scoreDeepAnalysis, type RubricResult } from '@pitchscope/domain/deep-analysis-rubric';
import { checkFigureLedger } from '@pitchscope/domain/figures/checks';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import type { Figure, FigureFinding, FigureLedger } from '@pitchscope/domain/figures/figure';
import type { DeckForAnalysis, MetadataResult } from './analysis-provider.ts';
import {
  datedFigures,
  describeFigure,
  financialFigures,
  findSteepProjection,
  marketFigures,
  staleNewest,
  tractionFigures,
  type DatedFigure,
  type SteepProjection,
} from './ledger-view.ts';
import { normalizeName } from './company.ts';
import { analyseDeck } from './metadata.ts';
import { detectSections, SECTION_LABELS, type SectionKey, type Sections } from './sections.ts';
import { cite, clipWords, isProse, sentencesOf, toSlides, type Slide } from './text.ts';
import { NOT_CHECKED_FOR_HIDDEN_TEXT, NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL, hiddenContentRedFlag, shortQuote } from '@pitchscope/domain/hidden-content';
import { isStatedValue } from '@pitchscope/domain/investor-fit';

/**
 * What the deeper local analyses (deep research, smart questions, freshness, news) know about a deck:
 * its slides and sections, evidence lines per area, dated figures, gaps and red flags, and the screening
 * rubric. Every finding carries the slides it rests on, so the reports can cite them.
 */

export interface Evidence {
  text: string;
  slides: number[];
}

/** A finding that belongs in Red Flags: a failed check, stale data, a missing core section, the fit. */
export interface RedFlag extends Evidence {
  /** What raised it, in words an investor reads ("figure check: runway vs burn", "freshness rule"). */
  basis: string;
  kind: 'ledger' | 'stale' | 'fit' | 'missing' | 'placeholder' | 'projection' | 'hidden';
  severity: 'error' | 'warning';
}

export interface Question {
  question: string;
  area: string;
  slides: number[];
  /** The flag, gap or slide that prompted it. */
  basis: string;
  good: string;
  bad: string;
  mustAsk: boolean;
}

export type CoreKey = 'problem' | 'solution' | 'market' | 'competition' | 'businessModel' | 'traction' | 'team' | 'financials' | 'ask';

export interface DeckFindings {
  deck: DeckForAnalysis;
  slides: Slide[];
  sections: Sections;
  /** Metadata as the local engine reads the slides (the stored deck's own fields take precedence for display). */
  local: MetadataResult;
  evidence: Record<'team' | 'market' | 'product' | 'businessModel' | 'financials' | 'traction' | 'legal' | 'competition' | 'problem', Evidence[]>;
  ledger: FigureLedger;
  ledgerFindings: FigureFinding[];
  dated: DatedFigure[];
  staleFinancial: { newest: DatedFigure; stale: DatedFigure[] } | null;
  staleMarket: { newest: DatedFigure; stale: DatedFigure[] } | null;
  steep: SteepProjection | null;
  /** Whether each core section is covered, by a slide of its own or by what the deck states (a round, named people, figures). */
  covered: Record<CoreKey, boolean>;
  coveredSlides: Record<CoreKey, number[]>;
  people: { name: string; role: string }[];
  founders: { name: string; role: string }[];
  competitors: string[];
  placeholders: Evidence[];
  strengths: Evidence[];
  weaknesses: Evidence[];
  redFlags: RedFlag[];
  questions: Question[];
  confidence: Record<string, Confidence>;
  rubric: RubricResult;
  now: Date;
}

const CORE: CoreKey[] = ['problem', 'solution', 'market', 'competition', 'businessModel', 'traction', 'team', 'financials', 'ask'];

const AREA_TERMS: Record<keyof DeckFindings['evidence'], RegExp> = {
  team: /\b(ceo|cto|coo|cfo|founder|co-founder|phd|mba|years? of experience|previously|former|ex-|built|exited|acquired|led|worked at|graduated|professor|engineer)\b/i,
  market: /\b(market|tam|sam|som|cagr|billion|bn|trillion|addressable|customers|segment|growing|growth rate|industry)\b/i,
  product: /\b(platform|app|product|feature|technology|device|prototype|mvp|beta|launch|patent|api|software|hardware|protocol)\b/i,
  businessModel: /\b(revenue model|subscription|commission|fee|fees|pricing|per month|per user|margin|license|freemium|take rate|ads|advertising|in-app|transaction)\b/i,
  financials: /\b(revenue|ebitda|profit|margin|burn|cash|projection|forecast|break-?even|income|cost|costs|expenses|p&l)\b/i,
  traction: /\b(users|customers|clients|downloads|sold|signed|pilot|partners?|growth|mom|month over month|waitlist|revenue|subscribers|members|bookings|units|loi|contracts?)\b/i,
  legal: /\b(license|licence|licensed|regulat\w*|compliance|compliant|patent\w*|trademark|gdpr|kyc|aml|llc|inc\.|incorporated|legal|jurisdiction|mica|sec\b|fca|fda|certification|certified|ip\b)\b/i,
  competition: /\b(competitor\w*|compet\w*|alternative\w*|incumbent\w*|vs\.?|versus|differentiat\w*|advantage)\b/i,
  problem: /\b(problem|pain|struggle|lack|expensive|inefficient|difficult|hard to|costly|broken)\b/i,
};

const AREA_SECTIONS: Record<keyof DeckFindings['evidence'], SectionKey[]> = {
  team: ['team'],
  market: ['market'],
  product: ['product', 'solution'],
  businessModel: ['businessModel'],
  financials: ['financials', 'ask'],
  traction: ['traction'],
  legal: [],
  competition: ['competition'],
  problem: ['problem'],
};

/** Lines of the area's slides (or anywhere, for areas without their own slide) that carry its vocabulary. */
function collectEvidence(slides: Slide[], sections: Sections, area: keyof DeckFindings['evidence'], max = 5): Evidence[] {
  const own = AREA_SECTIONS[area].flatMap((k) => sections[k]);
  const pool = own.length > 0 ? slides.filter((s) => own.includes(s.n)) : area === 'legal' ? slides : [];
  const out: Evidence[] = [];
  const seen = new Set<string>();
  for (const slide of pool) {
    for (const raw of sentencesOf(slide)) {
      const sentence = cleanListItem(raw);
      if (!isContentfulItem(sentence) || BOILERPLATE.test(sentence)) continue;
      const words = sentence.split(/\s+/).length;
      // On the area's own slides a figure is evidence even without the area's vocabulary ("120 paying restaurants").
      const figure = own.length > 0 && /\d/.test(sentence) && words >= 2;
      if (words > 45 || (!figure && (words < 3 || !AREA_TERMS[area].test(sentence)))) continue;
      const key = sentence.toLowerCase().slice(0, 50);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text: cleanListItem(clipWords(sentence, 30).replace(/[.…]$/, '')), slides: [slide.n] });
      if (out.length >= max) return out;
    }
  }
  return out;
}

/** What a core section's coverage rests on besides its own slides: the figures, people and round the deck states. */
export interface CoverageEvidence {
  sections: Sections;
  ledger: FigureLedger;
  people: { name: string; role: string }[];
  peopleSlides: number[];
  roundStated: boolean;
  roundSlides: number[];
  competitors: string[];
}

export interface SectionCoverage {
  covered: Record<CoreKey, boolean>;
  coveredSlides: Record<CoreKey, number[]>;
}

/**
 * Whether each core section is covered, and on which slides: by a slide of its own, or by what the deck
 * states elsewhere (market or financial figures, named people, a round). The one section map of a deck:
 * the initial analysis (deckCoverage) and the deep report (buildFindings) both read it, so one cannot say
 * a section is missing where the other cites it.
 */
export function coverageOf(e: CoverageEvidence): SectionCoverage {
  const { sections } = e;
  const market = marketFigures(e.ledger);
  const traction = tractionFigures(e.ledger);
  const financial = financialFigures(e.ledger);
  const pagesOf = (figures: Figure[]) => [...new Set(figures.map((f) => f.page))];
  const coveredSlides: Record<CoreKey, number[]> = {
    problem: sections.problem,
    solution: [...new Set([...sections.solution, ...sections.product])].sort((a, b) => a - b),
    market: sections.market.length > 0 ? sections.market : pagesOf(market),
    competition: sections.competition,
    businessModel: sections.businessModel,
    traction: sections.traction.length > 0 ? sections.traction : pagesOf(traction),
    team: sections.team.length > 0 ? sections.team : e.peopleSlides,
    financials: sections.financials.length > 0 ? sections.financials : pagesOf(financial),
    ask: sections.ask.length > 0 ? sections.ask : e.roundSlides,
  };
  const covered: Record<CoreKey, boolean> = {
    problem: sections.problem.length > 0,
    solution: coveredSlides.solution.length > 0,
    market: sections.market.length > 0 || market.length > 0,
    competition: sections.competition.length > 0 || e.competitors.length > 0,
    businessModel: sections.businessModel.length > 0,
    traction: sections.traction.length > 0 || traction.length > 0,
    team: sections.team.length > 0 || e.people.length > 0,
    financials: sections.financials.length > 0 || financial.length > 0,
    ask: sections.ask.length > 0 || e.roundStated,
  };
  return { covered, coveredSlides };
}

/** The facts a deck's section coverage is read from, as the upload has them before the deck is stored. */
export interface CoverageInput {
  pages: { pageNumber: number; text: string; notes?: string }[];
  keyPeople: string;
  roundSize: string;
  fieldSources: DeckForAnalysis['fieldSources'];
  competitorsListed: string[];
  figures?: FigureLedger | null;
}

/** The section map of a deck from its pages and facts: the same map the deep report reads (coverageOf). */
export function deckCoverage(input: CoverageInput, now: Date): SectionCoverage {
  const sections = detectSections(toSlides(input.pages));
  const ledger = input.figures ?? buildFigureLedger(input.pages.map((p) => ({ page: p.pageNumber, text: p.text })), { asOf: now });
  return coverageOf({
    sections,
    ledger,
    people: peopleOf(input.keyPeople),
    peopleSlides: input.fieldSources.keyPeople?.slides ?? [],
    roundStated: isStatedValue(input.roundSize, input.fieldSources.roundSize),
    roundSlides: input.fieldSources.roundSize?.slides ?? [],
    competitors: competitorNames(input.competitorsListed),
  });
}

export function buildFindings(deck: DeckForAnalysis, now: Date): DeckFindings {
  const { slides, sections, metadata: local } = analyseDeck({ fileName: deck.companyName, pages: deck.pages });
  const evidence = Object.fromEntries(
    (Object.keys(AREA_TERMS) as (keyof DeckFindings['evidence'])[]).map((area) => [area, collectEvidence(slides, sections, area)]),
  ) as DeckFindings['evidence'];

  const ledger = deck.figures ?? buildFigureLedger(deck.pages.map((p) => ({ page: p.pageNumber, text: p.text })), { asOf: now });
  const ledgerFindings = checkFigureLedger(ledger, { asOf: now });
  const dated = datedFigures(ledger, now);
  const staleFinancial = staleNewest(dated, 'financial');
  const staleMarket = staleNewest(dated, 'market');
  const steep = findSteepProjection(ledger);

  const placeholders: Evidence[] = [];
  for (const slide of slides) {
    const m = /lorem ipsum|dolor sit amet|\binsert (your|the|a|company|logo|text|here)\b|your company name|\bx target customers\b|\$x+[km]?\b|\bxx+%|\b(tbd|tba)\b|<[a-z ]{2,20}>|\[[a-z ]{2,20}\]/i.exec(slide.lines.join(' '));
    if (m) placeholders.push({ text: m[0], slides: [slide.n] });
  }

  const people = peopleOf(deck.keyPeople);
  const founders = people.filter((p) => isFounderHere(p.role, deck.companyName));
  const peopleSlides = deck.fieldSources.keyPeople?.slides ?? local.fieldSources.keyPeople?.slides ?? [];
  // A value the investor corrected (provenance user) counts as stated, like the deck's own.
  const roundStated = isStatedValue(deck.roundSize, deck.fieldSources.roundSize);
  const stageStated = isStatedValue(deck.stage, deck.fieldSources.stage);
  const roundSlides = deck.fieldSources.roundSize?.slides ?? [];
  const traction = tractionFigures(ledger);
  const financial = financialFigures(ledger);
  const market = marketFigures(ledger);
  const pagesOf = (figures: Figure[]) => [...new Set(figures.map((f) => f.page))];
  const competitors = competitorNames(local.competitorsListed);
  const { covered, coveredSlides } = coverageOf({ sections, ledger, people, peopleSlides, roundStated, roundSlides, competitors });
  const present = CORE.filter((k) => covered[k]);
  const missing = CORE.filter((k) => !covered[k]);

  // Red flags: findings only — failed checks, stale data, missing core sections, the investor's fit.
  const redFlags: RedFlag[] = [];
  for (const f of ledgerFindings) {
    if (f.check === 'freshness' || f.severity === 'info') continue;
    redFlags.push({ text: f.message.replace(/\.$/, ''), slides: f.pages, basis: `figure check: ${CHECK_NAMES[f.check]}`, kind: 'ledger', severity: f.severity });
  }
  if (staleFinancial) {
    const n = staleFinancial.newest;
    redFlags.push({
      text: `Stale data: the newest financial figure, ${describeFigure(n.figure)}, is ${n.ageMonths} months old at ${isoDate(now)} (financial data is outdated after ${DATA_FRESHNESS_MONTHS.financial} months)`,
      slides: staleFinancial.stale.map((d) => d.figure.page),
      basis: 'freshness rule',
      kind: 'stale',
      severity: 'warning',
    });
  }
  if (staleMarket) {
    const n = staleMarket.newest;
    redFlags.push({
      text: `Stale data: the newest market figure, ${describeFigure(n.figure)}, is ${n.ageMonths} months old at ${isoDate(now)} (market data is outdated after ${DATA_FRESHNESS_MONTHS.market} months)`,
      slides: staleMarket.stale.map((d) => d.figure.page),
      basis: 'freshness rule',
      kind: 'stale',
      severity: 'warning',
    });
  }
  const fit = deck.investorFit ?? null;
  for (const [key, label, field, reason] of FIT_FIELDS) {
    if (!fit || fit[key] !== 'Red') continue;
    redFlags.push({
      text: `Outside your ${label} criterion: ${fit.rationale[reason].replace(/\.$/, '')}`,
      slides: deck.fieldSources[field]?.slides ?? [],
      basis: 'investor fit',
      kind: 'fit',
      severity: 'warning',
    });
  }
  if (!covered.ask) redFlags.push({ text: 'No funding ask: amount, instrument and use of funds are not stated', slides: [], basis: 'missing section', kind: 'missing', severity: 'warning' });
  if (!covered.team) redFlags.push({ text: 'No team: who runs the company cannot be assessed from the deck', slides: [], basis: 'missing section', kind: 'missing', severity: 'warning' });
  if (!covered.financials) redFlags.push({ text: 'No financial figures or projections', slides: [], basis: 'missing section', kind: 'missing', severity: 'warning' });
  if (placeholders.length > 0) {
    redFlags.push({
      text: `Template or placeholder text left in the deck ("${placeholders[0].text}")`,
      slides: placeholders.map((p) => p.slides[0]),
      basis: 'deck text',
      kind: 'placeholder',
      severity: 'warning',
    });
  }
  // Hidden text and instructions aimed at an AI model, found at extraction and kept out of the slide text.
  const hiddenContent = deck.hiddenContent ?? [];
  for (const finding of hiddenContent) {
    // An instruction is not repeated: report text may reach a model (smart questions take red flags).
    redFlags.push({ ...hiddenContentRedFlag(finding), slides: [finding.page], kind: 'hidden' });
  }
  // A deck extracted before detection existed has no findings because nobody looked, not because it is clean.
  if (deck.hiddenContentChecked === false) {
    redFlags.push({ text: NOT_CHECKED_FOR_HIDDEN_TEXT, slides: [], basis: NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL, kind: 'hidden', severity: 'warning' });
  }
  if (steep) redFlags.push({ text: `Steep projections: ${steep.text}`, slides: [...new Set([steep.from.page, steep.to.page])], basis: 'figure ledger', kind: 'projection', severity: 'warning' });

  // Strengths: things the deck shows with evidence.
  const strengths: Evidence[] = [];
  if (people.length >= 2) strengths.push({ text: `Named team: ${people.slice(0, 4).map(personLabel).join('; ')}`, slides: peopleSlides });
  const shownTraction = traction.filter((f) => f.metric !== 'growth').slice(0, 3);
  if (shownTraction.length > 0) strengths.push({ text: `Traction stated: ${shownTraction.map(describeFigure).join('; ')}`, slides: pagesOf(shownTraction) });
  if (market.length > 0) strengths.push({ text: `Market sized with figures: ${market.slice(0, 3).map(describeFigure).join('; ')}`, slides: pagesOf(market.slice(0, 3)) });
  if (roundStated) strengths.push({ text: `Clear ask: ${deck.roundSize}${stageStated ? ` (${deck.stage})` : ''}`, slides: roundSlides });
  if (sections.businessModel.length > 0) strengths.push({ text: 'Business model explained on its own slide', slides: sections.businessModel });
  if (covered.competition) strengths.push({ text: competitors.length > 0 ? `Competition addressed, naming ${competitors.slice(0, 4).join(', ')}` : 'Competition addressed', slides: sections.competition });
  if (present.length >= 7) strengths.push({ text: `Complete deck structure (${present.length} of ${CORE.length} core sections)`, slides: present.flatMap((k) => coveredSlides[k].slice(0, 1)) });
  if (ledgerFindings.every((f) => f.severity === 'info') && ledger.figures.length >= 5) {
    strengths.push({ text: `The deck's ${ledger.figures.length} figures pass the consistency checks`, slides: [] });
  }

  // Weaknesses: gaps that are not already red flags, and thin sections.
  const flaggedMissing = new Set<CoreKey>(['ask', 'team', 'financials']);
  const weaknesses: Evidence[] = missing.filter((k) => !flaggedMissing.has(k)).map((k) => ({ text: `The deck does not cover ${SECTION_LABELS[k]}`, slides: [] }));
  if (sections.team.length > 0 && people.length === 0) weaknesses.push({ text: 'The team slide names no people with roles', slides: sections.team });
  if (sections.traction.length > 0 && traction.length === 0) weaknesses.push({ text: 'The traction slide states no measurable figures', slides: sections.traction });
  if (covered.ask && !roundStated) weaknesses.push({ text: `The funding slide states no amount (the ${deck.roundSize} shown elsewhere is the app's default assumption)`, slides: sections.ask });

  const questions = buildQuestions({ deck, covered, coveredSlides, evidence, redFlags, ledger, ledgerFindings, staleFinancial, staleMarket, steep, placeholders, people, founders, roundStated, traction });

  const level = (n: number, high: number, medium: number): Confidence => (n >= high ? 'High' : n >= medium ? 'Medium' : 'Low');
  const confidence: Record<string, Confidence> = {
    executiveSummary: level(present.length, 7, 4),
    team: level(people.length + evidence.team.length, 4, 2),
    market: level(evidence.market.length + sections.market.length + market.length, 4, 2),
    product: level(evidence.product.length + sections.product.length + sections.solution.length, 4, 2),
    businessModel: level(evidence.businessModel.length + sections.businessModel.length, 3, 1),
    financials: level(evidence.financials.length + sections.financials.length + financial.length, 4, 2),
    traction: level(traction.length + evidence.traction.length, 4, 2),
    legal: level(evidence.legal.length, 3, 1),
    risks: level(present.length, 7, 4),
  };

  const rubric = scoreDeepAnalysis({
    coveredSections: present.map((k) => capitalise(SECTION_LABELS[k])),
    missingSections: missing.map((k) => capitalise(SECTION_LABELS[k])),
    tractionFigures: traction.length,
    namedPeople: people.length,
    askAmountStated: roundStated,
    ledgerFindings: ledgerFindings.filter((f) => f.check !== 'freshness'),
    staleData: staleFinancial !== null || staleMarket !== null,
    placeholders: placeholders.length > 0,
    hiddenContent: {
      hiddenText: hiddenContent.filter((h) => h.kind === 'hidden-text').length,
      instructions: hiddenContent.filter((h) => h.kind === 'instruction').length,
    },
    fit,
  });

  return {
    deck,
    slides,
    sections,
    local,
    evidence,
    ledger,
    ledgerFindings,
    dated,
    staleFinancial,
    staleMarket,
    steep,
    covered,
    coveredSlides,
    people,
    founders,
    competitors,
    placeholders,
    strengths,
    weaknesses,
    redFlags,
    questions,
    confidence,
    rubric,
    now,
  };
}

const CHECK_NAMES: Record<FigureFinding['check'], string> = {
  'mrr-vs-arr': 'MRR × 12 vs ARR',
  'growth-vs-figures': 'growth rate vs the figures',
  'runway-vs-burn': 'runway vs cash and burn',
  'market-order': 'TAM ≥ SAM ≥ SOM',
  'conflicting-values': 'conflicting values',
  'projection-as-actual': 'projections stated as actuals',
  freshness: 'freshness',
};

const FIT_FIELDS = [
  ['stageFit', 'stage', 'stage', 'stageFitReason'],
  ['checkSizeFit', 'check size', 'roundSize', 'checkSizeReason'],
  ['sectorAlignment', 'sector', 'industry', 'sectorReason'],
  ['geographyFit', 'geography', 'geography', 'geographyReason'],
] as const;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * A founder of this company: the role says founder and names no other firm ("Co-Founder, CEO", "Founder
 * at <this company>"); "Founder at Twubble" and "Founder and CEO of SIGMA" founded another company.
 */
export function isFounderHere(role: string, companyName: string): boolean {
  if (!/found/i.test(role)) return false;
  const firm = /\s(?:at|@|of)\s+(.+)$/u.exec(role)?.[1];
  if (!firm) return true;
  const company = normalizeName(companyName);
  const held = normalizeName(firm);
  return company.length >= 3 && held.length > 0 && (held.includes(company) || company.includes(held));
}

/** "Jane Doe (CEO & Co-founder); John Roe" → name and role. */
export function peopleOf(keyPeople: string): { name: string; role: string }[] {
  if (!keyPeople || /not specified/i.test(keyPeople)) return [];
  return keyPeople
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const m = /^(.*?)\s*\((.*)\)\s*$/.exec(p);
      return m ? { name: m[1].trim(), role: m[2].trim() } : { name: p, role: '' };
    })
    .filter((p) => p.name.length > 0);
}

function personLabel(p: { name: string; role: string }): string {
  return p.role ? `${p.name} (${p.role})` : p.name;
}

const NOT_A_COMPANY = /\b(compet\w*|landscape|alternatives?|risks?|mitigants?|ecosystem|advantages?|market|players?|others?|incumbents?|comparison|features?|price|pricing|traditional|existing|solutions?|us|we|our|their|its|it|this|these|those|currently|similar|established|many|most|some|other|none|new|current|manual|offline|online|local|large|small|big)\b/i;
/** "Competition" in the languages of the decks we have seen, as a heading mistaken for a name. */
const COMPETITION_WORDS = /^(konkurencja|konkurencji|concorr[eê]ncia|concurrence|concurrents|competencia|kompetitor|pesaing|wettbewerb|konkurrenz|concorrenza)$/i;
/** Words that join the parts of a company name ("Bank of America", "Procter & Gamble"). */
const NAME_JOINERS = /^(of|and|&|the|de|la|du|von|für|for|y|e|a)$/i;

/**
 * Competitor names only: headings ("COMPETITIVE LANDSCAPE"), phrases ("Established clientele"),
 * common words ("Currently") and fragments are not companies. A name has at most four words, each
 * capitalised (or a joiner such as "of"), and no word of the deck's comparison vocabulary.
 */
export function competitorNames(listed: string[]): string[] {
  const out: string[] = [];
  for (const raw of listed) {
    const name = cleanListItem(raw);
    const words = name.split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 4 || name.length < 2 || name.length > 40) continue;
    if (NOT_A_COMPANY.test(name)) continue;
    if (words.length > 1 && name === name.toUpperCase() && /\p{L}{4}/u.test(name)) continue; // an uppercase heading
    if (!words.every((w) => /^[\p{Lu}\d]/u.test(w) || NAME_JOINERS.test(w) || /^[a-z]+[A-Z.]/.test(w))) continue; // "eBay", "iZettle"
    if (words.length === 1 && /^\p{Lu}\p{Ll}+ly$/u.test(name)) continue; // an adverb
    if (words.length === 1 && /^\p{Lu}{5,}$/u.test(name)) continue; // an uppercase label ("AFFORDABLE"); acronyms are shorter
    if (words.every((w) => /^\p{L}+(?:able|ible|ness|tion|ity|ment|ive|ing)$/iu.test(w))) continue; // qualities, not a company
    if (COMPETITION_WORDS.test(name)) continue;
    if (!out.some((o) => o.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out;
}

/** A list item as the report prints it: no leading quotes, ampersands, pipes or bullets; no "& 32 more". */
export function cleanListItem(text: string): string {
  return text
    .replace(/^[\s"“”'‘’«»&|•●○▪■◦*+\-–—>,;:.]+/u, '')
    .replace(/[\s"“”'‘’«»&|,;:]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Legal boilerplate ("forward-looking statements", "confidential") says nothing about the company. */
export const BOILERPLATE = /forward[- ]looking statements?|safe harbou?r|disclaimer|all rights reserved|strictly confidential|this (presentation|document) (is|has been|does not)/i;

/** Items that say nothing on their own: "32 more", "2014 now", a lone number or word. */
export function isContentfulItem(text: string): boolean {
  if (/^(?:and\s+)?\d+\s+(?:more|others?)\b/i.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  return words.length >= 2;
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function tierName(tier: number): string {
  return TIERS[tier - 1] ?? '';
}

export const REGULATORY = /\b(licen[cs]\w*|regulat\w*|complian\w*|approv\w*|fda|ema|gdpr|hipaa|kyc|aml|mica|sec|fca|finra|certif\w*|permit\w*)\b/i;

/** What a good and a worrying answer sound like, per figure check. */
const CHECK_ANSWERS: Record<FigureFinding['check'], { good: string; bad: string }> = {
  'mrr-vs-arr': {
    good: 'ARR equal to current MRR × 12, or the difference explained (annual prepayments, one-off fees) with the billing data behind it.',
    bad: 'ARR that counts one-off, pilot or contracted-but-unbilled revenue, or no one can say which figure is current.',
  },
  'growth-vs-figures': {
    good: 'The growth rate recomputed from the stated figures, with its period and base named.',
    bad: 'A growth rate taken from a different period, a single best month, or a different metric than the one shown.',
  },
  'runway-vs-burn': {
    good: 'Cash in the bank divided by net monthly burn, matching the stated runway, with the date of the bank balance.',
    bad: 'Runway computed from gross burn, from cash not yet raised, or from a burn that excludes salaries.',
  },
  'market-order': {
    good: 'TAM, SAM and SOM on one definition, each step narrowing the last with a stated assumption and source.',
    bad: 'Figures from different reports stacked without a common definition, or a SOM larger than the SAM defended.',
  },
  'conflicting-values': {
    good: 'One figure named as current, the other explained (a different date, scope or definition).',
    bad: 'Both figures defended at once, or the discrepancy dismissed as rounding when it is not.',
  },
  'projection-as-actual': {
    good: 'Actuals separated from forecasts, with the date the actuals run to and the source (books, analytics).',
    bad: 'Forecast figures presented as achieved, or no actuals for the periods that have ended.',
  },
  freshness: {
    good: 'Current monthly figures from the books, with the change since the deck was written.',
    bad: 'The deck figures repeated, or "we are updating the model" with no current numbers.',
  },
};

function buildQuestions(input: {
  deck: DeckForAnalysis;
  covered: Record<CoreKey, boolean>;
  coveredSlides: Record<CoreKey, number[]>;
  evidence: DeckFindings['evidence'];
  redFlags: RedFlag[];
  ledger: FigureLedger;
  ledgerFindings: FigureFinding[];
  staleFinancial: DeckFindings['staleFinancial'];
  staleMarket: DeckFindings['staleMarket'];
  steep: SteepProjection | null;
  placeholders: Evidence[];
  people: { name: string; role: string }[];
  founders: { name: string; role: string }[];
  roundStated: boolean;
  traction: Figure[];
}): Question[] {
  const q: Question[] = [];
  const { covered, coveredSlides } = input;
  const where = (slides: number[]) => (slides.length > 0 ? ` ${cite(slides)}` : '');

  // 1. Failed figure checks: the deck's own numbers disagree. Findings of one check are one question
  // (two growth rates that both contradict the same figures are one thing to ask, with one good answer).
  const failedChecks = new Map<FigureFinding['check'], FigureFinding[]>();
  for (const f of input.ledgerFindings.filter((x) => x.check !== 'freshness' && x.severity !== 'info')) {
    failedChecks.set(f.check, [...(failedChecks.get(f.check) ?? []), f]);
  }
  for (const [check, findings] of [...failedChecks].slice(0, 4)) {
    const pages = [...new Set(findings.flatMap((f) => f.pages))].sort((a, b) => a - b);
    q.push({
      area: 'Numbers',
      question: `${findings.map((f) => f.message.replace(/\.$/, '')).join('; ')}. Which figure is right, and how is it measured?`,
      slides: pages,
      basis: `figure check "${CHECK_NAMES[check]}"${where(pages)}`,
      ...CHECK_ANSWERS[check],
      mustAsk: findings.some((f) => f.severity === 'error'),
    });
  }
  // Hidden content: text kept from the reader, or addressed to an AI model rather than to an investor.
  const hidden = input.deck.hiddenContent ?? [];
  const instructions = hidden.filter((h) => h.kind === 'instruction');
  const hiddenText = hidden.filter((h) => h.kind === 'hidden-text');
  if (instructions.length > 0) {
    const slides = [...new Set(instructions.map((h) => h.page))];
    q.push({
      area: 'Integrity',
      question: `The deck carries text addressed to an AI model rather than to a reader${where(slides)}, shown on the deck page. Who put it there, and why?`,
      slides,
      basis: `hidden-content check${where(slides)}`,
      good: 'A plain account (a tool or a person added it, it was a test) and a clean copy of the deck, with no other text written for machines.',
      bad: 'Denial of what the file plainly contains, or a defence of steering automated screening.',
      mustAsk: true,
    });
  }
  if (hiddenText.length > 0) {
    const slides = [...new Set(hiddenText.map((h) => h.page))];
    q.push({
      area: 'Integrity',
      question: `Some text in the deck cannot be seen by a reader${where(slides)}, e.g. “${shortQuote(hiddenText[0].text, 100)}” What is it, and does it hold anything the visible slides do not?`,
      slides,
      basis: `hidden-content check${where(slides)}`,
      good: 'Left-over template or draft text, removed in a clean copy; any figure in it either matches the visible slides or is withdrawn.',
      bad: 'Claims that appear only in the hidden text, or figures that contradict the visible ones.',
      mustAsk: false,
    });
  }
  // 2. Stale data.
  if (input.staleFinancial) {
    const n = input.staleFinancial.newest;
    const slides = input.staleFinancial.stale.map((d) => d.figure.page);
    q.push({
      area: 'Financials',
      question: `The newest financial figure in the deck is ${describeFigure(n.figure)}${where([n.figure.page])}, ${n.ageMonths} months old: what are revenue, burn and cash for the last three months?`,
      slides,
      basis: `freshness rule (financial data outdated after ${DATA_FRESHNESS_MONTHS.financial} months)${where(slides)}`,
      ...CHECK_ANSWERS.freshness,
      mustAsk: true,
    });
  }
  if (input.staleMarket) {
    const n = input.staleMarket.newest;
    q.push({
      area: 'Market',
      question: `The market figure ${describeFigure(n.figure)}${where([n.figure.page])} is ${n.ageMonths} months old: what do current sources say, and has the segment you sell to grown or shrunk since?`,
      slides: input.staleMarket.stale.map((d) => d.figure.page),
      basis: `freshness rule (market data outdated after ${DATA_FRESHNESS_MONTHS.market} months)`,
      good: 'A recent source (last 12 months) for the same market definition, and a bottom-up count of the customers actually reachable.',
      bad: 'The old figure repeated, or a broader market swapped in to keep the number large.',
      mustAsk: false,
    });
  }
  // 3. Steep projections.
  if (input.steep) {
    const slides = [...new Set([input.steep.from.page, input.steep.to.page])];
    q.push({
      area: 'Financials',
      question: `${input.steep.text}${where(slides)}: which customers, pipeline, prices and hires does that plan rest on?`,
      slides,
      basis: `figure ledger${where(slides)}`,
      good: 'A bottom-up build (pipeline × conversion × price) with the hiring plan and cash it needs, and last year’s plan compared with what happened.',
      bad: 'A top-down share of the market, or growth assumed without a sales plan to deliver it.',
      mustAsk: true,
    });
  }
  // 4. Funding. What the deck states (a round amount, a runway) is not asked again: it is quoted, and
  // the question goes behind it.
  const roundSlides = input.deck.fieldSources.roundSize?.slides ?? [];
  const runway = statedFigure(input.ledger, ['runway']);
  const runwayFollowUp = runway
    ? ` The deck states ${describeFigure(runway)}${where([runway.page])}: from what cash and monthly burn is it counted, and does it include this round?`
    : '';
  const roundFigure = input.roundStated ? null : statedFigure(input.ledger, ['round_size']);
  if (!input.roundStated && roundFigure) {
    q.push({
      area: 'Funding',
      question: `The deck names ${describeFigure(roundFigure)}${where([roundFigure.page])}: is that the amount you are raising now, and on what instrument and terms?${runway ? runwayFollowUp : ' How many months of runway does it buy?'}`,
      slides: [...new Set([roundFigure.page, ...(runway ? [runway.page] : [])])],
      basis: `amount on the slide, not stated as the round${where([roundFigure.page])}`,
      good: 'The amount confirmed as this round, with the instrument (equity, SAFE, note) and valuation or cap, tied to milestones.',
      bad: 'An amount that is a past raise or a total target, with terms still open.',
      mustAsk: true,
    });
  } else if (!input.roundStated) {
    q.push({
      area: 'Funding',
      question: `How much are you raising, on what instrument and terms, and ${runway ? `what milestones will it reach?${runwayFollowUp}` : 'how many months of runway does it buy?'}`,
      slides: [...new Set([...coveredSlides.ask, ...(runway ? [runway.page] : [])])],
      basis: covered.ask ? `funding slide without an amount${where(coveredSlides.ask)}` : 'no funding ask in the deck',
      good: 'A specific amount, instrument (equity, SAFE, note) and valuation or cap, tied to milestones and a runway in months.',
      bad: 'No amount ("as much as we can"), or an amount not linked to milestones or runway.',
      mustAsk: true,
    });
  } else {
    q.push({
      area: 'Funding',
      question: runway
        ? `What milestones will the ${input.deck.roundSize} round${where(roundSlides)} reach?${runwayFollowUp}`
        : `What milestones will the ${input.deck.roundSize} round${where(roundSlides)} reach, and how many months of runway does it give?`,
      slides: [...new Set([...roundSlides, ...(runway ? [runway.page] : [])])],
      basis: `stated round${where(roundSlides)}`,
      good: 'A use-of-funds split (team, product, go-to-market) and the milestone that de-risks the next round, reached with runway to spare.',
      bad: 'A round size picked without a plan, or runway shorter than the time to the next milestone.',
      mustAsk: false,
    });
  }
  // 5. Traction.
  if (!covered.traction || input.traction.length === 0) {
    q.push({
      area: 'Traction',
      question: 'What evidence of demand do you have today: paying customers, active users, pilots or letters of intent, and how fast are they growing?',
      slides: coveredSlides.traction,
      basis: covered.traction ? `traction slide without figures${where(coveredSlides.traction)}` : 'no traction in the deck',
      good: 'Named customers or cohorts with monthly figures and retention, verifiable in a data room.',
      bad: 'Only interest or "conversations", or figures that cannot be shared.',
      mustAsk: true,
    });
  } else {
    const shown = input.traction.filter((f) => f.metric !== 'growth').slice(0, 2);
    const slides = [...new Set((shown.length > 0 ? shown : input.traction).map((f) => f.page))];
    q.push({
      area: 'Traction',
      question: `How ${shown.length > 0 ? `are ${shown.map(describeFigure).join(' and ')}` : 'are the traction figures'}${where(slides)} measured (paying or free, active or registered), and what does retention look like by cohort?`,
      slides,
      basis: `traction figures${where(slides)}`,
      good: 'Definitions that match the figures, and cohort retention that flattens rather than decays to zero.',
      bad: 'Cumulative or vanity figures without definitions, or no cohort data.',
      mustAsk: false,
    });
  }
  // 6. Team: "founders" are the people the deck calls founders.
  const teamSlides = coveredSlides.team;
  if (input.people.length === 0) {
    q.push({
      area: 'Team',
      question: 'Who are the founders and key hires, what are their roles, and what in their background fits this problem?',
      slides: teamSlides,
      basis: covered.team ? `team slide without named people${where(teamSlides)}` : 'no team in the deck',
      good: 'Full-time founders covering product, technology and sales, with relevant domain experience.',
      bad: 'Part-time or unnamed founders, or key roles (technical lead) outsourced.',
      mustAsk: true,
    });
  } else if (input.founders.length > 0) {
    const names = input.founders.slice(0, 4).map((p) => p.name);
    q.push({
      area: 'Team',
      question: `${names.length === 1 ? `Is ${names[0]}` : `Are ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`}, named as ${names.length === 1 ? 'founder' : 'founders'}${where(teamSlides)}, full-time, and how is equity split and vested among the founders?`,
      slides: teamSlides,
      basis: `team${where(teamSlides)}`,
      good: 'Full-time commitment, four-year vesting with a cliff, and a split that reflects roles.',
      bad: 'A founder part-time or still employed elsewhere, no vesting, or a large stake held by someone who has left.',
      mustAsk: false,
    });
  } else {
    const named = input.people.slice(0, 4).map(personLabel).join('; ');
    q.push({
      area: 'Team',
      question: `The deck names ${named}${where(teamSlides)} but calls none of them a founder: who founded the company, who holds the equity, and who works on it full-time?`,
      slides: teamSlides,
      basis: `team${where(teamSlides)}`,
      good: 'The founders named, full-time, with their equity and vesting, and the roles on the slide explained.',
      bad: 'Founders who are absent from the deck, or key people who are advisers or contractors presented as the team.',
      mustAsk: true,
    });
  }
  // 7. Market, competition, business model.
  if (!covered.market) {
    q.push({
      area: 'Market',
      question: 'Who exactly is the first customer segment, how many of them are there, and what do they pay for the problem today?',
      slides: [],
      basis: 'no market section in the deck',
      good: 'A bottom-up count of reachable customers times a realistic price, with a source.',
      bad: 'Only a top-down "1% of a huge market" figure.',
      mustAsk: false,
    });
  } else if (!input.staleMarket && !input.ledgerFindings.some((f) => f.check === 'market-order' && f.severity !== 'info')) {
    q.push({
      area: 'Market',
      question: `How was the market size${where(coveredSlides.market)} derived, and what share is reachable in the next three years?`,
      slides: coveredSlides.market,
      basis: `market${where(coveredSlides.market)}`,
      good: 'A bottom-up calculation from customer counts and price, with recent sources.',
      bad: 'Analyst headline numbers for a much broader market, or sources older than a year.',
      mustAsk: false,
    });
  }
  if (!covered.competition) {
    q.push({
      area: 'Competition',
      question: 'Who else solves this problem today, including doing nothing or spreadsheets, and why do customers choose you?',
      slides: [],
      basis: 'no competition in the deck',
      good: 'Named alternatives with an honest comparison and a reason to switch that customers have confirmed.',
      bad: '"We have no competitors."',
      mustAsk: false,
    });
  }
  if (!covered.businessModel) {
    q.push({
      area: 'Business model',
      question: businessModelQuestion(input.ledger, where),
      slides: [],
      basis: 'no business model in the deck',
      good: 'A price point that has been charged, with unit economics from real customers.',
      bad: 'Several possible revenue streams, none tested.',
      mustAsk: !covered.financials,
    });
  }
  if (!covered.financials) {
    q.push({
      area: 'Financials',
      question: 'What are monthly revenue, gross margin, net burn and cash today, and what do the next 18 months look like?',
      slides: [],
      basis: 'no financials in the deck',
      good: 'A monthly P&L and cash forecast built from actuals, with the assumptions listed.',
      bad: 'No model, or annual projections with no link to current figures.',
      mustAsk: true,
    });
  }
  // Licences and approvals: asked only where the deck raises regulation, not for a mere "Inc." or patent.
  const legalSlides = [...new Set(input.evidence.legal.filter((e) => REGULATORY.test(e.text)).flatMap((e) => e.slides))];
  if (legalSlides.length > 0) {
    q.push({
      area: 'Legal/Regulatory',
      question: `Which licences, registrations or approvals does the business need (the deck raises them${where(legalSlides)}), and which of them do you hold today?`,
      slides: legalSlides,
      basis: `regulatory mentions${where(legalSlides)}`,
      good: 'A list of required licences with their status and the counsel advising on them.',
      bad: 'Regulation treated as a later problem.',
      mustAsk: false,
    });
  }
  if (input.placeholders.length > 0) {
    const slides = input.placeholders.flatMap((p) => p.slides);
    q.push({
      area: 'Deck quality',
      question: `Some slides still carry template text${where(slides)}: which figures on them are real?`,
      slides,
      basis: `template text${where(slides)}`,
      good: 'A corrected deck with the real figures and their sources.',
      bad: 'Placeholder figures defended as estimates.',
      mustAsk: false,
    });
  }
  return q;
}

export function firstProseOf(slides: Slide[], numbers: number[]): Evidence | null {
  for (const n of numbers) {
    const slide = slides.find((s) => s.n === n);
    if (!slide) continue;
    const s = sentencesOf(slide).find(isProse);
    if (s) return { text: clipWords(s, 30), slides: [n] };
  }
  return null;
}

/** The deck's first actual (or unmarked) figure of these metrics, projections aside: what it already answers. */
export function statedFigure(ledger: FigureLedger, metrics: Figure['metric'][]): Figure | null {
  return ledger.figures.find((f) => metrics.includes(f.metric) && f.status !== 'projected') ?? null;
}

/**
 * "How do you make money" without asking again for a margin or a customer's economics the deck gives: those
 * are quoted, and the question asks what they rest on.
 */
function businessModelQuestion(ledger: FigureLedger, where: (slides: number[]) => string): string {
  const margin = statedFigure(ledger, ['gross_margin']);
  const payback = statedFigure(ledger, ['cac', 'ltv', 'ltv_cac']);
  const asked = [!margin ? 'the gross margin' : '', !payback ? 'the payback period per customer' : ''].filter(Boolean);
  const stated = [margin, payback].filter((f): f is Figure => f !== null);
  return (
    `How do you make money: who pays, how much, how often${asked.length > 0 ? `, and what ${asked.length === 1 ? 'is' : 'are'} ${asked.join(' and ')}` : ''}?` +
    (stated.length > 0
      ? ` The deck gives ${stated.map((f) => `${describeFigure(f)}${where([f.page])}`).join(' and ')}: from which customers and costs?`
      : '')
  );
}
