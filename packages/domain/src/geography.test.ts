import { describe, expect, it } from 'vitest';
import { regionsOfPlace, regionsOfTarget } from './geography.ts';

describe('regionsOfPlace', () => {
  it('places cities and countries in their region and its parent', () => {
    expect([...regionsOfPlace('Helsinki')].sort()).toEqual(['europe', 'nordics']);
    expect([...regionsOfPlace('Berlin, Germany')].sort()).toEqual(['dach', 'europe']);
    expect([...regionsOfPlace('London, UK')].sort()).toEqual(['europe', 'uk']);
  });

  it('reads US state and Canadian province codes after a comma', () => {
    expect([...regionsOfPlace('San Francisco, CA')].sort()).toEqual(['north america', 'usa']);
    expect([...regionsOfPlace('Boulder, CO')].sort()).toEqual(['north america', 'usa']);
    expect([...regionsOfPlace('Waterloo, ON')].sort()).toEqual(['canada', 'north america']);
  });

  it('finds known places inside free text', () => {
    expect(regionsOfPlace('HQ in Lisbon with engineers in Kyiv').has('europe')).toBe(true);
  });

  it('knows nothing about unknown places', () => {
    expect(regionsOfPlace('Atlantis').size).toBe(0);
  });
});

describe('regionsOfTarget', () => {
  it('reads the names investors give target regions', () => {
    expect(regionsOfTarget('US')).toEqual(new Set(['usa']));
    expect(regionsOfTarget('Scandinavia')).toEqual(new Set(['nordics']));
    expect(regionsOfTarget('EMEA')).toEqual(new Set(['europe', 'middle east', 'africa']));
    expect(regionsOfTarget('Worldwide')).toBe('anywhere');
  });

  it('leaves country and city targets to text matching', () => {
    expect(regionsOfTarget('Finland')).toBeNull();
  });
});
