import { describe, expect, it } from 'vitest';
import { readSlides } from './finder-test-helpers.ts';
import { findMoney } from './money.ts';
import { columnLabels, findRoundSize } from './round-finder.ts';

function roundOf(pages: string[]) {
  const { slides, sections } = readSlides(pages);
  return findRoundSize(slides, sections);
}

describe('findRoundSize reads the amount the deck asks for', () => {
  it.each([
    [['Tidewell', 'The Ask\nWe are raising $1.2M to reach 50 ports'], '$1.2M'],
    [['Tidewell', 'Investment\nInvestment: €750K'], '€750K'],
    [['Tidewell', 'Funding\nTarget\n$3M'], '$3M'],
    [['Tidewell', 'The Ask\nSeeking £400,000 on a SAFE, valuation cap £4M'], '£400K'],
  ])('%j → %s', (pages, value) => {
    const found = roundOf(pages);
    expect(found.value).toBe(value);
    expect(found.source).toEqual({ status: 'stated', slides: [2] });
  });
});

describe('findRoundSize does not take other figures for the ask', () => {
  it.each([
    ['a market size', ['Tidewell', 'Market\nThe port software market is worth $4.2B a year']],
    ['revenue', ['Tidewell', 'Traction\nRevenue of $300K in 2025']],
    ['a past round', ['Tidewell', 'History\nWe raised $500K from angels in 2024']],
    ['a token hard cap', ['Tidewell', 'Token Sale\nCrowdsale Hardcap: 120 million TIDE\nAccepted: ETH, BTC']],
    [
      'a count of things on the ask slide',
      ['Tidewell', 'The Ask\nEurope moves 4–6M containers a year through small ports'],
    ],
  ])('%s', (_label, pages) => {
    expect(roundOf(pages).source.status).toBe('assumed');
  });

  it.each([
    ['a round named after the figure', ['Tidewell', 'The Ask\n$150,000 Pre-Seed Investment Goal'], '$150K'],
    ['a figure in millions', ['Tidewell', 'The Ask\nWe are raising $2 million for 18 months'], '$2M'],
  ])('still reads %s', (_label, pages, value) => {
    expect(roundOf(pages)).toMatchObject({ value, source: { status: 'stated' } });
  });
});

describe('findRoundSize on a slide that lists what the company is seeking', () => {
  it('takes the one sum listed among its needs', () => {
    const found = roundOf([
      'Tidewell',
      'Next phase\nSeeking partners to scale to 50 ports\n• Two backend engineers\n• ~ $250K\n• 18 months',
    ]);
    expect(found).toEqual({ value: '$250K', source: { status: 'stated', slides: [2] } });
  });

  it('does not take a lone sum on a slide that seeks nothing, or one of several sums', () => {
    expect(roundOf(['Tidewell', 'Pilot\n• Three ports\n• ~ $250K\n• 18 months']).source.status).toBe(
      'assumed',
    );
    const twoSums = [
      'Tidewell',
      'Next phase\n• Two engineers\n• ~ $250K\n• 18 months\n• Revenue $90K last year\nWe are seeking partners',
    ];
    expect(roundOf(twoSums).source.status).toBe('assumed');
  });
});

describe('findRoundSize keeps the range and currency the deck writes', () => {
  it.each([
    ['a range with a word magnitude', 'The Ask\nWe are raising $20–25 Million to expand to 40 ports', '$20–25M'],
    ['a range with a shared unit', 'Investment\nRaising $2-3M seed round', '$2–3M'],
    ['"between … and"', 'The Ask\nWe are seeking between $1M and $1.5M', '$1–1.5M'],
    ['a range in thousands', 'Funding\nWe are raising €60,000 – €90,000 from angels', '€60–90K'],
    ['a word magnitude', 'The Ask\nWe are raising $1.5 million', '$1.5M'],
    ['a number in words', 'The Ask\nWe are raising two million dollars', '$2M'],
    ['a currency code and "mn"', 'The Ask\nRaising USD 2 mn to launch in three markets', '$2M'],
    ['crore', 'Funding Ask\nWe are raising ₹4 crore', '₹4 Cr'],
    ['lakh with "Rs"', 'Funding Ask\nSeeking Rs 50 lakh for the pilot', '₹50 lakh'],
    ['a crore range', 'The Ask\nRaising ₹2–4 Cr seed round', '₹2–4 Cr'],
    ['a Canadian dollar code', 'The Ask\nRaising CAD 4M seed round', 'CA$4M'],
    ['a Canadian dollar sign', 'The Ask\nWe are raising CA$4M', 'CA$4M'],
    ['full digits', 'The Ask\nWe are raising $1,500,000', '$1.5M'],
    ['a full-digit range without a currency', 'The Ask\nWe need 100,000 - 200,000 for the pilot', '100–200K'],
    ['"between … and" with codes', 'Funding\nWe are raising between CAD 1M and CAD 1.5M', 'CA$1–1.5M'],
    ['a crore range with "Rs."', 'Investment\nSeeking Rs. 2-3 crore', '₹2–3 Cr'],
    ['a lakh-to-crore range', 'The Ask\nRaising INR 50 lakh to 1 crore', '₹50 lakh–1 Cr'],
    ['full digits with dots and a sign after', 'Investment\nSzukamy 1.500.000 € inwestycji', '€1.5M'],
    ['full digits with spaces and a code before', 'Investment\nWe are raising PLN 2 000 000', 'PLN 2M'],
    ['a hyphen range with its dollar signs and a word magnitude', 'Funding\nRaising: $20-$25 Million', '$20–25M'],
    ['an en-dash range in full digits', 'The Ask\nWe are raising $100,000 – $200,000', '$100–200K'],
    ['a range with "to" and word magnitudes', 'The Ask\nWe are raising $20 million to $25 million', '$20–25M'],
    ['a full-digit range whose code closes it', 'The Ask\nWe are raising 100,000 - 200,000 USD', '$100–200K'],
    ['a range whose magnitude and currency close it', 'The Ask\nWe are raising 1.5 to 2 million dollars', '$1.5–2M'],
    ['"between … and" with one currency word', 'The Ask\nWe are seeking between 1 and 2 million euros', '€1–2M'],
    ['a "K" range with a code after', 'Funding\nRaising 500K - 800K EUR', '€500–800K'],
    ['a range whose code opens it', 'Investment\nWe are raising USD 100,000 - 200,000', '$100–200K'],
    ['a range in dotted full digits', 'Investment\nSzukamy € 60.000 - 90.000', '€60–90K'],
  ])('%s', (_label, slide, value) => {
    expect(roundOf(['Tidewell', slide])).toMatchObject({ value, source: { status: 'stated', slides: [2] } });
  });
});

describe('findRoundSize reads an ask labelled the ways slides lay it out', () => {
  it.each([
    ['a letter-spaced heading above the figure', 'Next steps\nT H E A S K\n$750K\nS A F E · 1 2 - M O N T H R U N W A Y', '$750K'],
    [
      'a letter-spaced raise heading opening the slide',
      'P R E - S E E D R A I S E · L I S B O N\n$2M – $5M\nUse of funds\nResearch team',
      '$2–5M',
    ],
    ['a label under a figure alone on its line', 'Funding\n$6,000 – $12,000\nSeed Investment\nDev tools $3K', '$6–12K'],
    ['a label opening the line without a colon', 'Assumptions\nInvestment $3.0M\nStake 15%', '$3M'],
    [
      'what the money is for after the figure',
      'We are looking for impact investment\n• Estimate: $200k to cover cost of living and grow the team',
      '$200K',
    ],
  ])('%s', (_label, slide, value) => {
    expect(roundOf(['Tidewell', slide])).toMatchObject({ value, source: { status: 'stated', slides: [2] } });
  });

  it('reads a two-column table whose labels come out before their values', () => {
    const table =
      'Onto Balance Sheet:\nNew Board:\nRaising:\nFounder Equity:\n$13-19 Million\n2 Investors\n1 Independent\n$20-$25 Million\n$6-7 Million';
    expect(roundOf(['Tidewell', 'Planned Round', table])).toMatchObject({
      value: '$20–25M',
      source: { status: 'stated', slides: [3] },
    });
  });

  it('pairs column labels with values only when they come out the same in number', () => {
    const labelsOf = (text: string) => {
      const lines = text.split('\n');
      return [...columnLabels(lines, lines.map(findMoney)).entries()];
    };
    expect(labelsOf('Pre-money:\nRaising:\n$8M\n2 investors\n1 board seat\nThanks')).toEqual([
      [2, 'Pre-money:'],
      [3, 'Raising:'],
      [4, 'Raising:'],
      [5, 'Raising:'],
    ]);
    expect(labelsOf('Onto Balance Sheet:\nRaising:\nFounder Equity:\n$13-19 Million\n$20-$25 Million')).toEqual([]);
  });

  it("reads a budget's total on the slide beside the use of funds", () => {
    const budget = 'Stage Cost (USD)\nDevelopment $60,000 - $120,000\nAudit $40,000 - $80,000\nTotal $100,000 - $200,000\nEstimated Budget';
    const useOfFunds = 'Fund Usage\nDevelopment 50%\nSecurity 20%\nMarketing 20%\nOperations 10%';
    expect(roundOf(['Tidewell', budget, useOfFunds])).toMatchObject({
      value: '$100–200K',
      source: { status: 'stated', slides: [2] },
    });
    // Away from the use of funds, a total is a sum like any other.
    expect(roundOf(['Tidewell', budget, 'Team\nAna Costa, CEO']).source.status).toBe('assumed');
  });

  it('does not read a letter-spaced heading that asks for nothing, nor a cost as an ask', () => {
    expect(roundOf(['Tidewell', 'Market\nT H E M A R K E T\n$750M']).source.status).toBe('assumed');
    expect(roundOf(['Tidewell', 'Budget\nHosting costs $20,000 per year']).source.status).toBe('assumed');
    // "cr" alone is too short a word to make a figure money; "₹3 Cr" or "3 crore" is.
    expect(roundOf(['Tidewell', 'The Ask\nWe are raising capital; 3 cr of the plan is done']).source.status).toBe('assumed');
  });
});

describe('findRoundSize gives a round without a currency the one the deck uses', () => {
  it('names the slide whose figures gave it', () => {
    const found = roundOf(['Tidewell', 'Traction\nRevenue of $300K in 2025, $40K a month', 'The Ask\nWe are raising 2M to reach 50 ports']);
    expect(found.value).toBe('$2M');
    expect(found.source).toEqual({ status: 'inferred', slides: [3], currencyFromSlide: 2 });
  });

  it('keeps it without one when the deck uses no single currency', () => {
    const found = roundOf(['Tidewell', 'Traction\nRevenue of $300K and €200K', 'The Ask\nWe are raising 2M to reach 50 ports']);
    expect(found.source).toEqual({ status: 'stated', slides: [3] });
  });
});
