import { describe, expect, it } from 'vitest';
import { CandidateBoard } from './company-candidates.ts';
import { findDeckDomains } from './company-domains.ts';
import {
  discountCommonWords,
  discountCredits,
  findCoinedNames,
  findCoverNames,
  findDomainNames,
  findFileNameAgreement,
  findLegalNames,
  findLowerCaseBrands,
  findRepeatedProperNames,
  findRunningFooters,
  findSelfDescriptions,
  viewDeck,
  type DeckView,
} from './company-finders.ts';
import { toSlides } from './text.ts';

/** Example decks written for these tests: one string per slide. */
function view(slides: string[], fileName = 'deck.pdf'): DeckView {
  const s = toSlides(slides.map((text, i) => ({ pageNumber: i + 1, text })));
  return viewDeck(s, fileName, findDeckDomains(s));
}

function run(finders: ((d: DeckView, b: CandidateBoard) => void)[], slides: string[], fileName?: string) {
  const deck = view(slides, fileName);
  const board = new CandidateBoard();
  for (const f of finders) f(deck, board);
  return board;
}

/** Candidate names (as first written) with their kinds of evidence. */
function names(board: CandidateBoard): Record<string, string[]> {
  return Object.fromEntries(board.entries().map(([, c]) => [[...c.displays.keys()][0], [...c.kinds]]));
}

describe('findLegalNames', () => {
  it.each([
    ['© 2024 Brightwave Labs, Inc. All rights reserved', 'Brightwave Labs', 'copyright'],
    ['Copyright 2019-2023 Orchard Analytics', 'Orchard Analytics', 'copyright'],
    ['Tidepool Robotics Ltd, 4 Quay Street, Bristol', 'Tidepool Robotics', 'legal'],
    ['Registered as Nordlys Energi GmbH', 'Nordlys Energi', 'legal'],
    ['Kestrel Agritech Private Limited', 'Kestrel Agritech', 'legal'],
    ['Kestrel Pvt. Ltd., Pune', 'Kestrel', 'legal'],
  ])('%s → %s', (line, name, kind) => {
    expect(names(run([findLegalNames], ['Cover', line]))[name]).toContain(kind);
  });
});

describe('findSelfDescriptions', () => {
  it.each([
    ['Solution\nCartwheel is a marketplace for used bicycles.', 'Cartwheel', 'is-a'],
    ['Product\nFernhill Health helps clinics fill cancelled slots.', 'Fernhill Health', 'verb'],
    ['What is Plinth?\nA ledger for landlords.', 'Plinth', 'intro'],
    ['About\nAt Mosskit, we turn moss into insulation.', 'Mosskit', 'intro'],
  ])('%s → %s', (text, name, kind) => {
    expect(names(run([findSelfDescriptions], [text]))[name]).toContain(kind);
  });

  it('weighs "X is a …" on a problem slide as a remark about the world', () => {
    const problem = run([findSelfDescriptions], ['Problem\nPrice is an important concern for renters.']);
    const solution = run([findSelfDescriptions], ['Solution\nRoomly is an app for renters.']);
    expect(problem.get('price')!.score).toBeLessThan(solution.get('roomly')!.score);
  });
});

describe('findCoverNames', () => {
  it.each([
    ['Vantor\nFreight insurance in one click', 'Vantor'],
    ['Pellucid: clear water for every village', 'Pellucid'],
    ['Orbisa | Satellite data for farmers', 'Orbisa'],
  ])('%s → %s', (cover, name) => {
    expect(names(run([findCoverNames], [cover, 'Problem\nSomething']))[name]).toContain('title');
  });

  it('takes the first line of a cover that calls itself an investor deck', () => {
    const board = run([findCoverNames], ['Harbor Lane\nSeed Round Investor Deck\nJune 2025']);
    expect(names(board)['Harbor Lane']).toEqual(['title', 'cover']);
  });
});

describe('findRepeatedProperNames', () => {
  it('counts a capitalised word on several slides that the deck never writes in lower case', () => {
    const board = run(
      [findRepeatedProperNames],
      ['Zentro\nDelivery robots', 'Zentro robots deliver parcels', 'Why Zentro wins', 'Team behind Zentro'],
    );
    expect(names(board).Zentro).toEqual(['repeated']);
  });

  it('ignores a capitalised common word the deck also writes in lower case', () => {
    const board = run(
      [findRepeatedProperNames],
      ['Delivery is slow', 'Delivery costs rise', 'our delivery robots', 'fast delivery, cheap delivery'],
    );
    expect(board.get('delivery')).toBeUndefined();
  });
});

describe('names with a domain ending', () => {
  it('reads "Name.ai is …" as the subject of the deck’s sentence', () => {
    expect(
      names(run([findSelfDescriptions], ['Pelvo.ai is a network of parcel lockers.']))['Pelvo.ai'],
    ).toEqual(['is-a', 'subject']);
  });

  it('takes the name for its domain as the deck writes it in a sentence, ending and all', () => {
    const board = run(
      [findDomainNames],
      ['Lockers', 'Unlike couriers, Pelvo.ai keeps parcels safe.', 'hello@pelvo.app'],
    );
    expect(names(board)['Pelvo.ai']).toEqual(['domain']);
    expect(board.get('pelvoai')!.score).toBeGreaterThanOrEqual(5);
  });
});

describe('findDomainNames', () => {
  it('vouches for a candidate its domain contains', () => {
    const board = run(
      [findCoverNames, findDomainNames],
      ['Quillo\nNotes for nurses', 'Contact: hi@quillo-health.com'],
    );
    expect(names(board).Quillo).toEqual(['title', 'domain']);
  });

  it('writes the domain label as the deck writes it when no candidate matches', () => {
    const board = run(
      [findDomainNames],
      ['www.brightnest.io\nhomes for students', 'About BrightNest and its plans'],
    );
    expect(names(board).BrightNest).toEqual(['domain']);
  });
});

describe('discountCredits', () => {
  it('discounts a name credited as the template or the designer', () => {
    const board = run(
      [findRepeatedProperNames, discountCredits],
      ['Slidefox', 'Made with Slidefox', 'Template by Slidefox', 'Slidefox'],
    );
    expect(board.get('slidefox')!.score).toBeLessThan(0);
  });
});

describe('findFileNameAgreement', () => {
  it('adds agreement when the file name begins the name', () => {
    const board = run([findCoverNames, findFileNameAgreement], ['Quanta Robotics'], 'Quanta_v3.pptx');
    expect(names(board)['Quanta Robotics']).toContain('file');
  });
});

describe('discountCommonWords', () => {
  it("discounts a team member's first name that starts a sentence", () => {
    const board = run(
      [findSelfDescriptions, discountCommonWords],
      ['Team\nMelissa Hart, CTO\nMelissa is an engineer with 10 years at a bank.'],
    );
    expect(board.get('melissa')!.score).toBeLessThan(0);
  });

  it('counts how often the deck writes the word, so one lower-case mention does not discount a name', () => {
    const slides = [
      'Tovana\nRides on demand',
      'Tovana Concept\nBook a car from your phone.',
      'Tovana apps\nRiders and drivers.',
      'Launch\nThe “tovana” SMS code is reserved.',
    ];
    const before = run([findCoverNames, findRepeatedProperNames], slides).get('tovana')!.score;
    const after = run([findCoverNames, findRepeatedProperNames, discountCommonWords], slides).get(
      'tovana',
    )!.score;
    expect(after).toBe(before);
  });
});

describe('findCoverNames: the document kind beside the name', () => {
  it.each([
    ['Pitch Deck: Ledgerly', 'Ledgerly'],
    ['Brookhaven Farms — Investor Presentation', 'Brookhaven Farms'],
    ['Seed Deck | Tallyho', 'Tallyho'],
  ])('%s → %s', (cover, name) => {
    expect(names(run([findCoverNames], [cover]))[name]).toEqual(['cover']);
  });

  it('weighs the first short line above later ones, past a long first sentence', () => {
    const board = run(
      [findCoverNames],
      ['Use sensors to stop pipes from bursting in winter homes\nPIPEGUARD\nMarch 2025'],
    );
    expect(board.get('pipeguard')!.score).toBe(3);
  });
});

describe('findRunningFooters', () => {
  it('counts the name-like parts of a footer repeated on most slides', () => {
    const footer = 'Corvid | Confidential | 2025';
    const board = run(
      [findRunningFooters],
      [
        `Corvid\n${footer}`,
        `Problem\nBirds eat crops\n${footer}`,
        `Solution\nDrones that scare birds\n${footer}`,
        `Team\nAna Silva, CEO\n${footer}`,
      ],
    );
    expect(names(board).Corvid).toEqual(['footer']);
  });
});

describe('findCoinedNames', () => {
  it('counts a one-word name with inner capitals, written apart too', () => {
    const board = run(
      [findCoinedNames],
      ['Crops and birds', 'TapRoot\nOur platform', 'Tap Root platform beta'],
    );
    const c = board.get('taproot')!;
    expect([...c.kinds]).toEqual(['coined']);
    expect([...c.slides].sort()).toEqual([2, 3]);
  });
});

describe('company evidence edge cases', () => {
  it('does not read a domain as the lower-case spelling of the name', () => {
    const d = view(['Norvana\nGreen loans', 'norvana.xyz']);
    expect(d.lowerCounts.has('norvana')).toBe(false);
  });

  it('gives full weight to a domain the deck also writes as a word', () => {
    const board = run([findDomainNames], ['hello@quietbrook.app', 'How QuietBrook works']);
    expect(board.get('quietbrook')!.score).toBe(5);
  });

  it('does not let "Made with" ending one slide credit the next slide title', () => {
    const board = run(
      [findRepeatedProperNames, discountCredits],
      ['Fernlo | Made with', 'Fernlo | Made with', 'Fernlo\nProblem', 'Fernlo plans'],
    );
    expect(board.get('fernlo')!.score).toBeGreaterThan(0);
  });

  it("gives little weight to a legal name in a person's past employment", () => {
    const board = run(
      [findLegalNames],
      ['Team\nJo Park, CTO: ten years of experience in start-ups (Lumen Learning Ltd.)'],
    );
    expect(board.get('lumenlearning')!.score).toBe(1);
  });
});

describe('findLowerCaseBrands', () => {
  it('counts a word the deck never capitalises that leads the cover and starts its sentences', () => {
    const board = run(
      [findLowerCaseBrands],
      [
        'pelvo – parcel lockers for flats',
        'Problem\nParcels go missing in shared lobbies.',
        'Solution\npelvo helps buildings take parcels. The resident gets a code.',
        'Business model\nBuildings pay per parcel. pelvo’s margin is 60%.',
      ],
    );
    expect(names(board).pelvo).toEqual(['title', 'verb', 'repeated']);
  });

  it('counts a lower-case brand that a short deck names once, opening its sentence about itself', () => {
    const board = run([findLowerCaseBrands], ['pelvo is a network of parcel lockers for flats.', 'Team']);
    expect(names(board).pelvo).toContain('is-a');
  });

  it('counts the word leading the deck’s own domain that its sentences write in lower case', () => {
    const board = run(
      [findLowerCaseBrands, findDomainNames],
      [
        'Parcel lockers for flats\nwww.pelvo-lockers.com',
        'Problem\nThe focus of pelvo is the lobby, where parcels go missing.',
        'Solution\nAt pelvo, we install lockers for free.',
        'Contact\nhello@pelvo-lockers.com',
      ],
    );
    expect(names(board).pelvo).toEqual(['repeated', 'domain']);
    // "lockers", later in the domain, is the trade: vouched for at half weight, if at all.
    expect(board.get('pelvo')!.score).toBeGreaterThan(board.get('lockers')?.score ?? 0);
  });

  it('ignores a word the deck also writes capitalised, and one written at a line start once', () => {
    const board = run(
      [findLowerCaseBrands],
      [
        'Lockers for flats',
        'Problem\nparcels go missing in shared lobbies.\nParcels cost buildings money.',
        'Solution\nreturns are handled by the courier.',
      ],
    );
    expect(board.entries()).toEqual([]);
  });
});
