import { describe, expect, it } from 'vitest';
import {
  REGION_NAMES,
  TARGET_GEOGRAPHY_COUNTRIES,
  TARGET_GEOGRAPHY_OPTIONS,
  TARGET_GEOGRAPHY_REGIONS,
  countriesOfPlace,
  countriesOfTarget,
  placeWithinTarget,
} from './geography.ts';

const sorted = (set: Set<string>) => [...set].sort();

describe('countriesOfPlace', () => {
  it('reads countries by English or native name, and cities through the gazetteer', () => {
    expect(sorted(countriesOfPlace('Helsinki, Finland'))).toEqual(['FI']);
    expect(sorted(countriesOfPlace('Gdańsk, Polska'))).toEqual(['PL']);
    expect(sorted(countriesOfPlace('München, Deutschland'))).toEqual(['DE']);
    expect(sorted(countriesOfPlace('London, UK'))).toEqual(['GB']);
    expect(sorted(countriesOfPlace('Tallinn'))).toEqual(['EE']);
  });

  it('reads US states and Canadian provinces by code after a comma, or by name', () => {
    expect(sorted(countriesOfPlace('Boulder, CO'))).toEqual(['US']);
    expect(sorted(countriesOfPlace('Austin, Texas'))).toEqual(['US']);
    expect(sorted(countriesOfPlace('Waterloo, ON'))).toEqual(['CA']);
  });

  it('finds every place of a company in two cities, and places inside free text', () => {
    expect(sorted(countriesOfPlace('Berlin and Lisbon'))).toEqual(['DE', 'PT']);
    expect(sorted(countriesOfPlace('HQ in Lisbon with engineers in Kyiv'))).toEqual(['PT', 'UA']);
  });

  it('does not read a short code inside another word, and knows nothing of unknown places', () => {
    expect(sorted(countriesOfPlace('Russia'))).toEqual(['RU']);
    expect(countriesOfPlace('Atlantis').size).toBe(0);
  });
});

describe('countriesOfTarget', () => {
  it('reads region labels and the names investors give regions', () => {
    expect(countriesOfTarget('Global')).toBe('anywhere');
    expect(countriesOfTarget('Worldwide')).toBe('anywhere');
    expect(sorted(countriesOfTarget('DACH') as Set<string>)).toEqual(['AT', 'CH', 'DE', 'LI']);
    expect(countriesOfTarget('Scandinavia')).toEqual(countriesOfTarget('Nordics'));
    expect((countriesOfTarget('Europe') as Set<string>).has('PT')).toBe(true);
    expect((countriesOfTarget('Africa') as Set<string>).has('NG')).toBe(true);
  });

  it('reads a single country by any of its names', () => {
    expect(countriesOfTarget('Finland')).toEqual(new Set(['FI']));
    expect(countriesOfTarget('Deutschland')).toEqual(new Set(['DE']));
    expect(countriesOfTarget('Czech Republic')).toEqual(new Set(['CZ']));
    expect(countriesOfTarget('Silicon Valley')).toBeNull();
  });
});

describe('placeWithinTarget', () => {
  it('puts Helsinki, Finland within Nordics, Europe and Global, and outside North America', () => {
    for (const target of ['Nordics', 'Europe', 'Global', 'Finland', 'EMEA']) {
      expect(placeWithinTarget('Helsinki, Finland', target), target).toBe(true);
    }
    for (const target of ['North America', 'US', 'DACH', 'Asia']) {
      expect(placeWithinTarget('Helsinki, Finland', target), target).toBe(false);
    }
  });

  it('keeps the spec rules as cases: Nordic against Europe, Europe against Europe', () => {
    expect(placeWithinTarget('Nordics', 'Europe')).toBe(true);
    expect(placeWithinTarget('Europe', 'Europe')).toBe(true);
    expect(placeWithinTarget('Europe', 'Nordics')).toBe(false);
  });

  it('tells the US from Canada, and Southeast Asia from China', () => {
    expect(placeWithinTarget('Toronto, ON', 'North America')).toBe(true);
    expect(placeWithinTarget('Toronto, ON', 'US')).toBe(false);
    expect(placeWithinTarget('Singapore', 'Southeast Asia')).toBe(true);
    expect(placeWithinTarget('Shanghai, China', 'Southeast Asia')).toBe(false);
    expect(placeWithinTarget('Bengaluru, India', 'India')).toBe(true);
  });

  it('matches unknown places and targets only word for word', () => {
    expect(placeWithinTarget('Silicon Valley', 'Silicon Valley')).toBe(true);
    expect(placeWithinTarget('Atlantis', 'Europe')).toBe(false);
  });
});

describe('target geography options', () => {
  it('offers the regions first, then every country once', () => {
    expect(TARGET_GEOGRAPHY_REGIONS.slice(0, 4)).toEqual(['Global', 'Europe', 'Nordics', 'DACH']);
    expect(TARGET_GEOGRAPHY_COUNTRIES).toContain('Finland');
    expect(new Set(TARGET_GEOGRAPHY_OPTIONS).size).toBe(TARGET_GEOGRAPHY_OPTIONS.length);
    for (const option of TARGET_GEOGRAPHY_OPTIONS) expect(countriesOfTarget(option), option).not.toBeNull();
  });
});

describe('region names a deck writes', () => {
  it('lists regions and their longer aliases, not the world as a whole nor two-letter words', () => {
    expect(REGION_NAMES).toEqual(expect.arrayContaining(['MENA', 'Baltics', 'baltic states', 'latin america']));
    expect(REGION_NAMES).not.toContain('Global');
    expect(REGION_NAMES).not.toContain('worldwide');
    expect(REGION_NAMES).not.toContain('na');
  });
});
