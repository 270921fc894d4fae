import { describe, expect, it } from 'vitest';
import { extractFigures } from './extract.ts';
import type { Figure } from './figure.ts';
import { CURRENCY_SIGNS, ledgerLanguage } from './languages.ts';

// Made-up slides in each language the vocabulary reads; the deck date is mid-2024.
const AS_OF = new Date('2025-01-15T10:00:00Z');
const DECK_DATE = '2024-06-01';

function read(text: string, language?: string, page = 3): Figure[] {
  return extractFigures([{ page, text }], { asOf: AS_OF, deckDate: DECK_DATE, language });
}

const summary = (f: Figure) => ({
  metric: f.metric,
  value: f.value,
  unit: f.unit,
  currency: f.currency,
  status: f.status,
  period: f.period?.text ?? null,
});

describe('the ledger reads metric words in the deck’s language', () => {
  it('German: revenue, staff, customers and a forecast, with German separators', () => {
    const figures = read(
      [
        'Umsatz 2023: 1,2 Mio. €',
        '45 Mitarbeiter',
        'Kunden: 1.234',
        'Prognose Umsatz 2026: 4,5 Mio. €',
      ].join('\n'),
      'de',
    );
    expect(figures.map(summary)).toEqual([
      { metric: 'revenue', value: 1_200_000, unit: 'money', currency: 'EUR', status: 'actual', period: '2023' },
      { metric: 'headcount', value: 45, unit: 'count', currency: null, status: 'actual', period: null },
      { metric: 'customers', value: 1234, unit: 'count', currency: null, status: 'actual', period: null },
      { metric: 'revenue', value: 4_500_000, unit: 'money', currency: 'EUR', status: 'projected', period: '2026' },
    ]);
    expect(figures.every((f) => f.page === 3)).toBe(true);
  });

  it('French: chiffre d’affaires, utilisateurs, a market in milliards and a raise in M€', () => {
    const figures = read(
      "Chiffre d'affaires 2023 : 850 k€\n12 000 utilisateurs actifs\nMarché européen : 2,4 milliards €\nLevée de fonds : 1,5 M€",
      'fr',
    );
    expect(figures.map((f) => [f.metric, f.value, f.currency])).toEqual([
      ['revenue', 850_000, 'EUR'],
      ['users', 12_000, null],
      ['market_size', 2_400_000_000, 'EUR'],
      ['round_size', 1_500_000, 'EUR'],
    ]);
  });

  it('Polish: przychody, klienci, pracownicy and a wycena in mln zł', () => {
    const figures = read('Przychody 2023: 1,2 mln zł\n500 klientów\n12 pracowników\nWycena pre-money: 10 mln zł', 'pl');
    expect(figures.map((f) => [f.metric, f.value, f.unit, f.currency])).toEqual([
      ['revenue', 1_200_000, 'money', 'PLN'],
      ['customers', 500, 'count', null],
      ['headcount', 12, 'count', null],
      ['valuation', 10_000_000, 'money', 'PLN'],
    ]);
  });

  it('Portuguese: receita in R$ milhões and clientes with a dot for thousands', () => {
    const figures = read('Receita 2023: R$ 2,5 milhões\n1.200 clientes\nValuation de R$ 40 milhões', 'pt');
    expect(figures.map((f) => [f.metric, f.value, f.currency])).toEqual([
      ['revenue', 2_500_000, 'BRL'],
      ['customers', 1200, null],
      ['valuation', 40_000_000, 'BRL'],
    ]);
  });

  it('Spanish: ingresos "de euros", ventas, clientes and usuarios', () => {
    const figures = read('Ingresos 2023: 1,2 millones de euros\nVentas: 300.000 €\n2.500 clientes\nUsuarios: 10.000', 'es');
    expect(figures.map((f) => [f.metric, f.value, f.unit, f.currency])).toEqual([
      ['revenue', 1_200_000, 'money', 'EUR'],
      ['revenue', 300_000, 'money', 'EUR'],
      ['customers', 2500, 'count', null],
      ['users', 10_000, 'count', null],
    ]);
  });

  it('Indonesian: pendapatan in Rp juta per month, pengguna, karyawan and a valuasi in miliar', () => {
    const figures = read('Pendapatan Rp 5 juta per bulan\n10.000 pengguna\nKaryawan: 12\nValuasi Rp 20 miliar', 'id');
    expect(figures.map((f) => [f.metric, f.value, f.unit, f.currency, f.per])).toEqual([
      ['revenue', 5_000_000, 'money', 'IDR', 'month'],
      ['users', 10_000, 'count', null, null],
      ['headcount', 12, 'count', null, null],
      ['valuation', 20_000_000_000, 'money', 'IDR', null],
    ]);
  });

  it('Italian: fatturato "di euro", utenti in mila, and its growth as a percentage of it', () => {
    const figures = read('Fatturato 2023: 2 milioni di euro\n10 mila utenti\nCrescita del fatturato del 40%', 'it');
    expect(figures.map((f) => [f.metric, f.of, f.value, f.unit, f.currency])).toEqual([
      ['revenue', null, 2_000_000, 'money', 'EUR'],
      ['users', null, 10_000, 'count', null],
      ['growth', 'revenue', 40, 'percent', null],
    ]);
  });
});

describe('a round needs a raise word, not a bare "investment"', () => {
  // The founders' own money ("Investissement des fondateurs") is an investment too: English reads a round
  // only from "investment of / needed / required", and so does every other language.
  it.each([
    ['fr', 'Investissement des fondateurs : 200 k€', 'Investissement recherché : 1,5 M€'],
    ['es', 'Inversión de los fundadores: 200.000 €', 'Inversión requerida: 1,5 millones de euros'],
    ['de', 'Investition der Gründer: 200.000 €', 'Investitionsbedarf: 1,5 Mio. €'],
    ['it', 'Investimento dei fondatori: 200 mila euro', 'Investimento richiesto: 1,5 milioni di euro'],
    ['pt', 'Investimento dos fundadores: R$ 200 mil', 'Investimento necessário: R$ 1,5 milhões'],
  ])('%s: the founders’ investment is no round size; the investment sought is', (language, founders, sought) => {
    expect(read(founders, language).filter((f) => f.metric === 'round_size')).toEqual([]);
    expect(read(sought, language).filter((f) => f.metric === 'round_size').map((f) => f.value)).toEqual([1_500_000]);
  });

  it('Polish and Indonesian: a bare "inwestycja" or "investasi" is no round size either', () => {
    expect(read('Inwestycja założycieli: 200 tys. zł', 'pl').filter((f) => f.metric === 'round_size')).toEqual([]);
    expect(read('Investasi pendiri: Rp 200 juta', 'id').filter((f) => f.metric === 'round_size')).toEqual([]);
  });
});

describe('numbers as the language writes them', () => {
  it('a dot before three digits groups thousands in German, even before a magnitude; in English it is a decimal there', () => {
    expect(read('Bewertung: 1.234 Mio. €', 'de')[0]).toMatchObject({ metric: 'valuation', value: 1_234_000_000 });
    expect(read('Valuation: €1.234M', 'en')[0]).toMatchObject({ metric: 'valuation', value: 1_234_000 });
  });

  it('a comma before three digits and a magnitude is a German decimal and English thousands', () => {
    expect(read('Umsatz: 1,234 Mio. €', 'de')[0]).toMatchObject({ value: 1_234_000 });
    expect(read('Revenue: €1,234M', 'en')[0]).toMatchObject({ value: 1_234_000_000 });
  });

  it('a count with a dot or a space for thousands is read whole', () => {
    expect(read('Kunden: 1.234', 'de')[0]).toMatchObject({ metric: 'customers', value: 1234 });
    expect(read('12 000 utilisateurs', 'fr')[0]).toMatchObject({ metric: 'users', value: 12_000 });
  });

  it('a year is a period, not an amount', () => {
    const figures = read('Wachstum des Umsatzes 2024: 30 %', 'de');
    expect(figures.map((f) => [f.metric, f.of, f.value, f.unit])).toEqual([['growth', 'revenue', 30, 'percent']]);
    expect(figures[0].period?.text).toBe('2024');
    expect(read('Przychody w 2024 roku', 'pl')).toEqual([]);
  });

  it('a percentage with a space before the sign is a percentage', () => {
    expect(read('Croissance du chiffre d’affaires : 25 %', 'fr')[0]).toMatchObject({
      metric: 'growth',
      of: 'revenue',
      value: 25,
      unit: 'percent',
    });
  });
});

describe('the deck’s language', () => {
  it('is told from the deck itself when the caller does not say', () => {
    const deck = [
      { page: 1, text: 'Zielona Szklarnia\nInteligentne szklarnie dla małych gospodarstw w Polsce' },
      { page: 2, text: 'Problem\nMałe gospodarstwa tracą do 30% plonów, bo nie mają dostępu do danych o pogodzie i glebie.' },
      { page: 3, text: 'Trakcja\nPrzychody 2023: 1,2 mln zł\n140 klientów w 6 województwach, a sprzedaż jest coraz większa.' },
      { page: 4, text: 'Zespół\nNasz zespół to 12 pracowników, którzy są z nami od początku.' },
    ];
    const figures = extractFigures(deck, { asOf: AS_OF, deckDate: DECK_DATE });
    expect(figures.filter((f) => f.page >= 3).map((f) => [f.metric, f.value, f.page])).toEqual([
      ['revenue', 1_200_000, 3],
      ['customers', 140, 3],
      ['headcount', 12, 4],
    ]);
  });

  it('keeps an English deck’s English reading: another language’s stems are not read in it', () => {
    // "tarif" is French for a price; an English deck's tariffs are a trade cost.
    expect(read('Tariffs of $2 billion a year', 'en').map((f) => f.metric)).toEqual(['other']);
    expect(read('Tariffs of $2 billion a year', 'fr').map((f) => f.metric)).toEqual(['price']);
    expect(ledgerLanguage('en').metricWords('Umsatz Kunden Mitarbeiter')).toEqual([]);
  });

  it('reads the decimal separator from Intl', () => {
    expect(ledgerLanguage('en').decimalComma).toBe(false);
    for (const language of ['pl', 'fr', 'pt', 'es', 'de', 'id', 'it']) expect(ledgerLanguage(language).decimalComma).toBe(true);
  });
});

describe('currency signs from Intl', () => {
  it('names one currency per sign, and no sign that several currencies share', () => {
    const signs = new Map(CURRENCY_SIGNS.map((s) => [s.sign, s.currency]));
    expect(signs.get('Rp')).toBe('IDR');
    expect(signs.get('R$')).toBe('BRL');
    expect(signs.get('₺')).toBe('TRY');
    expect(signs.has('$')).toBe(false);
    expect(signs.has('kr')).toBe(false);
  });

  it('reads a sign of plain letters before a figure only', () => {
    expect(read('Pendapatan Rp 5 juta', 'id')[0]).toMatchObject({ currency: 'IDR', value: 5_000_000 });
    expect(read('Revenue RM 5,000', 'en')[0]).toMatchObject({ metric: 'revenue', currency: 'MYR', value: 5000 });
    expect(read('Revenue 5,000 RM', 'en')[0]).toMatchObject({ metric: 'revenue', currency: null, value: 5000 });
    expect(read('Revenue 12 000 ₺', 'en')[0]).toMatchObject({ metric: 'revenue', currency: 'TRY', value: 12_000 });
  });
});
