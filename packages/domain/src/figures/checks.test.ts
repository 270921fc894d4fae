import { describe, expect, it } from 'vitest';
import {
  checkConflicts,
  checkFigureLedger,
  checkFreshness,
  checkGrowth,
  checkMarketOrder,
  checkMrrVsArr,
  checkProjectionsAsActuals,
  checkUnmarkedPeriods,
  checkRunway,
  MAX_FINDINGS_PER_CHECK,
} from './checks.ts';
import { buildFigureLedger, extractFigures } from './extract.ts';
import type { FigureLedger } from './figure.ts';
import { makeFigure } from './figure-factory.ts';

const figure = makeFigure;
const year = (y: number) => ({ text: String(y), start: `${y}-01-01`, end: `${y}-12-31` });
const month = (y: number, m: number, text: string) => {
  const mm = String(m).padStart(2, '0');
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { text, start: `${y}-${mm}-01`, end: `${y}-${mm}-${last}` };
};
const AS_OF = new Date('2015-06-15T00:00:00Z');
const deck = (pages: string[], deckDate: string | null = null) =>
  extractFigures(
    pages.map((text, i) => ({ page: i + 1, text })),
    { asOf: AS_OF, deckDate },
  );

describe('checkMrrVsArr', () => {
  it('flags an ARR that is not twelve times the MRR, citing both slides', () => {
    const figures = deck(['ARR $1.2M', 'MRR $300K']);
    const [found] = checkMrrVsArr(figures);
    expect(found).toMatchObject({
      check: 'mrr-vs-arr',
      severity: 'warning',
      pages: [1, 2],
      figureIds: ['p1-1', 'p2-1'],
    });
    expect(found.message).toContain('$3.6M');
  });
  it('accepts a rounded match and ignores other periods and currencies', () => {
    expect(checkMrrVsArr(deck(['ARR $1.2M · MRR $98K']))).toEqual([]);
    const arr = figure({ metric: 'arr', value: 1_200_000, period: year(2014) });
    const mrr = figure({ metric: 'mrr', value: 300_000, period: year(2015) });
    const euroMrr = figure({ metric: 'mrr', value: 300_000, currency: 'EUR' });
    expect(checkMrrVsArr([arr, mrr, euroMrr])).toEqual([]);
  });
});

describe('checkGrowth', () => {
  it('flags a growth rate the two figures on its line do not support', () => {
    const [found] = checkGrowth(deck(['Revenue grew from $1M to $1.5M, up 200%']));
    expect(found).toMatchObject({ check: 'growth-vs-figures', pages: [1] });
    expect(found.message).toContain('50%');
  });
  it('accepts a growth rate that matches, as a percentage or a multiple', () => {
    expect(checkGrowth(deck(['Revenue grew from $1M to $3M, up 200%']))).toEqual([]);
    expect(checkGrowth(deck(['Revenue grew from $1M to $3M: 3x growth']))).toEqual([]);
  });
  it('compounds a monthly rate between two dated figures of a slide', () => {
    const mrrJan = figure({ metric: 'mrr', value: 10_000, period: month(2015, 1, 'Jan 2015'), page: 4 });
    const mrrApr = figure({ metric: 'mrr', value: 13_310, period: month(2015, 4, 'Apr 2015'), page: 4 });
    const right = figure({
      metric: 'growth',
      of: 'mrr',
      unit: 'percent',
      value: 10,
      per: 'month',
      page: 4,
      currency: null,
    });
    const wrong = figure({
      metric: 'growth',
      of: 'mrr',
      unit: 'percent',
      value: 30,
      per: 'month',
      page: 4,
      currency: null,
    });
    expect(checkGrowth([mrrJan, mrrApr, right])).toEqual([]);
    const [found] = checkGrowth([mrrJan, mrrApr, wrong]);
    expect(found.figureIds).toEqual([wrong.id, mrrJan.id, mrrApr.id]);
    expect(found.message).toContain('10% per month');
  });
  it('says nothing when the slide does not give the two figures', () => {
    expect(checkGrowth(deck(['Revenue growing 20% MoM']))).toEqual([]);
  });
});

describe('checkRunway', () => {
  it('flags a runway the cash and burn do not give', () => {
    const [found] = checkRunway(deck(['Cash $600K · Burn $100K/month · 18 months of runway']));
    expect(found).toMatchObject({ check: 'runway-vs-burn', severity: 'warning' });
    expect(found.message).toContain('lasts 6 months');
  });
  it('accepts a runway the round pays for, and an annual burn', () => {
    expect(checkRunway(deck(['Raising $2M for 20 months of runway', 'Burn $100K per month']))).toEqual([]);
    expect(checkRunway(deck(['Cash $1.2M, annual burn $800K, runway 18 months']))).toEqual([]);
  });
  it('says nothing without a burn', () => {
    expect(checkRunway(deck(['Raising $2M for 20 months of runway']))).toEqual([]);
  });
});

describe('checkMarketOrder', () => {
  it('flags a SAM larger than the TAM', () => {
    const [found] = checkMarketOrder(deck(['TAM $5B', 'SAM $8B · SOM $100M']));
    expect(found).toMatchObject({ check: 'market-order', severity: 'error', pages: [1, 2] });
    expect(found.message).toMatch(/SAM \$8B.*TAM \$5B/);
  });
  it('reports a SOM above SAM once, not again against the TAM', () => {
    const findings = checkMarketOrder(deck(['TAM $50B · SAM $5B · SOM $6B']));
    expect(findings).toHaveLength(1);
    expect(findings[0].message).toMatch(/SOM \$6B.*SAM \$5B/);
  });
  it('accepts nested markets and ignores other currencies', () => {
    expect(checkMarketOrder(deck(['TAM $50B · SAM $5B · SOM $500M']))).toEqual([]);
    expect(checkMarketOrder(deck(['TAM €5B · SAM $8B']))).toEqual([]);
  });
});

describe('checkConflicts', () => {
  it('flags the same metric stated with different values on two slides', () => {
    const [found] = checkConflicts(deck(['Traction: 1,200 customers', 'Team of 9 · 1,800 customers']));
    expect(found).toMatchObject({ check: 'conflicting-values', severity: 'info', pages: [1, 2] });
    expect(found.message).toContain('1.2K (slide 1), 1.8K (slide 2)');
  });
  it('flags two values for one dated period on one slide only under the same row label', () => {
    const a = figure({
      metric: 'revenue',
      value: 2_000_000,
      period: year(2014),
      page: 5,
      context: 'Revenue 2014: $2M',
    });
    const b = figure({
      metric: 'revenue',
      value: 2_600_000,
      period: year(2014),
      page: 5,
      context: 'Revenue $2.6M (2014)',
    });
    expect(checkConflicts([a, b])).toMatchObject([{ severity: 'warning', figureIds: [a.id, b.id] }]);
    const ebitda = figure({
      metric: 'profit',
      value: -250_000,
      period: year(2014),
      page: 5,
      context: 'EBITDA -250,000',
    });
    const net = figure({
      metric: 'profit',
      value: -210_000,
      period: year(2014),
      page: 5,
      context: 'Net income -210,000',
    });
    expect(checkConflicts([ebitda, net])).toEqual([]);
  });
  it('does not flag rounding, floors, different periods, a change on one line, or actual vs plan', () => {
    expect(checkConflicts(deck(['ARR $1.2M', 'ARR $1.22M']))).toEqual([]);
    expect(checkConflicts(deck(['3,000+ customers', '3,400 customers']))).toEqual([]);
    expect(checkConflicts(deck(['Revenue 2013: $1M', 'Revenue 2014: $2M']))).toEqual([]);
    expect(checkConflicts(deck(['ARR grew from $1M to $3M']))).toEqual([]);
    expect(checkConflicts(deck(['ARR $1M', 'Target ARR $5M']))).toEqual([]);
    expect(checkConflicts(deck(['Members 57M', 'Active users 0 5,171 12,528 21,981']))).toEqual([]);
    // Undated and given many times: comparisons and segments, not restatements.
    expect(checkConflicts(deck(['4M users at launch', '25K users', '180K users', '1.3M users']))).toEqual([]);
  });
});

describe('checkProjectionsAsActuals', () => {
  const ledgerOf = (pages: string[], deckDate: string | null): FigureLedger =>
    buildFigureLedger(
      pages.map((text, i) => ({ page: i + 1, text })),
      { asOf: AS_OF, deckDate },
    );
  it('warns about a past-tense claim on a period after the deck date', () => {
    const [found] = checkProjectionsAsActuals(ledgerOf(['We generated $3M revenue in 2015'], '2014-09-30'));
    expect(found).toMatchObject({ check: 'projection-as-actual', severity: 'warning', pages: [1] });
    expect(found.message).toContain('stated as achieved');
  });
  it('notes an unmarked future figure, and leaves marked forecasts alone', () => {
    const [found] = checkProjectionsAsActuals(ledgerOf(['Revenue 2016: $9M'], null));
    expect(found).toMatchObject({ severity: 'info' });
    expect(
      checkProjectionsAsActuals(ledgerOf(['Revenue 2016E: $9M', 'Forecast: revenue $20M in 2017'], null)),
    ).toEqual([]);
  });
});

describe('checkUnmarkedPeriods', () => {
  const ledgerOf = (pages: string[], deckDate: string | null): FigureLedger =>
    buildFigureLedger(
      pages.map((text, i) => ({ page: i + 1, text })),
      { asOf: AS_OF, deckDate },
    );
  const table = 'Revenue\nFY2010 FY2011 FY2012 FY2013 FY2014\n$0.3M $1.4M $5M $11M $20.8M';
  it('asks which past columns are actuals when the deck has no date and does not say', () => {
    const [found, ...rest] = checkUnmarkedPeriods(ledgerOf(['Team', table], null));
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ check: 'projection-as-actual', severity: 'info', pages: [2] });
    expect(found.figureIds).toHaveLength(5);
    expect(found.message).toBe(
      'Slide 2: 5 figures for FY2010 to FY2014 are not marked as actual or projected, and the deck gives no date of its own. Ask which are actuals.',
    );
  });
  it('is quiet when the deck has a date or marks its columns', () => {
    expect(checkUnmarkedPeriods(ledgerOf([table], '2012-06-30'))).toEqual([]);
    expect(checkUnmarkedPeriods(ledgerOf(['Revenue\n2013A 2014A\n$1M $2M'], null))).toEqual([]);
  });
});

describe('checkFreshness', () => {
  it('flags financial figures older than 3 months and market figures older than 6', () => {
    const findings = checkFreshness(deck(['Cash $900K (Sept. 2014)', 'TAM $4B (2013)']), { asOf: AS_OF });
    expect(findings.map((f) => [f.check, f.severity, f.pages])).toEqual([
      ['freshness', 'warning', [1]],
      ['freshness', 'info', [2]],
    ]);
    expect(findings[0].message).toContain('Sept. 2014');
    expect(findings[0].message).toContain('9 months');
  });
  it('is quiet when the newest figure is recent', () => {
    expect(
      checkFreshness(deck(['Revenue Q4 2014: $200K', 'MRR $90K (April 2015)']), { asOf: AS_OF }),
    ).toEqual([]);
  });
  it('reports forecasts whose period has passed and key figures with no date', () => {
    const lapsed = figure({
      metric: 'revenue',
      value: 1e6,
      period: year(2014),
      status: 'projected',
      markedAsProjection: true,
      page: 7,
    });
    const undated = figure({ metric: 'customers', unit: 'count', currency: null, value: 40, page: 3 });
    const findings = checkFreshness([lapsed, undated], { asOf: AS_OF });
    expect(findings.map((f) => f.pages)).toEqual([[7], [3]]);
    expect(findings[0].message).toContain('Ask for the actuals');
    expect(findings[1].message).toContain('no date');
  });
});

describe('checkFigureLedger', () => {
  it('runs every check and lists errors first', () => {
    const ledger = buildFigureLedger(
      [
        { page: 1, text: 'Acme\nMarch 2015' },
        { page: 2, text: 'ARR $1.2M (Feb 2015) · MRR $50K (Feb 2015)' },
        { page: 3, text: 'TAM $1B · SAM $2B' },
      ],
      { asOf: AS_OF },
    );
    const findings = checkFigureLedger(ledger, { asOf: AS_OF });
    expect(findings[0].check).toBe('market-order');
    expect(findings.map((f) => f.check)).toContain('mrr-vs-arr');
  });
});

describe('checkFigureLedger: bounded work', () => {
  // Its time is measured in bench/figures.ts (speed targets live in benchmarks, not in timed tests).
  it('checks a ledger of thousands of figures, each check capped at its number of findings', () => {
    const text = Array.from(
      { length: 6000 },
      (_, i) => `Revenue Q${(i % 4) + 1} 2014 $${i}K, growing ${i % 50}% MoM`,
    ).join('\n');
    const ledger = buildFigureLedger([{ page: 1, text }], { asOf: AS_OF, deckDate: null });
    const findings = checkFigureLedger(ledger, { asOf: AS_OF });
    expect(findings.some((f) => f.check === 'freshness')).toBe(true);
    expect(findings.filter((f) => f.check === 'growth-vs-figures')).toHaveLength(MAX_FINDINGS_PER_CHECK);
    // ~1 s alone, 5 s beside other files on a loaded 2-core machine; unbounded checks would take minutes.
  }, 60_000);
});
