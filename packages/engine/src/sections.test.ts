import { describe, expect, it } from 'vitest';
import { CORE_SECTIONS, detectSections, unspaceLetters } from './sections.ts';
import { toSlides } from './text.ts';

const sectionsOf = (...slides: string[]) =>
  detectSections(toSlides(slides.map((text, i) => ({ pageNumber: i + 1, text }))));

describe('detectSections', () => {
  it('reads sections named by a label that opens a line, as terse decks write them', () => {
    const sections = sectionsOf(
      'Payflow',
      'Problem: paying contractors in 40 countries takes days and costs 6% in fees',
      'Traction: $1.2M monthly payment volume. Team: two ex-Stripe engineers',
      'Series Seed: raising $3.5M',
      'Bridge round: $2M convertible note',
    );
    expect(sections.problem).toEqual([2]);
    expect(sections.traction).toEqual([3]);
    expect(sections.team).toEqual([3]);
    expect(sections.ask).toEqual([4, 5]);
  });

  it('recognises headings that begin or end in a letter outside ASCII, in any script', () => {
    const sections = sectionsOf(
      'Проблема\nМалые магазины теряют клиентов',
      'Équipe\nClaire Martin, CEO',
      'Zespół\nJan Nowak, CTO',
      'Geschäftsmodell\nAbo pro Filiale',
      'Finanzierung\nWir suchen 2 Mio. €',
    );
    expect(sections.problem).toEqual([1]);
    expect(sections.team).toEqual([2, 3]);
    expect(sections.businessModel).toEqual([4]);
    expect(sections.ask).toEqual([5]);
  });

  it('does not take form fields for investor sections', () => {
    const sections = sectionsOf(
      'Account number: 12345678\nRouting number: 021000021\nAmount: $4,500.00\nSignature: ________',
      'Beneficiary name: Harbor Cafe Ltd\nPurpose of payment: supplier invoice 2291',
    );
    for (const key of CORE_SECTIONS) expect(sections[key]).toEqual([]);
  });

  it('reads numbered headings anywhere on a page, in the part before their colon, articles aside', () => {
    const sections = sectionsOf(
      'Pitch Deck\nKeelo, paiements pour artisans\n2. Le Problème : les artisans attendent leurs paiements\nTrop de retards.',
      'Intro text first\n3. La Solution : Keelo\n7. Levée de Fonds : 1M€',
    );
    expect(sections.problem).toEqual([1]);
    expect(sections.solution).toEqual([2]);
    expect(sections.ask).toEqual([2]);
  });
});

describe('a team slide without a readable heading', () => {
  it('is known by the several titles it names', () => {
    const { team } = detectSections(
      toSlides([
        { pageNumber: 1, text: 'Harborly' },
        { pageNumber: 2, text: 'T  m\nNora Quist (CEO, sales), Pavel Drozd (CTO, platform), Ines Moura (COO, finance)' },
        { pageNumber: 3, text: 'We sell to CEO offices of marinas.' },
      ]),
    );
    expect(team).toEqual([2]);
  });
});

describe('letter-spaced headings', () => {
  it.each([
    ['T H E P R O B L E M', 'THE PROBLEM'],
    ['M A R K E T · B O T T O M U P', 'MARKET BOTTOMUP'],
    ['0 6 · T H E T E A M', '0 6 THE TEAM'],
    ['Problem', null],
    ['A B C', null],
  ])('closes up %j', (line, expected) => {
    expect(unspaceLetters(line)).toBe(expected);
  });

  it('finds the sections of a deck whose headings are spaced out', () => {
    const sections = sectionsOf(
      'Lumenfold\nOffline. Simple.',
      'T H E P R O B L E M\nShops lose a tenth of their stock to spoilage.',
      'T H E S O L U T I O N\nA sensor tag that warns before food spoils.',
      '0 6 · T H E T E A M\nIrena Vos, CEO',
      'T H E A S K\n$600K pre-seed',
    );
    expect(sections.problem).toEqual([2]);
    expect(sections.solution).toEqual([3]);
    expect(sections.team).toEqual([4]);
    expect(sections.ask).toEqual([5]);
  });
});

