import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES, detectConflicts, parsePortfolioCsv, productWords, sameSector, type ConflictDeck } from './portfolio.ts';

describe('parsePortfolioCsv', () => {
  it('reads the named columns in any order, quoted fields with commas, quotes and line breaks', () => {
    const csv = [
      'Description,Name,Website,Sector,Owner',
      '"Energy sensors, for ""smart"" kitchens",Kitchen Watt,kitchenwatt.com,Energy / Cleantech,Ann',
      '"Payroll',
      'for shops",Paysy,https://paysy.io,Fintech,Bo',
    ].join('\r\n');
    expect(parsePortfolioCsv(csv)).toEqual({
      companies: [
        { name: 'Kitchen Watt', website: 'kitchenwatt.com', sector: 'Energy / Cleantech', description: 'Energy sensors, for "smart" kitchens' },
        { name: 'Paysy', website: 'https://paysy.io', sector: 'Fintech', description: 'Payroll for shops' },
      ],
      errors: [],
    });
  });

  it('keeps the good rows and gives each bad row its line and reason', () => {
    const csv = ['name,website,sector', 'Kitchen Watt,kitchenwatt.com,Energy', ',nowhere.com,Energy', 'Paysy,not a site,Fintech', '', 'Kitchen Watt Oy,,Energy', `${'x'.repeat(201)},,`].join('\n');
    const parsed = parsePortfolioCsv(csv);
    expect(parsed.companies.map((c) => c.name)).toEqual(['Kitchen Watt']);
    expect(parsed.errors).toEqual([
      { line: 3, message: PORTFOLIO_MESSAGES.nameMissing },
      { line: 4, message: PORTFOLIO_MESSAGES.badWebsite('not a site') },
      { line: 6, message: PORTFOLIO_MESSAGES.repeatedName(2) },
      { line: 7, message: PORTFOLIO_MESSAGES.tooLong('name', 200) },
    ]);
  });

  it('refuses a file without a name column, an empty one, and an unclosed quote', () => {
    expect(parsePortfolioCsv('company_name\nAcme').companies).toEqual([{ name: 'Acme', website: '', sector: '', description: '' }]);
    expect(parsePortfolioCsv('title,website\nAcme,acme.com').errors).toEqual([{ line: 1, message: PORTFOLIO_MESSAGES.noNameColumn }]);
    expect(parsePortfolioCsv('name\n\n').errors).toEqual([{ line: 1, message: PORTFOLIO_MESSAGES.emptyFile }]);
    expect(parsePortfolioCsv('name,description\nAcme,"open').errors).toEqual([{ line: 2, message: PORTFOLIO_MESSAGES.unclosedQuote }]);
  });
});

describe('conflict rules', () => {
  const deck = (overrides: Partial<ConflictDeck> = {}): ConflictDeck => ({
    companyName: 'Brightloop',
    industry: 'Energy / Cleantech',
    product: 'Energy sensors',
    shortDescription: 'Smart energy monitoring for small restaurants',
    slides: [
      { page: 1, text: 'Brightloop\nSmart energy monitoring for small restaurants' },
      { page: 3, text: 'Our Solution\nclip-on sensors show each appliance energy use in restaurants' },
      { page: 9, text: 'Competition\nWattson Labs, Kitchen Watt, spreadsheets' },
    ],
    ...overrides,
  });

  it('reads product words without generic ones, stemmed', () => {
    expect([...productWords('The platform for restaurants and their batteries')]).toEqual(['restaurant', 'battery']);
  });

  it('reads sectors that share a market word as the same', () => {
    expect(sameSector('Energy / Cleantech', 'cleantech')).toBe(true);
    expect(sameSector('Fintech', 'Healthtech')).toBe(false);
    expect(sameSector('Software and services', 'Technology services')).toBe(false);
    expect(sameSector('', 'Energy')).toBe(false);
    expect(sameSector('Clean tech', 'Cleantech')).toBe(true);
    expect(sameSector('Ed-Tech', 'EdTech')).toBe(true);
    expect(sameSector('Health tech', 'Fintech')).toBe(false);
  });

  it('flags a holding the deck names on its competition slide, with the slide', () => {
    const [conflict] = detectConflicts(deck(), [{ id: 'h1', name: 'Kitchen Watt', sector: 'Hospitality', description: 'Point of sale' }]);
    expect(conflict).toEqual({
      companyId: 'h1',
      companyName: 'Kitchen Watt',
      kind: 'named-competitor',
      page: 9,
      words: [],
      reason: 'Names Kitchen Watt as a competitor (slide 9)',
    });
  });

  it('does not take a name on a slide that is not about competition, nor a name inside a word', () => {
    const slides = [{ page: 4, text: 'Customers\nWe work with Kitchen Watt and Wattsonia' }];
    expect(detectConflicts(deck({ slides }), [{ id: 'h1', name: 'Kitchen Watt', sector: '', description: '' }])).toEqual([]);
    const competition = [{ page: 9, text: 'Competitors: Wattsonia' }];
    expect(detectConflicts(deck({ slides: competition }), [{ id: 'h2', name: 'Wattson', sector: '', description: '' }])).toEqual([]);
  });

  it('finds a holding named with other spacing, accents, hyphens or legal form, or by its website', () => {
    const competitors = (text: string) => deck({ slides: [{ page: 6, text: `Competitive landscape\n${text}` }] });
    const holdings = [
      { id: 'h1', name: 'Voltcafe', sector: '', description: '' },
      { id: 'h2', name: 'Kitchen Watt Ltd.', sector: '', description: '' },
      { id: 'h3', name: 'Gridwise Analytics', website: 'https://app.gridwise.co.uk/', sector: '', description: '' },
    ];
    const named = (text: string) => detectConflicts(competitors(text), holdings).map((conflict) => conflict.companyId);
    expect(named('Volt Café, spreadsheets')).toEqual(['h1']);
    expect(named('VOLT-CAFE')).toEqual(['h1']);
    expect(named('Kitchen Watt')).toEqual(['h2']);
    expect(named('kitchenwatt.io and voltcafe.com')).toEqual(['h1', 'h2']);
    expect(named('Gridwise (UK)')).toEqual(['h3']);
    // A name that runs on into a longer word, or a run of more words than a name has, is not the holding.
    expect(named('Voltcafeteria, Kitchen Wattage')).toEqual([]);
    expect(named('Volt and Café')).toEqual([]);
  });

  it('does not flag the holding’s own deck written another way', () => {
    const own = deck({ companyName: 'Volt Café', slides: [{ page: 6, text: 'Competition\nVolt Café versus spreadsheets' }] });
    expect(detectConflicts(own, [{ id: 'h1', name: 'Voltcafe', website: 'voltcafe.com', sector: '', description: '' }])).toEqual([]);
  });

  it('flags the same sector with shared product words, citing the slide that uses most of them', () => {
    const [conflict] = detectConflicts(deck(), [{ id: 'h3', name: 'Voltcafe', sector: 'Cleantech', description: 'Energy sensors for restaurants and hotels' }]);
    expect(conflict).toMatchObject({ kind: 'same-market', words: ['energy', 'sensor', 'restaurant'], page: 3 });
    expect(conflict!.reason).toBe('Same sector (Cleantech) as Voltcafe, and the same product words: energy, sensor, restaurant (slide 3)');
  });

  it('does not flag shared words in another sector, one shared word, or the holding’s own deck', () => {
    expect(detectConflicts(deck(), [{ id: 'h4', name: 'Menuly', sector: 'Fintech', description: 'Payments for restaurants with energy' }])).toEqual([]);
    expect(detectConflicts(deck(), [{ id: 'h5', name: 'Gridly', sector: 'Energy', description: 'Grid batteries for restaurants' }])).toEqual([]);
    expect(detectConflicts(deck(), [{ id: 'h6', name: 'Brightloop Oy', sector: 'Energy', description: 'Energy sensors for restaurants' }])).toEqual([]);
  });
});
