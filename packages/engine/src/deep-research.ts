import type { AnalysisContext, DeckForAnalysis, DeepResearchResult } from './analysis-provider.ts';
import { buildFindings, cleanListItem, isoDate, tierName, type CoreKey, type DeckFindings, type Evidence } from './findings.ts';
import { REGULATORY } from './questions.ts';
import { describeFigure, statusNote, financialFigures, marketFigures, tractionFigures } from './ledger-view.ts';
import { SECTION_LABELS } from './sections.ts';
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
    `_A screening memo read from the deck alone: ${f.slides.length} slides and ${f.ledger.figures.length} figures, as of ${isoDate(ctx.now)}, by the local engine (${LOCAL_MODEL}). No outside data — no market reports, registries or news — was consulted, and nothing here has been verified beyond the deck. Every claim cites the slides it rests on._`,
    '',
  );

  // Executive Summary
  push('## Executive Summary', `Confidence: ${f.confidence.executiveSummary}`, '');
  push(summaryParagraph(f), '');
  push(
    f.redFlags.length === 0
      ? `No red flag was raised: the deck's ${f.ledger.figures.length} figures pass the consistency and freshness checks, the team, funding ask and financials are covered, and no investor-fit criterion is Red.`
      : `${f.redFlags.length} red flag${f.redFlags.length === 1 ? '' : 's'} raised (see Red Flags & Concerns).`,
    '',
  );
  const present = CORE_ORDER.filter((k) => f.covered[k]);
  const absent = CORE_ORDER.filter((k) => !f.covered[k]);
  push(
    `Core sections covered: ${present.length > 0 ? present.map((k) => `${SECTION_LABELS[k]} ${cite(f.coveredSlides[k])}`.trim()).join('; ') : 'none recognisable'}.` +
      (absent.length > 0 ? ` Not covered: ${absent.map((k) => SECTION_LABELS[k]).join(', ')}.` : ''),
    '',
  );

  // Critical Analysis
  push('## Critical Analysis', '');
  push('### Team', `Confidence: ${f.confidence.team}`, '');
  if (f.people.length > 0) {
    push(`- People named: ${f.people.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)).join('; ')} ${cite(deck.fieldSources.keyPeople?.slides ?? f.sections.team)}`.trimEnd());
  }
  pushEvidence(push, f, f.evidence.team, 'team', 'The deck does not cover the team: no founders, roles or backgrounds are given.');
  push('');
  push('### Market', `Confidence: ${f.confidence.market}`, '');
  const marketFigs = marketFigures(f.ledger).slice(0, 4);
  for (const m of marketFigs) push(`- ${describeFigure(m)} ${cite([m.page])}`);
  pushEvidence(push, f, f.evidence.market, 'market', 'The deck does not cover the market: no customer segment or market size is given.', marketFigs.length > 0);
  push('');
  push('### Product', `Confidence: ${f.confidence.product}`, '');
  if (deck.product && deck.fieldSources.product?.status !== 'assumed') push(`- Product as described: ${cleanListItem(deck.product)} ${cite(deck.fieldSources.product?.slides ?? [])}`.trimEnd());
  pushEvidence(push, f, f.evidence.product, 'solution', 'The deck does not cover the product beyond its name.');
  if (f.competitors.length > 0) push(`- Competitors named: ${f.competitors.join(', ')} ${cite(f.sections.competition)}`.trimEnd());
  else if (f.covered.competition) push(`- Competition is discussed ${cite(f.sections.competition)} without naming competing companies.`);
  else push('- The deck does not cover competition.');
  push('');

  // Holistic Due Diligence
  push('## Holistic Due Diligence', '');
  push('### Business Model', `Confidence: ${f.confidence.businessModel}`, '');
  pushEvidence(push, f, f.evidence.businessModel, 'businessModel', 'The deck does not cover the business model: who pays, and how much, is not stated.');
  push('');
  push('### Financials', `Confidence: ${f.confidence.financials}`, '');
  const finFigs = financialFigures(f.ledger).slice(0, 6);
  for (const m of finFigs) push(`- ${describeFigure(m)}${statusNote(m)} ${cite([m.page])}`);
  if (finFigs.length === 0) pushEvidence(push, f, f.evidence.financials, 'financials', 'The deck does not cover financials: no revenue, costs or projections are shown.');
  for (const flag of f.redFlags.filter((r) => r.kind === 'ledger' || r.kind === 'projection' || (r.kind === 'stale' && r.text.includes('financial')))) {
    push(`- ${flag.text} ${cite(flag.slides)}`.trimEnd());
  }
  push('');
  push('### Traction', `Confidence: ${f.confidence.traction}`, '');
  const tractionFigs = tractionFigures(f.ledger).slice(0, 6);
  for (const m of tractionFigs) push(`- ${describeFigure(m)} ${cite([m.page])}`);
  pushEvidence(push, f, f.evidence.traction, 'traction', 'The deck does not cover traction: no users, customers or revenue to date are shown.', tractionFigs.length > 0);
  push('');
  push('### Legal/Regulatory', `Confidence: ${f.confidence.legal}`, '');
  if (f.evidence.legal.length === 0) push('- The deck does not mention legal or regulatory matters (entity, licences, IP).');
  for (const e of f.evidence.legal) push(`- "${e.text}" ${cite(e.slides)}`);
  push('');

  // Industry-Specific Insights
  push('## Industry-Specific Insights', '');
  push(...industryInsights(f, ctx), '');

  // Strengths and Weaknesses. A section with nothing to list is left out rather than filled with a
  // sentence that the Red Flags tab would show as a finding; "nothing found" is said in the summary.
  push('## Strengths and Weaknesses', '');
  if (f.strengths.length > 0) push('### Strengths', ...f.strengths.map((s) => `- ${s.text} ${cite(s.slides)}`.trimEnd()), '');
  if (f.weaknesses.length > 0) push('### Weaknesses', ...f.weaknesses.map((w) => `- ${w.text} ${cite(w.slides)}`.trimEnd()), '');
  if (f.strengths.length === 0 && f.weaknesses.length === 0) push('The deck shows no strength with supporting evidence, and no gap beyond the red flags.', '');

  // Red Flags & Concerns: findings only, each with the check that raised it.
  if (f.redFlags.length > 0) {
    push('## Red Flags & Concerns', '');
    for (const r of f.redFlags) push(`- ${r.text} ${cite(r.slides)} — ${r.basis}`.replace(/ {2,}/g, ' '));
    push('');
  }

  // Risks and Uncertainties
  push(`## Risks and Uncertainties (Confidence: ${f.confidence.risks})`, '');
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
  push(`Screening score ${r.score} of ${r.max} (completeness and evidence, less deductions; a Red criterion or inconsistent core numbers cap the tier):`);
  push(`- Completeness: ${r.completeness.points}/${r.completeness.max} (${r.completeness.detail})`);
  push(`- Evidence: ${r.evidence.points}/${r.evidence.max} (${r.evidence.detail})`);
  push(`- Deductions: ${r.deductions.detail.length > 0 ? r.deductions.detail.join(', ') : 'none'}`);
  const fit = deck.investorFit;
  if (fit && fit.overallMatch !== 'Unknown') {
    push(`- Investor fit: ${fit.overallMatch} overall (stage ${fit.stageFit}, check size ${fit.checkSizeFit}, sector ${fit.sectorAlignment}, geography ${fit.geographyFit})`);
  } else {
    push('- Investor fit: not rated (the deck states too little, or no investor profile is set), so it neither raises nor caps the tier');
  }
  for (const cap of r.caps) push(`- Cap: ${cap}`);
  push('- Score bands: 7–8 Priority Review (Hot), 5–6 Worth Closer Look (Promising), 3–4 Borderline (Needs Work), 0–2 Pass.');
  push(
    '',
    'The tier says how strong a case the deck makes for a closer look by this investor; it is a screening aid for the next conversation, not a judgement on the company or advice on a transaction.',
  );

  return {
    report: lines.join('\n').replace(/\n{3,}/g, '\n\n').trim(),
    model: LOCAL_MODEL,
    tier: r.tier,
    verdict: r.verdict,
    confidence: f.confidence,
    followUpQuestions,
  };
}

const CORE_ORDER: CoreKey[] = ['problem', 'solution', 'market', 'competition', 'businessModel', 'traction', 'team', 'financials', 'ask'];

/**
 * The area's evidence lines; when there are none, "does not cover" only if the deck really does not
 * cover the area (a stated round covers the ask, named people the team, figures the traction).
 */
function pushEvidence(
  push: (...l: string[]) => void,
  f: DeckFindings,
  items: Evidence[],
  area: CoreKey,
  missing: string,
  shownAbove = false,
): void {
  for (const e of items) push(`- "${e.text}" ${cite(e.slides)}`);
  if (items.length > 0 || shownAbove) return;
  if (!f.covered[area]) push(`- ${missing}`);
  else push(`- Covered ${cite(f.coveredSlides[area])}, but without detail lines the engine could quote.`.replace(' ,', ','));
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
  const metrics = f.ledger.figures.filter((m) => m.metric !== 'other').slice(0, 8);
  if (metrics.length > 0) out.push('', 'Metrics the deck reports (from its figure ledger):', ...metrics.map((m) => `- ${describeFigure(m)}${m.status === 'projected' ? ', projected' : ''} ${cite([m.page])}`));
  else out.push('', '- The deck reports no measurable metrics.');
  if (!text.includes('churn') && !text.includes('retention')) out.push('- The deck does not cover retention or churn.');
  return out;
}

/** Risks the deck leaves open, not repeating the red flags. */
function risks(f: DeckFindings): Evidence[] {
  const out: Evidence[] = [];
  if (!f.covered.traction) out.push({ text: 'Demand risk: without traction figures, demand for the product is unproven by the deck', slides: [] });
  if (!f.covered.competition) out.push({ text: 'Competitive risk: the deck does not cover competition, so differentiation cannot be judged', slides: [] });
  if (f.covered.financials && !f.ledger.figures.some((x) => x.metric === 'burn' || x.metric === 'runway' || x.metric === 'cash')) {
    out.push({ text: 'Financing risk: burn, cash and runway are not stated, so how long the company lasts is unknown', slides: [] });
  }
  const regulatory = f.evidence.legal.filter((e) => REGULATORY.test(e.text));
  if (regulatory.length > 0) out.push({ text: 'Regulatory exposure: the deck raises licences, approvals or regulation', slides: [...new Set(regulatory.flatMap((e) => e.slides))] });
  const projected = f.ledger.figures.filter((x) => x.status === 'projected');
  if (projected.length > 0 && !f.steep) out.push({ text: `Forecast risk: ${projected.length} projected figure${projected.length === 1 ? '' : 's'} rest on assumptions the deck does not show`, slides: [...new Set(projected.map((x) => x.page))] });
  return out;
}

function contextualization(f: DeckFindings, ctx: AnalysisContext): string[] {
  const out: string[] = [];
  out.push('No outside data was used: market reports, comparable rounds and news are not consulted. The context below comes from the deck itself.');
  const actual = f.dated.filter((d) => !d.projection);
  if (actual.length > 0) {
    const newest = actual.reduce((a, b) => (b.figure.period!.end > a.figure.period!.end ? b : a));
    out.push(`- The most recent dated figure is ${describeFigure(newest.figure)} ${cite([newest.figure.page])}; the report date is ${isoDate(ctx.now)}.`);
  } else {
    out.push('- The deck dates none of its actual figures, so its age cannot be judged from the numbers.');
  }
  if (f.ledger.deckDate) out.push(`- The deck dates itself ${f.ledger.deckDate}.`);
  const projections = f.dated.filter((d) => d.projection);
  if (projections.length > 0) out.push(`- Forward-looking figures (projections or plans) appear ${cite(projections.map((d) => d.figure.page))}.`);
  if (f.deck.fieldSources.stage?.status !== 'assumed' && f.deck.fieldSources.roundSize?.status !== 'assumed' && f.deck.fieldSources.stage && f.deck.fieldSources.roundSize) {
    out.push(`- The deck positions this as a ${f.deck.stage} round of ${f.deck.roundSize} ${cite([...(f.deck.fieldSources.stage?.slides ?? []), ...(f.deck.fieldSources.roundSize?.slides ?? [])])}.`);
  }
  return out;
}
