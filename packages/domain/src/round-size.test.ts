import { describe, expect, it } from 'vitest';
import { CURRENCY_NOT_STATED, formatMillions, formatRoundSize, formatUsd, parseMoney, parseRoundSizeToMillions } from './round-size.ts';

describe('parseRoundSizeToMillions', () => {
  it.each([
    ['2M', 2],
    ['$1.5M', 1.5],
    ['2.5m', 2.5],
    ['500K', 0.5],
    ['500k', 0.5],
    ['€300,000', 0.3],
    ['USD 2 million', 2],
    ['1,2 mln', 1.2],
    ['1,2 млн', 1.2],
    ['£1M', 1],
    ['PLN 2M', 2],
    ['$1bn', 1000],
    ['1.2 billion', 1200],
    ['$3MM', 3],
    ['250 thousand', 0.25],
    ['1.500.000 zł', 1.5],
    ['2 000 000 EUR', 2],
    ['$1.250M', 1.25],
    ['₹5 crore', 50],
    ['INR 50 lakh', 5],
    ['1,2 millones de euros', 1.2],
    ['R$ 3 milhões', 3],
    ['2,5 Mio. €', 2.5],
  ])('reads %s as %s million', (text, millions) => {
    expect(parseRoundSizeToMillions(text)).toBeCloseTo(millions, 6);
  });

  it('treats a bare number above 1000 as a raw amount and a smaller one as millions (spec §5.4)', () => {
    expect(parseRoundSizeToMillions('750000')).toBe(0.75);
    expect(parseRoundSizeToMillions('1001')).toBeCloseTo(0.001001, 9);
    expect(parseRoundSizeToMillions('1000')).toBe(1000);
    expect(parseRoundSizeToMillions('2')).toBe(2);
  });

  it('prefers an amount with a currency or magnitude over a bare year', () => {
    expect(parseRoundSizeToMillions('Series B 2024: $5M')).toBe(5);
    expect(parseRoundSizeToMillions('Raising $2M at a $10M pre-money valuation')).toBe(2);
  });

  it('reads the lower end of a range with the range unit', () => {
    expect(parseRoundSizeToMillions('$2-3M')).toBe(2);
    expect(parseRoundSizeToMillions('€500k to 1M')).toBe(0.5);
    // The unit written once at the end belongs to both ends: 500 thousand, not 500 dollars.
    expect(parseRoundSizeToMillions('500–750K')).toBe(0.5);
    expect(parseRoundSizeToMillions('$1–2M')).toBe(1);
  });

  it('does not mistake "months" for millions', () => {
    expect(parseRoundSizeToMillions('$1.5M for 18 months of runway')).toBe(1.5);
  });

  it('returns null when there is no figure', () => {
    expect(parseRoundSizeToMillions('Not specified')).toBeNull();
    expect(parseRoundSizeToMillions('')).toBeNull();
    expect(parseRoundSizeToMillions(null)).toBeNull();
  });
});

describe('parseMoney', () => {
  it.each([
    ['$1.5M', 1_500_000, 'USD'],
    ['€300,000', 300_000, 'EUR'],
    ['£1M', 1_000_000, 'GBP'],
    ['PLN 2M', 2_000_000, 'PLN'],
    ['2 mln zł', 2_000_000, 'PLN'],
    ['CHF 750k', 750_000, 'CHF'],
    ['SEK 10M', 10_000_000, 'SEK'],
    ['USD 2 million', 2_000_000, 'USD'],
    ['A$3M', 3_000_000, 'AUD'],
    ['3 million euros', 3_000_000, 'EUR'],
    ['2.5m', 2_500_000, null],
    ['NZ$2M', 2_000_000, 'NZD'],
    ['₦500M', 500_000_000, 'NGN'],
    ['3 milhões de reais', 3_000_000, 'BRL'],
    ['$1.2 trillion', 1_200_000_000_000, 'USD'],
  ])('reads %s as %d %s', (text, amount, currency) => {
    expect(parseMoney(text)).toEqual({ amount, currency });
  });

  it('returns null without a figure', () => {
    expect(parseMoney('TBD')).toBeNull();
  });
});

describe('formatMillions', () => {
  it.each([
    [2, '$2M'],
    [1.5, '$1.5M'],
    [1.25, '$1.25M'],
    [0.5, '$500K'],
    [0.25, '$250K'],
    [0.9999, '$1M'],
    [1500, '$1,500M'],
  ])('shows %s million as %s', (millions, text) => {
    expect(formatMillions(millions)).toBe(text);
  });

  it('shows nothing for a missing amount', () => {
    expect(formatMillions(null)).toBe('');
    expect(formatMillions(Number.NaN)).toBe('');
  });
});

describe('formatUsd', () => {
  it('shows USD without decimals, grouped by thousands', () => {
    expect(formatUsd(250_000)).toBe('$250,000');
    expect(formatUsd(2_000_000)).toBe('$2,000,000');
    expect(formatUsd(999.6)).toBe('$1,000');
    expect(formatUsd(25)).toBe('$25');
    expect(formatUsd(-1500)).toBe('-$1,500');
  });
});

describe('formatRoundSize', () => {
  it('shows a round stated without a currency without one, and says so', () => {
    expect(formatRoundSize('raising 150K')).toBe(`150K (${CURRENCY_NOT_STATED})`);
    expect(formatRoundSize('1,500,000')).toBe('1.5M (currency not stated)');
    expect(formatRoundSize('150K')).not.toContain('$');
  });

  it('keeps the currency the deck states', () => {
    expect(formatRoundSize('$1.5M')).toBe('$1.5M');
    expect(formatRoundSize('€300,000')).toBe('€300K');
    expect(formatRoundSize('PLN 2 mln')).toBe('PLN 2M');
  });

  it('gives back the founder\'s text when no figure can be read', () => {
    expect(formatRoundSize('Not specified')).toBe('Not specified');
    expect(formatRoundSize(null)).toBe('');
  });
});

describe('formatMillions without a symbol', () => {
  it('prints the amount alone', () => {
    expect(formatMillions(0.15, { symbol: '' })).toBe('150K');
    expect(formatMillions(2, { symbol: '' })).toBe('2M');
  });
});
