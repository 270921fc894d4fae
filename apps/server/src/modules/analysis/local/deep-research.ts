import type { AnalysisContext, DeckForAnalysis, DeepResearchResult } from '../analysis.provider.ts';
import { buildFindings, isoDate, tierName, type DeckFindings, type Evidence } from './findings.ts';
import { SECTION_LABELS, type SectionKey } from './sections.ts';
import { cite } from './text.ts';

export const LOCAL_MODEL = 'pitchscope-local-1';

/**
 * The local deep research report (spec deep-analysis-admin §1, §3): an extractive reading of the deck,
 * with `## ` headings the deep-analysis parser recognises. Every claim cites its slides; an area the deck
 * leaves out says so instead of being filled in. The tier and verdict come from a published rubric and
 * are a screening aid, never advice to put money in.
 */
export function buildDeepResearch(deck: DeckForAnalysis, ctx: AnalysisContext): DeepResearchResult {
  const f = buildFindings(deck, ctx.now);
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);

  push(`# Deep Research: ${deck.companyName}`, '');
  push(
    `_Local engine (${LOCAL_MODEL}): an extractive reading of the deck's ${f.slides.length} slides as of ${isoDate(ctx.now)}. Claims cite the slides they rest on; nothing outside the deck was consulted._`,
    '',
  );

  // Executive Summary
  push('## Executive Summary', `Confidence: ${f.confidence.executiveSummary}`, '');
  push(summaryParagraph(f), '');
  const present = (Object.keys(SECTION_LABELS) as SectionKey[]).filter((k) => f.sections[k].length > 0 && !['contact'].includes(k));
  push(`Sections found: ${present.length > 0 ? present.map((k) => `${SECTION_LABELS[k]} ${cite(f.sections[k])}`).join('; ') : 'none recognisable'}.`, '');

  // Critical Analysis
  push('## Critical Analysis', '');
  push('### Team', `Confidence: ${f.confidence.team}`, '');
  if (deck.keyPeople && !/not specified/i.test(deck.keyPeople)) {
    push(`- People named: ${deck.keyPeople} ${cite(deck.fieldSources.keyPeople?.slides ?? f.sections.team)}`);
  }
  pushEvidence(push, f.evidence.team, 'The deck does not cover the team: no founders, roles or backgrounds are given.');
  push('');
  push('### Market', `Confidence: ${f.confidence.market}`, '');
  pushEvidence(push, f.evidence.market, 'The deck does not cover the market: no customer segment or market size is given.');
  for (const flag of f.redFlags.filter((r) => r.text.includes('market figures'))) push(`- ${flag.text} ${cite(flag.slides)}`);
  push('');
  push('### Product', `Confidence: ${f.confidence.product}`, '');
  if (deck.product && deck.fieldSources.product?.status !== 'assumed') push(`- Product as described: ${deck.product} ${cite(deck.fieldSources.product?.slides ?? [])}`);
  pushEvidence(push, f.evidence.product, 'The deck does not cover the product beyond its name.');
  if (f.local.competitorsListed.length > 0) push(`- Competitors named: ${f.local.competitorsListed.join(', ')} ${cite(f.sections.competition)}`);
  else if (f.sections.competition.length === 0) push('- The deck does not cover competition.');
  push('');

  // Holistic Due Diligence
  push('## Holistic Due Diligence', '');
  push('### Business Model', `Confidence: ${f.confidence.businessModel}`, '');
  pushEvidence(push, f.evidence.businessModel, 'The deck does not cover the business model: who pays, and how much, is not stated.');
  push('');
  push('### Financials', `Confidence: ${f.confidence.financials}`, '');
  pushEvidence(push, f.evidence.financials, 'The deck does not cover financials: no revenue, costs or projections are shown.');
  for (const flag of f.redFlags.filter((r) => r.text.startsWith('⚠') && !r.text.includes('market figures'))) push(`- ${flag.text} ${cite(flag.slides)}`);
  push('');
  push('### Traction', `Confidence: ${f.confidence.traction}`, '');
  pushEvidence(push, f.evidence.traction, 'The deck does not cover traction: no users, customers or revenue to date are shown.');
  push('');
  push('### Legal/Regulatory', `Confidence: ${f.confidence.legal}`, '');
  pushEvidence(push, f.evidence.legal, 'The deck does not cover legal or regulatory matters (entity, licences, IP).');
  push('');

  // Industry-Specific Insights
  push('## Industry-Specific Insights', '');
  push(...industryInsights(f, ctx), '');

  // Strengths and Weaknesses
  push('## Strengths and Weaknesses', '', '### Strengths');
  if (f.strengths.length === 0) push('- The deck shows no clear strength with supporting evidence.');
  for (const s of f.strengths) push(`- ${s.text} ${cite(s.slides)}`.trimEnd());
  push('', '### Weaknesses');
  if (f.weaknesses.length === 0) push('- No structural gaps: every core section is present.');
  for (const w of f.weaknesses) push(`- ${w.text} ${cite(w.slides)}`.trimEnd());
  push('');

  // Red Flags & Concerns
  push('## Red Flags & Concerns', '');
  if (f.redFlags.length === 0) push('- No red flags found in the deck text.');
  for (const r of f.redFlags) push(`- ${r.text} ${cite(r.slides)}`.trimEnd());
  push('');

  // Risks and Uncertainties
  push('## Risks and Uncertainties', `Confidence: ${f.confidence.risks}`, '');
  for (const risk of risks(f)) push(`- ${risk.text} ${cite(risk.slides)}`.trimEnd());
  push('', '### Follow-up Questions');
  const followUpQuestions = f.questions.map((q) => q.question);
  followUpQuestions.forEach((q, i) => push(`${i + 1}. ${q}`));
  push('');

  // Contextualization
  push('## Contextualization', '');
  push(...contextualization(f, ctx), '');

  // Initial Verdict
  const r = f.rubric;
  push('## Initial Verdict', '');
  push(`Tier: ${r.tier} — ${tierName(r.tier)}`, `Verdict: ${r.verdict}`, '');
  push(`Screening score ${r.total} of ${r.max}, from this rubric:`);
  push(`- Section coverage: ${r.coverage.points}/${r.coverage.max} (${r.coverage.detail})`);
  push(`- Traction evidence: ${r.traction.points}/${r.traction.max} (${r.traction.detail})`);
  push(`- Team evidence: ${r.team.points}/${r.team.max} (${r.team.detail})`);
  push(`- Ask clarity: ${r.ask.points}/${r.ask.max} (${r.ask.detail})`);
  if (r.penalties.detail.length > 0) push(`- Deductions: ${r.penalties.detail.join(', ')}`);
  push('- Tiers: 8+ Priority Review (Hot), 6–7 Worth Closer Look (Promising), 4–5 Borderline (Needs Work), 0–3 Pass.');
  push('', 'The tier measures how completely the deck makes its case; it is a screening aid for the next conversation, not a judgement on the company or advice on a transaction.');

  return {
    report: lines.join('\n').replace(/\n{3,}/g, '\n\n').trim(),
    model: LOCAL_MODEL,
    tier: r.tier,
    verdict: r.verdict,
    confidence: f.confidence,
    followUpQuestions,
  };
}

function pushEvidence(push: (...l: string[]) => void, items: Evidence[], missing: string): void {
  if (items.length === 0) {
    push(`- ${missing}`);
    return;
  }
  for (const e of items) push(`- "${e.text}" ${cite(e.slides)}`);
}

function summaryParagraph(f: DeckFindings): string {
  const d = f.deck;
  const parts: string[] = [];
  const src = d.fieldSources;
  const desc = d.shortDescription && src.shortDescription?.status !== 'assumed' ? `${d.shortDescription.replace(/\s*\(slides? [\d, ]+\)\s*$/, '')} ${cite(src.shortDescription?.slides ?? [])}` : '';
  if (desc) parts.push(`${d.companyName}: ${desc}`);
  else parts.push(`${d.companyName}: the deck gives no one-sentence description of the company.`);
  const facts: string[] = [];
  if (src.industry?.status !== 'assumed') facts.push(`industry reads as ${d.industry} ${cite(src.industry?.slides ?? [])}`);
  else facts.push(`industry not stated (default "${d.industry}" assumed)`);
  facts.push(src.stage?.status === 'assumed' || !src.stage ? `stage not stated (default "${d.stage}" assumed)` : `stage ${d.stage} ${cite(src.stage.slides)}`);
  facts.push(src.roundSize?.status === 'assumed' || !src.roundSize ? `round size not stated (default "${d.roundSize}" assumed)` : `round ${d.roundSize} ${cite(src.roundSize.slides)}`);
  facts.push(src.geography?.status === 'not_found' || !d.geography || /not specified/i.test(d.geography) ? 'location not stated' : `location ${d.geography} ${cite(src.geography?.slides ?? [])}`);
  parts.push(`Key facts: ${facts.join('; ')}.`);
  const problem = f.evidence.problem[0];
  if (problem) parts.push(`Problem as stated: "${problem.text}" ${cite(problem.slides)}.`);
  const traction = f.evidence.traction.find((e) => /\d/.test(e.text));
  if (traction) parts.push(`Traction as stated: "${traction.text}" ${cite(traction.slides)}.`);
  return parts.join(' ');
}

/** Industry guidance from the admin's industry management, checked against the deck's own words. */
function industryInsights(f: DeckFindings, ctx: AnalysisContext): string[] {
  const out: string[] = [];
  const industry = ctx.industry;
  const text = f.slides.map((s) => s.lower).join('\n');
  if (industry && (industry.specificMetrics || industry.specificFocus || industry.specificAnalysis)) {
    out.push(`Guidance for ${industry.industry} (from the industry settings), checked against the deck:`);
    const items = [industry.specificMetrics, industry.specificFocus, industry.specificSections]
      .join('\n')
      .split(/[\n;,]+/)
      .map((s) => s.replace(/^[-*•\d.)\s]+/, '').trim())
      .filter((s) => s.length >= 3 && s.length <= 80);
    for (const item of [...new Set(items)].slice(0, 10)) {
      const words = item.toLowerCase().split(/[^\p{L}\d]+/u).filter((w) => w.length >= 4);
      const slides = f.slides.filter((s) => words.length > 0 && words.every((w) => s.lower.includes(w))).map((s) => s.n);
      out.push(`- ${item}: ${slides.length > 0 ? `addressed ${cite(slides.slice(0, 4))}` : 'The deck does not cover this.'}`);
    }
    if (industry.specificAnalysis) out.push('', `Focus for this industry: ${industry.specificAnalysis.split('\n')[0].slice(0, 300)}`);
  } else {
    const industrySlides = f.deck.fieldSources.industry?.slides ?? [];
    out.push(
      `No industry guidance is configured for ${f.deck.industry}; the industry reading rests on the deck's vocabulary ${cite(industrySlides)}.`,
    );
  }
  const metrics = f.local.keyMetrics;
  if (metrics.length > 0) out.push('', 'Metrics the deck reports:', ...metrics.map((m) => `- ${m}`));
  else out.push('', '- The deck reports no measurable metrics.');
  if (!text.includes('churn') && !text.includes('retention')) out.push('- The deck does not cover retention or churn.');
  return out;
}

function risks(f: DeckFindings): Evidence[] {
  const out: Evidence[] = [];
  const missing = (k: SectionKey) => f.sections[k].length === 0;
  if (missing('traction')) out.push({ text: 'Demand risk: without traction figures, product-market fit is unproven by the deck', slides: [] });
  if (missing('competition')) out.push({ text: 'Competitive risk: the deck does not cover competition, so differentiation cannot be judged', slides: [] });
  if (missing('financials')) out.push({ text: 'Financial risk: burn, runway and unit economics are not shown', slides: [] });
  if (missing('team')) out.push({ text: 'Execution risk: the team is not presented', slides: [] });
  if (f.evidence.legal.length > 0) out.push({ text: 'Regulatory exposure mentioned in the deck', slides: f.evidence.legal.flatMap((e) => e.slides) });
  for (const r of f.redFlags.filter((x) => x.text.startsWith('⚠'))) out.push({ text: `Information risk: ${r.text.replace(/^⚠\s*/, '')}`, slides: r.slides });
  if (out.length === 0) out.push({ text: 'No specific risk stands out from the deck text; the usual execution and market risks of the stage apply', slides: [] });
  return out;
}

function contextualization(f: DeckFindings, ctx: AnalysisContext): string[] {
  const out: string[] = [];
  const years = f.dated.filter((p) => !p.future).map((p) => p.periodEnd.getUTCFullYear());
  const latestYear = years.length > 0 ? Math.max(...years) : null;
  out.push(
    'The local engine has no external data: market reports, comparable rounds and news are not consulted. The context below comes from the deck itself.',
  );
  if (latestYear) {
    const slides = f.dated.filter((p) => p.periodEnd.getUTCFullYear() === latestYear).map((p) => p.slide);
    out.push(`- The most recent dated figure in the deck is from ${latestYear} ${cite(slides)}; the report date is ${isoDate(ctx.now)}.`);
  } else {
    out.push('- The deck carries no dated figures, so its age cannot be judged from the text.');
  }
  const projections = f.dated.filter((p) => p.future);
  if (projections.length > 0) out.push(`- Forward-looking figures (projections or plans) appear ${cite(projections.map((p) => p.slide))}.`);
  if (f.deck.fieldSources.stage?.status !== 'assumed' && f.deck.fieldSources.roundSize?.status !== 'assumed') {
    out.push(`- The deck positions this as a ${f.deck.stage} round of ${f.deck.roundSize} ${cite([...(f.deck.fieldSources.stage?.slides ?? []), ...(f.deck.fieldSources.roundSize?.slides ?? [])])}.`);
  }
  out.push('- For external validation, run News Intelligence with an online provider configured.');
  return out;
}
