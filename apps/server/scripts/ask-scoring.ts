import type { AskAnswer } from '@pitchscope/domain/ask-deck';

/** One question of the set: `answer` lists acceptable words (any one), null when the deck does not say. */
export interface AskCase {
  q: string;
  answer: string[] | null;
  slides?: number[];
}

export interface AskOutcome {
  answerable: boolean;
  right: boolean;
  uncited: boolean;
}

const flat = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/**
 * Right: for an answerable question, one of the accepted words in the answer (or its quotes) and one of
 * the right slides among its citations; for an unanswerable one, "does not say".
 */
export function scoreAnswer(question: AskCase, answer: AskAnswer): AskOutcome {
  const uncited = answer.kind !== 'none' && answer.citations.length === 0;
  if (!question.answer) return { answerable: false, right: answer.kind === 'none', uncited };
  const said = flat([answer.text, ...answer.citations.map((c) => c.quote)].join(' '));
  const saysIt = question.answer.some((words) => said.includes(flat(words)));
  const citesIt = answer.citations.some((c) => (question.slides ?? []).includes(c.page));
  return { answerable: true, right: answer.kind !== 'none' && saysIt && citesIt, uncited };
}

export function summarize(outcomes: AskOutcome[]) {
  const answered = outcomes.filter((o) => o.answerable);
  const unanswered = outcomes.filter((o) => !o.answerable);
  const rate = (list: AskOutcome[]) => (list.length ? (100 * list.filter((o) => o.right).length) / list.length : 0);
  return {
    answered: { right: answered.filter((o) => o.right).length, total: answered.length },
    unanswered: { right: unanswered.filter((o) => o.right).length, total: unanswered.length },
    answeredRate: rate(answered),
    unansweredRate: rate(unanswered),
    uncited: outcomes.filter((o) => o.uncited).length,
  };
}
