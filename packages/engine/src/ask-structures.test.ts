import { describe, expect, it } from 'vitest';
import type { AskAnswer } from '@pitchscope/domain/ask-deck';
import { cellTables, competitorAnswer, rivalNames, tableCellAnswer, unitPriceAnswer, useOfFundsAnswer, type SlideLines } from './ask-structures.ts';

const slide = (page: number, text: string): SlideLines => ({ page, lines: text.split('\n') });
const none: AskAnswer = { kind: 'none', text: 'The deck does not say.', citations: [], droppedSentences: 0 };

describe('a price read off a pricing slide', () => {
  const pricing = slide(4, 'Business model\nStarter\n$9 / month\nTeam Plan\n2,000 teams by year 3\n$2.1M ARR\n$49 / month\nHardware kit\n$129 per unit');

  it('finds the tier’s name and the unit price under it, not the revenue between them', () => {
    const team = unitPriceAnswer('How much does the team plan cost?', [pricing]);
    expect(team?.citations).toEqual([{ page: 4, quote: 'Team Plan\n2,000 teams by year 3\n$2.1M ARR\n$49 / month' }]);
    expect(unitPriceAnswer('What does the hardware kit cost per unit?', [pricing])?.citations[0]!.quote).toBe('Hardware kit\n$129 per unit');
    // "plan" helps find a tier but a card need not print it.
    expect(unitPriceAnswer('What does the starter plan cost?', [pricing])?.citations[0]!.quote).toBe('Starter\n$9 / month');
  });

  it('gives no price for a thing the deck does not name, nor for a question that is not about a price', () => {
    expect(unitPriceAnswer('What does the enterprise plan cost?', [pricing])).toBeNull();
    expect(unitPriceAnswer('Who runs the team?', [pricing])).toBeNull();
    expect(unitPriceAnswer('What does the team plan cost?', [slide(1, 'Team Plan\nUnlimited seats\nCustom pricing')])).toBeNull();
  });
});

describe('the use of funds', () => {
  it('quotes the breakdown on the slide about the raise, before any other list of amounts', () => {
    const slides = [
      slide(3, 'Market\nApps $4.2B\nTherapy $7.7B (2024)\nWellness $30B\nCoaching $2B'),
      slide(9, 'The ask\nRaising $1M seed\nUse of Funds\nProduct & Engineering 45%\nGrowth & Marketing 30%\nOperations 25%'),
    ];
    const answer = useOfFundsAnswer('How will the funds be used?', slides);
    expect(answer?.citations[0]).toMatchObject({ page: 9, quote: expect.stringContaining('Product & Engineering 45%') });
  });

  it('answers nothing without a breakdown on a slide about the raise', () => {
    expect(useOfFundsAnswer('How will the funds be used?', [slide(2, 'The ask\nRaising $1M to grow')])).toBeNull();
    expect(useOfFundsAnswer('How will the funds be used?', [slide(3, 'Market\nApps $4.2B\nTherapy $7.7B\nWellness $30B')])).toBeNull();
    expect(useOfFundsAnswer('Who is the CEO?', [slide(9, 'Raise\nProduct 45%\nGrowth 30%\nOps 25%')])).toBeNull();
  });
});

describe('the competition', () => {
  const slides = [
    slide(1, 'Harbourly\nCold storage for harbours'),
    slide(2, 'Harbourly\nProblem: spoiled catch'),
    slide(3, 'Competition\nLowest Fees\nFeature Harbourly FrostLine IceCo Polarix\nPrice Low High High'),
    slide(4, 'Harbourly\nTeam'),
    slide(5, 'Harbourly\nAsk'),
  ];

  it('quotes the line naming the most rivals when the sentence found names none', () => {
    const current: AskAnswer = { kind: 'extract', text: '“Lowest Fees” (slide 3)', citations: [{ page: 3, quote: 'Lowest Fees' }], droppedSentences: 0 };
    const answer = competitorAnswer('Who are their competitors?', slides, current);
    expect(answer.citations).toEqual([{ page: 3, quote: 'Feature Harbourly FrostLine IceCo Polarix' }]);
  });

  it('counts as rivals neither the deck’s own name nor a heading’s or a sentence’s first word', () => {
    const rivals = rivalNames(slides);
    expect(rivals.count('Feature Harbourly FrostLine IceCo Polarix')).toBe(3);
    expect(rivals.count('Lowest Fees')).toBe(0);
    expect(rivals.count('Builds trust. Enables growth.')).toBe(0);
  });

  it('keeps the answer found when no slide about the competition names two rivals', () => {
    expect(competitorAnswer('Who are their competitors?', slides.slice(0, 2), none)).toBe(none);
    expect(competitorAnswer('What is the price?', slides, none)).toBe(none);
  });
});

describe('a table read cell by cell', () => {
  const forecast = slide(
    7,
    'Three-year plan for our first harbours\nPeriod\nHarbours\nRevenue\nMilestone\nYear 1\n4\n$0.5M\nFirst quays live\nYear 2\n12\n$1.8M\nSpain, 3 ports\nYear 3\n30\n$4.2M\nNorth Sea',
  );
  const reading = { term: (word: string) => (['the', 'do', 'they', 'in', 'how', 'much', 'many', 'what', 'is'].includes(word) ? null : word.replace(/s$/, '')), holds: () => true };

  it('finds the header under the slide’s title and the rows, each as many cells as the header', () => {
    const [table] = cellTables(forecast.lines);
    expect(table!.header).toEqual(['Period', 'Harbours', 'Revenue', 'Milestone']);
    expect(table!.rows.map((row) => row[0])).toEqual(['Year 1', 'Year 2', 'Year 3']);
  });

  it('answers with the cell of the column and the row the question names', () => {
    expect(tableCellAnswer('What revenue do they plan in year 2?', [forecast], reading)?.citations).toEqual([{ page: 7, quote: 'Year 2\nRevenue\n$1.8M' }]);
    expect(tableCellAnswer('How many harbours in year 3?', [forecast], reading)?.citations[0]!.quote).toBe('Year 3\nHarbours\n30');
    // No row named, or a cell without the value asked: no answer from the table.
    expect(tableCellAnswer('What revenue do they plan?', [forecast], reading)).toBeNull();
    expect(tableCellAnswer('What revenue in year 2?', [forecast], { ...reading, holds: (cell) => cell.includes('%') })).toBeNull();
  });

  it('does not take labels and figures scattered over a diagram for a table', () => {
    const diagram = slide(6, 'Landscape\nHigh\nLiquidity\nTokens\n(<300)\nOther 20k\nTokens\nAny exchange\nYour token, your collateral\nPartner desk 564');
    expect(cellTables(diagram.lines)).toEqual([]);
  });
});
