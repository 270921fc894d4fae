import { describe, expect, it } from 'vitest';
import { csvLine, DECK_EXPORT_COLUMNS, deckExportRow, neutraliseFormula, type ExportedDeck } from './deck-export.ts';
import { REFERENCE_RATES_DATE } from './exchange-rates.ts';
import { formatUsdEquivalent } from './round-size.ts';

const deck: ExportedDeck = {
  id: 'd1',
  companyName: 'Brightloop',
  product: 'Energy sensors',
  industry: 'Energy / Cleantech',
  stage: 'Pre-Seed',
  roundSize: '€1.5M',
  geography: 'Helsinki, Finland',
  website: 'brightloop.io',
  shortDescription: 'Brightloop sells energy sensors to restaurants.',
  status: 'Analyzed',
  deepAnalysisStatus: 'Pending',
  investorFit: {
    overallMatch: 'Yellow',
    stageFit: 'Unknown',
    checkSizeFit: 'Green',
    sectorAlignment: 'Green',
    geographyFit: 'Red',
    rationale: {
      stageFitReason: 'Stage not stated in the deck',
      checkSizeReason: '€1.5M round is within your ticket range',
      sectorReason: 'Energy matches your focus',
      geographyReason: 'Helsinki, Finland is outside your target geographies',
    },
  },
  fieldSources: { stage: { status: 'assumed', slides: [] }, companyName: { status: 'stated', slides: [1] } },
  starred: true,
  isArchived: false,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  fileName: 'brightloop.pdf',
};

describe('deckExportRow', () => {
  it('has one value per column, marks an unstated fact as assumed and names the fit', () => {
    const row = deckExportRow(deck, 'https://decks.example.com/pitch-decks/d1');
    expect(row).toHaveLength(DECK_EXPORT_COLUMNS.length);
    const byHeader = Object.fromEntries(DECK_EXPORT_COLUMNS.map((column, i) => [column.header, row[i]]));
    expect(byHeader).toMatchObject({
      Company: 'Brightloop',
      Stage: 'Pre-Seed (assumed)',
      'Overall fit': 'Partial Match',
      'Stage fit': 'Not stated in the deck',
      'Geography fit': 'Red',
      'Geography fit reason': 'Helsinki, Finland is outside your target geographies',
      Starred: 'yes',
      Uploaded: '2026-11-20',
      Link: 'https://decks.example.com/pitch-decks/d1',
    });
  });

  it('marks a fact extraction is not sure of "(check)", and a confirmed one plainly', () => {
    const byHeader = (exported: ExportedDeck) =>
      Object.fromEntries(DECK_EXPORT_COLUMNS.map((column, i) => [column.header, deckExportRow(exported, '')[i]]));
    const unsure = { status: 'stated' as const, slides: [3], confidence: 0.3, evidence: { quote: 'Helsinki', slide: 3 } };
    expect(byHeader({ ...deck, fieldSources: { geography: unsure } }).Location).toBe('Helsinki, Finland (check)');
    expect(byHeader({ ...deck, fieldSources: { geography: { status: 'user', slides: [3] } } }).Location).toBe(
      'Helsinki, Finland',
    );
  });

  it('prints the round as the app shows it, saying when the deck states no currency', () => {
    const roundOf = (roundSize: string) => {
      const row = deckExportRow({ ...deck, roundSize }, 'u');
      return row[DECK_EXPORT_COLUMNS.findIndex((column) => column.header === 'Round size')];
    };
    expect(roundOf('raising 150K')).toBe('150K (currency not stated)');
    expect(roundOf('€1,500,000')).toBe('€1.5M');
    expect(roundOf('$2M')).toBe('$2M');
    expect(roundOf('Not specified')).toBe('Not specified');
  });

  it('prints a fact the deck does not give as the app does, without calling it assumed', () => {
    const row = deckExportRow({ ...deck, geography: 'Not specified', fieldSources: { geography: { status: 'not_found', slides: [] } } }, 'u');
    expect(row[DECK_EXPORT_COLUMNS.findIndex((column) => column.header === 'Location')]).toBe('Not specified');
  });

  it('gives a stated round in another currency in USD with the rates\' date, and nothing for the others', () => {
    const usdOf = (roundSize: string, fieldSources: ExportedDeck['fieldSources'] = {}) => {
      const row = deckExportRow({ ...deck, roundSize, fieldSources }, 'u');
      return row[DECK_EXPORT_COLUMNS.findIndex((column) => column.header === 'Round size in USD')];
    };
    expect(usdOf('CA$4M')).toBe(formatUsdEquivalent('CA$4M'));
    expect(usdOf('CA$4M')).toContain(`at the rate of ${REFERENCE_RATES_DATE}`);
    expect(usdOf('$2M')).toBe('');
    expect(usdOf('150K')).toBe('');
    expect(usdOf('CA$4M', { roundSize: { status: 'assumed', slides: [] } })).toBe('');
  });

  it('never lets deck text run as a spreadsheet formula', () => {
    const row = deckExportRow({ ...deck, companyName: '=HYPERLINK("http://evil","x")', product: '+1-2', website: '@x' }, 'u');
    expect(row.slice(0, 2)).toEqual(['\'=HYPERLINK("http://evil","x")', "'+1-2"]);
    expect(row[DECK_EXPORT_COLUMNS.findIndex((column) => column.header === 'Website')]).toBe("'@x");
    expect(neutraliseFormula('-5%')).toBe("'-5%");
    expect(neutraliseFormula('Seed')).toBe('Seed');
  });
});

describe('csvLine', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180)', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines'])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
  });
});
