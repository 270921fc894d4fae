import { describe, expect, it } from 'vitest';
import { DECK_FEATURE_NAMES, deckFeatures, featureVector } from './deck-features.ts';
import { readSlides } from './finder-test-helpers.ts';
import { LUMORA } from './test-fixtures.ts';

const features = (pages: string[]) => {
  const { slides, sections } = readSlides(pages);
  return deckFeatures(slides, sections);
};

// Invented documents, written for these tests.
const REAL_DECK = features(LUMORA.pages.map((p) => p.text));

const TEMPLATE = features([
  '[Company Name]\nPitch Deck Template\nYour company tagline here',
  'Problem\nDescribe the problem your customer has. Lorem ipsum dolor sit amet.\nTip: keep it to three bullets.',
  'Solution\nExplain how your product solves it. Insert a screenshot here.',
  'Market\nTAM: $XX billion\nSAM: $XX million\nMake sure to show the math.',
  'Team\n[Founder Name], CEO\n[Founder Name], CTO\nAdd your advisors here.',
  'The Ask\nWe are raising $X to reach [milestone].\nReplace with your use of funds.',
]);

const EARNINGS_RELEASE = features([
  'Northgate Industries Reports Third Quarter Fiscal 2025 Results\nFor the quarter ended September 30, 2025',
  'Revenue of $412.3 million, up 8% year-over-year\nNon-GAAP earnings per share of $1.12\nThe Board of Directors declared a quarterly dividend of $0.21 per share',
  'Guidance for fiscal year 2026: revenue of $1.70 to $1.75 billion.\nThe company will host a conference call with shareholders at 5:00 p.m.',
  'Forward-looking statements\nThis release contains forward-looking statements within the meaning of the safe harbor provisions. Northgate is listed on the NYSE.',
  'Consolidated statements of operations (unaudited)\nThree months ended September 30, 2025 and 2024\nNine months ended September 30, 2025',
  'Investor Relations contact\nir@northgate.example',
]);

const LECTURE_ABOUT_DECKS = features([
  'Pitch Deck',
  'What is a pitch deck?\nA pitch deck is a short presentation that gives investors an overview of a business.',
  'What goes in a deck\nOne slide for the problem, one for the solution, one for the team.',
  'Do and do not\nKeep each slide to one idea. Do not put more than 20 slides in your deck.',
]);

const STUDENT_PROJECT = features([
  'Campus Shuttle App\nCourse project, Mobile Computing',
  'Purpose\nStudents book a seat on the evening shuttle',
  'Technology\nAndroid, a small web server',
  'Submitted by Ana Costa\nUnder the guidance of Prof. Ines Rocha\nUniversity of Braga',
]);

describe('deckFeatures', () => {
  it('gives one finite number per named feature, in the order of the names', () => {
    for (const f of [REAL_DECK, TEMPLATE, EARNINGS_RELEASE]) {
      const vector = featureVector(f);
      expect(vector).toHaveLength(DECK_FEATURE_NAMES.length);
      expect(vector.every(Number.isFinite)).toBe(true);
    }
  });

  it('reads a real-looking deck: many sections, an ask, a team with roles, first person', () => {
    expect(REAL_DECK['sections.kinds']).toBeGreaterThanOrEqual(8);
    expect(REAL_DECK['section.ask']).toBe(1);
    expect(REAL_DECK['section.team']).toBe(1);
    expect(REAL_DECK['ask.roundTalkLog']).toBeGreaterThan(0);
    expect(REAL_DECK['team.rolesLog']).toBeGreaterThan(Math.log(3));
    expect(REAL_DECK['voice.firstPersonPer100Words']).toBeGreaterThan(0);
    expect(REAL_DECK['template.signsPerSlideLog']).toBe(0);
    expect(REAL_DECK['other.listedCompanyLog']).toBe(0);
  });

  it('reads a template by its stand-ins and instructions, though it has every section', () => {
    expect(TEMPLATE['sections.kinds']).toBeGreaterThanOrEqual(4);
    expect(TEMPLATE['template.placeholderTermsLog']).toBeGreaterThan(Math.log(3));
    expect(TEMPLATE['template.placeholderSlideShare']).toBeGreaterThan(0.5);
    expect(TEMPLATE['template.signsPerSlideLog']).toBeGreaterThan(
      REAL_DECK['template.signsPerSlideLog'] + 0.5,
    );
    // "Pitch Deck Template": a template, though its cover says pitch.
    expect(TEMPLATE['cover.namesOtherKind']).toBe(1);
    expect(TEMPLATE['template.instructionLineShare']).toBeGreaterThan(0.1);
  });

  it('reads an earnings release by its periods, listed-company words and its cover', () => {
    expect(EARNINGS_RELEASE['other.periodReportingLog']).toBeGreaterThan(0);
    expect(EARNINGS_RELEASE['other.listedCompanyLog']).toBeGreaterThan(Math.log(6));
    expect(EARNINGS_RELEASE['other.financialReportStrength']).toBeGreaterThanOrEqual(1);
    expect(EARNINGS_RELEASE['cover.namesOtherKind']).toBe(1);
    expect(EARNINGS_RELEASE['section.ask']).toBe(0);
    expect(EARNINGS_RELEASE['team.rolesLog']).toBe(0);
  });

  it('reads student work by the university, course or professor on its cover or closing slide', () => {
    expect(STUDENT_PROJECT['author.academic']).toBe(1);
    expect(REAL_DECK['author.academic']).toBe(0);
    // A university named in the middle of a deck (a customer, a partner) does not make it student work.
    const deckWithUniversityCustomer = features([
      'Lumora\nLight for night shifts',
      'Traction\nPilots at three hospitals and the University of Lisbon',
      'Team\nMaria Sousa, CEO',
    ]);
    expect(deckWithUniversityCustomer['author.academic']).toBe(0);
  });

  it('reads a document about decks by how often it names decks and slides after its cover', () => {
    expect(LECTURE_ABOUT_DECKS['voice.aboutDecksPer100Words']).toBeGreaterThan(5);
    // A deck may call itself one on its cover: that does not count.
    expect(REAL_DECK['voice.aboutDecksPer100Words']).toBe(0);
  });
});
