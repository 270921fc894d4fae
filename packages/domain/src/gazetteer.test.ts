import { describe, expect, it } from 'vitest';
import { findPlaces } from './gazetteer.ts';

const placesIn = (text: string) =>
  findPlaces(text).map(({ name, kind, country }) => ({ name, kind, country }));

describe('findPlaces', () => {
  it('reads countries written in their own language, under their English name', () => {
    expect(placesIn('Gdańsk, Polska')).toEqual([
      { name: 'Gdańsk', kind: 'city', country: 'Poland' },
      { name: 'Poland', kind: 'country', country: 'Poland' },
    ]);
    expect(placesIn('Sitz: Köln, Deutschland').map((p) => p.name)).toEqual(['Köln', 'Germany']);
  });

  it('matches hyphenated names written with a hyphen or a space', () => {
    expect(placesIn('Cluj-Napoca, România').map((p) => p.name)).toEqual(['Cluj-Napoca', 'Romania']);
    expect(placesIn('Office in Cluj Napoca').map((p) => p.name)).toEqual(['Cluj-Napoca']);
  });

  it('keeps the length of the text that named a place, for abbreviations too', () => {
    const [sf] = findPlaces('SF, CA');
    expect(sf).toMatchObject({ name: 'San Francisco', index: 0, length: 2 });
  });

  it('knows every country and capital of the maintained dataset, under the names decks use', () => {
    expect(placesIn('Based in Tegucigalpa, Honduras')).toEqual([
      { name: 'Tegucigalpa', kind: 'city', country: 'Honduras' },
      { name: 'Honduras', kind: 'country', country: 'Honduras' },
    ]);
    expect(placesIn('Offices in Vientiane and in Turkiye').map((p) => p.name)).toEqual(['Vientiane', 'Turkey']);
  });

  it('reads a name written without its accents', () => {
    expect(placesIn('Poznan, Poland').map((p) => p.name)).toEqual(['Poznań', 'Poland']);
    expect(placesIn('HQ: Lodz').map((p) => p.name)).toEqual(['Łódź']);
    expect(placesIn('Zurich and Zürich').map((p) => p.name)).toEqual(['Zurich', 'Zürich']);
  });

  it('does not take a person or a lower-case word for a place', () => {
    expect(placesIn('Jordan Smith, CTO')).toEqual([]);
    expect(placesIn('Chad Miller, CEO')).toEqual([]);
    expect(placesIn('a boulder rolled down the hill')).toEqual([]);
  });

  it('reads a place written with a possessive', () => {
    expect(placesIn('Our roadmap to being Lisbon’s next unicorn').map((p) => p.name)).toEqual(['Lisbon']);
    expect(placesIn("Denver's first rental app").map((p) => p.name)).toEqual(['Denver']);
  });

  it('does not read an abbreviation inside a hyphenated word as a city', () => {
    expect(placesIn('THE A-LA-CARTE GYM PASS')).toEqual([]);
    expect(placesIn('An LA-based studio').map((p) => p.name)).toEqual(['Los Angeles']);
  });
});
