import { describe, expect, it } from 'vitest';
import { REFERENCE_RATES_DATE, UNITS_PER_USD } from './exchange-rates.ts';
import {
  CURRENCY_NOT_STATED,
  formatMillions,
  formatRoundAmount,
  formatRoundSize,
  formatUsd,
  formatUsdEquivalent,
  parseMoney,
  parseRoundSize,
  parseRoundSizeToMillions,
  roundSizeInUsd,
  spellNumberWords,
} from './round-size.ts';

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
    ['Rp 5 juta', 5],
    ['Rp 500 jt', 500],
    ['2,4 milliards €', 2400],
    ['1,5 miliardi di euro', 1500],
    ['3 miliardy zł', 3000],
    ['R$ 2 bilhões', 2000],
    ['850 mila €', 0.85],
    ['Rp 750 ribu', 0.75],
    ['500 Tsd. €', 0.5],
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

describe('parseRoundSize', () => {
  it.each([
    // Ranges
    ['$20–25 Million', 20e6, 25e6, 'USD'],
    ['$2-3M', 2e6, 3e6, 'USD'],
    ['between $1M and $1.5M', 1e6, 1.5e6, 'USD'],
    ['between CAD 1M and CAD 1.5M', 1e6, 1.5e6, 'CAD'],
    ['$750K-$1.5M', 750e3, 1.5e6, 'USD'],
    ['$6,000 – $12,000', 6000, 12000, 'USD'],
    ['€60–90K', 60e3, 90e3, 'EUR'],
    ['$1 to $2M', 1e6, 2e6, 'USD'],
    ['₹2–4 Cr', 2e7, 4e7, 'INR'],
    ['PLN 1–2 mln', 1e6, 2e6, 'PLN'],
    // Words
    ['$1.5 million', 1.5e6, null, 'USD'],
    ['USD 2 mn', 2e6, null, 'USD'],
    ['₹4 crore', 4e7, null, 'INR'],
    ['Rs 50 lakh', 5e6, null, 'INR'],
    ['Rs. 3 crores', 3e7, null, 'INR'],
    ['CAD 4M', 4e6, null, 'CAD'],
    ['CA$4M', 4e6, null, 'CAD'],
    ['two million dollars', 2e6, null, 'USD'],
    ['fifty thousand euros', 50e3, null, 'EUR'],
    // Full digits
    ['$1,500,000', 1.5e6, null, 'USD'],
    ['1.500.000 €', 1.5e6, null, 'EUR'],
    ['PLN 2 000 000', 2e6, null, 'PLN'],
    ['£1,300,000', 1.3e6, null, 'GBP'],
  ])('reads %s as %d to %s %s', (text, low, high, currency) => {
    expect(parseRoundSize(text)).toEqual({ low, high, currency });
  });

  it('reads number words only as single words before a magnitude', () => {
    expect(spellNumberWords('two million dollars')).toBe('  2 million dollars');
    expect(spellNumberWords('five hundred thousand')).toBe('five hundred thousand');
    expect(spellNumberWords('one of the two founders')).toBe('one of the two founders');
  });

  it('takes "and" as a range only after "between"', () => {
    expect(parseRoundSize('$1M and $2M')).toEqual({ low: 1e6, high: null, currency: 'USD' });
  });

  it('keeps the currency written with the figure, not one named in brackets after it', () => {
    expect(parseRoundSize('₹2–4 Cr (~$250–500K)')).toEqual({ low: 2e7, high: 4e7, currency: 'INR' });
    expect(parseRoundSize('€2M ($2.3M)')).toEqual({ low: 2e6, high: null, currency: 'EUR' });
  });

  it('does not join two amounts in different currencies into a range', () => {
    expect(parseRoundSize('€1M - $2M')?.high).toBeNull();
  });

  it('reads a range written backwards as its first amount', () => {
    expect(parseRoundSize('$3M - $2M')).toEqual({ low: 3e6, high: null, currency: 'USD' });
  });
});

describe('formatRoundSize keeps the amount, range and currency the deck writes', () => {
  it.each([
    ['CAD 4M', 'CA$4M'],
    ['CA$4,000,000', 'CA$4M'],
    ['₹4 crore', '₹4 Cr'],
    ['Rs 50 lakh', '₹50 lakh'],
    ['₹2–4 Cr', '₹2–4 Cr'],
    ['€60,000 – €90,000', '€60–90K'],
    ['$20–25 Million', '$20–25M'],
    ['$750K-$1.5M', '$750K–1.5M'],
    ['$1,500,000', '$1.5M'],
    ['between $1M and $1.5M', '$1–1.5M'],
    ['PLN 2 000 000', 'PLN 2M'],
    ['1.500.000 €', '€1.5M'],
    ['A$3M', 'A$3M'],
    ['$6,000 – $12,000', '$6–12K'],
    ['100,000 - 200,000', `100–200K (${CURRENCY_NOT_STATED})`],
  ])('%s → %s', (text, shown) => {
    expect(formatRoundSize(text)).toBe(shown);
  });

  it('prints what it reads back the same way', () => {
    for (const text of ['CA$4M', '₹2–4 Cr', '€60–90K', '$750K–1.5M', 'PLN 1–2M', '₹50 lakh', 'NZ$2M', 'R$3M']) {
      const round = parseRoundSize(text)!;
      expect(formatRoundAmount(round)).toBe(text);
    }
  });
});

describe('roundSizeInUsd', () => {
  it('converts a round in another currency at the reference rates and says their date', () => {
    const usd = roundSizeInUsd('CA$4M')!;
    expect(usd.low).toBeCloseTo(4e6 / UNITS_PER_USD.CAD, 2);
    expect(usd.high).toBeNull();
    expect(usd.rateDate).toBe(REFERENCE_RATES_DATE);
  });

  it('converts both ends of a range', () => {
    const usd = roundSizeInUsd('₹2–4 Cr')!;
    expect(usd.low).toBeCloseTo(2e7 / UNITS_PER_USD.INR, 2);
    expect(usd.high).toBeCloseTo(4e7 / UNITS_PER_USD.INR, 2);
  });

  it('leaves a USD round as it is, with no rate', () => {
    expect(roundSizeInUsd('$20–25M')).toEqual({ low: 20e6, high: 25e6, rateDate: null });
  });

  it('does not convert a round without a currency or without an amount', () => {
    expect(roundSizeInUsd('150K')).toBeNull();
    expect(roundSizeInUsd('Not specified')).toBeNull();
  });
});

describe('formatUsdEquivalent', () => {
  it('gives the USD figure to two significant digits with the rates\' date', () => {
    const cad = 4e6 / UNITS_PER_USD.CAD;
    const expected = formatRoundAmount({ low: Number(cad.toPrecision(2)), high: null, currency: 'USD' });
    expect(formatUsdEquivalent('CA$4M')).toBe(`≈ ${expected} at the rate of ${REFERENCE_RATES_DATE}`);
  });

  it('converts a range end by end', () => {
    expect(formatUsdEquivalent('€60–90K')).toMatch(new RegExp(`^≈ \\$\\d+–\\d+K at the rate of ${REFERENCE_RATES_DATE}$`));
  });

  it('is empty where there is nothing to convert', () => {
    expect(formatUsdEquivalent('$2M')).toBe('');
    expect(formatUsdEquivalent('150K')).toBe('');
    expect(formatUsdEquivalent('')).toBe('');
  });
});
