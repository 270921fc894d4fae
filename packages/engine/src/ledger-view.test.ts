import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import { describe, expect, it } from 'vitest';
import { cleanListItem, competitorNames, isContentfulItem, isFounderHere, peopleOf } from './findings.ts';
import { datedFigures, findSteepProjection, multipleInWords, staleNewest } from './ledger-view.ts';

const ledger = (pages: string[], asOf = '2015-03-01') =>
  buildFigureLedger(
    pages.map((text, i) => ({ page: i + 1, text })),
    { asOf: new Date(`${asOf}T00:00:00Z`) },
  );

describe('multipleInWords', () => {
  it('words a multiple as the number says it: 240 % more is 3.4 times, never tenfold', () => {
    expect(multipleInWords(3.4)).toBe('3.4 times');
    expect(multipleInWords(2)).toBe('2 times');
    expect(multipleInWords(9.96)).toBe('10 times');
    expect(multipleInWords(12.5)).toBe('12-fold');
  });
});

describe('findSteepProjection', () => {
  it('finds a projected rise of ten times or more and words it from the figures', () => {
    const steep = findSteepProjection(ledger(['Financials\nRevenue 2014: $200K\nRevenue 2015E: $900K\nRevenue 2016E: $3M']));
    expect(steep?.text).toBe('Revenue is projected to rise 15-fold, from $200K (2014) to $3M (2016E)');
  });

  it('does not call a 3.4-fold plan steep', () => {
    expect(findSteepProjection(ledger(['Financials\nRevenue 2014: $500K\nRevenue 2015E: $1M\nRevenue 2016E: $1.7M']))).toBeNull();
  });
});

describe('datedFigures and staleNewest', () => {
  it('ages each dated figure by the spec rule of its kind and keeps projections apart', () => {
    const dated = datedFigures(ledger(['Traction\nSept. 2014: 1,200 customers', 'Market\nTAM $4B (2013)', 'Plan\nRevenue 2016E: $900K']), new Date('2015-03-01T00:00:00Z'));
    expect(dated.map((d) => [d.figure.metric, d.kind, d.ageMonths, d.projection, d.stale])).toEqual([
      ['customers', 'financial', 5, false, true],
      ['tam', 'market', 14, false, true],
      ['revenue', 'financial', -22, true, false],
    ]);
    expect(staleNewest(dated, 'financial')?.newest.figure.metric).toBe('customers');
    expect(staleNewest(dated.filter((d) => d.kind === 'market'), 'financial')).toBeNull();
  });

  it('lists a dated figure of no known metric but never calls it the newest financial figure', () => {
    const dated = datedFigures(
      ledger(['Acme', 'Traction\nSept. 2014: 1,200 customers', 'Outlook\nOnline wagers hit $946B in December 2015'], '2016-06-01'),
      new Date('2016-06-01T00:00:00Z'),
    );
    expect(dated.some((d) => d.figure.metric === 'other' && !d.projection)).toBe(true);
    expect(staleNewest(dated, 'financial')?.newest.figure.metric).toBe('customers');
  });
});

describe('list items and names', () => {
  it('cleans leading quotes, ampersands and pipes, and drops items that say nothing', () => {
    expect(cleanListItem('“ Acme, 20 seats')).toBe('Acme, 20 seats');
    expect(cleanListItem('& 32 more')).toBe('32 more');
    expect(isContentfulItem('32 more')).toBe(false);
    expect(isContentfulItem('2014 now')).toBe(false);
    expect(isContentfulItem('Acme signed 20 seats')).toBe(true);
  });

  it('keeps company names as competitors, not headings, phrases or common words', () => {
    expect(
      competitorNames(['COMPETITIVE LANDSCAPE', 'Currently', 'Its', 'Established clientele', 'Bank of America', 'eBay', 'Stripe', 'Our advantage', 'Xero', 'AFFORDABLE', 'Inflexible', 'Konkurencja', 'SAP']),
    ).toEqual(['Bank of America', 'eBay', 'Stripe', 'Xero', 'SAP']);
  });

  it('reads people with their roles, so founders are those called founders', () => {
    expect(peopleOf('Ana Ruiz (CEO & Co-founder); Tom Berg (CTO); Lee Park')).toEqual([
      { name: 'Ana Ruiz', role: 'CEO & Co-founder' },
      { name: 'Tom Berg', role: 'CTO' },
      { name: 'Lee Park', role: '' },
    ]);
    expect(peopleOf('Not specified')).toEqual([]);
  });

  it('counts as founders the people the deck calls founders of this company, not of another firm', () => {
    expect(isFounderHere('Co-Founder, CEO', 'Square')).toBe(true);
    expect(isFounderHere('Founder at Square Inc.', 'Square')).toBe(true);
    expect(isFounderHere('Founder at Twubble', 'Square')).toBe(false);
    expect(isFounderHere('Founder and CEO of SIGMA', 'Botgaming')).toBe(false);
    expect(isFounderHere('Founder and CEO of Botgaming', 'Botgaming')).toBe(true);
    expect(isFounderHere('CTO', 'Square')).toBe(false);
  });
});
