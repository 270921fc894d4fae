import { findNumbers, verifyClaim, type SlideText } from '@pitchscope/domain/claim-verification';
import { modelAskAnswerSchema, type AskAnswer, type AskCitation } from '@pitchscope/domain/ask-deck';
import { doesNotSay, type AskPage, type RankedPassage } from './ask-deck.ts';

/**
 * Ask the deck with an analysis model (issue #32 item 1, ADR 0052): the model sees only the passages the
 * local retrieval found, answers in sentences that cite their slides and copy the slide's words, and every
 * sentence is checked by the claim verifier before it is shown. A sentence that cites no slide, or whose
 * quote or numbers are not on the slides it cites, is dropped and counted; nothing left means the deck
 * does not say.
 */

export function askPrompt(question: string, passages: ReadonlyArray<RankedPassage>): string {
  const excerpts = passages.map(({ passage }) => `[slide ${passage.page}]\n${passage.text}`).join('\n\n');
  return [
    'You answer an investor’s question about a pitch deck, using ONLY the slide excerpts below.',
    'Answer in one to three short sentences. Every sentence must cite the slide numbers it rests on and',
    'copy, in "quote", the exact words from that slide that support it. Do not use outside knowledge.',
    'If the excerpts do not answer the question, answer with an empty list of sentences.',
    'Reply with JSON only: {"sentences":[{"text":"...","slides":[3],"quote":"exact words from slide 3"}]}',
    '',
    `Question: ${question}`,
    '',
    'Slide excerpts:',
    excerpts,
  ].join('\n');
}

/** The JSON object of a model's reply, whether bare, fenced or inside prose; null when there is none. */
function jsonOf(reply: string): unknown {
  const fenced = reply.match(/```(?:json)?\s*([\s\S]*?)```/);
  const body = fenced ? fenced[1]! : reply;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** Checks each sentence of a model's reply against the deck's slides and keeps only the verified ones. */
export function checkedModelAnswer(reply: string, pages: ReadonlyArray<AskPage>): AskAnswer {
  const parsed = modelAskAnswerSchema.safeParse(jsonOf(reply));
  if (!parsed.success) return doesNotSay();
  const slides: SlideText[] = pages.map((p) => ({ pageNumber: p.page, text: p.text }));
  const kept: { text: string; citations: AskCitation[] }[] = [];
  let dropped = 0;
  for (const sentence of parsed.data.sentences) {
    const text = sentence.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const check = verifyClaim(
      { text, slides: sentence.slides, quote: sentence.quote, figures: findNumbers(text).map((n) => n.raw) },
      slides,
    );
    if (check.status !== 'verified') {
      dropped += 1;
      continue;
    }
    const quote = sentence.quote.trim() || text;
    kept.push({ text, citations: check.slides.map((page) => ({ page, quote })) });
  }
  if (kept.length === 0) return doesNotSay(dropped);
  const cite = (citations: AskCitation[]) => ` (${citations.length === 1 ? 'slide' : 'slides'} ${citations.map((c) => c.page).join(', ')})`;
  return {
    kind: 'model',
    text: kept.map((s) => `${s.text.replace(/[.!?]$/, '')}${cite(s.citations)}.`).join(' '),
    citations: kept.flatMap((s) => s.citations),
    droppedSentences: dropped,
  };
}
