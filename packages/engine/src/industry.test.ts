import { describe, expect, it } from 'vitest';
import { readSlides } from './finder-test-helpers.ts';
import { guessIndustry, industryDoubt } from './industry.ts';

const filler = (words: number) => 'We meet every week and talk about what comes next for the people we serve. '.repeat(Math.ceil(words / 15));

describe('industryDoubt', () => {
  it('sees no doubt in a deck whose slides are about its trade and nothing else', () => {
    const { slides } = readSlides([
      'Ledgerly\nPayments for small shops',
      'Solution\nA wallet and payments app with banking built in',
      'Product\nFintech payments: one wallet, instant banking, card payments',
    ]);
    const guess = guessIndustry(slides)!;
    expect(guess.industry).toBe('Fintech');
    const doubt = industryDoubt(guess, new Set());
    expect(doubt.runnerUpShare).toBeLessThan(0.1);
    expect(doubt.thinSupport).toBe(0);
    expect(doubt.aboutOthers).toBe(0);
  });

  it('finds support thin when one word carries the industry, or the vocabulary is a small share of a long deck', () => {
    const oneWord = guessIndustry(readSlides(['Acme\nWe help teams', 'Pricing\npayments each month', 'Roadmap\npayments later']).slides)!;
    expect(oneWord.termCount).toBe(1);
    expect(industryDoubt(oneWord, new Set()).thinSupport).toBe(1);

    const pages = ['Ledgerly\nPayments for small shops', 'Solution\nA wallet and payments app with banking built in'];
    const short = guessIndustry(readSlides(pages).slides)!;
    const long = guessIndustry(readSlides([...pages, filler(600), filler(600)]).slides)!;
    expect(long.industry).toBe(short.industry);
    expect(industryDoubt(long, new Set()).thinSupport).toBeGreaterThan(industryDoubt(short, new Set()).thinSupport);
  });

  it('weighs a close runner-up, and vocabulary read on the slides about others', () => {
    const { slides } = readSlides([
      'Acme\nPayments for clinics',
      'Solution\nA wallet and payments app for patients',
      'Customers\nHospitals, clinics and healthcare providers: patient care, hospital networks',
    ]);
    const guess = guessIndustry(slides)!;
    const doubt = industryDoubt(guess, new Set([3]));
    expect(doubt.runnerUpShare).toBeGreaterThan(0);
    expect(doubt.runnerUpShare).toBeLessThanOrEqual(1);
    const fromOthers = [...guess.slideScores].filter(([n]) => n === 3).reduce((sum, [, score]) => sum + score, 0);
    expect(doubt.aboutOthers).toBeCloseTo(fromOthers / [...guess.slideScores.values()].reduce((a, b) => a + b, 0), 6);
    expect(industryDoubt(guess, new Set()).aboutOthers).toBe(0);
  });
});
