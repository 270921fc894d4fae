import { DATA_FRESHNESS_MONTHS } from '@pitchscope/domain/constants';
import type { Figure, FigureFinding, FigureLedger } from '@pitchscope/domain/figures/figure';
import { shortQuote } from '@pitchscope/domain/hidden-content';
import type { DeckForAnalysis } from './analysis-provider.ts';
import type { CoreKey, DeckFindings, Evidence } from './findings.ts';
import { describeFigure, FIGURE_CHECK_NAMES, statedFigure, type SteepProjection } from './ledger-view.ts';
import { cite, personLabel } from './text.ts';

/**
 * The questions to ask the founders, each from one finding of the local reading: a failed figure check,
 * hidden text, stale data, a steep projection, the funding ask, and each core section that is missing or
 * says too little. Every question says what prompted it and what a good and a worrying answer sound like.
 */

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

/** What the questions are asked from: the deck, its section coverage and what the findings read of it. */
export interface QuestionInput {
  deck: DeckForAnalysis;
  covered: Record<CoreKey, boolean>;
  coveredSlides: Record<CoreKey, number[]>;
  evidence: DeckFindings['evidence'];
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
}

/** One kind of question: none, one or a few for a deck. */
type QuestionCheck = (input: QuestionInput) => Question[];

/** The checks in the order their questions are listed (smart questions group them by area afterwards). */
const QUESTION_CHECKS: readonly QuestionCheck[] = [
  failedFigureCheckQuestions,
  hiddenInstructionQuestions,
  hiddenTextQuestions,
  staleFinancialQuestions,
  staleMarketQuestions,
  steepProjectionQuestions,
  fundingQuestions,
  tractionQuestions,
  teamQuestions,
  marketQuestions,
  competitionQuestions,
  businessModelQuestions,
  financialsQuestions,
  regulatoryQuestions,
  templateTextQuestions,
];

export function buildQuestions(input: QuestionInput): Question[] {
  return QUESTION_CHECKS.flatMap((check) => check(input));
}

/** Licences and approvals an investor asks about; a mere "Inc." or patent is not one. */
export const REGULATORY = /\b(licen[cs]\w*|regulat\w*|complian\w*|approv\w*|fda|ema|gdpr|hipaa|kyc|aml|mica|sec|fca|finra|certif\w*|permit\w*)\b/i;

/** " (slides 2, 3)" after a phrase, or nothing when no slide is known. */
function where(slides: number[]): string {
  return slides.length > 0 ? ` ${cite(slides)}` : '';
}

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

/** The deck's own numbers disagree. Findings of one check are one question: one thing to ask, one good answer. */
function failedFigureCheckQuestions(input: QuestionInput): Question[] {
  const failedChecks = new Map<FigureFinding['check'], FigureFinding[]>();
  for (const f of input.ledgerFindings.filter((x) => x.check !== 'freshness' && x.severity !== 'info')) {
    failedChecks.set(f.check, [...(failedChecks.get(f.check) ?? []), f]);
  }
  return [...failedChecks].slice(0, 4).map(([check, findings]) => {
    const pages = [...new Set(findings.flatMap((f) => f.pages))].sort((a, b) => a - b);
    return {
      area: 'Numbers',
      question: `${findings.map((f) => f.message.replace(/\.$/, '')).join('; ')}. Which figure is right, and how is it measured?`,
      slides: pages,
      basis: `figure check "${FIGURE_CHECK_NAMES[check]}"${where(pages)}`,
      ...CHECK_ANSWERS[check],
      mustAsk: findings.some((f) => f.severity === 'error'),
    };
  });
}

/** Text addressed to an AI model rather than to an investor. */
function hiddenInstructionQuestions(input: QuestionInput): Question[] {
  const instructions = (input.deck.hiddenContent ?? []).filter((h) => h.kind === 'instruction');
  if (instructions.length === 0) return [];
  const slides = [...new Set(instructions.map((h) => h.page))];
  return [
    {
      area: 'Integrity',
      question: `The deck carries text addressed to an AI model rather than to a reader${where(slides)}, shown on the deck page. Who put it there, and why?`,
      slides,
      basis: `hidden-content check${where(slides)}`,
      good: 'A plain account (a tool or a person added it, it was a test) and a clean copy of the deck, with no other text written for machines.',
      bad: 'Denial of what the file plainly contains, or a defence of steering automated screening.',
      mustAsk: true,
    },
  ];
}

/** Text kept from the reader. */
function hiddenTextQuestions(input: QuestionInput): Question[] {
  const hiddenText = (input.deck.hiddenContent ?? []).filter((h) => h.kind === 'hidden-text');
  if (hiddenText.length === 0) return [];
  const slides = [...new Set(hiddenText.map((h) => h.page))];
  return [
    {
      area: 'Integrity',
      question: `Some text in the deck cannot be seen by a reader${where(slides)}, e.g. “${shortQuote(hiddenText[0].text, 100)}” What is it, and does it hold anything the visible slides do not?`,
      slides,
      basis: `hidden-content check${where(slides)}`,
      good: 'Left-over template or draft text, removed in a clean copy; any figure in it either matches the visible slides or is withdrawn.',
      bad: 'Claims that appear only in the hidden text, or figures that contradict the visible ones.',
      mustAsk: false,
    },
  ];
}

function staleFinancialQuestions(input: QuestionInput): Question[] {
  if (!input.staleFinancial) return [];
  const n = input.staleFinancial.newest;
  const slides = input.staleFinancial.stale.map((d) => d.figure.page);
  return [
    {
      area: 'Financials',
      question: `The newest financial figure in the deck is ${describeFigure(n.figure)}${where([n.figure.page])}, ${n.ageMonths} months old: what are revenue, burn and cash for the last three months?`,
      slides,
      basis: `freshness rule (financial data outdated after ${DATA_FRESHNESS_MONTHS.financial} months)${where(slides)}`,
      ...CHECK_ANSWERS.freshness,
      mustAsk: true,
    },
  ];
}

function staleMarketQuestions(input: QuestionInput): Question[] {
  if (!input.staleMarket) return [];
  const n = input.staleMarket.newest;
  return [
    {
      area: 'Market',
      question: `The market figure ${describeFigure(n.figure)}${where([n.figure.page])} is ${n.ageMonths} months old: what do current sources say, and has the segment you sell to grown or shrunk since?`,
      slides: input.staleMarket.stale.map((d) => d.figure.page),
      basis: `freshness rule (market data outdated after ${DATA_FRESHNESS_MONTHS.market} months)`,
      good: 'A recent source (last 12 months) for the same market definition, and a bottom-up count of the customers actually reachable.',
      bad: 'The old figure repeated, or a broader market swapped in to keep the number large.',
      mustAsk: false,
    },
  ];
}

function steepProjectionQuestions(input: QuestionInput): Question[] {
  if (!input.steep) return [];
  const slides = [...new Set([input.steep.from.page, input.steep.to.page])];
  return [
    {
      area: 'Financials',
      question: `${input.steep.text}${where(slides)}: which customers, pipeline, prices and hires does that plan rest on?`,
      slides,
      basis: `figure ledger${where(slides)}`,
      good: 'A bottom-up build (pipeline × conversion × price) with the hiring plan and cash it needs, and last year’s plan compared with what happened.',
      bad: 'A top-down share of the market, or growth assumed without a sales plan to deliver it.',
      mustAsk: true,
    },
  ];
}

/**
 * The funding ask. What the deck states (a round amount, a runway) is not asked again: it is quoted, and
 * the question goes behind it.
 */
function fundingQuestions(input: QuestionInput): Question[] {
  const runway = statedFigure(input.ledger, ['runway']);
  const runwayFollowUp = runway
    ? ` The deck states ${describeFigure(runway)}${where([runway.page])}: from what cash and monthly burn is it counted, and does it include this round?`
    : '';
  const runwayPages = runway ? [runway.page] : [];
  if (input.roundStated) return [statedRoundQuestion(input, runwayFollowUp, runwayPages)];
  const roundFigure = statedFigure(input.ledger, ['round_size']);
  if (roundFigure) {
    return [
      {
        area: 'Funding',
        question: `The deck names ${describeFigure(roundFigure)}${where([roundFigure.page])}: is that the amount you are raising now, and on what instrument and terms?${runway ? runwayFollowUp : ' How many months of runway does it buy?'}`,
        slides: [...new Set([roundFigure.page, ...runwayPages])],
        basis: `amount on the slide, not stated as the round${where([roundFigure.page])}`,
        good: 'The amount confirmed as this round, with the instrument (equity, SAFE, note) and valuation or cap, tied to milestones.',
        bad: 'An amount that is a past raise or a total target, with terms still open.',
        mustAsk: true,
      },
    ];
  }
  const { covered, coveredSlides } = input;
  return [
    {
      area: 'Funding',
      question: `How much are you raising, on what instrument and terms, and ${runway ? `what milestones will it reach?${runwayFollowUp}` : 'how many months of runway does it buy?'}`,
      slides: [...new Set([...coveredSlides.ask, ...runwayPages])],
      basis: covered.ask ? `funding slide without an amount${where(coveredSlides.ask)}` : 'no funding ask in the deck',
      good: 'A specific amount, instrument (equity, SAFE, note) and valuation or cap, tied to milestones and a runway in months.',
      bad: 'No amount ("as much as we can"), or an amount not linked to milestones or runway.',
      mustAsk: true,
    },
  ];
}

function statedRoundQuestion(input: QuestionInput, runwayFollowUp: string, runwayPages: number[]): Question {
  const roundSlides = input.deck.fieldSources.roundSize?.slides ?? [];
  return {
    area: 'Funding',
    question: runwayFollowUp
      ? `What milestones will the ${input.deck.roundSize} round${where(roundSlides)} reach?${runwayFollowUp}`
      : `What milestones will the ${input.deck.roundSize} round${where(roundSlides)} reach, and how many months of runway does it give?`,
    slides: [...new Set([...roundSlides, ...runwayPages])],
    basis: `stated round${where(roundSlides)}`,
    good: 'A use-of-funds split (team, product, go-to-market) and the milestone that de-risks the next round, reached with runway to spare.',
    bad: 'A round size picked without a plan, or runway shorter than the time to the next milestone.',
    mustAsk: false,
  };
}

function tractionQuestions(input: QuestionInput): Question[] {
  const { covered, coveredSlides } = input;
  if (!covered.traction || input.traction.length === 0) {
    return [
      {
        area: 'Traction',
        question: 'What evidence of demand do you have today: paying customers, active users, pilots or letters of intent, and how fast are they growing?',
        slides: coveredSlides.traction,
        basis: covered.traction ? `traction slide without figures${where(coveredSlides.traction)}` : 'no traction in the deck',
        good: 'Named customers or cohorts with monthly figures and retention, verifiable in a data room.',
        bad: 'Only interest or "conversations", or figures that cannot be shared.',
        mustAsk: true,
      },
    ];
  }
  const shown = input.traction.filter((f) => f.metric !== 'growth').slice(0, 2);
  const slides = [...new Set((shown.length > 0 ? shown : input.traction).map((f) => f.page))];
  return [
    {
      area: 'Traction',
      question: `How ${shown.length > 0 ? `are ${shown.map(describeFigure).join(' and ')}` : 'are the traction figures'}${where(slides)} measured (paying or free, active or registered), and what does retention look like by cohort?`,
      slides,
      basis: `traction figures${where(slides)}`,
      good: 'Definitions that match the figures, and cohort retention that flattens rather than decays to zero.',
      bad: 'Cumulative or vanity figures without definitions, or no cohort data.',
      mustAsk: false,
    },
  ];
}

/** "Founders" are the people the deck calls founders. */
function teamQuestions(input: QuestionInput): Question[] {
  const teamSlides = input.coveredSlides.team;
  if (input.people.length === 0) {
    return [
      {
        area: 'Team',
        question: 'Who are the founders and key hires, what are their roles, and what in their background fits this problem?',
        slides: teamSlides,
        basis: input.covered.team ? `team slide without named people${where(teamSlides)}` : 'no team in the deck',
        good: 'Full-time founders covering product, technology and sales, with relevant domain experience.',
        bad: 'Part-time or unnamed founders, or key roles (technical lead) outsourced.',
        mustAsk: true,
      },
    ];
  }
  if (input.founders.length > 0) {
    const names = input.founders.slice(0, 4).map((p) => p.name);
    return [
      {
        area: 'Team',
        question: `${names.length === 1 ? `Is ${names[0]}` : `Are ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`}, named as ${names.length === 1 ? 'founder' : 'founders'}${where(teamSlides)}, full-time, and how is equity split and vested among the founders?`,
        slides: teamSlides,
        basis: `team${where(teamSlides)}`,
        good: 'Full-time commitment, four-year vesting with a cliff, and a split that reflects roles.',
        bad: 'A founder part-time or still employed elsewhere, no vesting, or a large stake held by someone who has left.',
        mustAsk: false,
      },
    ];
  }
  const named = input.people.slice(0, 4).map(personLabel).join('; ');
  return [
    {
      area: 'Team',
      question: `The deck names ${named}${where(teamSlides)} but calls none of them a founder: who founded the company, who holds the equity, and who works on it full-time?`,
      slides: teamSlides,
      basis: `team${where(teamSlides)}`,
      good: 'The founders named, full-time, with their equity and vesting, and the roles on the slide explained.',
      bad: 'Founders who are absent from the deck, or key people who are advisers or contractors presented as the team.',
      mustAsk: true,
    },
  ];
}

/** A market that is missing is asked for; one already questioned as stale or out of order is not asked twice. */
function marketQuestions(input: QuestionInput): Question[] {
  const { covered, coveredSlides } = input;
  if (!covered.market) {
    return [
      {
        area: 'Market',
        question: 'Who exactly is the first customer segment, how many of them are there, and what do they pay for the problem today?',
        slides: [],
        basis: 'no market section in the deck',
        good: 'A bottom-up count of reachable customers times a realistic price, with a source.',
        bad: 'Only a top-down "1% of a huge market" figure.',
        mustAsk: false,
      },
    ];
  }
  const marketOrderFailed = input.ledgerFindings.some((f) => f.check === 'market-order' && f.severity !== 'info');
  if (input.staleMarket || marketOrderFailed) return [];
  return [
    {
      area: 'Market',
      question: `How was the market size${where(coveredSlides.market)} derived, and what share is reachable in the next three years?`,
      slides: coveredSlides.market,
      basis: `market${where(coveredSlides.market)}`,
      good: 'A bottom-up calculation from customer counts and price, with recent sources.',
      bad: 'Analyst headline numbers for a much broader market, or sources older than a year.',
      mustAsk: false,
    },
  ];
}

function competitionQuestions(input: QuestionInput): Question[] {
  if (input.covered.competition) return [];
  return [
    {
      area: 'Competition',
      question: 'Who else solves this problem today, including doing nothing or spreadsheets, and why do customers choose you?',
      slides: [],
      basis: 'no competition in the deck',
      good: 'Named alternatives with an honest comparison and a reason to switch that customers have confirmed.',
      bad: '"We have no competitors."',
      mustAsk: false,
    },
  ];
}

function businessModelQuestions(input: QuestionInput): Question[] {
  if (input.covered.businessModel) return [];
  return [
    {
      area: 'Business model',
      question: businessModelQuestion(input.ledger),
      slides: [],
      basis: 'no business model in the deck',
      good: 'A price point that has been charged, with unit economics from real customers.',
      bad: 'Several possible revenue streams, none tested.',
      mustAsk: !input.covered.financials,
    },
  ];
}

/**
 * "How do you make money" without asking again for a margin or a customer's economics the deck gives: those
 * are quoted, and the question asks what they rest on.
 */
function businessModelQuestion(ledger: FigureLedger): string {
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

function financialsQuestions(input: QuestionInput): Question[] {
  if (input.covered.financials) return [];
  return [
    {
      area: 'Financials',
      question: 'What are monthly revenue, gross margin, net burn and cash today, and what do the next 18 months look like?',
      slides: [],
      basis: 'no financials in the deck',
      good: 'A monthly P&L and cash forecast built from actuals, with the assumptions listed.',
      bad: 'No model, or annual projections with no link to current figures.',
      mustAsk: true,
    },
  ];
}

/** Licences and approvals: asked only where the deck raises regulation. */
function regulatoryQuestions(input: QuestionInput): Question[] {
  const legalSlides = [...new Set(input.evidence.legal.filter((e) => REGULATORY.test(e.text)).flatMap((e) => e.slides))];
  if (legalSlides.length === 0) return [];
  return [
    {
      area: 'Legal/Regulatory',
      question: `Which licences, registrations or approvals does the business need (the deck raises them${where(legalSlides)}), and which of them do you hold today?`,
      slides: legalSlides,
      basis: `regulatory mentions${where(legalSlides)}`,
      good: 'A list of required licences with their status and the counsel advising on them.',
      bad: 'Regulation treated as a later problem.',
      mustAsk: false,
    },
  ];
}

function templateTextQuestions(input: QuestionInput): Question[] {
  if (input.placeholders.length === 0) return [];
  const slides = input.placeholders.flatMap((p) => p.slides);
  return [
    {
      area: 'Deck quality',
      question: `Some slides still carry template text${where(slides)}: which figures on them are real?`,
      slides,
      basis: `template text${where(slides)}`,
      good: 'A corrected deck with the real figures and their sources.',
      bad: 'Placeholder figures defended as estimates.',
      mustAsk: false,
    },
  ];
}
