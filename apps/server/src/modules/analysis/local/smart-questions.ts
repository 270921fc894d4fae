import type { AnalysisContext, DeckForAnalysis } from '../analysis.provider.ts';
import { buildFindings, type DeckFindings } from './findings.ts';
import { cite } from './text.ts';

export interface SmartQuestionsInput {
  deck: DeckForAnalysis;
  analysisSummary: string;
  keyConcerns: string[];
  redFlags: string[];
}

/**
 * Questions to ask the founders, grounded in what the deck leaves out or shows as stale, in the canonical
 * format documented at the top of `@pitchscope/domain/smart-questions-parser` (`## N. Title`, `**Qn.**`,
 * "- Good answer:", "- Red flag:", "(Must Ask)", closing "## Meeting Strategy").
 */
export function buildSmartQuestions(input: SmartQuestionsInput, ctx: AnalysisContext): string {
  const f = buildFindings(input.deck, ctx.now);
  const groups = new Map<string, DeckFindings['questions']>();
  for (const q of f.questions) groups.set(q.area, [...(groups.get(q.area) ?? []), q]);

  // Red flags and concerns from the deep analysis become their own questions, first.
  const fromAnalysis = [...input.redFlags, ...input.keyConcerns]
    .map((t) => t.replace(/^[-*•\s]+/, '').trim())
    .filter((t) => t.length >= 10)
    .slice(0, 5);

  const lines: string[] = [];
  let section = 0;
  let number = 0;
  if (fromAnalysis.length > 0) {
    lines.push(`## ${++section}. Red Flags From the Analysis (Must Ask)`);
    for (const flag of fromAnalysis) {
      lines.push(
        `**Q${++number}.** The analysis noted: "${flag.replace(/\.$/, '')}". What is the current position, and what evidence can you share?`,
        '- Good answer: A direct answer with current figures or documents that resolve the concern.',
        '- Red flag: The concern is dismissed or deferred without evidence.',
        '',
      );
    }
  }
  const order = ['Financials', 'Funding', 'Traction', 'Team', 'Business model', 'Market', 'Competition', 'Legal/Regulatory', 'Deck quality'];
  for (const area of order) {
    const qs = groups.get(area);
    if (!qs || qs.length === 0) continue;
    const must = qs.some((q) => q.mustAsk);
    lines.push(`## ${++section}. ${area}${must ? ' (Must Ask)' : ''}`);
    for (const q of qs) {
      lines.push(`**Q${++number}.** ${q.question}`, `- Good answer: ${q.good}`, `- Red flag: ${q.bad}`, '');
    }
  }

  lines.push('## Meeting Strategy');
  const mustAreas = order.filter((a) => groups.get(a)?.some((q) => q.mustAsk));
  const covered = f.strengths.slice(0, 2).map((s) => `${s.text.toLowerCase()} ${cite(s.slides)}`.trim());
  lines.push(
    `Start with what the deck shows best${covered.length > 0 ? ` (${covered.join('; ')})` : ''} to hear the founders' own account, then move to the must-ask areas${mustAreas.length > 0 ? `: ${mustAreas.join(', ')}` : ''}. ` +
      `Ask for current figures rather than the deck's, and request the data behind any number before discussing terms. ` +
      `Close by agreeing which documents (financials, cap table, customer references) will follow the meeting.`,
  );
  return lines.join('\n').trim();
}
