import { describe, expect, it } from 'vitest';
import { readSlides } from '@pitchscope/engine/finder-test-helpers';
import { findLocationCandidates } from '@pitchscope/engine/location-candidates';
import {
  candidateIsRight,
  crossValidateLocation,
  decide,
  fitLocationModel,
  foldOf,
  scoreOutcomes,
  type LabelledDeck,
} from './location-fit.ts';

const sha = (prefix: string) => prefix.padEnd(64, '0');

function deck(name: string, prefix: string, location: string | null, pages: string[]): LabelledDeck {
  const { slides, sections } = readSlides(pages);
  return {
    file: name,
    sha256: sha(prefix),
    location,
    candidates: findLocationCandidates(slides, sections, 'Tidewell'),
  };
}

describe('foldOf', () => {
  it('is the first 8 hex digits of the sha256 modulo k', () => {
    expect(foldOf(sha('00000007'), 5)).toBe(2);
    expect(foldOf(sha('0000000a'), 5)).toBe(0);
    expect(foldOf(sha('ffffffff'), 5)).toBe(4294967295 % 5);
    expect(foldOf(sha('0000000b'), 3)).toBe(2);
  });

  it('refuses what is not a sha256', () => {
    expect(() => foldOf('pitchdeck.pdf')).toThrow(/Not a sha256/);
  });
});

describe('candidateIsRight', () => {
  const [porto] = deck('a', '00000001', null, ['Tidewell', 'HQ: Porto, Portugal']).candidates;

  it('accepts the labelled place or the labelled place’s country', () => {
    expect(candidateIsRight('Porto, Portugal', porto)).toBe(true);
    expect(candidateIsRight('Lisbon, Portugal', porto)).toBe(true);
    expect(candidateIsRight('Madrid, Spain', porto)).toBe(false);
    expect(candidateIsRight(null, porto)).toBe(false);
  });
});

describe('crossValidateLocation', () => {
  const cities = ['Porto, Portugal', 'Dublin, Ireland', 'Oslo, Norway', 'Tallinn, Estonia'];
  const stated = (prefix: string, i: number) =>
    deck(`stated-${i}`, prefix, cities[i % cities.length], [
      'Tidewell',
      `About\nHQ: ${cities[i % cities.length]}`,
    ]);
  const silent = (prefix: string, i: number) =>
    deck(`silent-${i}`, prefix, null, ['Tidewell', 'Market\nLaunching in Germany next year']);

  it('scores every deck once, by a model fitted without its fold', () => {
    const decks = [
      ...['00000001', '00000002', '00000003', '00000004', '00000006'].map(stated),
      ...['00000000', '00000005', '00000007', '00000008', '00000009'].map(silent),
    ];
    const score = crossValidateLocation(decks, 5);
    expect(score.outcomes.map((o) => o.file).sort()).toEqual(decks.map((d) => d.file).sort());
    expect(score.stated).toEqual({ correct: 5, total: 5 });
    expect(score.silent).toEqual({ correct: 5, total: 5 });
  });

  it('reads each deck with the model fitted on the other folds only', () => {
    const decks = [
      ...['00000000', '00000005', '00000001', '00000002'].map(stated),
      ...['0000000a', '00000003', '00000004', '00000006'].map(silent),
    ];
    const score = crossValidateLocation(decks, 5);
    for (const d of decks) {
      const withoutFold = fitLocationModel(
        decks.filter((other) => foldOf(other.sha256) !== foldOf(d.sha256)),
      );
      expect(score.outcomes.find((o) => o.file === d.file)).toEqual(decide(d, withoutFold));
    }
    // The fitted figure is read with the model that saw every deck.
    const fitted = fitLocationModel(decks);
    expect(scoreOutcomes(decks.map((d) => decide(d, fitted))).stated.correct).toBe(4);
  });
});
