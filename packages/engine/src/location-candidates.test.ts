import { describe, expect, it } from 'vitest';
import { readSlides } from './finder-test-helpers.ts';
import { findLocationCandidates, type LocationCandidate } from './location-candidates.ts';

function candidatesOf(pages: string[], company = 'Tidewell'): LocationCandidate[] {
  const { slides, sections } = readSlides(pages);
  return findLocationCandidates(slides, sections, company);
}

function candidate(pages: string[], key: string): LocationCandidate {
  const found = candidatesOf(pages).find((c) => c.key === key);
  if (!found) throw new Error(`no candidate ${key} in ${JSON.stringify(pages)}`);
  return found;
}

describe('location cue: only a place some line gives as the company’s own may be reported', () => {
  it.each([
    ['an "HQ" phrase', ['Tidewell', 'About\nHQ: Porto, Portugal'], 'PT'],
    ['a street address', ['Tidewell', 'Contact\n12 Harbour Street, London'], 'GB'],
    ['a sign-off on the closing slide', ['Tidewell', 'Problem\nPorts lose berths', 'Thank you\nGdańsk'], 'PL'],
    ['a contact line of the closing slide', ['Tidewell', 'Problem\nPorts', 'Contact\nhello@tidewell.io · Oslo, Norway'], 'NO'],
    ['a "Berlin-based" adjective', ['Tidewell', 'About\nA Berlin-based team of port engineers'], 'DE'],
    ['a college given as a field', ['Tidewell', 'Team\nCollege: Harbour Institute, Porto'], 'PT'],
    ['an "Office:" label', ['Tidewell', 'Company\nOffice: Porto, Portugal'], 'PT'],
    ['a "founded in" phrase', ['Tidewell', 'About\nFounded in Porto in 2021'], 'PT'],
    ['"a Porto startup"', ['Tidewell', 'About\nWe are a Porto startup'], 'PT'],
    ['a cover signed with place and date', ['Tidewell\nPorto, March 2026', 'Problem\nPorts'], 'PT'],
  ])('%s carries one', (_label, pages, key) => {
    expect(candidate(pages, key).locationCue).toBe(true);
  });

  it.each([
    ['a team member’s origin', ['Tidewell', 'Team\nAnna: from Poland, MSc'], 'PL'],
    ['a market sentence', ['Tidewell', 'Market\nShips in Spain waste 2M hours a year'], 'ES'],
    ['a city alone on a middle slide', ['Tidewell', 'Problem\nPorts lose berths', 'Roadmap\nLisbon', 'Team\nAnna'], 'PT'],
    ['a contact line of a team member on the team slide', ['Tidewell', 'Team\nAnna Kowal · anna@tidewell.io · Warsaw', 'Ask\n$1M'], 'PL'],
    ['a university in a biography', ['Tidewell', 'Team\nAnna Kowal, PhD University of Warsaw', 'Ask\n$1M'], 'PL'],
    ['a place with a past employer', ['Tidewell', 'Team\nex-Google, London', 'Ask\n$1M'], 'GB'],
    ['a place ending a sentence on the closing slide', ['Tidewell', 'Problem\nPorts', 'Next\nCome to Porto'], 'PT'],
    ['a market of a city', ['Tidewell', 'Market\nThe Porto market is worth €2M', 'Ask\n$1M'], 'PT'],
  ])('%s carries none', (_label, pages, key) => {
    expect(candidate(pages, key).locationCue).toBe(false);
  });
});

describe('location candidate features', () => {
  it('reads "X-based" and "X based", also when the sentence goes on on the next line', () => {
    expect(candidate(['Tidewell', 'About\nA Lyon-based team'], 'FR').features.placeBased).toBe(1);
    expect(candidate(['Tidewell', 'About\nBuilt for Lyon\nbased shippers'], 'FR').features.placeBased).toBe(1);
    expect(candidate(['Tidewell', 'About\nShipping from Lyon to Paris'], 'FR').features.placeBased).toBe(0);
  });

  it('agrees with the country code of the deck’s e-mail or web domain, not with a generic one', () => {
    const withContact = (contact: string) => ['Tidewell', 'Problem\nPorts', `Contact\n${contact}\nGdańsk`];
    expect(candidate(withContact('hello@tidewell.pl'), 'PL').features.domainAgrees).toBe(1);
    expect(candidate(withContact('www.Tidewell.pl'), 'PL').features.domainAgrees).toBe(1);
    expect(candidate(['Tidewell', 'Contact\nwww.tidewell.co.uk\nLeeds'], 'GB').features.domainAgrees).toBe(1);
    expect(candidate(withContact('hello@tidewell.io'), 'PL').features.domainAgrees).toBe(0);
    expect(candidate(withContact('hello@tidewell.de'), 'PL').features.domainAgrees).toBe(0);
  });

  it('does not read a year beside a place as a postcode, unless the line is an address', () => {
    expect(candidate(['Tidewell', 'Team\nMoved to the UK 2011'], 'GB').features.postcode).toBe(0);
    expect(candidate(['Tidewell', 'Contact\n10115 Berlin'], 'DE').features.postcode).toBe(1);
    expect(candidate(['Tidewell', 'Contact\n4 Quay Street, Sydney 2000'], 'AU').features.postcode).toBe(1);
  });

  it('reads a place that is one part of a cover line between separators as a sign-off', () => {
    const cover = candidate(['Tidewell\nSeed round · Lisbon, Portugal · 2026', 'Problem\nPorts'], 'PT');
    expect(cover.features.signOff).toBe(1);
    expect(cover.locationCue).toBe(true);
    // "Ontario, Canada": a region no list holds, before its country.
    expect(candidate(['Tidewell\nOntario, Canada · Pre-seed', 'Problem\nPorts'], 'CA').features.signOff).toBe(1);
    // Three or more countries in a row are markets, not a sign-off.
    const row = candidatesOf(['Tidewell\nPortugal · Spain · France', 'Problem\nPorts']);
    expect(row.every((c) => c.features.signOff === 0)).toBe(true);
  });

  it('reads the places of a line set in spaced capitals', () => {
    const cover = candidate(['Tidewell\nO N TA R I O, C A N A D A · P R E - S E E D', 'Problem\nPorts'], 'CA');
    expect(cover.features.signOff).toBe(1);
  });

  it('does not take the end of a sentence broken over two lines for a sign-off, but takes a place after "Thank you"', () => {
    expect(candidate(['Tidewell', 'Problem\nPorts', 'Trivia\nBoth are based out of\nBoston.'], 'US').features.signOff).toBe(0);
    expect(candidate(['Tidewell', 'Problem\nPorts', 'Thank you\nBoston'], 'US').features.signOff).toBe(1);
  });
});
