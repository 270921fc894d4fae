import { describe, expect, it } from 'vitest';
import { findCompanyCandidates, findCompanyName, readCompanyName } from './company.ts';
import type { CompanyCandidate } from './company-features.ts';
import { toSlides } from './text.ts';

const slidesOf = (pages: string[]) => toSlides(pages.map((text, i) => ({ pageNumber: i + 1, text })));

function candidate(pages: string[], name: string, fileName = 'deck.pdf'): CompanyCandidate {
  const found = findCompanyCandidates(slidesOf(pages), fileName).find((c) => c.name === name);
  if (!found) throw new Error(`"${name}" is not a candidate`);
  return found;
}

describe('company candidate features', () => {
  it('marks names in a "customers: A, B, C" list on a customer slide', () => {
    const pages = [
      'Tidewell\nFreight booking for small shippers',
      'Customers\nTrusted by: Harbrook, Ostlane, Vennmark, Quillon',
      'Tidewell is a booking platform for small shippers.',
      'Harbrook saved 20 % on freight with Tidewell',
    ];
    const customer = candidate(pages, 'Harbrook');
    expect(customer.features.othersSlide).toBeGreaterThan(0);
    expect(customer.features.inList).toBeGreaterThan(0);
    const own = candidate(pages, 'Tidewell');
    expect(own.features.othersSlide).toBe(0);
    expect(own.features.selfDescription).toBe(1);
    expect(readCompanyName(slidesOf(pages), 'deck.pdf').guess?.name).toBe('Tidewell');
  });

  it('marks a rival named on a competition slide, and does not take it for the company', () => {
    const pages = [
      'Brindle\nCode review that explains itself',
      'Competition\nGitWorks is slow. GitWorks is expensive.',
      'Brindle helps teams review code in minutes.',
      'Brindle vs GitWorks: faster reviews, lower price',
    ];
    expect(candidate(pages, 'GitWorks').features.othersSlide).toBeGreaterThan(0);
    expect(readCompanyName(slidesOf(pages), 'deck.pdf').guess?.name).toBe('Brindle');
  });

  it('marks a fragment of a word and a garbled OCR word', () => {
    const pages = ['ing\nand more', 'ing\nthe rest of it', 'Xqzvbrt Labs\nThe problem'];
    expect(candidate(pages, 'ing').features.fragment).toBe(1);
    const slides = slidesOf(['Sqrtwxz\nWe help', 'Sqrtwxz is a tool for teams.']);
    const garbled = findCompanyCandidates(slides, 'deck.pdf').find((c) => c.key === 'sqrtwxz');
    expect(garbled?.features.ocrGarbage).toBe(1);
  });

  it('marks agreement with the deck’s own web domain and e-mail domain', () => {
    const pages = [
      'Lumora\nLight for night markets',
      'Lumora rents solar lamps to market traders.',
      'Contact\nhello@lumora.io\nwww.lumora.io',
    ];
    const brand = candidate(pages, 'Lumora');
    expect(brand.features.webDomain).toBe(1);
    expect(brand.features.emailDomain).toBe(1);
    expect(brand.features.lastSlide).toBe(1);
    const reading = readCompanyName(slidesOf(pages), 'deck.pdf');
    expect(reading.guess?.name).toBe('Lumora');
    expect(reading.guess?.evidenceSlide).toBe(1);
    expect(reading.guess?.confidence).toBeGreaterThan(0.9);
  });

  it('reads a name written once, alone on the cover, when nothing else claims to be the name', () => {
    const pages = ['Parcelly\nOffline.\nUnhackable.', 'The problem\nParcels get lost every day.'];
    const cover = candidate(pages, 'Parcelly');
    expect(cover.features.coverLineAlone).toBe(1);
    expect(candidate(pages, 'Unhackable').features.ordinaryWordEnding).toBe(1);
    expect(readCompanyName(slidesOf(pages), 'deck.pdf').guess?.name).toBe('Parcelly');
    const lone = ['Keep parcels safe from the door to the shelf\nPARCEL GUARD', 'Problem\nParcels get lost'];
    expect(candidate(lone, 'PARCEL GUARD').features.uncontestedCover).toBe(1);
    expect(readCompanyName(slidesOf(lone), 'deck.pdf').guess?.name).toBe('PARCEL GUARD');
  });

  it('marks a team member’s first name as a person', () => {
    const pages = [
      'Orchardly\nFarm stock, counted',
      'Team\nMelissa Hart, CTO\nJonas Berg, CEO',
      'Melissa is an engineer with ten years in farm software.',
    ];
    expect(candidate(pages, 'Melissa').features.personName).toBe(1);
  });

  it('withholds a name below the threshold and says what the deck may call itself', () => {
    const slides = slidesOf(['Solar powered\ncold storage for\nsmall farms', 'Problem\nFood spoils']);
    const reading = readCompanyName(slides, 'deck.pdf');
    expect(reading.guess).toBeNull();
    expect(reading.unsure?.confidence ?? 0).toBeLessThan(0.5);
    // The record falls back to the file name's words, inferred with no slide, and keeps the guess aside.
    const found = findCompanyName(slides, 'Coldbox_pitch_deck.pdf');
    expect(found).toMatchObject({
      value: 'Coldbox',
      source: { status: 'inferred', slides: [] },
      evidenceSlide: null,
    });
    expect(found.unsure?.slide).toBe(1);
    expect(found.confidence).toBeGreaterThan(0.5);
    expect(findCompanyName(slides, 'deck.pdf')).toMatchObject({
      value: 'Unknown Company',
      source: { status: 'not_found' },
    });
  });
});
