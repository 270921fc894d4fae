import { TIERS } from '@pitchscope/domain/constants';
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
      const body = BULLET_SECTIONS.has(heading) ? lines.map((line) => `- ${line}`).join('\n') : lines.join(' ');
      return group.subheading ? `### ${group.subheading}\n${body}` : body;
    })
    .join('\n\n');
}

/** The notice that opens the report: the count of unverified claims, and how many were found. */
export function verificationNotice(verification: ClaimVerification): string {
  const notice = unverifiedNotice(verification);
  const summary = verificationSummary(verification);
  return notice
    ? `> **Claim check:** ${notice} ${summary} They are marked "${UNVERIFIED_MARK}" below.`
    : `> **Claim check:** ${summary}`;
}

/** The markdown report with its citations and claim-check marks. */
export function renderGroundedReport(answer: DeepResearchAnswer, verification: ClaimVerification): string {
  const claims = claimsInReportOrder(answer);
  const checks = new Map(claims.map((claim, index) => [claim, verification.checks[index]!]));
  const tier = Math.min(4, Math.max(1, Math.round(answer.tier))) as 1 | 2 | 3 | 4;
  const parts: string[] = [];
  for (const heading of DEEP_RESEARCH_SECTIONS) {
    const sections = answer.sections.filter((section) => section.heading === heading);
    const own = claims.filter((claim) => claim.section === heading);
    const lines: string[] = [`## ${heading}`];
    if (heading === 'Executive Summary') lines.push(verificationNotice(verification));
    if (heading === 'Initial Verdict') lines.push(`Tier: ${tier} (${TIERS[tier - 1]})\nVerdict: ${answer.verdict}`);
    if (own.length) lines.push(sectionBody(heading, own, checks));
    else if (heading !== 'Initial Verdict') lines.push('The model gave nothing for this section.');
    if (sections[0]) lines.push(`Confidence: ${sections[0].confidence}`);
    parts.push(lines.join('\n\n'));
    if (heading === 'Risks and Uncertainties') {
      const questions = answer.followUpQuestions.map((question) => question.trim()).filter(Boolean);
      parts.push(
        ['## Follow-up Questions for Founders', questions.map((question, index) => `${index + 1}. ${question}`).join('\n') || 'None given.'].join(
          '\n\n',
        ),
      );
    }
  }
  return parts.join('\n\n');
}
