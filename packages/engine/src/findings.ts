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
  FIGURE_CHECK_NAMES,
  type DatedFigure,
  type FreshnessKind,
  type SteepProjection,
} from './ledger-view.ts';
import { buildQuestions, type Question, type QuestionInput } from './questions.ts';
import { normalizeName } from './company.ts';
import { analyseDeck } from './metadata.ts';
import { detectSections, SECTION_LABELS, type SectionKey, type Sections } from './sections.ts';
import { clipWords, isProse, personLabel, sentencesOf, toSlides, type Slide } from './text.ts';
import { NOT_CHECKED_FOR_HIDDEN_TEXT, NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL, hiddenContentRedFlag } from '@pitchscope/domain/hidden-content';
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

/** The core sections of a pitch deck, in the order the reports list them. */
export const CORE: CoreKey[] = ['problem', 'solution', 'market', 'competition', 'businessModel', 'traction', 'team', 'financials', 'ask'];

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
  const ledger = deck.figures ?? buildFigureLedger(deck.pages.map((p) => ({ page: p.pageNumber, text: p.text })), { asOf: now });
  const dated = datedFigures(ledger, now);
  const people = peopleOf(deck.keyPeople);
  const peopleSlides = deck.fieldSources.keyPeople?.slides ?? local.fieldSources.keyPeople?.slides ?? [];
  // A value the investor corrected (provenance user) counts as stated, like the deck's own.
  const roundStated = isStatedValue(deck.roundSize, deck.fieldSources.roundSize);
  const roundSlides = deck.fieldSources.roundSize?.slides ?? [];
  const competitors = competitorNames(local.competitorsListed);
  const { covered, coveredSlides } = coverageOf({ sections, ledger, people, peopleSlides, roundStated, roundSlides, competitors });
  const reading: DeckReading = {
    deck,
    now,
    sections,
    evidence: collectAllEvidence(slides, sections),
    ledger,
    ledgerFindings: checkFigureLedger(ledger, { asOf: now }),
    dated,
    staleFinancial: staleNewest(dated, 'financial'),
    staleMarket: staleNewest(dated, 'market'),
    steep: findSteepProjection(ledger),
    placeholders: findPlaceholders(slides),
    people,
    founders: people.filter((p) => isFounderHere(p.role, deck.companyName)),
    peopleSlides,
    roundStated,
    stageStated: isStatedValue(deck.stage, deck.fieldSources.stage),
    roundSlides,
    traction: tractionFigures(ledger),
    financial: financialFigures(ledger),
    market: marketFigures(ledger),
    competitors,
    covered,
    coveredSlides,
    present: CORE.filter((k) => covered[k]),
    missing: CORE.filter((k) => !covered[k]),
  };
  return {
    deck,
    slides,
    sections,
    local,
    evidence: reading.evidence,
    ledger,
    ledgerFindings: reading.ledgerFindings,
    dated,
    staleFinancial: reading.staleFinancial,
    staleMarket: reading.staleMarket,
    steep: reading.steep,
    covered,
    coveredSlides,
    people,
    founders: reading.founders,
    competitors,
    placeholders: reading.placeholders,
    strengths: strengthsOf(reading),
    weaknesses: weaknessesOf(reading),
    redFlags: RED_FLAG_CHECKS.flatMap((check) => check(reading)),
    questions: buildQuestions(reading),
    confidence: confidenceOf(reading),
    rubric: rubricOf(reading),
    now,
  };
}

/** What the findings are read from: the deck, its figures and section coverage, and its people and round. */
interface DeckReading extends QuestionInput {
  now: Date;
  sections: Sections;
  dated: DatedFigure[];
  peopleSlides: number[];
  stageStated: boolean;
  roundSlides: number[];
  financial: Figure[];
  market: Figure[];
  competitors: string[];
  present: CoreKey[];
  missing: CoreKey[];
}

function collectAllEvidence(slides: Slide[], sections: Sections): DeckFindings['evidence'] {
  return Object.fromEntries(
    (Object.keys(AREA_TERMS) as (keyof DeckFindings['evidence'])[]).map((area) => [area, collectEvidence(slides, sections, area)]),
  ) as DeckFindings['evidence'];
}

const PLACEHOLDER_TEXT = /lorem ipsum|dolor sit amet|\binsert (your|the|a|company|logo|text|here)\b|your company name|\bx target customers\b|\$x+[km]?\b|\bxx+%|\b(tbd|tba)\b|<[a-z ]{2,20}>|\[[a-z ]{2,20}\]/i;

/** Template text left in the deck, the first of each slide. */
function findPlaceholders(slides: Slide[]): Evidence[] {
  const placeholders: Evidence[] = [];
  for (const slide of slides) {
    const m = PLACEHOLDER_TEXT.exec(slide.lines.join(' '));
    if (m) placeholders.push({ text: m[0], slides: [slide.n] });
  }
  return placeholders;
}

/** Red flags are findings only: failed checks, stale data, the investor's fit, missing core sections, template and hidden text, steep projections. */
const RED_FLAG_CHECKS: readonly ((reading: DeckReading) => RedFlag[])[] = [
  failedFigureCheckFlags,
  (reading) => staleDataFlags(reading, 'financial'),
  (reading) => staleDataFlags(reading, 'market'),
  investorFitFlags,
  missingSectionFlags,
  placeholderFlags,
  hiddenContentFlags,
  steepProjectionFlags,
];

function failedFigureCheckFlags({ ledgerFindings }: DeckReading): RedFlag[] {
  return ledgerFindings.flatMap((f): RedFlag[] =>
    f.check === 'freshness' || f.severity === 'info'
      ? []
      : [{ text: f.message.replace(/\.$/, ''), slides: f.pages, basis: `figure check: ${FIGURE_CHECK_NAMES[f.check]}`, kind: 'ledger', severity: f.severity }],
  );
}

function staleDataFlags(reading: DeckReading, kind: FreshnessKind): RedFlag[] {
  const stale = kind === 'financial' ? reading.staleFinancial : reading.staleMarket;
  if (!stale) return [];
  const n = stale.newest;
  return [
    {
      text: `Stale data: the newest ${kind} figure, ${describeFigure(n.figure)}, is ${n.ageMonths} months old at ${isoDate(reading.now)} (${kind} data is outdated after ${DATA_FRESHNESS_MONTHS[kind]} months)`,
      slides: stale.stale.map((d) => d.figure.page),
      basis: 'freshness rule',
      kind: 'stale',
      severity: 'warning',
    },
  ];
}

function investorFitFlags({ deck }: DeckReading): RedFlag[] {
  const fit = deck.investorFit ?? null;
  if (!fit) return [];
  return FIT_FIELDS.filter(([key]) => fit[key] === 'Red').map(([, label, field, reason]) => ({
    text: `Outside your ${label} criterion: ${fit.rationale[reason].replace(/\.$/, '')}`,
    slides: deck.fieldSources[field]?.slides ?? [],
    basis: 'investor fit',
    kind: 'fit',
    severity: 'warning',
  }));
}

/** The core sections whose absence is a red flag rather than a weakness, with what their absence means. */
const FLAGGED_MISSING: readonly [CoreKey, string][] = [
  ['ask', 'No funding ask: amount, instrument and use of funds are not stated'],
  ['team', 'No team: who runs the company cannot be assessed from the deck'],
  ['financials', 'No financial figures or projections'],
];

function missingSectionFlags({ covered }: DeckReading): RedFlag[] {
  return FLAGGED_MISSING.filter(([key]) => !covered[key]).map(([, text]) => ({ text, slides: [], basis: 'missing section', kind: 'missing', severity: 'warning' }));
}

function placeholderFlags({ placeholders }: DeckReading): RedFlag[] {
  if (placeholders.length === 0) return [];
  return [
    {
      text: `Template or placeholder text left in the deck ("${placeholders[0].text}")`,
      slides: placeholders.map((p) => p.slides[0]),
      basis: 'deck text',
      kind: 'placeholder',
      severity: 'warning',
    },
  ];
}

/** Hidden text and instructions aimed at an AI model, found at extraction and kept out of the slide text. */
function hiddenContentFlags({ deck }: DeckReading): RedFlag[] {
  // An instruction is not repeated: report text may reach a model (smart questions take red flags).
  const flags: RedFlag[] = (deck.hiddenContent ?? []).map((finding) => ({ ...hiddenContentRedFlag(finding), slides: [finding.page], kind: 'hidden' }));
  // A deck extracted before detection existed has no findings because nobody looked, not because it is clean.
  if (deck.hiddenContentChecked === false) {
    flags.push({ text: NOT_CHECKED_FOR_HIDDEN_TEXT, slides: [], basis: NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL, kind: 'hidden', severity: 'warning' });
  }
  return flags;
}

function steepProjectionFlags({ steep }: DeckReading): RedFlag[] {
  if (!steep) return [];
  return [{ text: `Steep projections: ${steep.text}`, slides: [...new Set([steep.from.page, steep.to.page])], basis: 'figure ledger', kind: 'projection', severity: 'warning' }];
}

const pagesOf = (figures: Figure[]) => [...new Set(figures.map((f) => f.page))];

/** Things the deck shows with evidence. */
function strengthsOf(r: DeckReading): Evidence[] {
  const strengths: Evidence[] = [];
  if (r.people.length >= 2) strengths.push({ text: `Named team: ${r.people.slice(0, 4).map(personLabel).join('; ')}`, slides: r.peopleSlides });
  const shownTraction = r.traction.filter((f) => f.metric !== 'growth').slice(0, 3);
  if (shownTraction.length > 0) strengths.push({ text: `Traction stated: ${shownTraction.map(describeFigure).join('; ')}`, slides: pagesOf(shownTraction) });
  if (r.market.length > 0) strengths.push({ text: `Market sized with figures: ${r.market.slice(0, 3).map(describeFigure).join('; ')}`, slides: pagesOf(r.market.slice(0, 3)) });
  if (r.roundStated) strengths.push({ text: `Clear ask: ${r.deck.roundSize}${r.stageStated ? ` (${r.deck.stage})` : ''}`, slides: r.roundSlides });
  if (r.sections.businessModel.length > 0) strengths.push({ text: 'Business model explained on its own slide', slides: r.sections.businessModel });
  if (r.covered.competition) strengths.push({ text: r.competitors.length > 0 ? `Competition addressed, naming ${r.competitors.slice(0, 4).join(', ')}` : 'Competition addressed', slides: r.sections.competition });
  if (r.present.length >= 7) strengths.push({ text: `Complete deck structure (${r.present.length} of ${CORE.length} core sections)`, slides: r.present.flatMap((k) => r.coveredSlides[k].slice(0, 1)) });
  if (r.ledgerFindings.every((f) => f.severity === 'info') && r.ledger.figures.length >= 5) {
    strengths.push({ text: `The deck's ${r.ledger.figures.length} figures pass the consistency checks`, slides: [] });
  }
  return strengths;
}

/** Gaps that are not already red flags, and thin sections. */
function weaknessesOf(r: DeckReading): Evidence[] {
  const flaggedMissing = new Set<CoreKey>(FLAGGED_MISSING.map(([key]) => key));
  const weaknesses: Evidence[] = r.missing.filter((k) => !flaggedMissing.has(k)).map((k) => ({ text: `The deck does not cover ${SECTION_LABELS[k]}`, slides: [] }));
  if (r.sections.team.length > 0 && r.people.length === 0) weaknesses.push({ text: 'The team slide names no people with roles', slides: r.sections.team });
  if (r.sections.traction.length > 0 && r.traction.length === 0) weaknesses.push({ text: 'The traction slide states no measurable figures', slides: r.sections.traction });
  if (r.covered.ask && !r.roundStated) weaknesses.push({ text: `The funding slide states no amount (the ${r.deck.roundSize} shown elsewhere is the app's default assumption)`, slides: r.sections.ask });
  return weaknesses;
}

function confidenceOf({ present, people, evidence, sections, market, financial, traction }: DeckReading): Record<string, Confidence> {
  const level = (n: number, high: number, medium: number): Confidence => (n >= high ? 'High' : n >= medium ? 'Medium' : 'Low');
  return {
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
}

function rubricOf(r: DeckReading): RubricResult {
  const hiddenContent = r.deck.hiddenContent ?? [];
  return scoreDeepAnalysis({
    coveredSections: r.present.map((k) => capitalise(SECTION_LABELS[k])),
    missingSections: r.missing.map((k) => capitalise(SECTION_LABELS[k])),
    tractionFigures: r.traction.length,
    namedPeople: r.people.length,
    askAmountStated: r.roundStated,
    ledgerFindings: r.ledgerFindings.filter((f) => f.check !== 'freshness'),
    staleData: r.staleFinancial !== null || r.staleMarket !== null,
    placeholders: r.placeholders.length > 0,
    hiddenContent: {
      hiddenText: hiddenContent.filter((h) => h.kind === 'hidden-text').length,
      instructions: hiddenContent.filter((h) => h.kind === 'instruction').length,
    },
    fit: r.deck.investorFit ?? null,
  });
}

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


export function firstProseOf(slides: Slide[], numbers: number[]): Evidence | null {
  for (const n of numbers) {
    const slide = slides.find((s) => s.n === n);
    if (!slide) continue;
    const s = sentencesOf(slide).find(isProse);
    if (s) return { text: clipWords(s, 30), slides: [n] };
  }
  return null;
}
