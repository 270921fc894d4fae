import { describe, expect, it } from 'vitest';
import { readSlides } from './finder-test-helpers.ts';
import { findGeography } from './location-finder.ts';

function placeOf(pages: string[], company = 'Tidewell') {
  const { slides, sections } = readSlides(pages);
  return findGeography(slides, sections, company);
}

describe('findGeography reads where the company is', () => {
  it.each([
    [['Tidewell', 'About us\nHeadquartered in Lisbon, Portugal'], 'Lisbon, Portugal', 'stated'],
    [['Tidewell', 'Contact\n12 Harbour Street, London'], 'London, UK', 'stated'],
    [['Tidewell\nRotterdam', 'Problem\nPorts lose berths to no-shows'], 'Rotterdam, Netherlands', 'inferred'],
  ])('%j → %s', (pages, value, status) => {
    const found = placeOf(pages);
    expect(found.value).toBe(value);
    expect(found.source.status).toBe(status);
  });
});

describe('findGeography reads a city no list holds from where addresses put it', () => {
  it.each([
    [['Tidewell', 'About us\nHeadquartered in Varrowby, Estonia'], 'Varrowby, Estonia'],
    [['Tidewell', 'Contact\n40 Mill Road, Kessington, Chile'], 'Kessington, Chile'],
    [['Tidewell', 'Contact\n220 Elm Avenue, Harlow Springs, ID 83702'], 'Harlow Springs, ID, USA'],
  ])('%j → %s', (pages, value) => {
    expect(placeOf(pages)).toMatchObject({ value, source: { status: 'stated' } });
  });

  it('does not take a building, a street or a legal name before the country for a city', () => {
    expect(placeOf(['Tidewell', 'About us\nHeadquartered in Tidewell Tower, Estonia']).value).toBe('Estonia');
    expect(placeOf(['Tidewell', 'Contact\nOffice in Tidewell GmbH, Chile']).value).toBe('Chile');
  });
});

describe('findGeography does not take markets and plans for the location', () => {
  it.each([
    ['a target market', ['Tidewell', 'Market\nOur first market is Spain, then Italy']],
    ['an expansion plan', ['Tidewell', 'Roadmap\nExpansion to Singapore in 2027']],
  ])('%s', (_label, pages) => {
    expect(placeOf(pages).source.status).toBe('not_found');
  });
});

describe('findGeography from the company’s own sentence', () => {
  it('reads the country of "Name is … in Country" when the name was read with a word glued to it', () => {
    const pages = ['Tillpoint', 'Tillpoint is a payments app for corner shops in Kenya.'];
    expect(placeOf(pages, 'TillpointAccess')).toMatchObject({
      value: 'Kenya',
      source: { status: 'inferred' },
    });
  });

  it('reads "Name is … in Country" when the name was read with its legal form', () => {
    const pages = ['Tillpoint Private Limited', 'Tillpoint is a payments app for corner shops in Kenya.'];
    expect(placeOf(pages, 'Tillpoint Private Limited')).toMatchObject({ value: 'Kenya' });
  });

  it('does not take a common word heading the glued name for the company', () => {
    const pages = ['DataHarbor', 'Our data is clean.', 'Data is the new oil for farmers in Kenya.'];
    expect(placeOf(pages, 'DataHarbor').source.status).toBe('not_found');
  });
});
