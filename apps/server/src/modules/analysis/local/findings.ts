import { TIERS, VERDICTS, type Confidence } from '@pitchscope/domain/constants';
import type { DeckForAnalysis, MetadataResult } from '../analysis.provider.ts';
import { findDatedPoints, findHistoryGap, type DatedPoint, type HistoryGap } from './dates.ts';
import { analyseDeck } from './metadata.ts';
import { SECTION_LABELS, type SectionKey, type Sections } from './sections.ts';
import { cite, clipWords, isProse, sentencesOf, type Slide } from './text.ts';

/**
 * What the deeper local analyses (deep research, smart questions, freshness, news) know about a deck:
 * its slides and sections, evidence lines per area, dated figures, gaps and red flags, and the screening
 * rubric. Every finding carries the slides it rests on, so the reports can cite them.
 */

export interface Evidence {
  text: string;
  slides: number[];
}

export interface Rubric {
  coverage: { points: number; max: number; detail: string };
  traction: { points: number; max: number; detail: string };
  team: { points: number; max: number; detail: string };
  ask: { points: number; max: number; detail: string };
  penalties: { points: number; detail: string[] };
  total: number;
  max: number;
  tier: 1 | 2 | 3 | 4;
  verdict: (typeof VERDICTS)[number];
}

export interface DeckFindings {
  deck: DeckForAnalysis;
  slides: Slide[];
  sections: Sections;
  /** Metadata as the local engine reads the slides (the stored deck's own fields take precedence for display). */
  local: MetadataResult;
  evidence: Record<'team' | 'market' | 'product' | 'businessModel' | 'financials' | 'traction' | 'legal' | 'competition' | 'problem', Evidence[]>;
  dated: DatedPoint[];
  staleFinancial: DatedPoint[];
  staleMarket: DatedPoint[];
  historyGap: HistoryGap | null;
  placeholders: Evidence[];
  strengths: Evidence[];
  weaknesses: Evidence[];
  redFlags: Evidence[];
  questions: { question: string; area: string; slides: number[]; good: string; bad: string; mustAsk: boolean }[];
  confidence: Record<string, Confidence>;
  rubric: Rubric;
  now: Date;
}

const CORE: SectionKey[] = ['problem', 'solution', 'market', 'competition', 'businessModel', 'traction', 'team', 'financials', 'ask'];

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
    for (const sentence of sentencesOf(slide)) {
      const words = sentence.split(/\s+/).length;
      // On the area's own slides a figure is evidence even without the area's vocabulary ("120 paying restaurants").
      const figure = own.length > 0 && /\d/.test(sentence) && words >= 2;
      if (words > 45 || (!figure && (words < 3 || !AREA_TERMS[area].test(sentence)))) continue;
      const key = sentence.toLowerCase().slice(0, 50);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text: clipWords(sentence, 30).replace(/[.…]$/, ''), slides: [slide.n] });
      if (out.length >= max) return out;
    }
  }
  return out;
}

export function buildFindings(deck: DeckForAnalysis, now: Date): DeckFindings {
  const { slides, sections, metadata: local } = analyseDeck({ fileName: deck.companyName, pages: deck.pages });
  const evidence = Object.fromEntries(
    (Object.keys(AREA_TERMS) as (keyof DeckFindings['evidence'])[]).map((area) => [area, collectEvidence(slides, sections, area)]),
  ) as DeckFindings['evidence'];

  const dated = findDatedPoints(slides, now);
  const latestOf = (kind: DatedPoint['kind']) => {
    const pts = dated.filter((p) => p.kind === kind);
    if (pts.length === 0) return [];
    const latest = Math.max(...pts.map((p) => p.periodEnd.getTime()));
    const latestPoints = pts.filter((p) => p.periodEnd.getTime() === latest);
    return latestPoints.every((p) => p.stale) ? pts.filter((p) => p.stale) : [];
  };
  const staleFinancial = latestOf('financial');
  const staleMarket = latestOf('market');
  const historyGap = findHistoryGap(dated, now);

  const placeholders: Evidence[] = [];
  for (const slide of slides) {
    const m = /lorem ipsum|dolor sit amet|\binsert (your|the|a|company|logo|text|here)\b|your company name|\bx target customers\b|\$x+[km]?\b|\bxx+%|\b(tbd|tba)\b|<[a-z ]{2,20}>|\[[a-z ]{2,20}\]/i.exec(slide.lines.join(' '));
    if (m) placeholders.push({ text: m[0], slides: [slide.n] });
  }

  const present = CORE.filter((k) => sections[k].length > 0);
  const missing = CORE.filter((k) => sections[k].length === 0);
  const people = deck.keyPeople && !/not specified/i.test(deck.keyPeople) ? deck.keyPeople.split(';').map((p) => p.trim()).filter(Boolean) : [];
  const peopleSlides = deck.fieldSources.keyPeople?.slides ?? local.fieldSources.keyPeople?.slides ?? [];
  const roundStated = deck.fieldSources.roundSize?.status === 'stated' || deck.fieldSources.roundSize?.status === 'inferred';
  const stageStated = deck.fieldSources.stage?.status === 'stated' || deck.fieldSources.stage?.status === 'inferred';
  const tractionMetrics = local.keyMetrics.filter((m) => sections.traction.some((n) => m.endsWith(`(slide ${n})`)));

  // Strengths: things the deck shows with evidence.
  const strengths: Evidence[] = [];
  if (people.length >= 2) strengths.push({ text: `Named team with roles: ${people.slice(0, 4).join('; ')}`, slides: peopleSlides });
  for (const e of evidence.traction.filter((x) => /\d/.test(x.text)).slice(0, 2)) strengths.push({ text: `Traction shown: "${e.text}"`, slides: e.slides });
  if (sections.market.length > 0 && evidence.market.some((e) => /\d/.test(e.text))) {
    const e = evidence.market.find((x) => /\d/.test(x.text))!;
    strengths.push({ text: `Market sized with figures: "${e.text}"`, slides: e.slides });
  }
  if (roundStated) strengths.push({ text: `Clear ask: ${deck.roundSize}${stageStated ? ` (${deck.stage})` : ''}`, slides: deck.fieldSources.roundSize?.slides ?? [] });
  if (sections.businessModel.length > 0) strengths.push({ text: 'Business model explained on its own slide', slides: sections.businessModel });
  if (sections.competition.length > 0) strengths.push({ text: 'Competition addressed', slides: sections.competition });
  if (present.length >= 7) strengths.push({ text: `Complete deck structure (${present.length} of ${CORE.length} core sections)`, slides: present.flatMap((k) => sections[k].slice(0, 1)) });

  // Weaknesses: what is missing or thin.
  const weaknesses: Evidence[] = missing.map((k) => ({ text: `The deck does not cover ${SECTION_LABELS[k]}`, slides: [] }));
  if (sections.team.length > 0 && people.length === 0) weaknesses.push({ text: 'Team slide names no people with roles', slides: sections.team });
  if (sections.traction.length > 0 && tractionMetrics.length === 0) weaknesses.push({ text: 'Traction slide has no measurable figures', slides: sections.traction });
  if (!roundStated) weaknesses.push({ text: `No round size stated (the ${deck.roundSize} shown elsewhere is the app's default assumption)`, slides: [] });

  // Red flags.
  const redFlags: Evidence[] = [];
  if (staleFinancial.length > 0) {
    const latest = staleFinancial.reduce((a, b) => (a.periodEnd > b.periodEnd ? a : b));
    redFlags.push({
      text: `⚠ Stale data: the latest financial figures are dated ${latest.dateText}, ${latest.ageMonths} months before ${isoDate(now)} (financial data is outdated after 3 months)`,
      slides: staleFinancial.map((p) => p.slide),
    });
  }
  if (staleMarket.length > 0) {
    const latest = staleMarket.reduce((a, b) => (a.periodEnd > b.periodEnd ? a : b));
    redFlags.push({
      text: `⚠ Stale data: market figures are dated ${latest.dateText}, ${latest.ageMonths} months before ${isoDate(now)} (market data is outdated after 6 months)`,
      slides: staleMarket.map((p) => p.slide),
    });
  }
  if (historyGap) {
    redFlags.push({
      text: `⚠ Stale data: financial history runs to ${historyGap.latestYear} and does not show the last calendar year (${historyGap.lastCalendarYear})`,
      slides: historyGap.slides,
    });
  }
  if (placeholders.length > 0) {
    redFlags.push({ text: `Template or placeholder text left in the deck ("${placeholders[0].text}")`, slides: placeholders.map((p) => p.slides[0]) });
  }
  if (sections.ask.length === 0 && !roundStated) redFlags.push({ text: 'No funding ask: amount, instrument and use of funds are not stated', slides: [] });
  if (sections.team.length === 0) redFlags.push({ text: 'No team slide: who runs the company cannot be assessed from the deck', slides: [] });
  if (sections.financials.length === 0 && evidence.financials.length === 0) redFlags.push({ text: 'No financial figures or projections', slides: [] });
  const hockey = findHockeyStick(slides);
  if (hockey) redFlags.push(hockey);

  const questions = buildQuestions({ deck, sections, evidence, staleFinancial, staleMarket, historyGap, placeholders, people, roundStated, tractionMetrics });

  const level = (n: number, high: number, medium: number): Confidence => (n >= high ? 'High' : n >= medium ? 'Medium' : 'Low');
  const confidence: Record<string, Confidence> = {
    executiveSummary: level(present.length, 7, 4),
    team: level(people.length + evidence.team.length, 4, 2),
    market: level(evidence.market.length + sections.market.length, 4, 2),
    product: level(evidence.product.length + sections.product.length + sections.solution.length, 4, 2),
    businessModel: level(evidence.businessModel.length + sections.businessModel.length, 3, 1),
    financials: level(evidence.financials.length + sections.financials.length, 4, 2),
    traction: level(tractionMetrics.length + evidence.traction.length, 4, 2),
    legal: level(evidence.legal.length, 3, 1),
    risks: level(present.length, 7, 4),
  };

  const rubric = scoreRubric({ present, people, tractionMetrics, roundStated, stageStated, sections, redFlags, placeholders });

  return {
    deck,
    slides,
    sections,
    local,
    evidence,
    dated,
    staleFinancial,
    staleMarket,
    historyGap,
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

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Projections that multiply more than tenfold within three years, read from a line of yearly figures. */
function findHockeyStick(slides: Slide[]): Evidence | null {
  for (const slide of slides) {
    for (const line of slide.lines) {
      if (!/\b(revenue|sales|income|gmv|arr)\b/i.test(line)) continue;
      const figures = [...line.matchAll(/\$?\s?(\d+(?:[.,]\d+)?)\s?(k|m|mm|bn|b)?\b/gi)]
        .map((m) => Number(m[1].replace(',', '.')) * ({ k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9 }[(m[2] ?? '').toLowerCase()] ?? 1))
        .filter((v) => v > 0 && !(v >= 1990 && v <= 2100));
      if (figures.length >= 3 && figures.length <= 7) {
        const first = figures[0];
        const last = figures[figures.length - 1];
        if (first > 0 && last / first >= 10 && isIncreasing(figures)) {
          return { text: `Steep projections: ${clipWords(line, 18).replace(/[.…]$/, '')} (more than tenfold growth)`, slides: [slide.n] };
        }
      }
    }
  }
  return null;
}

function isIncreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= values[i - 1]);
}

function scoreRubric(input: {
  present: SectionKey[];
  people: string[];
  tractionMetrics: string[];
  roundStated: boolean;
  stageStated: boolean;
  sections: Sections;
  redFlags: Evidence[];
  placeholders: Evidence[];
}): Rubric {
  const n = input.present.length;
  const coverage = { points: n >= 7 ? 3 : n >= 5 ? 2 : n >= 3 ? 1 : 0, max: 3, detail: `${n} of ${CORE.length} core sections` };
  const t = input.tractionMetrics.length;
  const traction = { points: t >= 3 ? 2 : t >= 1 ? 1 : 0, max: 2, detail: `${t} measurable traction figure${t === 1 ? '' : 's'}` };
  const p = input.people.length;
  const team = {
    points: input.sections.team.length > 0 && p >= 2 ? 2 : input.sections.team.length > 0 || p >= 1 ? 1 : 0,
    max: 2,
    detail: `${input.sections.team.length > 0 ? 'team slide' : 'no team slide'}, ${p} named ${p === 1 ? 'person' : 'people'} with roles`,
  };
  const hasUseOfFunds = input.sections.ask.length > 0;
  const ask = {
    points: (input.roundStated ? 2 : 0) + (input.stageStated || hasUseOfFunds ? 1 : 0),
    max: 3,
    detail: `${input.roundStated ? 'amount stated' : 'no amount stated'}${input.stageStated ? ', stage stated' : ''}${hasUseOfFunds ? ', funding slide present' : ''}`,
  };
  const penaltyDetail: string[] = [];
  let penalty = 0;
  if (input.redFlags.some((f) => f.text.startsWith('⚠ Stale data'))) {
    penalty += 1;
    penaltyDetail.push('stale data (−1)');
  }
  if (input.placeholders.length > 0) {
    penalty += 1;
    penaltyDetail.push('placeholder text (−1)');
  }
  const max = coverage.max + traction.max + team.max + ask.max;
  const total = Math.max(0, coverage.points + traction.points + team.points + ask.points - penalty);
  const tier: 1 | 2 | 3 | 4 = total >= 8 ? 1 : total >= 6 ? 2 : total >= 4 ? 3 : 4;
  const verdict = VERDICTS[tier - 1];
  return { coverage, traction, team, ask, penalties: { points: penalty, detail: penaltyDetail }, total, max, tier, verdict };
}

export function tierName(tier: number): string {
  return TIERS[tier - 1] ?? '';
}

function buildQuestions(input: {
  deck: DeckForAnalysis;
  sections: Sections;
  evidence: DeckFindings['evidence'];
  staleFinancial: DatedPoint[];
  staleMarket: DatedPoint[];
  historyGap: HistoryGap | null;
  placeholders: Evidence[];
  people: string[];
  roundStated: boolean;
  tractionMetrics: string[];
}): DeckFindings['questions'] {
  const q: DeckFindings['questions'] = [];
  const { sections, evidence } = input;
  if (input.staleFinancial.length > 0 || input.historyGap) {
    const slides = [...input.staleFinancial.map((p) => p.slide), ...(input.historyGap?.slides ?? [])];
    q.push({
      area: 'Financials',
      question: `The financial figures ${cite(slides)} stop at ${input.historyGap ? input.historyGap.latestYear : input.staleFinancial[0].dateText}: what are revenue, burn and cash for the last twelve months?`,
      slides,
      good: 'Current monthly figures from the books, reconciled with the bank balance, with the change since the deck was written.',
      bad: 'The deck figures repeated, or "we are updating the model" with no current numbers.',
      mustAsk: true,
    });
  }
  if (!input.roundStated) {
    q.push({
      area: 'Funding',
      question: 'How much are you raising, on what instrument and terms, and how many months of runway does it buy?',
      slides: [],
      good: 'A specific amount, instrument (equity, SAFE, note) and valuation or cap, tied to milestones and a runway in months.',
      bad: 'No amount ("as much as we can"), or an amount not linked to milestones or runway.',
      mustAsk: true,
    });
  } else {
    q.push({
      area: 'Funding',
      question: `What milestones will the ${input.deck.roundSize} ${cite(input.deck.fieldSources.roundSize?.slides ?? [])} reach, and how many months of runway does it give?`,
      slides: input.deck.fieldSources.roundSize?.slides ?? [],
      good: 'A use-of-funds split by team, product and go-to-market with the milestone that de-risks the next round.',
      bad: 'A round size picked without a plan, or runway shorter than the time to the next milestone.',
      mustAsk: true,
    });
  }
  if (sections.traction.length === 0 || input.tractionMetrics.length === 0) {
    q.push({
      area: 'Traction',
      question: 'What evidence of demand do you have today: paying customers, active users, pilots or letters of intent, and how fast are they growing?',
      slides: sections.traction,
      good: 'Named customers or cohorts with monthly figures and retention, verifiable in a data room.',
      bad: 'Only interest or "conversations", or figures that cannot be shared.',
      mustAsk: true,
    });
  } else {
    q.push({
      area: 'Traction',
      question: `How are the traction figures ${cite(sections.traction)} measured, and what do retention and repeat usage look like by cohort?`,
      slides: sections.traction,
      good: 'Clear definitions (paying vs. free, active vs. registered) and cohort retention that flattens rather than decays to zero.',
      bad: 'Cumulative or vanity figures without definitions, or no cohort data.',
      mustAsk: false,
    });
  }
  if (sections.team.length === 0 || input.people.length === 0) {
    q.push({
      area: 'Team',
      question: 'Who are the founders and key hires, what are their roles, and what in their background fits this problem?',
      slides: sections.team,
      good: 'Full-time founders covering product, technology and sales, with relevant domain experience.',
      bad: 'Part-time or unnamed founders, or key roles (technical lead) outsourced.',
      mustAsk: true,
    });
  } else {
    q.push({
      area: 'Team',
      question: `Are all of ${input.people.slice(0, 3).map((p) => p.replace(/\s*\(.*\)$/, '')).join(', ')} ${cite(sections.team)} full-time, and how is equity split among the founders?`,
      slides: sections.team,
      good: 'Full-time commitment, vesting in place, and a split that reflects roles.',
      bad: 'Key people part-time or still employed elsewhere, or no vesting.',
      mustAsk: false,
    });
  }
  if (sections.market.length === 0) {
    q.push({
      area: 'Market',
      question: 'Who exactly is the first customer segment, how many of them are there, and what do they pay for the problem today?',
      slides: [],
      good: 'A bottom-up count of reachable customers times a realistic price, with a source.',
      bad: 'Only a top-down "1% of a huge market" figure.',
      mustAsk: false,
    });
  } else {
    q.push({
      area: 'Market',
      question: `How was the market size ${cite(sections.market)} derived, and what share is reachable in the next three years?`,
      slides: sections.market,
      good: 'A bottom-up calculation from customer counts and price, with recent sources.',
      bad: 'Analyst headline numbers for a much broader market, or sources older than a year.',
      mustAsk: input.staleMarket.length > 0,
    });
  }
  if (sections.competition.length === 0) {
    q.push({
      area: 'Competition',
      question: 'Who else solves this problem today, including doing nothing or spreadsheets, and why do customers choose you?',
      slides: [],
      good: 'Named alternatives with an honest comparison and a reason to switch that customers have confirmed.',
      bad: '"We have no competitors."',
      mustAsk: false,
    });
  }
  if (sections.businessModel.length === 0) {
    q.push({
      area: 'Business model',
      question: 'How do you make money: who pays, how much, how often, and what are the gross margin and payback period per customer?',
      slides: [],
      good: 'A price point that has been charged, with unit economics from real customers.',
      bad: 'Several possible revenue streams, none tested.',
      mustAsk: true,
    });
  }
  if (evidence.legal.length > 0 || /\b(token|crypto|insurance|lending|health|medical|gambling|betting)\b/i.test(input.deck.pages.map((p) => p.text).join(' '))) {
    q.push({
      area: 'Legal/Regulatory',
      question: `Which licences, registrations or approvals does the business need${evidence.legal.length > 0 ? ` (the deck mentions ${cite(evidence.legal.flatMap((e) => e.slides))})` : ''}, and which of them do you hold today?`,
      slides: evidence.legal.flatMap((e) => e.slides),
      good: 'A list of required licences with status and counsel named.',
      bad: 'Regulation treated as a later problem.',
      mustAsk: false,
    });
  }
  if (input.placeholders.length > 0) {
    q.push({
      area: 'Deck quality',
      question: `Some slides still carry template text ${cite(input.placeholders.flatMap((p) => p.slides))}: which figures on them are real?`,
      slides: input.placeholders.flatMap((p) => p.slides),
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
