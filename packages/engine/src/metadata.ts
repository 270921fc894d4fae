import {
  COMPETITORS_MAX,
  EXTRACTION_FALLBACKS,
  KEY_METRICS_MAX,
} from '@pitchscope/domain/constants';
import type { FieldSources } from '@pitchscope/domain/contracts/decks';
import type { DeckText, MetadataResult } from './analysis-provider.ts';
import { findCompanyName, normalizeName } from './company.ts';
import { guessIndustry, industryDoubt } from './industry.ts';
import type { FinderDoubt } from './learned/fact-calibration.ts';
import { PROBLEM_TALK, NO_DESCRIPTION_FOUND, composeExecutiveSummary, findDescription } from './description-finder.ts';
import { ASSUMED, inferred, NOT_SPECIFIED, stated, type Found } from './found.ts';
import { findMoney } from './money.ts';
import { findKeyPeople } from './people-finder.ts';
import { findStage } from './stage-finder.ts';
import { findRoundSize } from './round-finder.ts';
import { findGeography } from './location-finder.ts';
import { findWebsite } from './website-finder.ts';
import { detectSections, type SectionKey, type Sections } from './sections.ts';
import { factsToScore, withConfidence, type DeckFacts, type ScoredFact } from './fact-confidence.ts';
import { builtInEngineWeights, type EngineWeights } from './learned/engine-weights.ts';
import { isCompleteSentence, judgeSentence } from './sentence-quality.ts';
import { clipWords, lowerCaseWords, sentencesOf, toSlides, unique, type Slide } from './text.ts';

export { NOT_SPECIFIED } from './found.ts';

export interface DeckAnalysis {
  slides: Slide[];
  sections: Sections;
  metadata: MetadataResult;
}

/** The learned parts of the engine that read metadata (the engine weights file). */
export type MetadataWeights = Pick<EngineWeights, 'company' | 'location' | 'factConfidence'>;

/** Reads a deck once; the other local analyses work from this. */
export function analyseDeck(deck: DeckText, weights: MetadataWeights = builtInEngineWeights()): DeckAnalysis {
  const slides = toSlides(deck.pages);
  const sections = detectSections(slides);
  return { slides, sections, metadata: extractMetadataFromSlides(slides, sections, deck.fileName, weights) };
}

export function extractMetadata(deck: DeckText, weights: MetadataWeights = builtInEngineWeights()): MetadataResult {
  return analyseDeck(deck, weights).metadata;
}

export function extractMetadataFromSlides(
  slides: Slide[],
  sections: Sections,
  fileName: string,
  weights: MetadataWeights = builtInEngineWeights(),
): MetadataResult {
  return readMetadata(slides, sections, fileName, weights).metadata;
}

/**
 * The metadata, and each found fact with the evidence its confidence was computed from (what the fit of
 * the fact calibration learns from: scripts/fact-calibration-fit.ts).
 */
export function readMetadata(
  slides: Slide[],
  sections: Sections,
  fileName: string,
  weights: MetadataWeights = builtInEngineWeights(),
): { metadata: MetadataResult; facts: ScoredFact[] } {
  const company = findCompanyName(slides, fileName, weights.company);
  const { description, topic, others } = findDescription(slides, sections, company.value);
  const industry = findIndustry(slides, sections, topic, company.value);
  const stage = findStage(slides, sections);
  const round = findRoundSize(slides, sections);
  const geography = findGeography(slides, sections, company.value, weights.location);
  const website = findWebsite(slides);
  const people = findKeyPeople(slides, sections, company.value);
  const product = findProduct(slides, sections, company.value);
  const shortDescription: Found =
    description ??
    (product.source.status !== 'assumed' && isCompleteSentence(product.value)
      ? product
      : NO_DESCRIPTION_FOUND);
  const executive = composeExecutiveSummary(slides, sections, {
    company: company.value,
    description: shortDescription,
    stage,
    round,
    geography,
    people,
    others,
  });

  const foundSources: FieldSources = {
    companyName: company.source,
    product: product.source,
    industry: industry.source,
    stage: stage.source,
    roundSize: round.source,
    geography: geography.source,
    shortDescription: shortDescription.source,
    executiveSummary: executive.source,
    website: website.source,
    keyPeople: people.source,
  };
  const values = {
    companyName: company.value,
    product: product.value,
    industry: industry.value,
    stage: stage.value,
    roundSize: round.value,
    geography: geography.value,
    website: website.value,
    keyPeople: people.value,
  };
  const deckFacts: DeckFacts = {
    slides,
    sections,
    values,
    fieldSources: foundSources,
    // The scorers' probabilities are fitted on labelled decks: evidence for the confidence. A name from
    // the file name is no scorer's reading (its confidence is that the deck's best candidate is not the name).
    fitted: {
      geography: { confidence: geography.confidence, evidenceSlide: geography.evidenceSlide },
      ...(company.source.status === 'stated'
        ? { companyName: { confidence: company.confidence, evidenceSlide: company.evidenceSlide } }
        : {}),
    },
    doubts: {
      ...(industry.doubt ? { industry: industry.doubt } : {}),
      ...(company.source.status === 'stated' && company.doubt ? { companyName: company.doubt } : {}),
    },
  };
  const facts = factsToScore(deckFacts);
  const fieldSources = withConfidence(deckFacts, weights.factConfidence, facts);

  const metadata: MetadataResult = {
    companyName: company.value,
    product: product.value,
    industry: industry.value,
    stage: stage.value,
    roundSize: round.value,
    geography: geography.value,
    website: website.value,
    keyPeople: people.value,
    shortDescription: shortDescription.value,
    executiveSummary: executive.value,
    teamSize: findTeamSize(slides, people.count),
    revenue: findRevenue(slides),
    foundedYear: findFoundedYear(slides),
    keyMetrics: findKeyMetrics(slides, sections),
    competitorsListed: findCompetitors(slides, sections, company.value),
    sections: Object.fromEntries(Object.entries(sections).filter(([, v]) => v.length > 0)),
    fieldSources,
  };
  return { metadata, facts };
}

// ---------------------------------------------------------------------------------------------------
// Description, product, industry

const PRODUCT_NOUNS =
  /\b(platform|app|application|device|tool|service|system|software|marketplace|protocol|network|solution|sensor|wallet|bot|api|engine|assistant|game)s?\b/i;

function findProduct(slides: Slide[], sections: Sections, company: string): Found {
  const preferred = unique([...sections.product, ...sections.solution]);
  // The team, competition and problem slides speak of people, rivals and today's tools.
  const aboutOthers = (slide: Slide) =>
    !preferred.includes(slide.n) &&
    [sections.team, sections.competition, sections.problem].some((section) => section.includes(slide.n));
  const ordered = [
    ...preferred.map((n) => slides.find((s) => s.n === n)).filter((s): s is Slide => !!s),
    ...slides.slice(0, 3).filter((slide) => !aboutOthers(slide)),
  ];
  const companyKey = normalizeName(company);
  for (const slide of ordered) {
    for (const sentence of sentencesOf(slide)) {
      if (!PRODUCT_NOUNS.test(sentence)) continue;
      // "Today's tools are complex": the problem, unless the company is its subject.
      if (PROBLEM_TALK.test(sentence) && !(companyKey.length >= 3 && normalizeName(sentence).includes(companyKey))) continue;
      const words = sentence.split(/\s+/).length;
      if (words < 3 || words > 40) continue;
      // The tail of a sentence broken over lines ("-to -adopt platform") is no account of the product.
      if (/^[‐‑‒–—-]\p{L}/u.test(sentence) || (sentence.match(/\p{L}{2,}/gu) ?? []).length < 3) continue;
      // A row of headings ("OPPORTUNITY | SOLUTION | BUSINESS") names sections, not the product.
      if (/\|/.test(sentence) || judgeSentence(sentence).problems.includes('mostly-numbers-or-caps')) continue;
      if (/^(problem|solution|product)s?$/i.test(sentence)) continue;
      // A team line ("Jane Doe (CTO, software)") names people, not the product.
      if (/\b(ceo|cto|coo|cfo|cmo|co-?founder|founder)\b/i.test(sentence)) continue;
      return { value: clipWords(sentence, 18), source: stated([slide.n]) };
    }
  }
  // Spec pitch-deck-handling §5.3.
  return { value: `${company}'s Platform`, source: ASSUMED };
}

/** Slides about others than the company: its rivals, customers and partners, its people's past employers. */
const ABOUT_OTHERS: SectionKey[] = ['competition', 'traction', 'team'];
/** Slides about the company's own offering: vocabulary there describes it, whatever else the slide holds. */
const ABOUT_ITSELF: SectionKey[] = ['product', 'solution'];

function findIndustry(slides: Slide[], sections: Sections, description?: string, company?: string): Found & { doubt?: FinderDoubt } {
  const guess = guessIndustry(slides, description, company);
  if (!guess) return { value: EXTRACTION_FALLBACKS.industry, source: ASSUMED };
  const own = new Set(ABOUT_ITSELF.flatMap((key) => sections[key]));
  const others = new Set(ABOUT_OTHERS.flatMap((key) => sections[key]).filter((n) => !own.has(n) && n !== slides[0]?.n));
  return { value: guess.industry, source: inferred(guess.slides), doubt: industryDoubt(guess, others) };
}

// ---------------------------------------------------------------------------------------------------
// People, team size

function findTeamSize(slides: Slide[], peopleCount: number): string {
  for (const slide of slides) {
    const m =
      /\b(?:team of|we are)\s+(\d{1,4})\b|\b(\d{1,4})\s+(?:employees|people|team members|engineers|ftes?|staff)\b/i.exec(
        slide.lines.join(' '),
      );
    if (m) return `${m[1] ?? m[2]} (slide ${slide.n})`;
  }
  return peopleCount > 0 ? `${peopleCount}+ named on the team slide` : NOT_SPECIFIED;
}

// ---------------------------------------------------------------------------------------------------
// Revenue, founded, metrics, competitors

function findRevenue(slides: Slide[]): string {
  for (const slide of slides) {
    for (const line of slide.lines) {
      if (!/\b(revenue|revenues|arr|mrr|sales|turnover|gmv)\b/i.test(line)) continue;
      if (/\b(projected|projection|forecast|target|potential|market|by 20\d\d|estimated)\b/i.test(line))
        continue;
      const money = findMoney(line);
      if (money.length > 0) return `${clipWords(line, 16)} (slide ${slide.n})`;
    }
  }
  return NOT_SPECIFIED;
}

function findFoundedYear(slides: Slide[]): string {
  for (const slide of slides) {
    const m =
      /\b(?:founded|established|est\.|incorporated|started|since|założon\w*|fundada|gegründet)\s*(?:in\s+)?(?:\w+\s+)?((?:19|20)\d\d)\b/i.exec(
        slide.lines.join(' '),
      );
    if (m) return m[1];
  }
  return NOT_SPECIFIED;
}

const METRIC_WORDS =
  /\b(users|customers|clients|downloads|revenue|arr|mrr|gmv|growth|retention|churn|subscribers|members|signups|sign-ups|units|orders|transactions|bookings|partners|nights|listings|installs|mau|dau|conversion|margin|nps|waitlist|pilots?|sold|countries|cities)\b/i;

function findKeyMetrics(slides: Slide[], sections: Sections): string[] {
  const order = unique([...sections.traction, ...sections.financials, ...slides.map((s) => s.n)]);
  const metrics: string[] = [];
  for (const n of order) {
    const slide = slides.find((s) => s.n === n);
    if (!slide) continue;
    for (const line of slide.lines) {
      if (metrics.length >= KEY_METRICS_MAX) return metrics;
      const onTraction = sections.traction.includes(n);
      // Years ("2011", "FY2020E") and list numbers ("1. customer discovery, 2.") are no figures.
      const figures = line
        .replace(/\b(?:FY|CY|Q[1-4])?'?(19|20)\d\d[EAFPB]?\b/gi, '')
        .replace(/(?<![\d.,])\b\d{1,2}[.)](?=\s|$)/g, '');
      if ((!METRIC_WORDS.test(line) && !onTraction) || !/\d/.test(figures))
        continue;
      // A figure alone ("1000%") says nothing.
      if ((line.match(/\p{L}{3,}/gu) ?? []).length < 2) continue;
      if (line.split(' ').length > 22 || /\b(market size|tam|sam|som)\b/i.test(line)) continue;
      const entry = `${line.replace(/^[•●○▪■◦*\-–—>]+\s*/, '')} (slide ${n})`;
      if (!metrics.includes(entry)) metrics.push(entry);
    }
  }
  return metrics;
}

const COMPETITOR_NOISE =
  /^(competition|competitors?|competitive|landscape|us|we|our|you|yes|no|price|pricing|features?|cost|high|low|medium|none|other|others|and|or|vs\.?|versus|advantages?|comparison|legend|source|free|paid|mobile|web|desktop|global|local|\d+.*)$/i;

function findCompetitors(slides: Slide[], sections: Sections, company: string): string[] {
  const own = normalizeName(company);
  const lowerWords = lowerCaseWords(slides);
  const found: string[] = [];
  const push = (raw: string) => {
    const name = raw.trim().replace(/[.,;:]+$/, '');
    const key = normalizeName(name);
    if (key.length < 2 || key === own || COMPETITOR_NOISE.test(name)) return;
    if (!found.some((f) => normalizeName(f) === key)) found.push(name);
  };
  for (const slide of slides) {
    // Lines stay apart: "… than competitors" ending one line and "Trade profit …" opening the next are
    // no list of rivals. Only a colon carries the list over to the next line.
    const text = slide.lines.join('\n');
    for (const m of text.matchAll(
      /\b(?:competitors?(?: include| such as| like)?|compete with|vs\.?|versus|alternatives? (?:like|such as))(?:[ \t]*:\s*|[ \t]+)((?:[\p{Lu}][\p{L}\d.&'-]*(?:[ \t][\p{Lu}][\p{L}\d.&'-]*)?(?:,[ \t]*|[ \t]+and[ \t]+|[ \t]*\/[ \t]*)?){1,5})/gu,
    )) {
      for (const part of m[1].split(/,|\band\b|\//)) push(part);
    }
  }
  for (const n of sections.competition) {
    const slide = slides.find((s) => s.n === n);
    if (!slide) continue;
    // The first line is the slide's heading ("Why us", "Landscape"); a line may list several ("A, B").
    for (const line of slide.lines.slice(1).flatMap((l) => l.split(/\s*[,;/]\s*/))) {
      const words = line.split(' ');
      if (words.length > 3 || line.length > 30) continue;
      if (!/^[\p{Lu}\d]/u.test(line) || /[.:?!…&-]$/.test(line)) continue;
      // A comparison table's rows and columns ("Affordable", "Smoke detection") are words the deck
      // also writes in lower case; a rival's name is not.
      if (words.every((w) => lowerWords.has(w.toLowerCase().replace(/[^\p{L}\d'’-]/gu, '')))) continue;
      // A column heading in capitals ("AFFORDABLE", "ONLINE TRANSACTION"; an acronym like "SAP" may be a
      // rival), or a phrase ("Proliferation of facilities", "Similar technology"): a name is capitalised.
      if (line === line.toUpperCase() && (words.length > 1 || /\p{Lu}{5,}/u.test(line))) continue;
      if (words.slice(1).some((w) => /^\p{Ll}/u.test(w))) continue;
      push(line);
    }
  }
  return found.slice(0, COMPETITORS_MAX);
}
