import { describe, expect, it } from 'vitest';
import { DECK_DOES_NOT_SAY, type AskAnswer } from '@pitchscope/domain/ask-deck';
import { askedPeriods, cellTables, competitorAnswer, contactAnswer, coverAnswer, periodFigureAnswer, periodKey, rivalNames, statCardAnswer, statCards, tableCellAnswer, unitPriceAnswer, useOfFundsAnswer, whenAnswer, type SlideLines } from './ask-structures.ts';

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

  it('reads a grid of tiers, their names then their prices in the same order', () => {
    const grid = slide(2, 'Pricing\nStarter\nPro\nTeam\n$19/mo\n$49/mo\n$99/mo');
    expect(unitPriceAnswer('What does the Pro plan cost?', [grid])?.citations[0]!.quote).toBe('Pro\n$49/mo');
    expect(unitPriceAnswer('What does the Starter plan cost?', [grid])?.citations[0]!.quote).toBe('Starter\n$19/mo');
    // Sentences with a price in them are no grid's cells.
    const prose = slide(6, 'Business model\nAnnual licence per insurer\nFrom $60k per year\nPlus $0.10 per building scored');
    expect(unitPriceAnswer('What does the annual licence cost?', [prose])?.citations[0]!.quote).toBe('Annual licence per insurer\nFrom $60k per year');
  });

  it('reads a price whose amount and unit are lines of their own', () => {
    const card = slide(5, 'Pricing\nBasic\n$10\nper month\nPro\n$50\nper month');
    expect(unitPriceAnswer('What does the Pro plan cost?', [card])?.citations[0]!.quote).toBe('Pro\n$50\nper month');
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

  it('quotes the one line of the breakdown that names the item asked about', () => {
    const slides = [slide(9, 'Use of Funds\nRaising $2M\nWorking Capital 85% ($1.7M)\nSG&A 15% ($300K)\nHiring 10%')];
    expect(useOfFundsAnswer('How much of the round goes to SG&A?', slides)?.citations[0]!.quote).toBe('SG&A 15% ($300K)');
    expect(useOfFundsAnswer('What share of the funds goes to hiring?', slides)?.citations[0]!.quote).toBe('Hiring 10%');
    // An item the breakdown does not name: the whole breakdown, for the asker to read.
    expect(useOfFundsAnswer('How much of the raise goes to legal fees?', slides)?.citations[0]!.quote).toContain('Working Capital 85%');
  });

  it('reads a breakdown set as cards, the share over its item, and never a market’s size as one', () => {
    const slides = [
      slide(6, 'Market\nTAM $48B\nglobal analytics for funds\nSAM $8.5B\nSOM $850M'),
      slide(10, 'The Ask\nRaising $1.5M Pre-Seed\n50%\nEngineering & AI\n25%\nTeam\n15%\nGTM & Sales\n10%\nInfrastructure'),
    ];
    const answer = useOfFundsAnswer('What share of the raise goes to engineering?', slides);
    expect(answer?.citations[0]).toEqual({ page: 10, quote: '50% Engineering & AI' });
    expect(useOfFundsAnswer('How will the funds be used?', [slides[0]!])).toBeNull();
  });

  it('pairs a chart legend’s shares with its items in order, and an item over its share where the slide ends on a share', () => {
    const legend = slide(3, 'Use of Funds\n40%\n30%\n20%\n10%\nProduct\nSales\nMarketing\nOperations');
    expect(useOfFundsAnswer('How much of the funds goes to sales?', [legend])?.citations[0]!.quote).toBe('30% Sales');
    const itemFirst = slide(4, 'Use of Funds\nProduct\n45%\nSales\n30%\nOperations\n25%');
    expect(useOfFundsAnswer('How much of the funds goes to sales?', [itemFirst])?.citations[0]!.quote).toBe('Sales 30%');
  });

  it('does not read a table’s row of amounts as a card of the breakdown', () => {
    const table = slide(8, 'Revenue at volume (investment case)\nMonthly Volume Monthly Revenue Annual Revenue\n$10,000 $300 $3,600\nLow\n$25,000 $750 $9,000\nMid\n$50,000 $1,500 $18,000\nHigh');
    const breakdown = slide(12, '$6,000 – $12,000\nSeed Investment\nAI Dev Tools $3.6K–$7.2K\nSecurity Audit $1.5K–$3K\nMarketing $200–$500');
    expect(useOfFundsAnswer('How will the funds be used?', [table, breakdown])?.citations[0]!.page).toBe(12);
  });

  it('reads an item of the funds asked in other words: earmarked, dedicated, put into', () => {
    const slides = [slide(7, 'Use of Funds\nRaising $800K\nProduct 50%\nMarketing 35%\nOperations 15%')];
    expect(useOfFundsAnswer('What portion of the money is earmarked for marketing?', slides)?.citations[0]!.quote).toBe('Marketing 35%');
    expect(useOfFundsAnswer('How much of the capital is dedicated to operations?', slides)?.citations[0]!.quote).toBe('Operations 15%');
    expect(useOfFundsAnswer('How much of the money is set aside for operations?', slides, { itemOnly: true })?.citations[0]!.quote).toBe('Operations 15%');
  });

  it('takes the item from the breakdown headed by the money the question names, not another one naming it too', () => {
    const slides = [
      slide(9, 'Use of Funds\nMain Sale Fund Distribution\nOperations – 15%\nDevelopment – 30%\nMarketing – 55%\nPre-Sale Fund Distribution\nTeam and Legal – 35%\nPrototype – 15%\nMain Sale Marketing – 50%'),
    ];
    expect(useOfFundsAnswer('What share of the main sale proceeds goes to marketing?', slides)?.citations[0]!.quote).toBe('Marketing – 55%');
    expect(useOfFundsAnswer('What share of the pre-sale proceeds goes to marketing?', slides)?.citations[0]!.quote).toBe('Main Sale Marketing – 50%');
  });

  it('reads a slide about the raise written in another language through its gloss', () => {
    const slides = [slide(15, 'Potrzeby inwestycyjne\nSzukamy 1 000 000 PLN\n50%\nTechnologia\n40%\nMarketing\n10%\nOperacje')];
    const polish = (text: string) => (/inwestycyjn/i.test(text) ? ['investment'] : []);
    expect(useOfFundsAnswer('What portion of the money is earmarked for marketing?', slides)).toBeNull();
    expect(useOfFundsAnswer('What portion of the money is earmarked for marketing?', slides, { gloss: polish })?.citations[0]!.quote).toBe('40% Marketing');
  });

  it('answers an item question only with the item’s line when asked for the item alone', () => {
    const slides = [slide(9, 'Use of Funds\nRaising $2M\nProduct 45%\nGrowth 30%\nOperations 25%')];
    expect(useOfFundsAnswer('How much of the raise goes to legal fees?', slides, { itemOnly: true })).toBeNull();
    expect(useOfFundsAnswer('How will the funds be used?', slides, { itemOnly: true })).toBeNull();
    expect(useOfFundsAnswer('How much of the raise goes to growth?', slides, { itemOnly: true })?.citations[0]!.quote).toBe('Growth 30%');
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

describe('a figure read by its period', () => {
  const stopwords = new Set('in of for the do they what how many is are'.split(' '));
  const reading = {
    term: (word: string) => (stopwords.has(word.toLowerCase()) ? null : word.toLowerCase().replace(/s$/, '')),
    holds: (cell: string) => /\d/.test(cell),
    bareNumbers: true,
  };

  it('spells a period one way, as a column or a question writes it', () => {
    expect(['Y3', 'Year 3', 'year 3', 'YR3'].map(periodKey)).toEqual(['year 3', 'year 3', 'year 3', 'year 3']);
    expect(new Set(['2025', '2025E', 'FY2025', 'FY 2025F'].map(periodKey)).size).toBe(1);
    expect(periodKey('Q3 2026')).toBe(periodKey("Q3'26"));
    expect(periodKey('Q3 2026')).not.toBe(periodKey('2026'));
    expect(periodKey('Month 18')).toBe('month 18');
    expect(['$4.5M', 'Revenue', '25', '2025 revenue'].map(periodKey)).toEqual([null, null, null, null]);
    expect(askedPeriods('What ARR do they project in year 3?')).toEqual(['year 3']);
    expect(askedPeriods('What EBITDA do they expect for 2014 and by month 18?')).toEqual([periodKey('2014'), 'month 18']);
    expect(askedPeriods('What revenue do they plan for FY2025?')).toEqual([periodKey('2025E')]);
    expect(askedPeriods('What revenue do they plan for Q3 2026?')).toEqual([periodKey('Q3 2026')]);
    expect(askedPeriods('What revenue do they plan for Q3?')).toEqual([periodKey('Q3')]);
    expect(askedPeriods('What is their ARR?')).toEqual([]);
    expect(askedPeriods('What sales do they forecast for their first fiscal year?')).toEqual(['year 1']);
  });

  it('reads a table written as rows of cells between bars, as a PowerPoint table is read, and a plan’s "second year" as its second column', () => {
    const pnl = slide(
      12,
      [
        'Projections',
        '| FYE June | FY2019 | FY2020 | FY2021 |',
        '| Revenue | $283,686 | $1,451,549 | $5,029,293 |',
        '| Yr/Yr Growth | | 412% | 246% |',
        '| EBITDA | -256,701 | -868,426 | 363,264 |',
        '| Margin | -90.5% | -59.8% | 7.2% |',
      ].join('\n'),
    );
    const reading = { term: (word: string) => word.toLowerCase(), holds: () => true, bareNumbers: true };
    // A margin is a share: the engine's reading holds it to a percentage.
    const shares = { ...reading, holds: (cell: string) => cell.includes('%'), bareNumbers: false };
    expect(periodFigureAnswer('What EBITDA margin do they plan to reach by fiscal 2021?', [pnl], shares)?.citations[0]!.quote).toBe('| FYE June | FY2019 | FY2020 | FY2021 |\n| Margin | -90.5% | -59.8% | 7.2% |');
    expect(periodFigureAnswer('What revenue do they expect in the second year?', [pnl], reading)?.citations[0]!.quote).toContain('| Revenue | $283,686 | $1,451,549 |');
    expect(periodFigureAnswer('What revenue do they expect in the fifth year?', [pnl], reading)).toBeNull();
  });

  it('reads a series of figure and period, one a line, labelled by the lines around it', () => {
    const arr = slide(10, 'Business model\nRevenue Projections\n$50K\nY1\n$800K\nY2\n$4.5M\nY3\nAnnual Recurring Revenue (ARR)\n60%\nTarget Gross Margin');
    const users = slide(12, 'User Growth Targets\n9.2K\nNow\n50K\nY1\n250K\nY2\n1M\nY3\nTotal registered users');
    expect(periodFigureAnswer('What ARR do they project in year 3?', [arr, users], reading)?.citations[0]).toEqual({ page: 10, quote: '$4.5M\nY3' });
    expect(periodFigureAnswer('How many users do they target in year 2?', [arr, users], reading)?.citations[0]).toEqual({ page: 12, quote: '250K\nY2' });
    // Period first, too.
    const market = slide(7, 'Market size ($B)\n2022\n$4.2B\n2023\n$5.8B\n2024\n$7.5B');
    expect(periodFigureAnswer('How big is the market in 2023?', [market], reading)?.citations[0]!.quote).toBe('2023\n$5.8B');
  });

  it('reads a table under a header of years, its rows a label then a figure a line, a lone "$" column skipped', () => {
    const pnl = slide(9, 'Financial Model\nBy Year End\n2011E\n2012E\n2013E\n2014E\nAnnual Revenue\n10.59\n$\n74.11\n$\n222.34\n$\n400.21\n$\nEBITDA\n0.53\n4.45\n20.01\n44.02\nEBITDA Margin\n5%\n6%\n9%\n11%');
    expect(periodFigureAnswer('What EBITDA do they project for 2014?', [pnl], reading)?.citations[0]!.quote).toBe('EBITDA\n2014E\n44.02');
    expect(periodFigureAnswer('What EBITDA margin do they expect in 2012?', [pnl], reading)?.citations[0]!.quote).toBe('EBITDA Margin\n2012E\n6%');
    expect(periodFigureAnswer('What annual revenue do they project for 2013?', [pnl], reading)?.citations[0]!.quote).toBe('Annual Revenue\n2013E\n222.34');
    // A bare number stands for an amount only where the question asks for one.
    expect(periodFigureAnswer('What annual revenue do they project for 2013?', [pnl], { ...reading, holds: (cell) => cell.includes('$'), bareNumbers: false })).toBeNull();
  });

  it('reads a table whose header and rows are each one line', () => {
    const plan = slide(17, 'Financials\nYear 2022 2023 2024 2025\nAverage number of clients 1 31 91 151\nProducts in portfolio 2 60 180 300');
    expect(periodFigureAnswer('How many clients do they expect in 2025?', [plan], reading)?.citations[0]).toEqual({
      page: 17,
      quote: 'Year 2022 2023 2024 2025\nAverage number of clients 1 31 91 151',
    });
  });

  it('reads a header line of periods written with words, "Year 1 Year 2 Year 3"', () => {
    const plan = slide(6, 'Financial projections\nYear 1 Year 2 Year 3\nRevenue 100k 900k 2.4M\nNet income -300k 50k 700k');
    expect(periodFigureAnswer('What net income do they project in year 3?', [plan], reading)?.citations[0]!.quote).toBe('Year 1 Year 2 Year 3\nNet income -300k 50k 700k');
    expect(periodFigureAnswer('What revenue in year 2?', [plan], reading)?.citations[0]!.quote).toBe('Year 1 Year 2 Year 3\nRevenue 100k 900k 2.4M');
  });

  it('reads a grid of figures then as many periods, the i-th figure with the i-th period', () => {
    const chart = slide(7, 'Financials\nRevenue\n€120k\n€900k\n€3.2M\n2024\n2025\n2026');
    expect(periodFigureAnswer('What revenue do they project for 2026?', [chart], reading)?.citations[0]!.quote).toBe('€3.2M\n2026');
    const periodsFirst = slide(7, 'Revenue\n2024\n2025\n2026\n€120k\n€900k\n€3.2M');
    expect(periodFigureAnswer('What revenue do they project for 2025?', [periodsFirst], reading)?.citations[0]!.quote).toBe('€900k\n2025');
  });

  it('reads a table given column by column: a period, then its rows as label and figure', () => {
    const forecast = slide(6, 'Financial forecast\n2024\nRevenue $1M\nEBITDA -$0.5M\n2025\nRevenue $3M\nEBITDA $0.2M\n2026\nRevenue $8M\nEBITDA $2.1M');
    expect(periodFigureAnswer('What EBITDA do they forecast for 2025?', [forecast], reading)?.citations[0]!.quote).toBe('2025\nEBITDA $0.2M');
    expect(periodFigureAnswer('What revenue do they forecast for 2026?', [forecast], reading)?.citations[0]!.quote).toBe('2026\nRevenue $8M');
  });

  it('answers nothing for a question naming no period, a period no table has, or a row it does not name', () => {
    const arr = slide(10, 'Revenue\n$50K\nY1\n$800K\nY2\n$4.5M\nY3');
    expect(periodFigureAnswer('What revenue do they project?', [arr], reading)).toBeNull();
    expect(periodFigureAnswer('What revenue do they project in year 5?', [arr], reading)).toBeNull();
    expect(periodFigureAnswer('How many employees in year 2?', [arr], reading)).toBeNull();
    // An odd run pairs either way: not read.
    expect(periodFigureAnswer('What revenue in year 2?', [slide(3, 'Revenue\n$50K\nY1\n$800K\nY2\n$4.5M\nY3\n$9M')], reading)).toBeNull();
  });
});

describe('stat cards: figures set apart from their words', () => {
  const terms = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !['what', 'the', 'are', 'how', 'many'].includes(w)).map((w) => w.replace(/s$/, ''));
  const reading = (question: string) => ({ asked: terms(question), terms, holds: (cell: string) => /\d/.test(cell), bareNumbers: true });

  it('gives each figure the words after it when the slide starts with a figure, the words before when it ends with one', () => {
    const figureFirst = statCards(5, ['Market Size', '5', '1.9 Billion+', 'TRIPS BOOKED', '(WORLDWIDE)', 'Total Market', '532M', 'BUDGET TRIPS', 'Serviceable Market', '10.6M', 'TRIPS W/AB&B', 'Market Share', 'Template by']);
    expect(figureFirst.map((card) => [card.value, card.label.at(-1)])).toEqual([['1.9 Billion+', 'Total Market'], ['532M', 'Serviceable Market'], ['10.6M', 'Template by']]);
    const wordsFirst = statCards(5, ['Market', 'TAM', '$40B', 'SAM', '$4B', 'SOM', '$400M']);
    expect(wordsFirst.map((card) => [card.label, card.value])).toEqual([[['TAM'], '$40B'], [['SAM'], '$4B'], [['SOM'], '$400M']]);
  });

  it('reads no cards where the order is not told, where there are two, or where the figures number steps', () => {
    expect(statCards(2, ['Market', '$18B', 'TAM', '$3B', 'SAM', '$200M'])).toEqual([]);
    expect(statCards(2, ['The Ask', '$1.5M', 'Seed round', 'Pre-money valuation', '$8M', 'Use of funds'])).toEqual([]);
    expect(statCards(3, ['How it works', '1', 'Buyer orders', '2', 'We ship', '3', 'Buyer pays'])).toEqual([]);
  });

  it('answers with the one card that holds every word of the question', () => {
    const market = slide(5, 'Market\n$18B\nTAM\n$3B\nSAM\n$200M\nSOM');
    expect(statCardAnswer([market], reading('What is the SAM?'))?.citations[0]).toEqual({ page: 5, quote: '$3B\nSAM' });
    const tokens = slide(3, 'Tokens\n23K\nTokens\nOver 23,000 exist\n~2%\nListed\nonly ~2% listed\n300\nLending\nprotocols support liquidity');
    // "liquidation fee": the card that says "liquidity" holds one of its words, not both.
    expect(statCardAnswer([tokens], reading('What is the liquidity fee?'))).toBeNull();
    expect(statCardAnswer([market], reading('Who is the CEO?'))).toBeNull();
  });
});

describe('when something happens', () => {
  it('quotes the dated line that names the event asked about, in its words or a word for the same event', () => {
    const roadmap = slide(8, 'Roadmap\nBeta - Q1 2025\nInvite 500 testers.\nGrowth - Q2 2025\nPartner with agencies to acquire users.\nMonetization - Q3 2025\nIntroduce premium plans.');
    expect(whenAnswer('When do they plan to start charging users?', [roadmap])?.citations[0]).toEqual({ page: 8, quote: 'Monetization - Q3 2025' });
    const sale = slide(5, 'Token Sale\nPre-ICO Start: 12th May 2026\nPre-ICO End: 12th June 2026');
    expect(whenAnswer('When does the pre-sale open?', [sale])?.citations[0]!.quote).toBe('Pre-ICO Start: 12th May 2026');
  });

  it('reads a line that runs on to its date with the next line', () => {
    const tokens = slide(8, 'Token Allocation\n40% - Reserve\nReserved for business growth, locked until\nJune 2027, then released monthly.');
    expect(whenAnswer('Until when are the reserved tokens locked up?', [tokens])?.citations[0]!.quote).toBe('Reserved for business growth, locked until\nJune 2027, then released monthly.');
  });

  it('dates a roadmap’s item by the date heading its part, not the heading of the part after it', () => {
    const roadmap = slide(12, 'Roadmap\n2026 Q1\nSecurity Audit\nRelease 1.0\n2026 Q2\nGovernance\nStaking');
    expect(whenAnswer('When do they plan to launch version 1.0?', [roadmap])?.citations[0]!.quote).toBe('2026 Q1\nRelease 1.0');
  });

  it('dates the items of a timeline set as a row by the line of periods under them, in order', () => {
    const row = slide(15, 'Plan\nClosed tests,\nfirst promotion\nBeta version\nfor testers\nPublic launch\nof the open version\nGrowth campaign\nQ1 2027 Q2 2027 Q3 2027 Q4 2027');
    expect(whenAnswer('When is the public launch planned?', [row])?.citations[0]!.quote).toBe('Public launch\nof the open version\nQ3 2027');
  });

  it('names the event through the gloss of a deck in another language', () => {
    const row = slide(15, 'Harmonogram\nTesty zamknięte\nWersja beta\nPubliczne uruchomienie\nQ1 2027 Q2 2027 Q3 2027');
    const polish = (text: string) => (/uruchom/i.test(text) ? ['launch'] : []);
    expect(whenAnswer('When is the public launch planned?', [row])).toBeNull();
    expect(whenAnswer('When is the public launch planned?', [row], polish)?.citations[0]!.quote).toBe('Publiczne uruchomienie\nQ3 2027');
  });

  it('answers nothing when no dated line names the event, or the question asks no date', () => {
    const roadmap = slide(8, 'Roadmap\nBeta - Q1 2025\nGrowth - Q2 2025');
    expect(whenAnswer('When will they open an office in Berlin?', [roadmap])).toBeNull();
    expect(whenAnswer('What is the beta?', [roadmap])).toBeNull();
  });
});

describe('how to reach them', () => {
  const slides = [
    { page: 1, lines: ['Reelbox', 'Tickets and reviews for film lovers', 'www.reelbox.app'] },
    { page: 2, lines: ['Traction', '12,000 users reached in 2024, 1.000.000 by 2026'] },
    { page: 9, lines: ['Thank you', 'Ana Ruiz, CEO', 'ana@reelbox.app', '+351 912 345 678'] },
  ];

  it('quotes the address asked for from the closing slide', () => {
    expect(contactAnswer('What is their email address?', slides)?.citations[0]).toEqual({ page: 9, quote: 'ana@reelbox.app' });
    expect(contactAnswer('What is the phone number?', slides)?.citations[0]).toEqual({ page: 9, quote: '+351 912 345 678' });
    expect(contactAnswer("What's their website?", slides)?.citations[0]).toEqual({ page: 1, quote: 'www.reelbox.app' });
    expect(contactAnswer('How can I reach the CEO?', slides)?.citations[0]).toEqual({ page: 9, quote: 'ana@reelbox.app' });
  });

  it('says the deck does not say when it prints no such address, and leaves other questions to the other readers', () => {
    expect(contactAnswer('What is the phone number?', slides.slice(0, 2))?.text).toBe(DECK_DOES_NOT_SAY);
    expect(contactAnswer('How many users will they reach by 2026?', slides)).toBeNull();
    expect(contactAnswer('Who are their customers?', slides)).toBeNull();
    // A cited source's address is not theirs.
    const cited = [slides[1]!, { page: 3, lines: ['Market', 'Source: https://www.statista.com/statistics/1234567/global-film-tickets/'] }];
    expect(contactAnswer("What's their website?", cited)?.text).toBe(DECK_DOES_NOT_SAY);
  });
});

describe('the cover', () => {
  const slides = [
    { page: 1, lines: ['Reelbox', 'Tickets and reviews for film lovers', 'Seed round · Spring 2024'] },
    { page: 2, lines: ['Problem', 'Film fans juggle three apps'] },
    { page: 3, lines: ['Thank you'] },
  ];

  it('answers the tagline and the deck’s date from the cover', () => {
    expect(coverAnswer('What is their slogan?', slides)?.citations[0]).toEqual({ page: 1, quote: 'Reelbox\nTickets and reviews for film lovers\nSeed round · Spring 2024' });
    expect(coverAnswer('What does the company do in one line?', slides)?.text).toContain('Tickets and reviews for film lovers');
    expect(coverAnswer('When was this deck written?', slides)?.citations[0]).toEqual({ page: 1, quote: 'Seed round · Spring 2024' });
  });

  it('says the deck does not say when no date is printed, and leaves other questions alone', () => {
    expect(coverAnswer('When was this deck written?', [slides[1]!, slides[2]!])?.text).toBe(DECK_DOES_NOT_SAY);
    expect(coverAnswer('What is the product in a nutshell?', slides)).toBeNull();
    expect(coverAnswer('When did they launch?', slides)).toBeNull();
  });
});

describe('who the competitors are', () => {
  it('does not answer "Who are the competitors?" with a sentence that names none', () => {
    const slides = [{ page: 5, lines: ['Why now', 'Upgrading a network in use is a key differentiator to stay current and competitive.'] }];
    const sentence: AskAnswer = { kind: 'extract', text: '“Upgrading …”', citations: [{ page: 5, quote: 'Upgrading a network in use is a key differentiator to stay current and competitive.' }], droppedSentences: 0 };
    expect(competitorAnswer('Who are the competitors?', slides, sentence).text).toBe(DECK_DOES_NOT_SAY);
    const naming: AskAnswer = { ...sentence, citations: [{ page: 5, quote: 'Marketplaces such as Upwork and Fiverr take 20%.' }] };
    expect(competitorAnswer('Who are the competitors?', slides, naming)).toBe(naming);
  });
});
