import { describe, expect, it } from 'vitest';
import { buildFigureLedger, extractFigures, MAX_LEDGER_FIGURES } from './extract.ts';
import { figureLedgerSchema, type Figure } from './figure.ts';

const AS_OF = new Date('2016-03-15T10:00:00Z');

function read(text: string, opts: { deckDate?: string | null; page?: number } = {}): Figure[] {
  return extractFigures([{ page: opts.page ?? 1, text }], { asOf: AS_OF, deckDate: opts.deckDate ?? null });
}

function only(text: string): Figure {
  const figures = read(text);
  expect(figures, JSON.stringify(figures.map((f) => f.raw))).toHaveLength(1);
  return figures[0];
}

describe('extractFigures: amounts, units and currencies', () => {
  it.each([
    ['$1.2M ARR', 'arr', 1_200_000, 'USD'],
    ['ARR of €850K', 'arr', 850_000, 'EUR'],
    ['MRR: £40,000', 'mrr', 40_000, 'GBP'],
    ['Revenue 1,5 mln PLN', 'revenue', 1_500_000, 'PLN'],
    ['GMV USD 3.2 million', 'gmv', 3_200_000, 'USD'],
    ['Total addressable market: $4.5bn', 'tam', 4_500_000_000, 'USD'],
    ['We are raising $750k', 'round_size', 750_000, 'USD'],
    ['Investment sought: £500k for 15% equity', 'round_size', 500_000, 'GBP'],
    ['Pre-money valuation $8M', 'valuation', 8_000_000, 'USD'],
    ['CAC $120 and LTV $1,400', 'cac', 120, 'USD'],
    ['Cash in the bank: $1.4M', 'cash', 1_400_000, 'USD'],
  ])('%s', (text, metric, value, currency) => {
    const [first] = read(text);
    expect(first).toMatchObject({ metric, value, unit: 'money', currency });
  });

  it('keeps money without a currency as money with no currency', () => {
    expect(only('Revenue 2.4M')).toMatchObject({
      metric: 'revenue',
      value: 2_400_000,
      unit: 'money',
      currency: null,
    });
  });

  it('reads percentages, multiples and months', () => {
    expect(only('Gross margin 72%')).toMatchObject({ metric: 'gross_margin', value: 72, unit: 'percent' });
    expect(only('Monthly churn below 2.5%')).toMatchObject({ metric: 'churn', value: 2.5, per: 'month' });
    expect(only('LTV:CAC of 5x')).toMatchObject({ metric: 'ltv_cac', value: 5, unit: 'multiple' });
    expect(only('18 months of runway')).toMatchObject({ metric: 'runway', value: 18, unit: 'months' });
    expect(only('Runway: 2 years')).toMatchObject({ metric: 'runway', value: 24, unit: 'months' });
  });

  it('reads a growth rate with its time base and what grows', () => {
    expect(only('Revenue growing 20% MoM')).toMatchObject({
      metric: 'growth',
      of: 'revenue',
      value: 20,
      per: 'month',
    });
    expect(only('Users up 3x year over year')).toMatchObject({
      metric: 'growth',
      of: 'users',
      value: 3,
      unit: 'multiple',
      per: 'year',
    });
    expect(only('Market CAGR 14%')).toMatchObject({ metric: 'cagr', value: 14 });
  });

  it('reads counts only with their noun beside them, and "+" as a floor', () => {
    const figures = read('3,000+ paying customers in 12 countries');
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatchObject({
      metric: 'customers',
      value: 3000,
      unit: 'count',
      atLeast: true,
      raw: '3,000+',
    });
    expect(only('Team of 14')).toMatchObject({ metric: 'headcount', value: 14 });
    expect(only('50K monthly active users')).toMatchObject({
      metric: 'users',
      value: 50_000,
      unit: 'count',
      currency: null,
    });
    expect(only('Downloads: over 1.2M')).toMatchObject({ metric: 'downloads', value: 1_200_000 });
  });

  it('reads ranges with a shared magnitude', () => {
    expect(only('Raising $1-2M seed round')).toMatchObject({
      metric: 'round_size',
      value: 1_000_000,
      upper: 2_000_000,
    });
    expect(only('Target gross margin 60–70%')).toMatchObject({ value: 60, upper: 70, unit: 'percent' });
  });

  it('does not read "from A to B" as a range', () => {
    const figures = read('ARR grew from $1M to $3M');
    expect(figures.map((f) => f.value)).toEqual([1_000_000, 3_000_000]);
  });

  it('tells thousands groups from decimals', () => {
    expect(only('Revenue €1.500.000')).toMatchObject({ value: 1_500_000 });
    expect(only('Revenue $1.250M')).toMatchObject({ value: 1_250_000 });
    expect(only('Revenue 2 000 000 PLN')).toMatchObject({ value: 2_000_000 });
  });

  it('calls a small amount per month with no other meaning a price', () => {
    expect(only('Plans from $29/month')).toMatchObject({ metric: 'price', value: 29, per: 'month' });
  });

  it('keeps each figure with its own label when several share a line', () => {
    const figures = read('TAM $50B, SAM $5B, SOM $500M');
    expect(figures.map((f) => [f.metric, f.value])).toEqual([
      ['tam', 50e9],
      ['sam', 5e9],
      ['som', 500e6],
    ]);
    const inverted = read('$50B TAM | $5B SAM | $500M SOM');
    expect(inverted.map((f) => f.metric)).toEqual(['tam', 'sam', 'som']);
  });
});

describe('extractFigures: what is not a figure', () => {
  it.each([
    ['years', 'Founded in 2014, launched 2015'],
    ['dates', 'Last updated 12/05/2019 at 10:30'],
    ['a page number', '12'],
    ['a phone number', 'Call +1 (555) 123-4567 or 555-123-4567'],
    ['addresses', 'www.example2024.com · hello@acme42.io'],
    ['numbers glued to letters', 'B2B SaaS for 4G networks, COVID-19 ready, 1st in class, 24h support'],
    ['bare counts of nothing named', 'Our 5 step process in 3 cities'],
    ['durations that are not runway', 'Setup takes 3 months'],
    ['a quarter and a month', 'Launched Q3 2015, pilot since Sept. 2014'],
  ])('%s', (_label, text) => {
    expect(read(text)).toEqual([]);
  });

  it('reads a currency-marked number even where a year could be', () => {
    expect(only('Price $2015 per licence')).toMatchObject({ value: 2015, unit: 'money' });
  });
});

describe('extractFigures: periods and projections', () => {
  it('reads the period next to a figure', () => {
    expect(only('$1.2M ARR in Q3 2015')).toMatchObject({
      period: { text: 'Q3 2015', start: '2015-07-01', end: '2015-09-30' },
    });
    expect(only('Cash $900K (Sept. 2014)').period).toMatchObject({ start: '2014-09-01', end: '2014-09-30' });
    expect(only('FY23 revenue $4M').period).toMatchObject({ start: '2023-01-01', end: '2023-12-31' });
    expect(only('Revenue 2014: $2.1M').period?.text).toBe('2014');
  });

  it('is projected when the period is after the deck date or marked, actual when the deck says so', () => {
    expect(only('Revenue 2015: $2M')).toMatchObject({ status: 'unknown', markedAsProjection: false });
    expect(read('Revenue 2015: $2M', { deckDate: '2015-12-31' })[0].status).toBe('actual');
    expect(only('Revenue 2015A: $2M')).toMatchObject({ status: 'actual', markedAsProjection: false });
    expect(only('FY2015A revenue $2M').status).toBe('actual');
    expect(only('Actual revenue 2015: $2M').status).toBe('actual');
    expect(only('We reached $2M revenue in 2015').status).toBe('actual');
    expect(only('Revenue 2017: $9M')).toMatchObject({ status: 'projected', markedAsProjection: false });
    expect(only('Revenue will reach $10M by 2027')).toMatchObject({
      status: 'projected',
      markedAsProjection: true,
    });
    expect(only('Revenue 2015E: $2M')).toMatchObject({ status: 'projected', markedAsProjection: true });
    expect(only('Forecast revenue $5M')).toMatchObject({ status: 'projected', markedAsProjection: true });
  });

  it('judges the future from the deck’s own date when it has one', () => {
    const [figure] = read('Revenue 2015: $2M', { deckDate: '2014-06-30' });
    expect(figure.status).toBe('projected');
    // A past-tense sentence about a future period is still a projection.
    const [claimed] = read('We generated $3M revenue in 2015', { deckDate: '2014-06-30' });
    expect(claimed).toMatchObject({ status: 'projected', markedAsProjection: false });
  });

  it('does not call past columns actual when the deck has no date and does not mark them', () => {
    const table = 'Financials\nRevenue\nFY2019 FY2020 FY2021 FY2022 FY2023\n$284K $1.45M $5.03M $11M $20.8M';
    const undated = extractFigures([{ page: 1, text: table }], { asOf: new Date('2026-11-26'), deckDate: null });
    expect(undated.map((f) => [f.period?.text, f.status])).toEqual([
      ['FY2019', 'unknown'],
      ['FY2020', 'unknown'],
      ['FY2021', 'unknown'],
      ['FY2022', 'unknown'],
      ['FY2023', 'unknown'],
    ]);
    // With a date, periods up to it are actuals and the later ones projections, whatever the day it is read.
    const dated = extractFigures([{ page: 1, text: table }], { asOf: new Date('2026-11-26'), deckDate: '2019-06-30' });
    expect(dated.map((f) => f.status)).toEqual(['projected', 'projected', 'projected', 'projected', 'projected']);
    const later = extractFigures([{ page: 1, text: table }], { asOf: new Date('2026-11-26'), deckDate: '2021-12-31' });
    expect(later.map((f) => f.status)).toEqual(['actual', 'actual', 'actual', 'projected', 'projected']);
  });

  it('reads unmarked periods before the deck’s first marked forecast as its actuals', () => {
    const figures = extractFigures(
      [
        { page: 2, text: 'Traction\nSept. 2014: 1,200 customers\nRevenue 2014: $85K' },
        { page: 3, text: 'Plan\nRevenue 2016E: $900K\nRevenue 2017: $2.4M' },
      ],
      { asOf: new Date('2026-11-26'), deckDate: null },
    );
    expect(figures.map((f) => [f.period?.text, f.status])).toEqual([
      ['Sept. 2014', 'actual'],
      ['2014', 'actual'],
      ['2016E', 'projected'],
      // After the first forecast and unmarked: the deck does not say.
      ['2017', 'unknown'],
    ]);
  });

  it('reads the columns a header calls actual, or that come before its marked forecasts, as actuals', () => {
    const marked = read('Revenue\n2013 2014 Actual\n$0.4M $1.1M');
    expect(marked.map((f) => f.status)).toEqual(['actual', 'actual']);
    const series = read('Revenue\n2013 2014 2015E 2016E\n$0.4M $1.1M $3M $6M');
    expect(series.map((f) => f.status)).toEqual(['actual', 'actual', 'projected', 'projected']);
  });

  it('reads the cover date as the deck date', () => {
    const ledger = buildFigureLedger(
      [
        { page: 1, text: 'Acme\nSeed round\nMarch 2015' },
        { page: 2, text: 'Revenue 2015: $2M' },
      ],
      { asOf: AS_OF },
    );
    expect(ledger.deckDate).toBe('2015-03-31');
    expect(ledger.figures[0]).toMatchObject({ page: 2, status: 'projected' });
    expect(figureLedgerSchema.parse(ledger)).toEqual(ledger);
  });

  it('maps a table’s figures to its column headers and takes the row label from above', () => {
    const figures = read('Financials\nRevenue\n2014 2015 2016E\n$0.4M $1.1M $3M');
    expect(figures.map((f) => [f.metric, f.value, f.period?.text, f.status])).toEqual([
      ['revenue', 400_000, '2014', 'actual'],
      ['revenue', 1_100_000, '2015', 'actual'],
      ['revenue', 3_000_000, '2016E', 'projected'],
    ]);
  });

  it('takes a big number’s label from the line above or below', () => {
    const below = read('$1.2M\nARR\n$300K\nMRR');
    expect(below.map((f) => f.metric)).toEqual(['arr', 'mrr']);
    const above = read('Customers\n3,000+\nRetention\n92%');
    expect(above.map((f) => [f.metric, f.value])).toEqual([
      ['customers', 3000],
      ['retention', 92],
    ]);
  });

  it('dates figures from a period in the slide title', () => {
    const figures = read('Traction (Q2 2015)\n$400K MRR');
    expect(figures[0].period?.text).toBe('Q2 2015');
  });

  it('numbers rows by page and keeps the page', () => {
    const figures = extractFigures(
      [
        { page: 3, text: 'TAM $10B' },
        { page: 1, text: 'ARR $1M' },
      ],
      { asOf: AS_OF, deckDate: null },
    );
    expect(figures.map((f) => [f.id, f.page])).toEqual([
      ['p1-1', 1],
      ['p3-1', 3],
    ]);
  });
});

describe('extractFigures: layouts seen in real decks', () => {
  it('gives every figure of a one-per-line column the label above the column', () => {
    const figures = read('Growth Rate\n1000%\n600%\n200%\nEBITDA Margin\n5%\n6%');
    expect(figures.map((f) => [f.metric, f.value])).toEqual([
      ['growth', 1000],
      ['growth', 600],
      ['growth', 200],
      ['profit', 5],
      ['profit', 6],
    ]);
    // A line of words between breaks the column: its figures are not the label's.
    expect(read('Growth Rate\n1000%\nSee appendix\n45%').map((f) => f.metric)).toEqual(['growth', 'other']);
    // The last word of a sentence broken over lines is no column heading.
    expect(read('a fast growing\nindustry\n$214\n$250\n$81').map((f) => f.metric)).toEqual(['market_size', 'other', 'other']);
  });

  it('reads a table row’s first cell as the label of every cell', () => {
    const figures = read('| Revenue | $283,686 | $1,451,549 |\n| Net Income | -$212,832 | $270,408 |\n| Yr/Yr Growth | | 412% |');
    expect(figures.map((f) => [f.metric, f.value])).toEqual([
      ['revenue', 283_686],
      ['revenue', 1_451_549],
      ['profit', -212_832],
      ['profit', 270_408],
      ['growth', 412],
    ]);
  });

  it('knows acquisition costs and a required investment by their common names', () => {
    expect(only('Cost of user acquisition $0.10').metric).toBe('cac');
    expect(only('Cost per install: $1.20').metric).toBe('cac');
    expect(only('Total required investment is 50,000 euros')).toMatchObject({ metric: 'round_size', currency: 'EUR' });
  });

  it('skips list numbering', () => {
    expect(read('Why users love it\n5. Value to users\n6) Customer acquisition')).toEqual([]);
  });
  it('reads "valued at" as a valuation and processed volume as GMV', () => {
    expect(read('Valued at $240m after the last round')[0]).toMatchObject({
      metric: 'valuation',
      value: 240_000_000,
    });
    expect(only('Expected to process $40 million in transactions in Q1 of 2016')).toMatchObject({
      metric: 'gmv',
      status: 'projected',
    });
  });

  it('reads a valuation cap as a valuation, but not a token sale’s hard or soft cap', () => {
    expect(read('SAFE with a $6M cap')[0]).toMatchObject({ metric: 'valuation', value: 6_000_000 });
    expect(read('Hard cap $15M')[0]?.metric).not.toBe('valuation');
    expect(read('Soft-cap: $2M')[0]?.metric).not.toBe('valuation');
  });
});

describe('extractFigures: more real-deck layouts', () => {
  it('reads a count that looks like a year when what it counts follows, and keeps "2015 sales" a year', () => {
    const [euros] = read('Selling 2000 devices in three years (about 400,000 euros)');
    expect(euros).toMatchObject({ value: 400_000, currency: 'EUR', period: null });
    expect(only('2015 sales: $3M').period?.text).toBe('2015');
  });
  it('does not read "up to" as growth', () => {
    expect(only('Up to 25% of deliveries fail')).toMatchObject({ metric: 'other' });
  });
  it('reads a price per month written in another language', () => {
    expect(only('Abonament 19,99 PLN / miesiąc')).toMatchObject({
      value: 19.99,
      currency: 'PLN',
      per: 'month',
    });
  });
});

describe('extractFigures: ranks, slide numbers and shared lines', () => {
  it('skips ranks, steps and the slide’s own number', () => {
    expect(read('Top 4 players hold 22% of revenues').map((f) => f.unit)).toEqual(['percent']);
    expect(read('Testimonials from users\n13', { page: 13 })).toEqual([]);
  });
  it('gives a period to the figure beside it, not to one further along', () => {
    const [now, later] = read('SaaS providers ($21 billion market, $93 billion in 2016)');
    expect(now.period).toBeNull();
    expect(later.period?.text).toBe('2016');
  });
  it('reads a convertible note as the round', () => {
    expect(only('$600k convertible note')).toMatchObject({ metric: 'round_size', value: 600_000 });
  });
});

describe('extractFigures: layout noise', () => {
  it('does not glue a lone zero to the next number, nor count zero-padded numbering', () => {
    expect(read('0 463% 11:35').map((f) => f.value)).toEqual([463]);
    expect(read('Partner companies\n02')).toEqual([]);
  });
  it('takes a label from a neighbouring line only for a lone figure', () => {
    expect(read('User account creation\n9 0 ¢')).toEqual([]);
  });
});

describe('extractFigures: financial tables', () => {
  it('reads negative figures in a row instead of a range, under column headers with a row label', () => {
    const figures = read('FYE June FY2014 FY2015 FY2016\nEBITDA -256,701 -868,426 363,264');
    expect(figures.map((f) => [f.metric, f.value, f.upper, f.period?.text])).toEqual([
      ['profit', -256_701, null, 'FY2014'],
      ['profit', -868_426, null, 'FY2015'],
      ['profit', 363_264, null, 'FY2016'],
    ]);
    expect(only('Net loss -$212,832')).toMatchObject({ value: -212_832, currency: 'USD' });
  });
  it('reads T as trillions', () => {
    expect(only('TAM $2.6T')).toMatchObject({ metric: 'tam', value: 2.6e12 });
  });
  it('still reads a spaced range', () => {
    expect(only('Raising $1 - 2M')).toMatchObject({ value: 1_000_000, upper: 2_000_000 });
  });
});

describe('extractFigures: ranges with the unit on both ends', () => {
  it('reads "3%-13%" and "2x–3x" as ranges', () => {
    expect(only('Monthly user growth of 3%-13%')).toMatchObject({
      metric: 'growth',
      value: 3,
      upper: 13,
      per: 'month',
    });
    expect(only('LTV:CAC 2x–3x')).toMatchObject({ value: 2, upper: 3, unit: 'multiple' });
  });
});

describe('extractFigures: margins, headings and nouns', () => {
  it('reads an EBITDA or net margin as profit, a bare margin as gross margin', () => {
    expect(only('EBIT margin 3%')).toMatchObject({ metric: 'profit', unit: 'percent' });
    expect(only('Margin 62%')).toMatchObject({ metric: 'gross_margin' });
  });
  it('does not count a small bare number under a heading', () => {
    expect(read('User benefits\n4')).toEqual([]);
    expect(read('Customers\n35')[0]).toMatchObject({ metric: 'customers', value: 35 });
  });
  it('does not read a bare number followed by its own noun as money', () => {
    expect(read('We are looking for financing to reach 80,000 transactions')).toEqual([]);
  });
});

describe('extractFigures: bounded work on hostile text', () => {
  // Its time is measured in bench/figures.ts (speed targets live in benchmarks, not in timed tests).
  it('reads every figure of a 200 KB page without line breaks', () => {
    const text = Array.from(
      { length: 8000 },
      (_, i) => `Q${(i % 4) + 1} 20${10 + (i % 9)} revenue $${i}K -${i},000`,
    ).join(' ');
    const figures = read(text);
    expect(figures.length).toBeGreaterThan(8000);
    expect(figures.find((f) => f.raw === '$42K')).toMatchObject({ metric: 'revenue', value: 42_000 });
    // ~2.5 s alone, 6 s beside other files on a loaded 2-core machine; runaway backtracking would take minutes.
  }, 60_000);
});

describe('buildFigureLedger: size', () => {
  it('keeps at most MAX_LEDGER_FIGURES rows, in slide order, and says so', () => {
    const pages = Array.from({ length: 40 }, (_, i) => ({
      page: i + 1,
      text: Array.from({ length: 100 }, (_, j) => `Revenue $${j + 1}K`).join('\n'),
    }));
    const ledger = buildFigureLedger(pages, { asOf: AS_OF, deckDate: null });
    expect(ledger.figures).toHaveLength(MAX_LEDGER_FIGURES);
    expect(ledger.truncated).toBe(true);
    expect(ledger.figures.at(-1)?.page).toBe(MAX_LEDGER_FIGURES / 100);
    expect(buildFigureLedger([{ page: 1, text: 'ARR $1M' }], { asOf: AS_OF }).truncated).toBe(false);
  });
});
