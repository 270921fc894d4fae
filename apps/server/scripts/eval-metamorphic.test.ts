import { describe, expect, it } from 'vitest';
import {
  addSlide,
  companyForms,
  movePlaces,
  replaceCompany,
  replaceCompanyInFileName,
  replacePlace,
  scaleAmount,
  scaleWritten,
  seededRandom,
  shuffleSlides,
  type VariantDeck,
} from './metamorphic-variants.ts';

describe('companyForms', () => {
  it('reads each part of a label, without its legal suffix, and the name run together, longest first', () => {
    expect(companyForms('Ferrow & Lund (Ferrow)')).toEqual(['Ferrow & Lund', 'ferrowandlund', 'Ferrow']);
    expect(companyForms('Gantry Works, Inc.')).toEqual(['Gantry Works', 'gantryworks']);
  });

  it('leaves out a domain written in the label', () => {
    expect(companyForms('Pellucid (pellucid-labs.com)')).toEqual(['Pellucid']);
  });
});

describe('replaceCompany', () => {
  const forms = companyForms('Gantry Works, Inc.');

  it('replaces every case variant of the name on whole words, keeping the legal suffix and possessive', () => {
    expect(
      replaceCompany(
        'GANTRY WORKS\nGantry Works, Inc. builds cranes. Gantry Works’s team. gantry works',
        forms,
        'Harbor Pine',
      ),
    ).toBe('HARBOR PINE\nHarbor Pine, Inc. builds cranes. Harbor Pine’s team. harbor pine');
  });

  it('replaces the name written split or joined', () => {
    expect(replaceCompany('Bot Gaming platform. BotGaming. Bot-gaming', ['Botgaming'], 'Brenlow')).toBe(
      'Brenlow platform. Brenlow. Brenlow',
    );
    expect(replaceCompanyInFileName('Deck-Air-BnB-v2.pdf', ['Airbnb'], 'Veltrano')).toBe(
      'Deck-Veltrano-v2.pdf',
    );
  });

  it('does not touch a name inside a longer word', () => {
    expect(replaceCompany('Gantry Worksheet and SuperGantry Works', ['Gantry Works'], 'Kalo')).toBe(
      'Gantry Worksheet and SuperGantry Works',
    );
  });

  it('writes the new name as a slug inside web and e-mail addresses', () => {
    expect(
      replaceCompany('www.gantryworks.com · hello@gantryworks.io · Gantry Works', forms, 'Northwind Labs'),
    ).toBe('www.northwindlabs.com · hello@northwindlabs.io · Northwind Labs');
    expect(replaceCompany('pellucid-sensors.com', ['Pellucid'], 'Sendra.ai')).toBe('sendra-sensors.com');
  });

  it('keeps a lower-case brand in its own case', () => {
    expect(replaceCompany('tovi is a platform. TOVI', ['tovi'], 'BrightPath')).toBe(
      'BrightPath is a platform. BRIGHTPATH',
    );
  });
});

describe('replaceCompanyInFileName', () => {
  it('renames words of the file name, and a name glued to "pitchdeck" as a slug', () => {
    expect(replaceCompanyInFileName('Gantry Works pitch deck.pdf', ['Gantry Works'], 'Amber Finch')).toBe(
      'Amber Finch pitch deck.pdf',
    );
    expect(replaceCompanyInFileName('gantrypitchdeck-1234.pdf', ['Gantry'], 'Amber Finch')).toBe(
      'amberfinchpitchdeck-1234.pdf',
    );
    expect(replaceCompanyInFileName('gantryish.pdf', ['Gantry'], 'Amber Finch')).toBe('gantryish.pdf');
  });
});

describe('replacePlace', () => {
  it('replaces a place on whole words in any case', () => {
    expect(
      replacePlace('Based in Lisbon. LISBON office. lisbon, portugal. Lisbonians', ['Lisbon'], 'Tartu'),
    ).toBe('Based in Tartu. TARTU office. tartu, portugal. Lisbonians');
  });

  it('replaces a short capital form only as written, and not in a line written in capitals', () => {
    const forms = ['United States', 'USA', 'US'];
    expect(replacePlace('HQ: Denver, US\nCONTACT US\nLet us talk. United States, USA', forms, 'Chile')).toBe(
      'HQ: Denver, Chile\nCONTACT US\nLet us talk. Chile, Chile',
    );
  });

  it('moves several places at once without moving a new place again', () => {
    const deck: VariantDeck = {
      fileName: 'x.pdf',
      pages: [{ pageNumber: 1, text: 'Oslo, Norway and Kenya' }],
    };
    const moved = movePlaces(deck, [
      { forms: ['Norway'], to: 'Kenya' },
      { forms: ['Kenya'], to: 'Peru' },
    ]);
    expect(moved.pages[0].text).toBe('Oslo, Kenya and Peru');
  });
});

describe('scaleWritten and scaleAmount', () => {
  it('scales a figure in its own notation', () => {
    expect(scaleWritten('$2M', 1.75)).toBe('$3.5M');
    expect(scaleWritten('1 000 000 PLN', 1.5)).toBe('1 500 000 PLN');
    expect(scaleWritten('1,5 mln', 2)).toBe('3 mln');
    expect(scaleWritten('150,000', 1.5)).toBe('225,000');
    expect(scaleWritten('€ 40.000', 0.5)).toBe('€ 20.000');
  });

  it('scales every mention of the amount and no other figure', () => {
    const text = 'We are raising $600K ($600,000) at a $6M cap. Market: $600B';
    expect(scaleAmount(text, 600_000, 2)).toEqual({
      text: 'We are raising $1200K ($1,200,000) at a $6M cap. Market: $600B',
      count: 2,
    });
  });
});

describe('noise', () => {
  const deck: VariantDeck = {
    fileName: 'x.pdf',
    pages: [1, 2, 3, 4, 5].map((n) => ({ pageNumber: n, text: `slide ${n}` })),
  };

  it('keeps the title first, reorders the rest the same way for the same seed and renumbers', () => {
    const a = shuffleSlides(deck, seededRandom('s'));
    expect(a).toEqual(shuffleSlides(deck, seededRandom('s')));
    expect(a.pages[0].text).toBe('slide 1');
    expect(a.pages.map((p) => p.pageNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(a.pages.map((p) => p.text).sort()).toEqual(deck.pages.map((p) => p.text));
  });

  it('adds a generic slide at the end', () => {
    expect(addSlide(deck, 'Appendix').pages.at(-1)).toEqual({ pageNumber: 6, text: 'Appendix' });
  });
});
