import { describe, expect, it } from 'vitest';
import { formatBullets, parseSmartQuestions, priorityForTitle } from './smart-questions-parser.ts';

const CANONICAL = `## 1. Financial Validation (Must Ask)
**Q1.** What is your current monthly burn, and how many months of runway does it give you?
- Good answer: A specific figure reconciled with the bank balance, and a plan to extend runway.
- Red flag: No clear number, or a runway under 6 months with no financing plan.

**Q2.** How is the loan book funded, and for how long is the facility committed?
- Good answer: A committed facility of at least 24 months.
- Red flag: Month-to-month funding from a single partner.

## 2. Market Position
**Q3.** Who do you lose deals to, and why?
- Good answer: Named competitors and a clear reason.

## Meeting Strategy
Open with traction, then move to the funding questions before discussing valuation.
`;

describe('parseSmartQuestions: canonical format', () => {
  const parsed = parseSmartQuestions(CANONICAL);

  it('reads sections with ids, titles, types and priorities', () => {
    expect(parsed.sections.map(({ id, title, type, priority, mustAsk }) => ({ id, title, type, priority, mustAsk }))).toEqual([
      { id: 'financial-validation', title: 'Financial Validation', type: 'questions', priority: 'high', mustAsk: true },
      { id: 'market-position', title: 'Market Position', type: 'questions', priority: 'medium', mustAsk: false },
    ]);
  });

  it('reads structured questions with what you would like to hear and the red-flag answer', () => {
    expect(parsed.sections[0].content[0]).toEqual({
      type: 'structured-question',
      questionNumber: 1,
      question: 'What is your current monthly burn, and how many months of runway does it give you?',
      goodAnswer: 'A specific figure reconciled with the bank balance, and a plan to extend runway.',
      redFlagAnswer: 'No clear number, or a runway under 6 months with no financing plan.',
      mustAsk: true,
    });
    expect(parsed.sections[1].content[0]).toMatchObject({ questionNumber: 3, redFlagAnswer: null, mustAsk: false });
  });

  it('reads the "Prompted by:" line of a question without losing its answers', () => {
    const withBasis = parseSmartQuestions(
      '## 1. Numbers\n**Q1.** Which runway figure is right? (Must Ask)\nPrompted by: figure check "runway vs cash and burn" (slides 5, 9).\n- Good answer: Cash over net burn.\n- Red flag: Gross burn used.\n',
    );
    expect(withBasis.sections[0].content[0]).toEqual({
      type: 'structured-question',
      questionNumber: 1,
      question: 'Which runway figure is right?',
      goodAnswer: 'Cash over net burn.',
      redFlagAnswer: 'Gross burn used.',
      mustAsk: true,
      basis: 'figure check "runway vs cash and burn" (slides 5, 9).',
    });
  });

  it('ranks a section high when one of its questions is Must Ask, though its title alone reads low (issue #35)', () => {
    const parsed = parseSmartQuestions(
      '## 2. Funding and Runway\n**Q1.** How many months of runway does the round buy? (Must Ask)\n- Good answer: 18 months.\n\n## 3. Traction\n**Q2.** Which customers renewed?\n- Good answer: Named accounts.\n',
    );
    expect(parsed.sections.map(({ title, priority, mustAsk }) => ({ title, priority, mustAsk }))).toEqual([
      { title: 'Funding and Runway', priority: 'high', mustAsk: false },
      { title: 'Traction', priority: 'low', mustAsk: false },
    ]);
  });

  it('returns the closing meeting strategy apart from the sections', () => {
    expect(parsed.meetingStrategy).toBe('Open with traction, then move to the funding questions before discussing valuation.');
  });
});

describe('parseSmartQuestions: LLM variants', () => {
  const variants = `Here are the questions for your meeting with Nordpay.

### Team & Execution
Q1: Who owns credit risk decisions today, and what is their background?
What you'd like to hear: A named person with lending experience.
Warning sign: The CEO decides alone.

**Question 2:** How will you hire a CFO before the Series A? [Must Ask]
- Ideal answer - A search already under way.

### Product Questions
- How do freelancers connect their invoicing tools?
- Is onboarding fully automated?
- Why?

**Key Concerns**
- Heavy dependence on a single funding partner for the loan book.

Meeting Strategy: keep the first half for the funding structure.`;
  const parsed = parseSmartQuestions(variants);

  it('keeps an introduction as its own section', () => {
    expect(parsed.sections[0]).toMatchObject({
      title: 'Overview',
      type: 'analysis',
      content: [{ type: 'paragraph', text: 'Here are the questions for your meeting with Nordpay.' }],
    });
  });

  it('reads "Q1:" and "**Question 2:**" questions, answer label variants and a question-level Must Ask', () => {
    const team = parsed.sections.find((section) => section.title === 'Team & Execution')!;
    expect(team.priority).toBe('high');
    expect(team.content).toEqual([
      {
        type: 'structured-question',
        questionNumber: 1,
        question: 'Who owns credit risk decisions today, and what is their background?',
        goodAnswer: 'A named person with lending experience.',
        redFlagAnswer: 'The CEO decides alone.',
        mustAsk: false,
      },
      {
        type: 'structured-question',
        questionNumber: 2,
        question: 'How will you hire a CFO before the Series A?',
        goodAnswer: 'A search already under way.',
        redFlagAnswer: null,
        mustAsk: true,
      },
    ]);
  });

  it('reads bullet questions as plain questions, numbering on, and drops those under 10 characters', () => {
    const product = parsed.sections.find((section) => section.title === 'Product Questions')!;
    expect(product.type).toBe('questions');
    expect(product.priority).toBe('medium');
    expect(product.content).toEqual([
      { type: 'question', questionNumber: 3, question: 'How do freelancers connect their invoicing tools?', mustAsk: false },
      { type: 'question', questionNumber: 4, question: 'Is onboarding fully automated?', mustAsk: false },
    ]);
  });

  it('types sections by title and reads an inline meeting strategy', () => {
    expect(parsed.sections.find((section) => section.title === 'Key Concerns')).toMatchObject({
      type: 'concerns',
      priority: 'low',
      content: [{ type: 'paragraph', text: 'Heavy dependence on a single funding partner for the loan book.' }],
    });
    expect(parsed.meetingStrategy).toBe('keep the first half for the funding structure.');
  });

  it('uses "1. Title" lines as headings when the text has no other headings', () => {
    const result = parseSmartQuestions('1. Financial Health\nWhat is your gross margin per advance?\n- What is your gross margin per advance?');
    expect(result.sections[0]).toMatchObject({ title: 'Financial Health', priority: 'high' });
  });

  it('returns nothing for empty text', () => {
    expect(parseSmartQuestions('')).toEqual({ sections: [], meetingStrategy: null });
  });
});

describe('priorityForTitle', () => {
  it.each([
    ['Critical Questions', 'high'],
    ['Must Ask', 'high'],
    ['Business Model Validation', 'high'],
    ['Go-to-market Strategy', 'high'],
    ['Team', 'high'],
    ['Key Risks', 'high'],
    ['Operations', 'high'],
    ['Market Opportunity', 'medium'],
    ['Competition', 'medium'],
    ['Product & Technology', 'medium'],
    ['Scaling Plans', 'medium'],
    ['Value Proposition', 'medium'],
    ['Legal & IP', 'low'],
    ['Other', 'low'],
  ])('%s → %s', (title, priority) => {
    expect(priorityForTitle(title)).toBe(priority);
  });
});

describe('formatBullets', () => {
  it('strips list markup and skips lines under 15 characters', () => {
    expect(formatBullets('Risks:\n- **Churn** is rising fast\n* Short line\n1. Burn doubled in Q4')).toEqual([
      'Churn is rising fast',
      'Burn doubled in Q4',
    ]);
    expect(formatBullets(`- ${'x'.repeat(14)}`)).toEqual([]);
    expect(formatBullets(`- ${'x'.repeat(15)}`)).toEqual(['x'.repeat(15)]);
  });

  it('splits bullets over 200 characters by sentence and drops fragments under 20 characters', () => {
    const long = [
      'The company depends on one funding partner for the entire loan book.',
      'It is risky.',
      'A termination of that agreement would stop new advances within weeks and force a fire sale of receivables.',
      'Also churn.',
      'Short again.',
    ].join(' ');
    expect(long.length).toBeGreaterThan(200);
    expect(formatBullets(`- ${long}`)).toEqual([
      'The company depends on one funding partner for the entire loan book.',
      'A termination of that agreement would stop new advances within weeks and force a fire sale of receivables.',
    ]);
  });

  it('keeps a bullet of exactly 200 characters whole', () => {
    const exact = `${'A'.repeat(100)}. ${'B'.repeat(98)}`;
    expect(exact).toHaveLength(200);
    expect(formatBullets(exact)).toEqual([exact]);
  });
});
