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
    [['Tidewell', 'Contact\n1 Kendall Street, Cambridge, MA 02139'], 'Cambridge, MA, USA'],
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

describe('findGeography weighs every place the deck names', () => {
  it('reads a country written alone on the cover', () => {
    expect(placeOf(['Tidewell\nEstonia', 'Problem\nPorts lose berths to no-shows'])).toMatchObject({
      value: 'Estonia',
      source: { status: 'inferred', slides: [1] },
      evidenceSlide: 1,
    });
  });

  it('reads the seat a cover gives beside the legal name ("Tidewell Oy, Tampere, Finland") as stated and sure', () => {
    const found = placeOf(['Tidewell\nBerth booking for small ports\nTidewell Oy, Tampere, Finland', 'Problem\nPorts lose berths to no-shows']);
    expect(found).toMatchObject({ value: 'Tampere, Finland', source: { status: 'stated', slides: [1] } });
    expect(found.confidence).toBeGreaterThan(0.9);
  });

  it('reads an office address with a postcode as stated', () => {
    const found = placeOf([
      'Tidewell',
      'Problem\nPorts lose berths',
      'Contact\nTidewell Ltd\nUnit 4, Quarry Lane\nBristol BS1 4DJ',
    ]);
    expect(found).toMatchObject({ value: 'Bristol, UK', source: { status: 'stated' }, evidenceSlide: 3 });
  });

  it('reads an "HQ:" line as stated, with a confidence above the threshold', () => {
    const found = placeOf(['Tidewell', 'Company\nHQ: Porto, Portugal']);
    expect(found).toMatchObject({ value: 'Porto, Portugal', source: { status: 'stated', slides: [2] } });
    expect(found.confidence).toBeGreaterThan(0.9);
  });

  it('reads the first place of "offices in A and B" and keeps the other apart', () => {
    expect(placeOf(['Tidewell', 'About\nOffices in Lisbon and Berlin']).value).toBe('Lisbon, Portugal');
  });

  it('reads a city alone on the contact slide', () => {
    const found = placeOf([
      'Tidewell',
      'Problem\nPorts lose berths',
      'Contact us\nhello@tidewell.io\nGdańsk',
    ]);
    expect(found).toMatchObject({
      value: 'Gdańsk, Poland',
      source: { status: 'inferred' },
      evidenceSlide: 3,
    });
  });

  it('does not take a market slide’s country for the location', () => {
    const pages = ['Tidewell', 'Market\nThe German market is worth €2B\nLaunching in Germany in 2027'];
    expect(placeOf(pages).source.status).toBe('not_found');
  });

  it('keeps the home city when a market slide names another country', () => {
    const pages = ['Tidewell\nBased in Dublin, Ireland', 'Market\nLaunching in Germany in 2027'];
    expect(placeOf(pages).value).toBe('Dublin, Ireland');
  });

  it('does not take a team member’s past employer or home for the location', () => {
    expect(placeOf(['Tidewell', 'Team\nAnna Kowal, CTO — ex-Google, London']).source.status).toBe(
      'not_found',
    );
    expect(placeOf(['Tidewell', 'Team\nCesar is a senior developer,\nbased in Mexico.']).source.status).toBe(
      'not_found',
    );
  });

  it('does not take the places of a legal notice', () => {
    const pages = [
      'Tidewell',
      'Notice\nThis is not an offer to sell securities.\nYou are not located in Canada.',
    ];
    expect(placeOf(pages).source.status).toBe('not_found');
  });

  it('does not read a city, state and ZIP code that disagree as an address', () => {
    const found = placeOf(['Tidewell', 'Problem\nPorts lose berths', 'Contact\nMobos lt, CA 34077']);
    expect(found.value).not.toBe('Mobos lt, CA, USA');
  });

  it('keeps a weak candidate below the threshold aside as unsure, not as the location', () => {
    const found = placeOf([
      'Tidewell',
      'Problem\nPorts lose berths',
      'Traction\nPilot with a port in Singapore',
    ]);
    expect(found).toMatchObject({
      value: 'Not specified',
      source: { status: 'not_found' },
      evidenceSlide: null,
    });
    expect(found.unsure).toMatchObject({ value: 'Singapore', slide: 3 });
    expect(found.unsure!.confidence).toBeLessThan(0.5);
    expect(found.confidence).toBeCloseTo(1 - found.unsure!.confidence);
  });

  it('is surer of a contact city when the phone number’s country code agrees', () => {
    const contact = (phone: string) =>
      placeOf(['Tidewell', 'Problem\nPorts lose berths', `Contact\n${phone}\nGdańsk`]);
    expect(contact('+48 58 123 45 67').confidence).toBeGreaterThan(contact('+1 415 555 0100').confidence);
  });

  it('does not read a growth figure with a plus sign as a phone number', () => {
    const contact = (extra: string) =>
      placeOf(['Tidewell', `Traction\n${extra}`, 'Contact\nhello@tidewell.io\nGdańsk']).confidence;
    expect(contact('Revenue +120% year on year')).toBe(contact('Revenue doubled year on year'));
  });

  it('reads a company placing itself in its city ("Lyon’s next …")', () => {
    const found = placeOf([
      'Tidewell\nBecoming Lyon’s next great logistics company',
      'Problem\nPorts lose berths',
    ]);
    expect(found).toMatchObject({ value: 'Lyon, France', source: { status: 'inferred' }, evidenceSlide: 1 });
  });

  it('says not stated when no line gives a place as the company’s own, however often the deck names it', () => {
    const found = placeOf([
      'Tidewell',
      'Team\nAnna: moved to Portugal\nJoão: from Portugal',
      'Traction\nPilots in Portugal',
      'Roadmap\nPortugal',
      'Ask\n$1M seed',
    ]);
    expect(found).toMatchObject({ value: 'Not specified', source: { status: 'not_found' }, evidenceSlide: null });
    expect(found.unsure?.value).toBe('Portugal');
  });

  it('reads "Lyon-based" as where the company is, inferred', () => {
    const found = placeOf(['Tidewell\nA Lyon-based port software company', 'Problem\nPorts lose berths']);
    expect(found).toMatchObject({ value: 'Lyon, France', source: { status: 'inferred' } });
  });

  it('reads a letter-spaced cover line naming a region and its country', () => {
    const found = placeOf(['Tidewell\nO N TA R I O, C A N A D A · S E E D R O U N D', 'Problem\nPorts lose berths']);
    expect(found).toMatchObject({ value: 'Canada', evidenceSlide: 1 });
  });

  it('says nothing is stated when the deck names no place', () => {
    expect(placeOf(['Tidewell', 'Problem\nPorts lose berths'])).toMatchObject({
      value: 'Not specified',
      source: { status: 'not_found' },
      confidence: 1,
      evidenceSlide: null,
    });
  });
});
