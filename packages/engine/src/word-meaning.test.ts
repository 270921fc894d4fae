import { describe, expect, it } from 'vitest';
import { indexTerm } from './ask-deck.ts';
import { base64Bytes, wordMeanings } from './word-meaning.ts';

const term = (word: string) => indexTerm(word)!;
const similarity = (a: string, b: string) => wordMeanings().similarity(term(a), term(b));
const neighbours = (word: string, count: number) => wordMeanings().neighbours(term(word), count).map((n) => n.term);

describe('word meanings (GloVe vectors, int8, keyed by ask-the-deck terms)', () => {
  it('knows the frequent English words a deck and an investor use, under the terms ask-the-deck matches', () => {
    for (const word of ['revenue', 'revenues', 'customers', 'founder', 'university', 'countries', 'subscription']) {
      expect(wordMeanings().vector(term(word)), word).not.toBeNull();
    }
    expect(wordMeanings().vector('zzqxj')).toBeNull();
    expect(wordMeanings().similarity('zzqxj', term('revenue'))).toBe(0);
  });

  it('puts words of one meaning close and unrelated words far apart', () => {
    expect(similarity('revenue', 'income')).toBeGreaterThan(0.75);
    expect(similarity('customers', 'clients')).toBeGreaterThan(0.7);
    expect(similarity('college', 'university')).toBeGreaterThan(0.75);
    expect(similarity('nations', 'countries')).toBeGreaterThan(0.75);
    expect(similarity('employees', 'staff')).toBeGreaterThan(0.7);
    expect(similarity('revenue', 'dog')).toBeLessThan(0.2);
    expect(similarity('revenue', 'weather')).toBeLessThan(0.4);
  });

  it('lists a word’s nearest neighbours, closest first, without the word itself', () => {
    expect(neighbours('customer', 5)).toContain(term('client'));
    expect(neighbours('founder', 5)).toContain(term('ceo'));
    expect(neighbours('college', 3)).toContain(term('university'));
    expect(neighbours('revenue', 10)).not.toContain(term('revenue'));
    const scores = wordMeanings().neighbours(term('money'), 5).map((n) => n.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('keeps a term’s own sense when a conflated word means something else ("found" joined to "founder")', () => {
    expect(neighbours('founder', 10)).not.toContain(term('discovered'));
  });

  it('gives every vector unit length, so a dot product is the cosine', () => {
    const vector = wordMeanings().vector(term('market'))!;
    expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    expect(wordMeanings().similarity(term('market'), term('market'))).toBe(1);
  });
});

describe('base64Bytes', () => {
  it('decodes base64 with and without padding, as the vectors file stores its bytes', () => {
    expect([...base64Bytes('AAEC/w==')]).toEqual([0, 1, 2, 255]);
    expect([...base64Bytes('gICA')]).toEqual([128, 128, 128]);
    expect([...base64Bytes('')]).toEqual([]);
  });
});
