import type { AnalysisContext, DeckForAnalysis } from './analysis-provider.ts';
import { buildFindings, type DeckFindings } from './findings.ts';
import { cite } from './text.ts';

export interface SmartQuestionsInput {
  deck: DeckForAnalysis;
  analysisSummary: string;
  keyConcerns: string[];
  redFlags: string[];
}

/**
 * Questions to ask the founders, in the canonical format documented at the top of
 * `@pitchscope/domain/smart-questions-parser` (`## N. Title`, `**Qn.**`, "- Good answer:", "- Red flag:",
 * "(Must Ask)", closing "## Meeting Strategy"). Every question comes from a specific finding of the
 * local reading — a failed figure check, stale data, a steep projection, a missing or thin section — and
 * says which, with its own good and worrying answers. The red-flag bullets handed in by the caller are
 * the local report's own flags, already among those findings, so they are not turned into generic
 * "the analysis noted…" questions.
 */
export function buildSmartQuestions(input: SmartQuestionsInput, ctx: AnalysisContext): string {
  const f = buildFindings(input.deck, ctx.now);
  const groups = new Map<string, DeckFindings['questions']>();
  for (const q of f.questions) groups.set(q.area, [...(groups.get(q.area) ?? []), q]);

  const lines: string[] = [];
  let section = 0;
  let number = 0;
  const order = ['Integrity', 'Numbers', 'Financials', 'Funding', 'Traction', 'Team', 'Business model', 'Market', 'Competition', 'Legal/Regulatory', 'Deck quality'];
  for (const area of order) {
    const qs = groups.get(area);
    if (!qs || qs.length === 0) continue;
    lines.push(`## ${++section}. ${AREA_TITLES[area] ?? area}`);
    for (const q of qs) {
      lines.push(
        `**Q${++number}.** ${q.question}${q.mustAsk ? ' (Must Ask)' : ''}`,
        `Prompted by: ${q.basis}.`,
        `- Good answer: ${q.good}`,
        `- Red flag: ${q.bad}`,
        '',
      );
    }
  }

  lines.push('## Meeting Strategy');
  const must = f.questions.filter((q) => q.mustAsk);
  const covered = f.strengths.slice(0, 2).map((s) => `${lowerFirst(s.text)} ${cite(s.slides)}`.trim());
  const fitFlags = f.redFlags.filter((r) => r.kind === 'fit');
  lines.push(
    [
      fitFlags.length > 0 ? `Before the meeting, weigh the fit: ${fitFlags.map((r) => lowerFirst(r.text)).join('; ')}.` : '',
      `Start with what the deck shows best${covered.length > 0 ? ` (${covered.join('; ')})` : ''} to hear the founders' own account.`,
      must.length > 0
        ? `Then take the ${must.length} must-ask question${must.length === 1 ? '' : 's'} (${must.map((q) => `Q${numberOf(f.questions, q, order)}`).join(', ')}) before anything else.`
        : 'No question is must-ask: use the time to test the traction and team answers in depth.',
      'Ask for current figures rather than the deck\'s, and for the data behind any number before discussing terms.',
      'Close by agreeing which documents (financials, cap table, customer references) will follow the meeting.',
    ]
      .filter(Boolean)
      .join(' '),
  );
  return lines.join('\n').trim();
}

const AREA_TITLES: Record<string, string> = {
  Integrity: 'Hidden Content',
  Numbers: 'Figures That Disagree',
  Financials: 'Financials',
  Funding: 'Funding and Runway',
  Traction: 'Traction',
  Team: 'Team',
  'Business model': 'Business Model',
  Market: 'Market',
  Competition: 'Competition',
  'Legal/Regulatory': 'Legal and Regulatory',
  'Deck quality': 'Deck Quality',
};

/** The question's number as printed: questions are numbered in area order. */
function numberOf(all: DeckFindings['questions'], q: DeckFindings['questions'][number], order: string[]): number {
  const printed = order.flatMap((area) => all.filter((x) => x.area === area));
  return printed.indexOf(q) + 1;
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
