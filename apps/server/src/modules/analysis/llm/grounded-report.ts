import { TIERS, VERDICTS } from '@pitchscope/domain/constants';
import type { InvestorFit } from '@pitchscope/domain/contracts/decks';
import { redFitCriteria } from '@pitchscope/domain/deep-analysis-rubric';
import type { FigureFinding } from '@pitchscope/domain/figures/figure';
import {
  NOT_CHECKED_FOR_HIDDEN_TEXT,
  NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL,
  hiddenContentRedFlag,
  type HiddenContentFinding,
} from '@pitchscope/domain/hidden-content';
import {
  unverifiedNotice,
  verificationSummary,
  verifyClaims,
  type ClaimCheck,
  type ClaimVerification,
  type SlideText,
} from '@pitchscope/domain/claim-verification';
import { DEEP_RESEARCH_SECTIONS, type DeepResearchAnswer, type GroundedClaim } from './schemas.ts';

/**
 * A model's deep research, given as cited claims, checked and written out as the markdown report the
 * deep-analysis parser and the report page read (issue #16 item 6). Every claim keeps its "(slide N)"
 * citation; an unverified one is marked where it stands, and the Executive Summary opens with the count
 * ("3 claims could not be found on the cited slides.").
 */

/** Sections written as bullet lists; the others as paragraphs. */
const BULLET_SECTIONS = new Set<string>(['Strengths and Weaknesses', 'Risks and Uncertainties']);

/** The marker of an unverified claim in the report text. */
export const UNVERIFIED_MARK = '⚠️ Unverified:';

type SectionClaim = GroundedClaim & { section: string };

/** The answer's claims in report order (sections in the prompt's order, claims as given). */
export function claimsInReportOrder(answer: DeepResearchAnswer): SectionClaim[] {
  return DEEP_RESEARCH_SECTIONS.flatMap((heading) =>
    answer.sections
      .filter((section) => section.heading === heading)
      .flatMap((section) => section.claims.map((claim) => ({ ...claim, section: heading }))),
  ).filter((claim) => claim.text.trim());
}

/** Checks every claim of the answer against the slides. */
export function verifyAnswer(answer: DeepResearchAnswer, slides: readonly SlideText[]): ClaimVerification {
  return verifyClaims(claimsInReportOrder(answer), slides);
}

const citation = (slides: readonly number[]) =>
  slides.length === 0 ? '' : ` (${slides.length === 1 ? 'slide' : 'slides'} ${slides.join(', ')})`;

function sentence(claim: SectionClaim, check: ClaimCheck): string {
  const text = claim.text
    .trim()
    .replace(/\s*\((?:slides?|p\.?)\s*\d+(?:\s*(?:,|and|&|-|–)\s*\d+)*\)/gi, '')
    .replace(/\s+/g, ' ');
  const cited = citation(check.slides);
  // The citation goes before the sentence's final stop: "ARR is $1.2M (slide 4)."
  const stop = /[.!?]$/.test(text) ? text.slice(-1) : '.';
  const body = /[.!?]$/.test(text) ? text.slice(0, -1) : text;
  const mark = check.status === 'unverified' ? ` ${UNVERIFIED_MARK} ${check.reason}.` : '';
  return `${body}${cited}${stop}${mark}`;
}

function sectionBody(heading: string, claims: SectionClaim[], checks: Map<SectionClaim, ClaimCheck>): string {
  const groups: { subheading: string; claims: SectionClaim[] }[] = [];
  for (const claim of claims) {
    const subheading = claim.subheading.trim().replace(/^#+\s*/, '');
    const last = groups[groups.length - 1];
    if (last && last.subheading.toLowerCase() === subheading.toLowerCase()) last.claims.push(claim);
    else groups.push({ subheading, claims: [claim] });
  }
  return groups
    .map((group) => {
      const lines = group.claims.map((claim) => sentence(claim, checks.get(claim)!));
      const body = BULLET_SECTIONS.has(heading)
        ? lines.map((line) => `- ${line}`).join('\n')
        : lines.join(' ');
      return group.subheading ? `### ${group.subheading}\n${body}` : body;
    })
    .join('\n\n');
}

/** The notice that opens the report: the count of unverified claims, and how many were found. */
export function verificationNotice(verification: ClaimVerification): string {
  if (verification.verified + verification.unverified === 0) {
    return '> **Claim check:** the model cited no slide for any claim, so none of this report could be checked against the deck.';
  }
  const notice = unverifiedNotice(verification);
  const summary = verificationSummary(verification);
  return notice
    ? `> **Claim check:** ${notice} ${summary} They are marked "${UNVERIFIED_MARK}" below.`
    : `> **Claim check:** ${summary}`;
}

export interface CappedTriage {
  tier: 1 | 2 | 3 | 4;
  verdict: (typeof VERDICTS)[number];
  /** The caps that lowered the model's tier, one sentence each. */
  caps: string[];
}

/**
 * The model's tier under the same caps as the local rubric (ADR 13): a Red investor-fit criterion → Tier 3
 * at best, inconsistent core figures (an error-severity ledger finding) → Tier 2 at best. The verdict is
 * never better than the tier's own (Tier 3 is at best Needs Work).
 */
export function capModelTriage(
  answer: Pick<DeepResearchAnswer, 'tier' | 'verdict'>,
  fit: InvestorFit | null | undefined,
  findings: readonly Pick<FigureFinding, 'severity'>[],
): CappedTriage {
  // A tier outside 1–4 is no answer: the safe default is Tier 3, as for a report without one.
  let tier = ([1, 2, 3, 4].includes(answer.tier) ? answer.tier : 3) as CappedTriage['tier'];
  const caps: string[] = [];
  const capAt = (best: CappedTriage['tier'], reason: string) => {
    if (tier >= best) return;
    tier = best;
    caps.push(`${reason}: Tier ${best} at best.`);
  };
  const red = redFitCriteria(fit ?? null);
  if (red.length) capAt(3, `Outside the investor's criteria (${red.join(', ')} rated Red)`);
  if (findings.some((finding) => finding.severity === 'error'))
    capAt(2, "The deck's core figures are inconsistent");
  const rank = (verdict: CappedTriage['verdict']) => VERDICTS.indexOf(verdict);
  const verdict = rank(answer.verdict) < tier - 1 ? VERDICTS[tier - 1]! : answer.verdict;
  return { tier, verdict, caps };
}

/**
 * Hidden text and instructions aimed at a model, found at extraction and kept out of the model's input:
 * the model cannot report them, so the report lists them as the local report does, in its words.
 */
export function hiddenContentSection(
  hiddenContent: readonly HiddenContentFinding[],
  checked = true,
): string | null {
  const bullets = hiddenContent.map((finding) => {
    const flag = hiddenContentRedFlag(finding);
    return `- ${flag.text}${citation([finding.page])} — ${flag.basis}`;
  });
  // Without the stamp the missing findings mean nobody looked, which the report must not pass off as clean.
  if (!checked) bullets.push(`- ${NOT_CHECKED_FOR_HIDDEN_TEXT} — ${NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL}`);
  if (!bullets.length) return null;
  return `## Red Flags & Concerns\n\n${bullets.join('\n')}`;
}

/** The markdown report with its citations and claim-check marks. */
export function renderGroundedReport(
  answer: DeepResearchAnswer,
  verification: ClaimVerification,
  triage: CappedTriage = capModelTriage(answer, null, []),
  hiddenContent: readonly HiddenContentFinding[] = [],
  hiddenContentChecked = true,
): string {
  const claims = claimsInReportOrder(answer);
  const checks = new Map(claims.map((claim, index) => [claim, verification.checks[index]!]));
  const { tier } = triage;
  const parts: string[] = [];
  const questions = answer.followUpQuestions.map((question) => question.trim()).filter(Boolean);
  for (const heading of DEEP_RESEARCH_SECTIONS) {
    // The prompt's order: the questions for the founders come between the risks and the contextualization.
    if (heading === 'Contextualization' && questions.length) {
      parts.push(
        `## Follow-up Questions for Founders\n\n${questions.map((question, index) => `${index + 1}. ${question}`).join('\n')}`,
      );
    }
    // As in the local report: the red flags the deck file itself raised come before the risks.
    const hiddenFlags = heading === 'Risks and Uncertainties' ? hiddenContentSection(hiddenContent, hiddenContentChecked) : null;
    if (hiddenFlags) parts.push(hiddenFlags);
    const sections = answer.sections.filter((section) => section.heading === heading);
    const own = claims.filter((claim) => claim.section === heading);
    // A section the model left empty is left out (the page shows the sections a report has).
    if (!own.length && heading !== 'Executive Summary' && heading !== 'Initial Verdict') continue;
    const lines: string[] = [`## ${heading}`];
    if (heading === 'Executive Summary') lines.push(verificationNotice(verification));
    if (heading === 'Initial Verdict') {
      lines.push(
        [
          `Tier: ${tier} (${TIERS[tier - 1]})`,
          `Verdict: ${triage.verdict}`,
          ...triage.caps.map((cap) => `Capped: ${cap}`),
        ].join('\n'),
      );
    }
    if (own.length) lines.push(sectionBody(heading, own, checks));
    if (sections[0]) lines.push(`Confidence: ${sections[0].confidence}`);
    parts.push(lines.join('\n\n'));
  }
  return parts.join('\n\n');
}
