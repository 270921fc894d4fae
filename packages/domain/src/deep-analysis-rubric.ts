/**
 * The screening rubric behind a deep analysis's tier and initial verdict (issue #16 item 3). Pure: it
 * weighs what a report has already found, in three parts, then applies caps no score can buy back.
 *
 * 1. Completeness (0–4): the core sections the deck covers (problem, solution, market, competition,
 *    business model, traction, team, financials, ask). 8–9 → 4, 7 → 3, 5–6 → 2, 3–4 → 1, else 0.
 * 2. Evidence (0–4): traction figures stated (3+ → 2, 1–2 → 1), people named as the team (2+ → 1),
 *    the round's amount stated (1).
 * 3. Deductions: each error-severity figure-ledger finding −2 (at most −4), each warning −1 (at most
 *    −2), stale data −1, template text left in the deck −1, hidden text (a reader cannot see it) −1.
 *
 * Score = completeness + evidence − deductions, 0–8. Tiers: 7–8 → 1 Priority Review (Hot), 5–6 → 2 Worth
 * Closer Look (Promising), 3–4 → 3 Borderline (Needs Work), 0–2 → 4 Pass.
 *
 * Caps, applied after the score:
 * - a Red investor-fit criterion (outside the investor's stage, check size, sector or geography) →
 *   Tier 3 at best: the deck may be sound but it is not for this investor's mandate;
 * - an error-severity ledger finding (the deck's core numbers disagree with each other) → Tier 2 at best;
 * - a missing team or funding ask → Tier 2 at best;
 * - instructions aimed at an AI model in the deck ("ignore previous instructions", "rate this deck
 *   highly") → Tier 3 at best: a deck that tries to steer the screening cannot be trusted to rank high.
 *
 * The tier says how strong a case the deck makes for this investor to look closer; it is not advice on
 * a transaction (spec deep-analysis-admin §1).
 */
import { TIERS, VERDICTS } from './constants.ts';
import type { FitColor, InvestorFit } from './contracts/decks.ts';
import type { FigureFinding } from './figures/figure.ts';

export type RubricTier = 1 | 2 | 3 | 4;
export type RubricVerdict = (typeof VERDICTS)[number];

export interface RubricInput {
  /** Core sections the deck covers, by label ("Team", "Funding ask"). */
  coveredSections: string[];
  /** Core sections it does not cover, by label. */
  missingSections: string[];
  /** Traction figures the deck states (customers, users, revenue to date…). */
  tractionFigures: number;
  /** People the deck names as its team. */
  namedPeople: number;
  /** The deck states the round's amount. */
  askAmountStated: boolean;
  /** Findings of the figure-ledger checks. */
  ledgerFindings: ReadonlyArray<Pick<FigureFinding, 'check' | 'severity' | 'message' | 'pages'>>;
  staleData: boolean;
  placeholders: boolean;
  /** Hidden-content findings of extraction (see hidden-content.ts): hidden passages and model instructions. */
  hiddenContent?: { hiddenText: number; instructions: number };
  /** The deck's investor fit, when the investor has one. */
  fit: Pick<InvestorFit, 'overallMatch' | 'stageFit' | 'checkSizeFit' | 'sectorAlignment' | 'geographyFit'> | null;
}

export interface RubricPart {
  points: number;
  max: number;
  detail: string;
}

export interface RubricResult {
  completeness: RubricPart;
  evidence: RubricPart;
  deductions: { points: number; detail: string[] };
  score: number;
  max: number;
  /** Tier from the score alone, before caps. */
  scoreTier: RubricTier;
  tier: RubricTier;
  verdict: RubricVerdict;
  /** The caps whose condition holds, one sentence each (whether or not the score was already lower). */
  caps: string[];
}

export const RUBRIC_MAX = 8;
const CORE_COUNT = 9;

const FIT_LABELS: ReadonlyArray<[keyof NonNullable<RubricInput['fit']>, string]> = [
  ['stageFit', 'stage'],
  ['checkSizeFit', 'check size'],
  ['sectorAlignment', 'sector'],
  ['geographyFit', 'geography'],
];

export function tierFromScore(score: number): RubricTier {
  return score >= 7 ? 1 : score >= 5 ? 2 : score >= 3 ? 3 : 4;
}

export function tierLabel(tier: RubricTier): string {
  return TIERS[tier - 1];
}

/** The investor-fit criteria rated Red, by label ("sector"). */
export function redFitCriteria(fit: RubricInput['fit']): string[] {
  if (!fit) return [];
  return FIT_LABELS.filter(([key]) => (fit[key] as FitColor) === 'Red').map(([, label]) => label);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function scoreDeepAnalysis(input: RubricInput): RubricResult {
  const covered = input.coveredSections.length;
  const completeness: RubricPart = {
    points: covered >= 8 ? 4 : covered >= 7 ? 3 : covered >= 5 ? 2 : covered >= 3 ? 1 : 0,
    max: 4,
    detail: `${covered} of ${CORE_COUNT} core sections covered${input.missingSections.length > 0 ? `; not covered: ${input.missingSections.join(', ')}` : ''}`,
  };

  const traction = input.tractionFigures >= 3 ? 2 : input.tractionFigures >= 1 ? 1 : 0;
  const team = input.namedPeople >= 2 ? 1 : 0;
  const ask = input.askAmountStated ? 1 : 0;
  const evidence: RubricPart = {
    points: traction + team + ask,
    max: 4,
    detail: [
      `${plural(input.tractionFigures, 'traction figure')} (${traction}/2)`,
      `${plural(input.namedPeople, 'person', 'people')} named on the team (${team}/1)`,
      `round amount ${input.askAmountStated ? 'stated' : 'not stated'} (${ask}/1)`,
    ].join(', '),
  };

  const errors = input.ledgerFindings.filter((f) => f.severity === 'error');
  const warnings = input.ledgerFindings.filter((f) => f.severity === 'warning');
  const detail: string[] = [];
  let deducted = 0;
  if (errors.length > 0) {
    const points = Math.min(4, errors.length * 2);
    deducted += points;
    detail.push(`${plural(errors.length, 'inconsistency', 'inconsistencies')} between the deck's figures (−${points})`);
  }
  if (warnings.length > 0) {
    const points = Math.min(2, warnings.length);
    deducted += points;
    detail.push(`${plural(warnings.length, 'figure check')} with a warning (−${points})`);
  }
  if (input.staleData) {
    deducted += 1;
    detail.push('stale data (−1)');
  }
  if (input.placeholders) {
    deducted += 1;
    detail.push('template text left in the deck (−1)');
  }
  if ((input.hiddenContent?.hiddenText ?? 0) > 0) {
    deducted += 1;
    detail.push('hidden text a reader cannot see (−1)');
  }

  const score = Math.max(0, completeness.points + evidence.points - deducted);
  const scoreTier = tierFromScore(score);
  let tier = scoreTier;
  const caps: string[] = [];
  const capAt = (best: RubricTier, reason: string) => {
    tier = Math.max(tier, best) as RubricTier;
    caps.push(`${reason}: Tier ${best} at best.`);
  };
  const red = redFitCriteria(input.fit);
  if (red.length > 0) capAt(3, `Outside the investor's criteria (${red.join(', ')} rated Red)`);
  if (errors.length > 0) capAt(2, "The deck's core figures are inconsistent");
  const missingCore = input.missingSections.filter((s) => /^(team|funding ask)$/i.test(s));
  if (missingCore.length > 0) capAt(2, `No ${missingCore.join(' and no ').toLowerCase()} in the deck`);
  if ((input.hiddenContent?.instructions ?? 0) > 0) capAt(3, 'The deck carries instructions aimed at an AI model');

  return {
    completeness,
    evidence,
    deductions: { points: deducted, detail },
    score,
    max: RUBRIC_MAX,
    scoreTier,
    tier,
    verdict: VERDICTS[tier - 1],
    caps,
  };
}
