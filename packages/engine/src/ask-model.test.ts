import { describe, expect, it } from 'vitest';
import { askPrompt, checkedModelAnswer } from './ask-model.ts';
import { indexPassages, slidePassages } from './ask-deck.ts';

const PAGES = [
  { page: 1, text: 'Tidewell\nTide-powered cold storage' },
  { page: 2, text: 'Traction\n40 harbours signed in Portugal and Spain.' },
  { page: 3, text: 'Team\nAna Ruiz, CEO, ten years at Maersk.' },
];

describe('model answers, checked sentence by sentence', () => {
  it('gives the model only the retrieved passages, each with its slide', () => {
    const prompt = askPrompt('How many harbours?', indexPassages(slidePassages(PAGES)).search('How many harbours?'));
    expect(prompt).toContain('[slide 2]\nTraction\n40 harbours signed');
    expect(prompt).not.toContain('Ana Ruiz');
  });

  it('keeps the sentences the claim verifier finds on their slides and drops and counts the others', () => {
    const reply = JSON.stringify({
      sentences: [
        { text: 'They have signed 40 harbours.', slides: [2], quote: '40 harbours signed in Portugal and Spain' },
        { text: 'They signed 90 harbours in France.', slides: [2], quote: 'harbours signed in France' },
        { text: 'The CEO worked at Maersk.', slides: [], quote: '' },
      ],
    });
    const answer = checkedModelAnswer(`Here it is:\n\`\`\`json\n${reply}\n\`\`\``, PAGES);
    expect(answer).toEqual({
      kind: 'model',
      text: 'They have signed 40 harbours (slide 2).',
      citations: [{ page: 2, quote: '40 harbours signed in Portugal and Spain' }],
      droppedSentences: 2,
    });
  });

  it('says the deck does not say when nothing survives or the reply is not an answer', () => {
    expect(checkedModelAnswer('{"sentences":[{"text":"Revenue is $5M.","slides":[2],"quote":"Revenue is $5M"}]}', PAGES)).toMatchObject({
      kind: 'none',
      citations: [],
      droppedSentences: 1,
    });
    expect(checkedModelAnswer('I cannot tell.', PAGES)).toMatchObject({ kind: 'none', droppedSentences: 0 });
  });
});
